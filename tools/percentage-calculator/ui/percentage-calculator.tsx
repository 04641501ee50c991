"use client";

import { useId, useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CopyButton } from "@/components/ui/copy-button";
import { ClientForm } from "@/components/forms/client-form";
import { relation } from "@/lib/engines/units/display";
import { calculate, PERCENT_MODES, type PercentMode } from "../logic/percentage";

/** Each question as the page asks it: its title, the words around the two fields, and their labels. */
const QUESTIONS: Record<PercentMode, { title: string; before: string; between: string; after: string; x: string; y: string; xUnit?: string; xPlaceholder: string; yPlaceholder: string }> = {
  of: { title: "What is X% of Y?", before: "What is", between: "of", after: "?", x: "Percentage", y: "Of", xUnit: "%", xPlaceholder: "25", yPlaceholder: "80" },
  what: { title: "X is what percent of Y?", before: "", between: "is what % of", after: "?", x: "Part", y: "Whole", xPlaceholder: "20", yPlaceholder: "80" },
  change: { title: "Percentage change from X to Y", before: "From", between: "to", after: "", x: "From", y: "To", xPlaceholder: "80", yPlaceholder: "100" },
  add: { title: "Add a percentage: Y plus X%", before: "Add", between: "to", after: "", x: "Percentage to add", y: "Number", xUnit: "%", xPlaceholder: "15", yPlaceholder: "200" },
  subtract: { title: "Take off a percentage: Y minus X%", before: "Take", between: "off", after: "", x: "Percentage to take off", y: "Number", xUnit: "%", xPlaceholder: "20", yPlaceholder: "50" },
};

type Fields = Record<PercentMode, { x: string; y: string }>;

const EMPTY = Object.fromEntries(PERCENT_MODES.map((mode) => [mode, { x: "", y: "" }])) as Fields;

/** The Percentage Calculator: five questions, each answered exactly as you type, with its working. */
export function PercentageCalculatorTool() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  return (
    <Card data-tool-ui="percentage-calculator">
      <CardContent className="flex flex-col gap-4">
        <ClientForm className="grid gap-4 lg:grid-cols-2" aria-label="Percentage questions">
          {PERCENT_MODES.map((mode) => (
            <Question
              key={mode}
              mode={mode}
              values={fields[mode]}
              onChange={(key, value) => setFields((f) => ({ ...f, [mode]: { ...f[mode], [key]: value } }))}
            />
          ))}
        </ClientForm>
        <p className="text-sm text-muted">
          Worked out in your browser as you type, on exact fractions: 10% of 0.3 is 0.03, not 0.030000000000000002. Nothing you type leaves this page.
        </p>
      </CardContent>
    </Card>
  );
}

function Question({ mode, values, onChange }: { mode: PercentMode; values: { x: string; y: string }; onChange: (key: "x" | "y", value: string) => void }) {
  const id = useId();
  const q = QUESTIONS[mode];
  const result = calculate(mode, values.x, values.y);
  const errors = result.state === "error" ? result.errors : {};
  const field = (key: "x" | "y", label: string, placeholder: string, unit?: string) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <Label htmlFor={`${id}-${key}`} className="text-xs text-muted">
        {label}
      </Label>
      <div className="relative">
        <Input
          id={`${id}-${key}`}
          inputMode="decimal"
          autoComplete="off"
          value={values[key]}
          placeholder={placeholder}
          onChange={(event) => onChange(key, event.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
          className={unit ? "pr-8" : undefined}
        />
        {unit ? (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted" aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </div>
    </div>
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-4" data-testid={`percent-${mode}`}>
      <legend className="px-1 text-sm font-semibold text-ink">{q.title}</legend>
      <div className="flex flex-wrap items-end gap-x-2 gap-y-2 text-sm text-ink">
        {q.before ? <span className="pb-2.5">{q.before}</span> : null}
        {field("x", q.x, q.xPlaceholder, q.xUnit)}
        <span className="pb-2.5">{q.between}</span>
        {field("y", q.y, q.yPlaceholder)}
        {q.after ? <span className="pb-2.5">{q.after}</span> : null}
      </div>
      <FieldError id={`${id}-x-error`}>{errors.x}</FieldError>
      <FieldError id={`${id}-y-error`}>{errors.y}</FieldError>
      <div aria-live="polite" className="min-h-12">
        {result.state === "ok" ? (
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-mono text-2xl font-bold break-all text-ink">
                <span className="sr-only">{result.sentence}: </span>
                <span aria-hidden="true">{relation(result.shown.exact)} </span>
                <span data-testid="percent-value">
                  {result.shown.text}
                  {result.unit}
                </span>
              </p>
              <CopyButton value={result.shown.text.replace(/,/g, "").replace("−", "-")} label="Copy" copiedMessage="Result copied to clipboard" />
            </div>
            <p className="text-sm text-ink" data-testid="percent-sentence">
              {result.sentence}
              {result.shown.fraction ? ` (exactly ${result.shown.fraction}${result.unit})` : ""}.
            </p>
            <ol className="font-mono text-xs break-words text-muted" aria-label="Working">
              {result.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ) : result.state === "empty" && result.hint ? (
          <p className="text-sm text-muted">{result.hint}</p>
        ) : null}
      </div>
    </fieldset>
  );
}
