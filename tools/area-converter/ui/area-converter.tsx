"use client";

import { ArrowLeftRight, Check, Copy, Eraser, Loader2 } from "lucide-react";
import { useRef, useState, useTransition, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { convertAreaAction } from "@/tools/area-converter/server/actions";
import { useArea } from "@/tools/area-converter/ui/area-provider";
import { UnitSelect } from "@/tools/area-converter/ui/unit-select";
import { LimitReachedCard } from "@/components/usage/limit-reached-card";
import { UsageMeter } from "@/components/usage/usage-meter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { callAction } from "@/lib/platform/forms/call-action";
import { DEFAULT_VALUE, quickReferenceLines, relation } from "@/tools/area-converter/logic/quick-reference";
import { ClientForm } from "@/components/forms/client-form";

/** A changed or refused input leaves no result behind: the Quick Reference never describes an older conversion. */
const NO_RESULT = { result: "", resultRounded: false, valueRounded: false, quick: null } as const;

type NumberCheck = typeof import("@/tools/area-converter/logic/area");
let numberCheck: Promise<NumberCheck> | null = null;

/**
 * The browser's copy of the server's number check (logic/area.ts, with the units engine and exact decimals): loaded
 * on the first touch, focus or key press in the form, not with the page. A failed load (offline) is tried again.
 */
function loadNumberCheck(): Promise<NumberCheck> {
  numberCheck ??= import("@/tools/area-converter/logic/area").catch((error: unknown) => {
    numberCheck = null;
    throw error;
  });
  return numberCheck;
}

const warmNumberCheck = () => void loadNumberCheck().catch(() => {});

/**
 * The converter card: tab Area Converter (from, value, to, result with copy; Convert, Swap Units, Clear All; Quick
 * Reference) and tab Advanced Features (usage and the units reference, rendered on the server and passed in).
 * Every conversion is computed and counted on the server; the browser only mirrors the number check (loaded on the
 * first touch of the form) and the limit.
 */
export function AreaConverter({ reference }: { reference: ReactNode }) {
  const { fields, setFields, units, usage, atLimit, updateUsage, setHistory, customUnits, entitlements } = useArea();
  const [pending, startTransition] = useTransition();
  const [copied, setCopied] = useState(false);
  const resultRef = useRef<HTMLInputElement>(null);
  const valueRef = useRef<HTMLInputElement>(null);

  function convert() {
    if (pending || atLimit) return;
    startTransition(async () => {
      // The number check runs here first (no request for a value the server would refuse); should it fail to load,
      // the server's own check answers instead.
      const checked = await loadNumberCheck().then(
        (check) => check.parseAreaValue(fields.value),
        () => null,
      );
      if (checked && !checked.ok) {
        // Said under the field, which takes focus; no toast repeats it (docs/product.md, "Feedback").
        setFields({ valueError: checked.error, ...NO_RESULT });
        valueRef.current?.focus();
        return;
      }
      const response = await callAction(convertAreaAction, { value: fields.value, from: fields.from, to: fields.to });
      if (response.usage) updateUsage(response.usage);
      if (!response.ok) {
        if (response.code === "validation" && response.fieldErrors?.value) {
          setFields({ valueError: response.fieldErrors.value, ...NO_RESULT });
          valueRef.current?.focus();
        } else toast.error(response.title, { description: response.error });
        return;
      }
      const { result, exact, quickReference, historyEntry } = response.data;
      setFields({ result, resultRounded: !exact, valueRounded: false, quick: quickReference, valueError: null });
      if (historyEntry) setHistory((current) => [historyEntry, ...current].slice(0, 100));
    });
  }

  function swap() {
    // Swap Units exchanges the units and, when there is a result, the value and the result too. A rounded result
    // becomes a rounded value: the pair stays marked "≈" until the next Convert, never shown as an exact equality.
    const update = { from: fields.to, to: fields.from, valueError: null };
    if (fields.result === "") return setFields(update);
    const rounded = fields.resultRounded || fields.valueRounded;
    const quick = fields.quick && {
      conversion: `${fields.result} ${symbolOf(fields.to)} ${relation(!rounded)} ${fields.value} ${symbolOf(fields.from)}`,
      forward: fields.quick.backward,
      backward: fields.quick.forward,
    };
    setFields({
      ...update,
      value: fields.result,
      result: fields.value,
      valueRounded: fields.resultRounded,
      resultRounded: fields.valueRounded,
      quick,
    });
  }

  function symbolOf(id: string) {
    return units.find((u) => u.id === id)?.symbol ?? id;
  }

  function clearAll() {
    setFields({ value: DEFAULT_VALUE, ...NO_RESULT, valueError: null });
  }

  async function copy() {
    if (!fields.result) return;
    try {
      await navigator.clipboard.writeText(fields.result);
    } catch {
      // Older browsers or a denied permission: copy through the selected field.
      resultRef.current?.select();
      if (!document.execCommand("copy")) {
        toast.error("Error", { description: "Could not copy. Select the result and copy it manually." });
        return;
      }
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
    toast.success("Copied!", { description: "Value copied to clipboard" });
  }

  const valueErrorId = "area-value-error";
  const customCount = entitlements?.customUnits ? customUnits.length : 0;

  return (
    <Card id="converter">
      <CardContent className="flex flex-col gap-4">
        <UsageMeter usage={usage} label="Area conversions" />
        <Tabs defaultValue="convert">
          <TabsList aria-label="Area converter">
            <TabsTrigger value="convert" className="max-sm:px-1.5! max-sm:text-[13px]!">
              Area Converter
            </TabsTrigger>
            <TabsTrigger value="advanced" className="max-sm:px-1.5! max-sm:text-[13px]!">
              Advanced Features
            </TabsTrigger>
          </TabsList>

          <TabsContent value="convert" forceMount className="area-tab data-[state=inactive]:hidden">
            <ClientForm
              onRun={convert}
              onPointerDownCapture={warmNumberCheck}
              onFocusCapture={warmNumberCheck}
              onKeyDownCapture={warmNumberCheck}
              onChangeCapture={warmNumberCheck}
              className="flex flex-col gap-5"
              noValidate
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <fieldset className="flex flex-col gap-3">
                  <legend className="sr-only">Convert from</legend>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor="area-from">From</Label>
                    <UnitSelect
                      id="area-from"
                      units={units}
                      value={fields.from}
                      onChange={(e) => setFields({ from: e.target.value, ...NO_RESULT })}
                    />
                  </div>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor="area-value">Value</Label>
                    <Input
                      ref={valueRef}
                      id="area-value"
                      inputMode="decimal"
                      autoComplete="off"
                      spellCheck={false}
                      value={fields.value}
                      onChange={(e) => setFields({ value: e.target.value, ...NO_RESULT, valueError: null })}
                      aria-invalid={fields.valueError ? true : undefined}
                      aria-describedby={fields.valueError ? valueErrorId : fields.valueRounded ? "area-value-rounded" : undefined}
                      className="font-mono"
                    />
                    <FieldError id={valueErrorId}>{fields.valueError}</FieldError>
                    {fields.valueRounded && !fields.valueError ? (
                      <p id="area-value-rounded" className="text-xs text-muted" data-testid="value-rounded">
                        ≈ Rounded result of the last conversion. Press Convert to convert this value exactly.
                      </p>
                    ) : null}
                  </div>
                </fieldset>
                <fieldset className="flex flex-col gap-3">
                  <legend className="sr-only">Convert to</legend>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor="area-to">To</Label>
                    <UnitSelect id="area-to" units={units} value={fields.to} onChange={(e) => setFields({ to: e.target.value, ...NO_RESULT })} />
                  </div>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor="area-result">Result</Label>
                    <div className="flex gap-2">
                      <Input
                        ref={resultRef}
                        id="area-result"
                        readOnly
                        value={fields.result}
                        placeholder="Press Convert"
                        aria-live="polite"
                        aria-describedby={fields.resultRounded ? "area-result-rounded" : undefined}
                        className="bg-slate-50 font-mono font-semibold placeholder:font-sans placeholder:font-normal"
                      />
                      <Button
                        variant="outline"
                        size="icon"
                        onClick={copy}
                        disabled={!fields.result}
                        aria-label="Copy result"
                        title="Copy result"
                      >
                        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                      </Button>
                    </div>
                    {fields.resultRounded && fields.result ? (
                      <p id="area-result-rounded" className="text-xs text-muted" data-testid="result-rounded">
                        ≈ Rounded for display: the exact value has more digits.
                      </p>
                    ) : null}
                  </div>
                </fieldset>
              </div>

              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={pending || atLimit} className="min-w-28">
                  {pending ? <Loader2 aria-hidden className="animate-spin" /> : null}
                  Convert
                </Button>
                <Button variant="outline" onClick={swap}>
                  <ArrowLeftRight aria-hidden />
                  Swap Units
                </Button>
                <Button variant="ghost" onClick={clearAll}>
                  <Eraser aria-hidden />
                  Clear All
                </Button>
              </div>
            </ClientForm>

            {atLimit ? (
              <div className="mt-5">
                <LimitReachedCard tool="area" usage={usage} />
              </div>
            ) : null}

            {fields.quick ? (
              <section aria-labelledby="quick-reference-heading" className="mt-5 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="quick-reference">
                <h3 id="quick-reference-heading" className="mb-2 text-sm font-semibold text-brand-800">
                  Quick Reference
                </h3>
                <ul className="flex flex-col gap-1 font-mono text-sm text-ink">
                  {quickReferenceLines(fields.quick).map((line, i) => (
                    <li key={line} className={i === 0 ? "font-semibold" : undefined}>
                      {line}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </TabsContent>

          <TabsContent value="advanced" forceMount className="area-tab flex flex-col gap-6 data-[state=inactive]:hidden">
            {reference}
            {customCount > 0 ? (
              <section aria-labelledby="your-units-heading">
                <h3 id="your-units-heading" className="mb-2 font-semibold text-ink">
                  Your units
                </h3>
                <ul className="divide-y divide-line rounded-lg border border-line text-sm">
                  {customUnits.map((u) => (
                    <li key={u.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                      <span>
                        {u.name} <span className="text-muted">({u.symbol})</span>
                      </span>
                      <span className="font-mono">{u.factorText} m²</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
