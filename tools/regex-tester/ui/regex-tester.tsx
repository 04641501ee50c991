"use client";

import { Fragment, useEffect, useId, useState, type ReactNode } from "react";
import { useLazy } from "@/components/lazy/use-lazy";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Token } from "../logic/explain";
import { checkBounds, FLAGS, MAX_LISTED, MAX_PATTERN, MAX_TEXT, type MatchItem, type RegexResult } from "../logic/regex";
import { useRegex } from "./use-regex";

const loadExplainer = () => import("../logic/explain");

/** What each flag does, for its checkbox. */
const FLAG_WORDS: Record<(typeof FLAGS)[number], string> = {
  g: "global: every match",
  i: "ignore case",
  m: "multiline: ^ and $ at each line",
  s: "dotAll: . matches line breaks",
  u: "unicode: code points, \\p{…}",
  v: "unicodeSets: u with set operations",
  y: "sticky: only at lastIndex",
  d: "indices of groups",
};

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/** The Regex Tester: a JavaScript pattern and flags against a text, live in a Web Worker with a time limit. */
export function RegexTesterTool() {
  const id = useId();
  const [pattern, setPattern] = useState("");
  const [flags, setFlags] = useState("g");
  const [text, setText] = useState("");
  const [replacement, setReplacement] = useState("");
  const { state, run } = useRegex();
  const explainer = useLazy(loadExplainer, pattern !== "");

  const empty = pattern === "";
  const bounds = checkBounds(pattern, text, replacement === "" ? null : replacement);
  useEffect(() => {
    if (empty || bounds) return;
    // A short pause while typing, so a long text is not searched again on every key.
    const timer = setTimeout(() => run({ pattern, flags, text, replacement: replacement === "" ? null : replacement }), text.length > 20_000 ? 200 : 40);
    return () => clearTimeout(timer);
  }, [pattern, flags, text, replacement, empty, bounds, run]);

  const explained = explainer && !empty && pattern.length <= MAX_PATTERN ? explainer.explain(pattern, flags) : null;
  const response = empty || bounds ? null : state.response;
  // An answer to older input: its matches stay in view (dimmed) while the newer input runs; its error or time-out,
  // which may not hold for the new input, does not.
  const current = !!response && !state.pending;
  const stale = !!response && state.pending && response.result.state === "ok";
  const result: RegexResult | null = bounds ?? (current || stale ? (response?.result ?? null) : null);
  const shownText = response?.text ?? "";
  const patternError = result?.state === "error" && (result.field === "pattern" || result.field === "flags") ? result.error : null;
  const toggle = (flag: string, on: boolean) => setFlags((f) => FLAGS.filter((x) => (x === flag ? on : f.includes(x))).join(""));

  return (
    <Card data-tool-ui="regex-tester">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-pattern`}>Regular expression</Label>
          <div className="flex items-center gap-1 font-mono">
            <span aria-hidden className="text-lg text-muted">
              /
            </span>
            <Input
              id={`${id}-pattern`}
              value={pattern}
              onChange={(event) => setPattern(event.target.value)}
              placeholder="(\d{4})-(\d{2})"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              className="min-w-0 font-mono"
              aria-invalid={patternError ? true : undefined}
              aria-describedby={patternError ? `${id}-pattern-error` : undefined}
            />
            <span aria-hidden className="text-lg text-muted">
              /
            </span>
            <span className="min-w-8 text-ink" data-testid="regex-flags">
              {flags}
            </span>
          </div>
          {patternError ? (
            <div id={`${id}-pattern-error`} className="flex flex-col gap-1" data-testid="regex-error">
              <FieldError>{patternError}</FieldError>
              {explained && !explained.ok && result?.state === "error" && result.field === "pattern" ? (
                <pre className="overflow-x-auto font-mono text-sm text-ink" aria-hidden>
                  {pattern}
                  {"\n"}
                  {" ".repeat(explained.index)}^ {explained.message}
                </pre>
              ) : null}
            </div>
          ) : null}
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-ink">Flags</legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
            {FLAGS.map((flag) => (
              <label key={flag} className="flex items-center gap-2 text-sm text-ink">
                <input type="checkbox" className="size-4 accent-brand-600" checked={flags.includes(flag)} onChange={(event) => toggle(flag, event.target.checked)} />
                <span>
                  <span className="font-mono font-semibold">{flag}</span> <span className="text-xs text-muted">{FLAG_WORDS[flag]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-text`}>Test text</Label>
          <Textarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={5}
            spellCheck={false}
            className="font-mono"
            aria-invalid={result?.state === "error" && result.field === "text" ? true : undefined}
          />
          {result?.state === "error" && result.field === "text" ? <FieldError>{result.error}</FieldError> : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-replace`}>Replace with</Label>
          <Input
            id={`${id}-replace`}
            value={replacement}
            onChange={(event) => setReplacement(event.target.value)}
            placeholder="$2/$1"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            aria-describedby={`${id}-replace-hint`}
          />
          <p id={`${id}-replace-hint`} className="text-xs text-muted">
            $1, $&lt;name&gt;, $&amp; (the match), $` and $&apos; (before and after it) and $$ work as in String.prototype.replace. Without g only the first match is replaced.
          </p>
          {result?.state === "error" && result.field === "replacement" ? <FieldError>{result.error}</FieldError> : null}
        </div>

        <div className="flex flex-col gap-4" aria-live="polite">
          {empty ? (
            <div className="flex flex-col gap-2 rounded-lg border border-dashed border-line p-6 text-sm text-muted">
              <p className="font-medium text-ink">Type a pattern and some text to test it on.</p>
              <p>Matches are highlighted and listed with their groups as you type, and the pattern is explained token by token.</p>
            </div>
          ) : result?.state === "timeout" || result?.state === "crashed" ? (
            <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" role="alert" data-testid="regex-timeout">
              {result.error}
            </p>
          ) : result?.state === "ok" ? (
            <div className={stale ? "flex flex-col gap-4 opacity-60" : "flex flex-col gap-4"} aria-busy={stale || undefined}>
              <Results result={result} text={shownText} names={explained?.ok ? explained.groupNames : []} />
            </div>
          ) : state.pending ? (
            <p className="text-sm text-muted">Running…</p>
          ) : null}
          {explained?.ok ? <Explanation tokens={explained.tokens} /> : null}
        </div>
        <p className="text-sm text-muted">
          Runs in your browser&apos;s own JavaScript engine, in a worker stopped after a time limit: nothing you type leaves this page. Up to {MAX_TEXT.toLocaleString("en-US")} characters of text.
        </p>
      </CardContent>
    </Card>
  );
}

function Results({ result, text, names }: { result: Extract<RegexResult, { state: "ok" }>; text: string; names: readonly (string | null)[] }) {
  const { total, matches, replaced } = result;
  return (
    <>
      <p className="text-sm font-medium text-ink" data-testid="regex-count">
        {total === 0 ? "No match." : total > matches.length ? `${plural(total, "match", "matches")}; the first ${MAX_LISTED.toLocaleString("en-US")} are shown.` : `${plural(total, "match", "matches")}.`}
      </p>
      {total > 0 ? (
        <div className="flex flex-col gap-1.5">
          <h2 className="text-sm font-semibold text-ink">Matches in the text</h2>
          <pre className="relative max-h-80 overflow-auto rounded-lg border border-line bg-canvas p-3 font-mono text-sm break-words whitespace-pre-wrap text-ink" data-testid="regex-highlight">
            {highlight(text, matches)}
          </pre>
        </div>
      ) : null}
      {matches.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <h2 className="text-sm font-semibold text-ink">Match list</h2>
          <ol className="flex max-h-96 flex-col divide-y divide-line overflow-auto rounded-lg border border-line" data-testid="regex-matches">
            {matches.slice(0, 200).map((m, i) => (
              <li key={m.index * 1_000_003 + i} className="flex flex-col gap-1 px-3 py-2 text-sm">
                <span>
                  <span className="font-semibold">#{i + 1}</span> <span className="text-muted">at {m.index}–{m.end}:</span>{" "}
                  <code className="rounded bg-amber-100 px-1 break-all text-amber-950">{m.value === "" ? "(empty)" : m.value}</code>
                </span>
                {m.groups.length ? (
                  <ul className="flex flex-col gap-0.5 pl-4 text-xs">
                    {m.groups.map((g) => (
                      <li key={g.number}>
                        Group {g.number}
                        {names[g.number - 1] ? ` “${names[g.number - 1]}”` : ""}:{" "}
                        {g.value === undefined ? (
                          <span className="text-muted">did not take part (undefined)</span>
                        ) : (
                          <>
                            <code className="rounded bg-sky-100 px-1 break-all text-sky-950">{g.value === "" ? "(empty)" : g.value}</code>{" "}
                            <span className="text-muted">
                              at {g.start}–{g.end}
                            </span>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
          {matches.length > 200 ? <p className="text-xs text-muted">The list shows the first 200 matches; all {matches.length.toLocaleString("en-US")} are highlighted above.</p> : null}
        </div>
      ) : null}
      {replaced !== undefined ? (
        <div className="flex flex-col gap-1.5">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-semibold text-ink">After replacing</h2>
            <CopyButton value={replaced} label="Copy" accessibleName="Copy the replaced text" copiedMessage="The replaced text is on your clipboard" />
          </div>
          <pre className="max-h-80 overflow-auto rounded-lg border border-line bg-canvas p-3 font-mono text-sm break-words whitespace-pre-wrap text-ink" data-testid="regex-replaced">
            {replaced}
          </pre>
        </div>
      ) : null}
    </>
  );
}

/** The text with each listed match marked (an empty match as a thin bar where it is). */
function highlight(text: string, matches: readonly MatchItem[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  matches.forEach((m, i) => {
    if (m.index > at) parts.push(text.slice(at, m.index));
    if (m.end === m.index) {
      parts.push(
        <mark key={i} className="mx-px inline-block h-4 w-0.5 bg-amber-500 align-middle">
          <span className="sr-only">(empty match)</span>
        </mark>,
      );
    } else {
      parts.push(
        <mark key={i} className={i % 2 ? "rounded-sm bg-sky-200 text-sky-950" : "rounded-sm bg-amber-200 text-amber-950"}>
          {text.slice(Math.max(m.index, at), m.end)}
        </mark>,
      );
    }
    at = Math.max(at, m.end);
  });
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

function Explanation({ tokens }: { tokens: readonly Token[] }) {
  return (
    <section aria-labelledby="regex-explained" className="flex flex-col gap-1.5">
      <h2 id="regex-explained" className="text-sm font-semibold text-ink">
        The pattern, token by token
      </h2>
      <div className="rounded-lg border border-line p-3" data-testid="regex-explanation">
        <TokenList tokens={tokens} />
      </div>
    </section>
  );
}

function TokenList({ tokens }: { tokens: readonly Token[] }) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {tokens.map((t, i) => (
        <Fragment key={`${i}-${t.raw}`}>
          <li className="flex flex-col gap-1">
            <span>
              <code className="rounded bg-slate-100 px-1 font-mono break-all text-ink">{t.raw === "" ? "(empty)" : t.raw}</code> <span className="text-slate-700">{t.text}</span>
            </span>
            {t.children.length ? (
              <div className="border-l-2 border-line pl-3">
                <TokenList tokens={t.children} />
              </div>
            ) : null}
          </li>
        </Fragment>
      ))}
    </ul>
  );
}
