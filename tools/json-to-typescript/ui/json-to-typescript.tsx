"use client";

import { useEffect, useId, useState } from "react";
import { OutputActions } from "@/components/code/output-actions";
import { SourceInput } from "@/components/code/source-input";
import { CodeOutput } from "@/components/code/source-problem";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import type { GenerateRequest, GenerateResult } from "../logic/json-to-typescript";
import { MAX_INPUT_CHARS, rootNameProblem, sizeProblem, TARGETS, type Options, type Target } from "../logic/limits";
import { useGenerate } from "./use-generate";

/** Two API records: the second lacks `email` and `gift`, and `note` is null in one — optional and nullable fields. */
const SAMPLE = `[
  {
    "id": 1042,
    "status": "shipped",
    "customer": { "name": "Zoë Müller", "email": "zoe@example.com" },
    "items": [{ "sku": "A-1", "qty": 2, "price": 9.5 }],
    "note": null,
    "created-at": "2026-11-02T09:30:00Z"
  },
  {
    "id": 1043,
    "status": "pending",
    "customer": { "name": "Bo Li" },
    "items": [],
    "note": "Leave at the door",
    "gift": true,
    "created-at": "2026-11-03T17:05:00Z"
  }
]`;

const STYLES = [
  { value: "interface", label: "interface" },
  { value: "type", label: "type" },
] as const;

const same = (a: GenerateRequest, b: GenerateRequest) =>
  a.text === b.text && a.rootName === b.rootName && a.arraySamples === b.arraySamples && a.style === b.style && a.detectStrings === b.detectStrings && a.target === b.target;

/** JSON to TypeScript: JSON samples in, TypeScript types, a Zod schema or a JSON Schema out, inferred in a Web Worker as you type. */
export function JsonToTypescriptTool() {
  const id = useId();
  const [text, setText] = useState("");
  const [options, setOptions] = useState<Options>({ rootName: "Root", arraySamples: true, style: "interface", detectStrings: false, target: "typescript" });
  const { state, run } = useGenerate();
  const set = <K extends keyof Options>(key: K, value: Options[K]) => setOptions((o) => ({ ...o, [key]: value }));

  const request: GenerateRequest = { text, ...options };
  const empty = text.trim() === "";
  const nameProblem = rootNameProblem(options.rootName);
  const size = sizeProblem(text);
  const blocked = empty || nameProblem !== null || size !== null;

  useEffect(() => {
    if (blocked) return;
    // A short pause while typing, so a long sample is not read again on every key.
    const timer = setTimeout(() => run({ text, ...options }), text.length > 50_000 ? 300 : 120);
    return () => clearTimeout(timer);
  }, [text, options, blocked, run]);

  const response = blocked ? null : state.response;
  // The answer for exactly what is on the page now; an answer to older input stays in view, dimmed, while the new one
  // is worked out (never copied or downloaded), and its error is not shown for text it was not about.
  const current = response !== null && same(response.request, request) ? response.result : null;
  const stopped = response && !state.pending && response.result.state === "stopped" ? response.result : null;
  const stale = !current && state.pending && response?.result.state === "ok" && response.request.target === options.target ? response.result : null;
  const shown: GenerateResult | null = size ? { state: "error", message: size, line: 0, column: 0 } : (current ?? stopped ?? stale);
  const output = current?.state === "ok" ? current.output : "";
  const target = TARGETS.find((t) => t.value === options.target) ?? TARGETS[0];

  return (
    <Card data-tool-ui="json-to-typescript">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-start gap-x-6 gap-y-4">
          <div className="flex w-full flex-col gap-1.5 sm:w-56">
            <Label htmlFor={`${id}-name`}>Root type name</Label>
            <Input
              id={`${id}-name`}
              value={options.rootName}
              onChange={(e) => set("rootName", e.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              className="font-mono"
              aria-invalid={nameProblem ? true : undefined}
              aria-describedby={nameProblem ? `${id}-name-error` : undefined}
            />
            <FieldError id={`${id}-name-error`}>{nameProblem}</FieldError>
          </div>
          <Segmented legend="TypeScript declarations" name={`${id}-style`} value={options.style} options={STYLES} onChange={(v) => set("style", v)} />
          <div className="flex flex-col gap-2 pt-1">
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="size-4 accent-brand-600" checked={options.arraySamples} onChange={(e) => set("arraySamples", e.target.checked)} />
              Treat top-level array as samples
            </label>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="size-4 accent-brand-600" checked={options.detectStrings} onChange={(e) => set("detectStrings", e.target.checked)} />
              Detect dates and integers-as-strings
            </label>
          </div>
        </div>

        <div className="grid gap-5 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-2">
            <SourceInput
              id={`${id}-input`}
              label="JSON samples"
              value={text}
              onChange={setText}
              sample={SAMPLE}
              accept=".json,.txt,application/json,text/plain"
              maxChars={MAX_INPUT_CHARS}
              invalid={shown?.state === "error" && shown.line > 0}
              placeholder={"Paste a JSON object, or an array of sample objects:\n[{ \"id\": 1, \"name\": \"Ann\" }, { \"id\": 2 }]"}
            />
            <p className="text-sm text-muted">
              With the array option on, each item is one sample: a field missing from some becomes optional (<code>?</code>), a field that is null in some
              gets <code>| null</code>. Read in your browser: nothing you paste leaves this page.
            </p>
          </div>

          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <Segmented legend="Output" name={`${id}-target`} value={options.target} options={TARGETS} onChange={(v: Target) => set("target", v)} className="w-full sm:w-auto" />
              <OutputActions value={output} filename={`${options.rootName || "types"}${target.extension}`} type={target.type} what={target.what} />
            </div>
            <Label htmlFor={`${id}-output`} className="sr-only">
              {target.what}
            </Label>
            {shown?.state === "stopped" ? (
              <p role="alert" data-testid="types-error" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
                {shown.message}
              </p>
            ) : (
              <div className={stale ? "flex flex-col gap-2 opacity-60" : "flex flex-col gap-2"} aria-busy={stale ? true : undefined}>
                <CodeOutput
                  id={`${id}-output`}
                  source={text}
                  output={shown?.state === "ok" ? shown.output : ""}
                  problem={shown?.state === "error" ? shown : null}
                  refusal="No types are written until the JSON reads cleanly."
                  testId="types"
                  placeholder={empty ? "The types appear here as you type" : state.pending ? "Reading types…" : ""}
                />
              </div>
            )}
            <div aria-live="polite" className="flex flex-col gap-1 text-sm" data-testid="types-status">
              {current?.state === "ok" ? (
                <>
                  <p className="font-medium text-emerald-800">
                    {target.what} from {current.samples === 1 ? "1 sample" : `${current.samples.toLocaleString("en-US")} samples`}
                    {options.target === "schema" ? " · JSON Schema draft-07" : ""}
                  </p>
                  {current.notes.map((note) => (
                    <p key={note} className="text-muted">
                      {note}
                    </p>
                  ))}
                </>
              ) : stale ? (
                <p className="text-muted">Updating…</p>
              ) : null}
            </div>
          </div>
        </div>
        {options.detectStrings ? (
          <p className="text-sm text-muted">
            Detection reads strings such as &quot;2026-11-02T09:30:00Z&quot; as dates (TypeScript <code>Date</code>, Zod <code>z.coerce.date()</code>, JSON Schema{" "}
            <code>format: date-time</code>) and &quot;42&quot; as an integer in the JSON Schema (<code>format: integer</code>). JSON.parse alone still gives strings.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
