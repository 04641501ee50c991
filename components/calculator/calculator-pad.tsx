"use client";

import { Delete, History, Trash2 } from "lucide-react";
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { Select } from "@/components/ui/input";
import type { AngleUnit } from "@/lib/engines/math/evaluate";
import { calculate, type CalcOptions, type Outcome } from "@/lib/engines/math/calculate";
import { applyToNumber, startNewNumber, toggleSign, typedValue, type MemoryEntry } from "@/lib/engines/math/edit";
import { MAX_INPUT_LENGTH } from "@/lib/engines/math/limits";
import { basicExtraKeys, keyName, memoryKeys, numberPad, scientificKeys, type Key } from "./keys";

/**
 * The calculators' shared UI (/calculator and /scientific-calculator): an expression line you can type into or build
 * with the keypad, the parsed form (so precedence is visible), the result in an aria-live region, memory, Ans and a
 * history tape kept in this browser only. The arithmetic (lib/engines/math, with decimal.js, 19 kB) comes with the page's
 * scripts: fetched on first use it arrived a round trip after hydration, and the first "=" waited for it.
 */

interface TapeEntry {
  expression: string;
  parsed: string;
  display: string;
  exact: boolean;
  value?: string;
  message?: string;
}

const TAPE_LIMIT = 50;
/** Keys that continue the last result after "=" (Ans + …) rather than starting a new expression. */
const CONTINUES = /^[+\-−*×/÷^!%²³)]$/;
const TYPABLE = /^[0-9a-zA-Z.,;+\-−*×/÷^!%²³()[\]πe√∛ ]$/;

export function CalculatorPad({ variant }: { variant: "basic" | "scientific" }) {
  const id = useId();
  const scientific = variant === "scientific";
  const storageKey = `utilify:${variant}-calculator`;
  const inputRef = useRef<HTMLInputElement>(null);
  /** Where the cursor goes once an inserted key is on screen. */
  const pendingCaret = useRef<number | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [text, setText] = useState("");
  /** The outcome of the last "=", shown until the expression is edited. */
  const [committed, setCommitted] = useState<Outcome | null>(null);
  /** Right after a "=" that gave an answer: the next key starts a new expression (or continues from Ans). */
  const fresh = committed !== null && committed.kind !== "error";
  const [ans, setAns] = useState<string | undefined>(undefined);
  const [repeat, setRepeat] = useState<{ tail: string; display: string } | null>(null);
  const [memory, setMemory] = useState<{ value: string; display: string } | null>(null);
  /** Right after M+, M− or MR: the entry they finished, which the next digit replaces (lib/engines/math/edit.ts). */
  const [memoryEntry, setMemoryEntry] = useState<MemoryEntry | null>(null);
  const [tape, setTape] = useState<TapeEntry[]>([]);
  const [decimal, setDecimal] = useState<"." | ",">(".");
  const [angle, setAngle] = useState<AngleUnit>("deg");
  const [inv, setInv] = useState(false);
  const [hyp, setHyp] = useState(false);
  const [asFraction, setAsFraction] = useState(false);

  useEffect(() => {
    /* eslint-disable react-hooks/set-state-in-effect -- once after mount: the keypad is interactive (data-ready), and what this browser saved comes back */
    setHydrated(true);
    try {
      const saved = JSON.parse(localStorage.getItem(storageKey) ?? "null") as { tape?: TapeEntry[]; decimal?: "." | ","; angle?: AngleUnit } | null;
      if (saved) {
        if (Array.isArray(saved.tape)) setTape(saved.tape.slice(0, TAPE_LIMIT));
        if (saved.decimal === "," || saved.decimal === ".") setDecimal(saved.decimal);
        if (saved.angle === "deg" || saved.angle === "rad" || saved.angle === "grad") setAngle(saved.angle);
      }
    } catch {
      // Storage blocked or damaged: start with an empty tape.
    }
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [storageKey]);

  useEffect(() => {
    try {
      localStorage.setItem(storageKey, JSON.stringify({ tape, decimal, angle }));
    } catch {
      // Storage full or blocked: the tape lives for this visit only.
    }
  }, [storageKey, tape, decimal, angle]);

  useLayoutEffect(() => {
    if (pendingCaret.current === null) return;
    inputRef.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const options: CalcOptions = useMemo(
    () =>
      scientific
        ? { digits: 15, decimal, angle, ans }
        : // Exact results up to 20 digits are shown whole: every 64-bit integer and money into the quadrillions with cents,
          // still well inside the 40 digits kept, so a result that short is the true one, not a rounding of a longer one.
          { digits: 12, exactDigits: 20, decimal, grouping: true, basic: true, ans },
    [scientific, decimal, angle, ans],
  );

  const preview = useMemo(() => (committed ? null : calculate(text, options)), [committed, text, options]);

  const edit = useCallback((next: string) => {
    // Kept whole, however long: over the limit the parser refuses it with a message (cutting it would show a result
    // for an expression the person did not write).
    setText(next);
    setCommitted(null);
    setMemoryEntry(null);
  }, []);

  /**
   * Inserts `insert` at the cursor; right after "=", an operator continues from Ans and anything else starts afresh;
   * right after a memory key, a digit starts a new number. Returns where the inserted text now is.
   */
  const insert = useCallback(
    (insertText: string, continues: boolean): { from: number; to: number } => {
      const input = inputRef.current;
      const start = input?.selectionStart ?? text.length;
      const end = input?.selectionEnd ?? text.length;
      const restart = memoryEntry && start === end ? startNewNumber(text, memoryEntry, insertText, start) : null;
      if (restart) {
        edit(restart.text);
        pendingCaret.current = restart.caret;
        return { from: restart.caret - insertText.length, to: restart.caret };
      }
      if (fresh) {
        const next = committed?.kind === "value" && continues ? `Ans${insertText}` : insertText;
        edit(next);
        pendingCaret.current = next.length;
        return { from: next.length - insertText.length, to: next.length };
      }
      const next = text.slice(0, start) + insertText + text.slice(end);
      edit(next);
      pendingCaret.current = start + insertText.length;
      return { from: start, to: start + insertText.length };
    },
    [fresh, committed, text, edit, memoryEntry],
  );

  const equals = useCallback(() => {
    let expression = text;
    let shownExpression = text;
    if (committed?.kind === "value" && repeat) {
      // "=" again repeats the last operation on the result: 5 + 3 = = is 11.
      expression = `Ans ${repeat.tail}`;
      shownExpression = `${repeat.display} ${repeat.tail}`;
    }
    const outcome = calculate(expression, options);
    if (outcome.kind === "empty") return;
    setCommitted(outcome);
    if (outcome.kind === "value") {
      setAns(outcome.value);
      setRepeat(outcome.repeat ? { tail: outcome.repeat, display: outcome.display } : null);
      setTape((old) => [{ expression: shownExpression, parsed: outcome.parsed, display: outcome.display, exact: outcome.exact, value: outcome.value }, ...old].slice(0, TAPE_LIMIT));
      setText(expression);
    } else if (outcome.kind === "undefined") {
      setTape((old) => [{ expression: shownExpression, parsed: outcome.parsed, display: "undefined", exact: true, message: outcome.message }, ...old].slice(0, TAPE_LIMIT));
    }
  }, [text, committed, repeat, options]);

  /** The current result, for M+ and M−: the last "=" or what the expression gives now. */
  const currentValue = (): { value: string } | null => {
    const outcome = committed ?? preview;
    return outcome?.kind === "value" ? { value: outcome.value } : null;
  };

  const memoryUpdate = (sign: 1 | -1) => {
    const current = currentValue();
    if (!current) return;
    const sum = calculate(`${typedValue(memory?.value ?? "0")} ${sign === 1 ? "+" : "-"} (${typedValue(current.value)})`, { ...options, decimal: ".", grouping: false, basic: false });
    if (sum.kind !== "value") return;
    setMemory(sum.value === "0" ? null : { value: sum.value, display: sum.display });
    setMemoryEntry({ kind: "all" });
  };

  /** A stored value typed back into the expression, in the chosen decimal mark. */
  const asTyped = (value: string) => typedValue(value, decimal);

  const press = (key: Key) => {
    const input = inputRef.current;
    const caret = input?.selectionStart ?? text.length;
    const applied = key.wrap && !fresh && caret === (input?.selectionEnd ?? text.length) ? applyToNumber(text, caret, key.wrap) : null;
    if (applied) {
      edit(applied.text);
      pendingCaret.current = applied.caret;
      return;
    }
    if (key.insert !== undefined) {
      insert(key.insert, key.kind === "op");
      return;
    }
    switch (key.action) {
      case "clear":
        edit("");
        setRepeat(null);
        break;
      case "back":
        if (fresh) edit(text);
        else edit(text.replace(/(Ans|asinh\(|acosh\(|atanh\(|asin\(|acos\(|atan\(|sinh\(|cosh\(|tanh\(|sin\(|cos\(|tan\(|ln\(|log\(|exp\(|abs\(|root\(|nPr\(|nCr\(| [+−×÷] |.)$/u, ""));
        break;
      case "equals":
        equals();
        break;
      case "sign":
        edit(toggleSign(committed?.kind === "value" ? "Ans" : text));
        break;
      case "mc":
        setMemory(null);
        break;
      case "mr":
        if (memory) setMemoryEntry({ kind: "recalled", ...insert(asTyped(memory.value), false) });
        break;
      case "m+":
        memoryUpdate(1);
        break;
      case "m-":
        memoryUpdate(-1);
        break;
      case "inv":
        setInv((v) => !v);
        break;
      case "hyp":
        setHyp((v) => !v);
        break;
    }
  };

  const onInputKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === "=") {
      event.preventDefault();
      equals();
    } else if (event.key === "Escape") {
      event.preventDefault();
      edit("");
      setRepeat(null);
    } else if ((fresh || (memoryEntry && /^[0-9.,]$/.test(event.key))) && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      insert(event.key === "*" ? " × " : event.key === "/" ? " ÷ " : event.key, CONTINUES.test(event.key));
    }
  };

  // Typing anywhere on the page (when no other field has the focus) goes to the calculator.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (target && target !== document.body && (target.closest("input, textarea, select, [contenteditable]") || (target.closest("button, a") && (event.key === "Enter" || event.key === " ")))) return;
      const input = inputRef.current;
      if (!input) return;
      if (event.key === "Enter" || event.key === "=" || event.key === "Escape" || event.key === "Backspace" || TYPABLE.test(event.key)) {
        if (event.key === " ") return;
        event.preventDefault();
        input.focus();
        if (event.key === "Enter" || event.key === "=") equals();
        else if (event.key === "Escape") edit("");
        else if (event.key === "Backspace") edit(fresh ? text : text.slice(0, -1));
        else insert(event.key, CONTINUES.test(event.key));
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [equals, edit, insert, fresh, text]);

  /**
   * A click or tap on one of the calculator's buttons leaves the focus where typing goes (the expression, or the page),
   * not on the button: there, the Enter meant as "=" would also press the button again (1 2 + 3 Enter gave 12 + 33).
   * A button reached with Tab keeps the focus, so Enter and Space press it, as the person meant.
   */
  const keepFocusOffButtons = (event: ReactMouseEvent) => {
    if (event.button !== 0 || !(event.target as Element).closest("button")) return;
    event.preventDefault();
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== inputRef.current) focused.blur();
  };

  const shown = committed ?? preview;
  const isCommitted = committed !== null;
  // Other errors wait for "=" (a half-typed expression is not wrong yet); more typing cannot shorten one too long.
  const showError = shown?.kind === "error" && (isCommitted || text.length > MAX_INPUT_LENGTH);
  const errorId = `${id}-error`;
  const separator = decimal === "." ? "," : ";";
  const functionKeys = scientific ? scientificKeys(inv, hyp, separator) : basicExtraKeys;
  const result = shown?.kind === "value" ? (asFraction && shown.fraction ? shown.fraction : shown.display) : null;

  return (
    <Card
      data-calculator={variant}
      data-ready={hydrated ? "true" : "false"}
      onMouseDown={keepFocusOffButtons}
      className={scientific ? undefined : "mx-auto w-full max-w-4xl"}>
      <CardContent className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-col gap-1 rounded-xl border border-line bg-slate-50 p-3">
            <label htmlFor={`${id}-expr`} className="text-xs font-medium text-muted">
              Expression
            </label>
            <input
              ref={inputRef}
              id={`${id}-expr`}
              value={text}
              onChange={(e) => edit(e.target.value)}
              onKeyDown={onInputKeyDown}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              inputMode={scientific ? "text" : "decimal"}
              placeholder={scientific ? "e.g. 2 sin(30) + 5!" : "e.g. 12.5 × 4 + 10%"}
              aria-invalid={showError ? true : undefined}
              aria-describedby={showError ? errorId : undefined}
              className="w-full bg-transparent font-mono text-lg text-ink outline-none placeholder:text-slate-500 focus-visible:outline-none"
              data-testid="calc-expression"
            />
            <p className="min-h-5 truncate font-mono text-xs text-muted" data-testid="calc-parsed">
              {shown && shown.kind !== "empty" && "parsed" in shown && shown.parsed ? <>Read as: {shown.parsed}</> : null}
            </p>
            <output htmlFor={`${id}-expr`} aria-live="polite" aria-atomic="true" className="block min-h-10 text-right" data-testid="calc-result">
              {shown?.kind === "value" ? (
                <span className={cn("font-mono font-semibold break-all", displaySize(result ?? ""), isCommitted ? "text-ink" : "text-muted")}>
                  {shown.exact || (asFraction && shown.fraction) ? "=" : "≈"} {result}
                </span>
              ) : shown?.kind === "undefined" ? (
                <span className="flex flex-col items-end gap-1">
                  <span className="font-mono text-3xl font-semibold text-ink">undefined</span>
                  <span className="text-sm text-muted">{shown.message}</span>
                </span>
              ) : showError ? (
                <span id={errorId} className="text-sm font-medium text-red-700">
                  {shown.message}
                </span>
              ) : null}
            </output>
            <div className="flex flex-wrap items-center justify-end gap-2">
              {memory ? (
                <span className="mr-auto rounded bg-brand-50 px-2 py-0.5 font-mono text-xs text-brand-700" data-testid="calc-memory">
                  M = {memory.display}
                </span>
              ) : null}
              {scientific && shown?.kind === "value" && shown.fraction ? (
                <Button variant="ghost" size="sm" aria-pressed={asFraction} onClick={() => setAsFraction((v) => !v)}>
                  {asFraction ? "Show decimal" : "Show fraction"}
                </Button>
              ) : null}
              {shown?.kind === "value" ? <CopyButton value={shown.plain} label="Copy result" copiedMessage="Result copied to clipboard" /> : null}
            </div>
          </div>

          <div className="flex flex-wrap items-center gap-3 text-sm">
            {scientific ? (
              <div role="radiogroup" aria-label="Angle unit" className="inline-flex rounded-lg bg-slate-100 p-1">
                {(["deg", "rad", "grad"] as const).map((unit) => (
                  <button
                    key={unit}
                    type="button"
                    role="radio"
                    aria-checked={angle === unit}
                    onClick={() => setAngle(unit)}
                    className={cn(
                      "h-8 rounded-md px-3 text-xs font-semibold uppercase focus-visible:outline-2 focus-visible:outline-brand-600",
                      angle === unit ? "bg-surface text-ink shadow-sm" : "text-muted hover:text-ink",
                    )}
                  >
                    {unit}
                  </button>
                ))}
              </div>
            ) : null}
            <label className="flex items-center gap-2 text-sm text-ink">
              Decimal mark
              <Select value={decimal} onChange={(e) => setDecimal(e.target.value === "," ? "," : ".")} className="h-8 w-auto py-0 pr-8 text-sm">
                <option value=".">1,234.5</option>
                <option value=",">1.234,5</option>
              </Select>
            </label>
          </div>

          <div className={cn("grid gap-3", scientific ? "md:grid-cols-[5fr_4fr]" : "")}>
            <div className={cn("grid gap-1.5", scientific ? "grid-cols-5" : "grid-cols-4")} role="group" aria-label={scientific ? "Functions" : "Memory and functions"}>
              {(scientific ? functionKeys : [...memoryKeys, ...functionKeys]).map((key) => (
                <PadKey
                  key={key.name}
                  keyDef={key}
                  onPress={press}
                  pressed={key.action === "inv" ? inv : key.action === "hyp" ? hyp : undefined}
                  disabled={key.action === "mr" && !memory}
                />
              ))}
            </div>
            <div className="grid grid-cols-4 gap-1.5" role="group" aria-label="Numbers and operations">
              {numberPad(decimal).map((key) => (
                <PadKey key={key.name} keyDef={key} onPress={press} />
              ))}
            </div>
          </div>
        </div>

        <section aria-labelledby={`${id}-tape`} className="flex flex-col gap-2 lg:w-64">
          <div className="flex items-center justify-between gap-2">
            <h2 id={`${id}-tape`} className="flex items-center gap-2 text-sm font-semibold text-ink">
              <History className="size-4" aria-hidden="true" /> History
            </h2>
            {tape.length > 0 ? (
              <Button variant="ghost" size="sm" onClick={() => setTape([])}>
                <Trash2 aria-hidden="true" /> Clear history
              </Button>
            ) : null}
          </div>
          {tape.length === 0 ? (
            <p className="text-sm text-muted">Your calculations appear here. Click one to use its result again. They stay in this browser.</p>
          ) : (
            <ol className="flex max-h-96 flex-col gap-1 overflow-y-auto" data-testid="calc-tape">
              {tape.map((entry, index) => (
                <li key={`${tape.length - index}`}>
                  <button
                    type="button"
                    disabled={!entry.value}
                    onClick={() => entry.value && insert(asTyped(entry.value), false)}
                    className="w-full rounded-lg px-2 py-1.5 text-right font-mono text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-default disabled:hover:bg-transparent"
                    aria-label={entry.value ? `Use ${entry.display}: ${entry.expression} ${entry.exact ? "equals" : "is about"} ${entry.display}` : `${entry.expression} is undefined`}
                  >
                    <span className="block truncate text-muted">{entry.expression}</span>
                    <span className="block truncate text-ink">
                      {entry.exact ? "=" : "≈"} {entry.display}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function PadKey({ keyDef, onPress, pressed, disabled }: { keyDef: Key; onPress: (key: Key) => void; pressed?: boolean; disabled?: boolean }) {
  const tone =
    keyDef.kind === "eq"
      ? "bg-brand-600 text-white hover:brightness-90"
      : keyDef.kind === "digit"
        ? "bg-surface text-ink border border-line hover:bg-slate-50"
        : keyDef.kind === "op"
          ? "bg-brand-50 text-brand-700 hover:bg-brand-100"
          : "bg-slate-100 text-ink hover:bg-slate-200";
  return (
    <button
      type="button"
      aria-label={keyName(keyDef)}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={() => onPress(keyDef)}
      className={cn(
        "h-11 min-w-0 rounded-lg px-1 font-mono text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50",
        keyDef.wide && "col-span-3",
        pressed && "ring-2 ring-brand-600",
        tone,
      )}
    >
      {keyDef.action === "back" ? <Delete className="mx-auto size-5" aria-hidden="true" /> : keyDef.label}
    </button>
  );
}

/**
 * The result's type size: a long exact result (up to 20 digits with separators) steps down on a phone, as a
 * calculator's display does, so it stays on one line there where it can; wider screens keep the large size.
 */
function displaySize(result: string): string {
  if (result.length > 18) return "text-xl sm:text-3xl";
  if (result.length > 12) return "text-2xl sm:text-3xl";
  return "text-3xl";
}
