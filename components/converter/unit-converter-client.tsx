"use client";

import { ArrowLeftRight, Check, Copy } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { HydratedApart } from "@/components/layout/hydrated-apart";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import type { ConvertMode, ConverterSpec } from "@/lib/engines/units/converter";
import { converterView, type ConverterView, type UnitOptions } from "./converter-view";
import { ScrollRegion } from "@/components/ui/scroll-region";

const relation = (exact: boolean) => (exact ? "=" : "≈");

/** Precision choices: "" is the converters' display rule — the exact decimal when it is short (see EXACT_UP_TO), else 6 decimals or 6 significant digits. */
const PRECISIONS: readonly { label: string; value: string }[] = [
  { label: "Auto (exact when short)", value: "" },
  { label: "3 significant digits", value: "3" },
  { label: "4 significant digits", value: "4" },
  { label: "6 significant digits", value: "6" },
  { label: "8 significant digits", value: "8" },
  { label: "10 significant digits", value: "10" },
  { label: "15 significant digits", value: "15" },
];

function UnitOptionList({ options }: { options: readonly (readonly [string, string])[] }) {
  return options.map(([id, label]) => (
    <option key={id} value={id}>
      {label}
    </option>
  ));
}

function UnitPicker({ id, options, value, onChange }: { id: string; options: UnitOptions; value: string; onChange: (id: string) => void }) {
  return (
    <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.more.length ? (
        <>
          <optgroup label="Common units">
            <UnitOptionList options={options.common} />
          </optgroup>
          <optgroup label="More units">
            <UnitOptionList options={options.more} />
          </optgroup>
        </>
      ) : (
        <UnitOptionList options={options.common} />
      )}
    </Select>
  );
}

/**
 * The converter's browser half (components/converter/unit-converter.tsx renders it with the server-computed first
 * view and unit options): converts as you type, exactly, with "=" or "≈"; swap; copy; precision; compound input and
 * results ("5 ft 3 in"); the formula with the user's numbers; every unit of the kind at once; for temperature a
 * reading/difference switch. The units engine (converter-view.ts) is part of the page's first scripts: every converter
 * page needs it at once, and fetched after hydration it only began to download when the page was otherwise ready.
 */
export function UnitConverterClient({
  spec,
  options,
  initialView,
  initialFrom,
  initialTo,
  initialValue,
}: {
  spec: ConverterSpec;
  options: UnitOptions;
  initialView: ConverterView;
  initialFrom: string;
  initialTo: string;
  initialValue: string;
}) {
  const base = useId();
  const [text, setText] = useState(initialValue);
  const [fromId, setFromId] = useState(initialFrom);
  const [toId, setToId] = useState(initialTo);
  const [mode, setMode] = useState<ConvertMode>("value");
  const [precision, setPrecision] = useState("");
  const [copied, setCopied] = useState(false);
  const significant = precision ? Number(precision) : undefined;
  const symbol = (id: string) => options.symbols[id] ?? id;
  const untouched = text === initialValue && fromId === initialFrom && toId === initialTo && mode === "value" && significant === undefined;

  const outcome = useMemo<ConverterView | null>(() => {
    // While nothing changed: the server's view (the engine's own result for these inputs, computed once).
    if (untouched) return initialView;
    return converterView(spec, { text, fromId, toId, mode, significant });
  }, [spec, text, fromId, toId, mode, significant, untouched, initialView]);

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
      toast.success("Copied!", { description: `${value} copied to clipboard` });
    } catch {
      toast.error("Error", { description: "Your browser did not allow copying. Select the result and copy it instead." });
    }
  }

  function swap() {
    setFromId(toId);
    setToId(fromId);
  }

  const ok = outcome?.status === "ok" ? outcome : null;
  const error = outcome?.status === "error" ? outcome.message : null;
  const errorId = `${base}-error`;
  const resultText = ok ? ok.shown.text : "";

  return (
    <Card id="converter">
      <CardContent className="flex flex-col gap-5">
        {spec.temperature ? (
          <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <legend className="sr-only">What the number is</legend>
            {(
              [
                ["value", "A temperature"],
                ["difference", "A difference (change)"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
                <input type="radio" name={`${base}-mode`} value={value} checked={mode === value} onChange={() => setMode(value)} className="size-4 accent-brand-600" />
                {label}
              </label>
            ))}
          </fieldset>
        ) : null}

        <div className="grid items-end gap-4 md:grid-cols-[1fr_auto_1fr]">
          <div className="flex flex-col gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${base}-value`}>Value</Label>
              <Input
                id={`${base}-value`}
                inputMode="text"
                autoComplete="off"
                spellCheck={false}
                value={text}
                placeholder={`e.g. ${spec.example}`}
                onChange={(e) => setText(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="font-mono text-lg! h-12"
              />
              <FieldError id={errorId} data-testid="value-error">
                {error}
              </FieldError>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${base}-from`}>From</Label>
              <UnitPicker id={`${base}-from`} options={options} value={fromId} onChange={setFromId} />
            </div>
          </div>
          <Button variant="outline" onClick={swap} className="md:mb-0.5 md:self-end" aria-label="Swap units" title="Swap units">
            <ArrowLeftRight aria-hidden />
            <span className="md:sr-only">Swap units</span>
          </Button>
          <div className="flex flex-col gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${base}-result`}>Result</Label>
              <div className="flex gap-2">
                {/* A textarea, not an input: an exact result as long as 0.9094947017729282379150390625 (1 TB in TiB) wraps onto
                    more lines instead of being cut mid-digit on a phone. It grows with its text (field-sizing); where that
                    is not supported, `rows` allows for about 18 characters a line, the narrowest box's. */}
                <Textarea
                  id={`${base}-result`}
                  readOnly
                  rows={Math.max(1, Math.ceil(resultText.length / 18))}
                  value={resultText}
                  placeholder="Type a value"
                  spellCheck={false}
                  className="min-h-12 resize-none bg-slate-50 font-mono text-lg! font-semibold break-all field-sizing-content placeholder:font-sans placeholder:text-base placeholder:font-normal"
                />
                <Button variant="outline" size="icon" className="size-12" onClick={() => copy(`${resultText} ${symbol(toId)}`)} disabled={!ok} aria-label="Copy result" title="Copy result">
                  {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                </Button>
              </div>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${base}-to`}>To</Label>
              <UnitPicker id={`${base}-to`} options={options} value={toId} onChange={setToId} />
            </div>
          </div>
        </div>

        <div aria-live="polite" className="flex flex-col gap-4">
          {ok ? (
            <section aria-label="Conversion" className="rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="conversion">
              <p className="font-mono text-lg font-semibold break-words text-ink" data-testid="statement">
                {ok.subject} {relation(ok.shown.exact)} {ok.shown.text} {symbol(toId)}
              </p>
              <p className="mt-1 text-sm text-slate-700" data-testid="exactness">
                {ok.shown.exact
                  ? "= exact: this is the whole value, not a rounding."
                  : `≈ rounded for display: the exact value has more digits${significant ? "" : " (choose more digits below)"}.`}
                {mode === "difference" ? ` A change of ${ok.formulaInput} ${ok.inputSymbol} is a change of ${ok.shown.text} ${symbol(toId)}: differences ignore the scales' zero points.` : ""}
              </p>
              {ok.inputText ? (
                <p className="mt-1 text-sm text-slate-700">
                  You typed {text.trim()}: that is {ok.inputText.exact ? "" : "about "}
                  {ok.inputText.text} {symbol(fromId)}.
                </p>
              ) : null}
              {ok.compounds.length ? (
                <ul className="mt-2 flex flex-col gap-0.5 font-mono text-sm text-ink" aria-label="Also written as">
                  {ok.compounds.map((c) => (
                    <li key={c.text}>
                      {relation(c.exact)} {c.text}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mt-3 border-t border-brand-200 pt-3 text-sm">
                <p className="font-semibold text-brand-800">Formula</p>
                <p className="font-mono text-ink">{ok.formulaGeneral}</p>
                <p className="font-mono break-words text-ink" data-testid="formula-applied">
                  {ok.formulaApplied}
                </p>
              </div>
            </section>
          ) : null}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Label htmlFor={`${base}-precision`} className="text-muted">
            Precision
          </Label>
          <Select id={`${base}-precision`} value={precision} onChange={(e) => setPrecision(e.target.value)} className="w-auto">
            {PRECISIONS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        </div>

        {ok ? (
          // The table of every unit is most of the converter's markup: hydrated in a pass of its own, after the
          // field (docs/architecture.md, Page weight).
          <HydratedApart>
            <section aria-labelledby={`${base}-all`}>
              <h2 id={`${base}-all`} className="mb-2 font-semibold text-ink">
                {ok.subject} in every unit
              </h2>
              <ScrollRegion className="rounded-lg border border-line">
                <table className="w-full text-sm">
                  <thead className="bg-slate-50 text-left">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Unit
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        Value
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {ok.rows.map((row) => (
                      <tr key={row.id} className={row.id === toId ? "bg-brand-50" : undefined}>
                        <th scope="row" className="px-3 py-1.5 text-left font-normal text-ink">
                          {row.label} <span className="text-muted">({row.symbol})</span>
                        </th>
                        <td className="px-3 py-1.5 text-right font-mono whitespace-nowrap text-ink max-sm:text-xs">
                          <span className="text-muted">{relation(row.shown.exact)}</span> {row.shown.text}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </section>
          </HydratedApart>
        ) : null}
        <p className="text-xs text-muted">Everything is computed in your browser with exact fractions: nothing you type leaves this page.</p>
      </CardContent>
    </Card>
  );
}
