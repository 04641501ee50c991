"use client";

import { History, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { CalcAnswer, CalcOutcome, ShownValue } from "../logic/evaluate";
import { addToHistory } from "../logic/history";
import { useHistory, writeHistory } from "./history-store";
import { EXAMPLES } from "../logic/examples";
import { ClientForm } from "@/components/forms/client-form";

const noSubscription = () => () => {};
/** The evaluator's import, started once and shared by every mount. */
let evaluator: Promise<typeof import("../logic/evaluate")> | null = null;
/** How long typing must pause before an error is shown. */
const ERROR_DELAY_MS = 600;

function valueText(value: ShownValue): string {
  return value.unit ? `${value.text} ${value.unit}` : value.text;
}

/** The Unit Calculator: one line in, the exact result as you type; Enter keeps it in the history. */
export function UnitCalculatorTool() {
  const id = useId();
  const [text, setText] = useState("");
  const history = useHistory();
  // True once React runs in the browser: marks the tool interactive (tests wait for it before typing).
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  // The parser and the unit table load on first use (focus, typing, a click on an example), not with the page:
  // they are most of the tool's code, and a visitor who only reads the page never needs them.
  const [calculate, setCalculate] = useState<((line: string) => CalcOutcome) | null>(null);
  const outcome: CalcOutcome = useMemo(() => (calculate ? calculate(text) : { kind: "empty" }), [calculate, text]);

  function load() {
    if (calculate) return;
    evaluator ??= import("../logic/evaluate");
    evaluator.then(
      (module) => setCalculate(() => module.calculate),
      () => {
        evaluator = null; // a failed chunk load is tried again on the next keystroke
      },
    );
  }

  function change(next: string) {
    load();
    setText(next);
  }

  // An error shows once typing pauses (or on Enter), so "5 ft +" half-typed is not flagged as a mistake.
  const [pausedOn, setPausedOn] = useState("");
  const [submitted, setSubmitted] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setPausedOn(text), ERROR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  function submit() {
    setSubmitted(text);
    if (outcome.kind !== "ok") return;
    const { answer } = outcome;
    writeHistory(addToHistory(history, { input: text.trim(), result: `${answer.relation} ${valueText(answer)}` }));
  }

  const errorId = `${id}-error`;
  const error = outcome.kind === "error" && (pausedOn === text || submitted === text) ? outcome : null;

  return (
    <Card data-tool-ui="unit-calculator" data-hydrated={hydrated ? "true" : undefined}>
      <CardContent className="flex flex-col gap-5 pt-6">
        <ClientForm onRun={submit} className="flex flex-col gap-2">
          <Label htmlFor={id}>Calculation</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={id}
              value={text}
              onChange={(e) => change(e.target.value)}
              onFocus={load}
              placeholder="5 ft 3 in + 20 cm to m"
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="done"
              className="h-12 font-mono text-base sm:text-base"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <Button type="submit" size="lg" disabled={outcome.kind === "empty"}>
              Calculate
            </Button>
          </div>
          {error ? (
            <FieldError id={errorId}>
              {error.message}
              {error.at !== null ? <span className="text-slate-600"> (at character {error.at + 1})</span> : null}
            </FieldError>
          ) : null}
        </ClientForm>

        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Examples">
          <span className="text-sm text-muted">Try:</span>
          {EXAMPLES.map((example) => (
            <button
              key={example}
              type="button"
              onClick={() => change(example)}
              className="rounded-full border border-line bg-surface px-3 py-1 font-mono text-xs text-ink hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {example}
            </button>
          ))}
        </div>

        <div aria-live="polite">{outcome.kind === "ok" ? <Answer answer={outcome.answer} /> : null}</div>

        {history.length ? (
          <section aria-labelledby={`${id}-history`} className="flex flex-col gap-2 border-t border-line pt-4">
            <div className="flex items-center justify-between gap-2">
              <h2 id={`${id}-history`} className="flex items-center gap-2 text-sm font-semibold text-ink">
                <History aria-hidden="true" className="size-4" /> History
              </h2>
              <Button variant="ghost" size="sm" onClick={() => writeHistory([])}>
                <Trash2 aria-hidden="true" /> Clear history
              </Button>
            </div>
            <ol className="flex flex-col gap-1">
              {history.map((entry) => (
                <li key={entry.input}>
                  <button
                    type="button"
                    onClick={() => change(entry.input)}
                    className="flex w-full flex-wrap items-baseline justify-between gap-x-4 rounded-md px-2 py-1.5 text-left font-mono text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span className="break-all text-ink">{entry.input}</span>
                    <span className="break-all text-slate-600">{entry.result}</span>
                  </button>
                </li>
              ))}
            </ol>
            <p className="text-xs text-muted">Kept in this browser only.</p>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Answer({ answer }: { answer: CalcAnswer }) {
  const main = valueText(answer);
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-inset ring-brand-100">
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 font-mono text-2xl font-semibold break-all text-ink" data-testid="unit-result">
          <span aria-label={answer.relation === "=" ? "equals" : "approximately"}>{answer.relation}</span> {main}
        </p>
        <Badge variant={answer.relation === "=" ? "success" : "warning"}>{answer.relation === "=" ? "Exact" : "Rounded"}</Badge>
        <CopyButton value={answer.text} label="Copy result" copiedMessage="Result copied to clipboard" />
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">Read as</dt>
        <dd className="font-mono break-all text-ink" data-testid="unit-parsed">
          {answer.parsed}
        </dd>
        <dt className="text-slate-600">Measures</dt>
        <dd className="text-ink">{answer.explanation ?? answer.dimension}</dd>
      </dl>
      {answer.note ? <p className="text-sm text-slate-700">{answer.note}</p> : null}
      {answer.alternatives.length ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-slate-600">Also</p>
          <ul className="flex flex-wrap gap-2">
            {answer.alternatives.map((alt) => (
              <li key={alt.unit} className="rounded-md bg-surface px-2 py-1 font-mono text-sm text-ink ring-1 ring-inset ring-line">
                {alt.relation} {valueText(alt)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
