"use client";

import { ArrowLeftRight } from "lucide-react";
import { useDeferredValue, useEffect, useId, useState } from "react";
import { OutputActions } from "@/components/code/output-actions";
import { SourceInput } from "@/components/code/source-input";
import { SourceProblem } from "@/components/code/source-problem";
import { plainButtonClasses } from "@/components/ui/button-classes";
import { Card, CardContent } from "@/components/ui/card";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import type { DiffOptions, DiffRun } from "../logic/diff";
import { MAX_DIFF_CHARS } from "../logic/limits";
import { LAO, TZU } from "../logic/sample";
import { DiffView, type ViewId } from "./diff-view";
import { useDiff } from "./use-diff";

const MODES = [
  { value: "line", label: "Lines" },
  { value: "word", label: "Words" },
  { value: "char", label: "Characters" },
] as const;

const VIEWS = [
  { value: "split", label: "Side by side" },
  { value: "inline", label: "Inline" },
  { value: "patch", label: "Patch" },
] as const;

const ACCEPT = ".txt,.md,.csv,.json,.xml,.html,.css,.js,.ts,.py,.sql,.yml,.yaml,.ini,.log,.diff,text/*";

/** The Text Diff: two texts compared in a Web Worker, shown side by side, inline or as a unified patch. */
export function TextDiffTool() {
  const id = useId();
  const [original, setOriginal] = useState("");
  const [changed, setChanged] = useState("");
  const [options, setOptions] = useState<DiffOptions>({ mode: "line", ignoreWhitespace: false, ignoreCase: false });
  const [view, setView] = useState<ViewId>("split");
  const { state, run } = useDiff();
  const empty = original === "" && changed === "";
  const wantPatch = view === "patch";

  useEffect(() => {
    if (empty) return;
    // A short pause while typing, so long texts are not compared again on every key.
    const longest = Math.max(original.length, changed.length);
    const timer = setTimeout(() => run({ original, changed, options, patch: wantPatch }), longest > 20_000 ? 250 : 60);
    return () => clearTimeout(timer);
  }, [original, changed, options, wantPatch, empty, run]);

  // A new comparison is drawn at low priority, so keys typed meanwhile are answered first.
  const deferred = useDeferredValue(state.response);
  const response = empty ? null : deferred;
  const result: DiffRun = response?.run ?? { state: "empty" };
  const set = <K extends keyof DiffOptions>(key: K, value: DiffOptions[K]) => setOptions((o) => ({ ...o, [key]: value }));
  const patch = response && "patch" in response ? response.patch : undefined;

  return (
    <Card data-tool-ui="text-diff">
      <CardContent className="flex flex-col gap-5">
        <div className="grid gap-5 lg:grid-cols-2">
          <SourceInput
            id={`${id}-original`}
            label="Original text"
            value={original}
            onChange={setOriginal}
            sample={LAO}
            accept={ACCEPT}
            maxChars={MAX_DIFF_CHARS}
            invalid={original.length > MAX_DIFF_CHARS}
            placeholder="Paste the original text, or drop a file"
          />
          <SourceInput
            id={`${id}-changed`}
            label="Changed text"
            value={changed}
            onChange={setChanged}
            sample={TZU}
            accept={ACCEPT}
            maxChars={MAX_DIFF_CHARS}
            invalid={changed.length > MAX_DIFF_CHARS}
            placeholder="Paste the changed text, or drop a file"
          />
        </div>

        <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <Segmented legend="Compare by" name={`${id}-mode`} value={options.mode} options={MODES} onChange={(v) => set("mode", v)} />
          <Segmented legend="Show" name={`${id}-view`} value={view} options={VIEWS} onChange={setView} />
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            <label className="flex h-10 items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="size-4 accent-brand-600" checked={options.ignoreWhitespace} onChange={(e) => set("ignoreWhitespace", e.target.checked)} />
              Ignore whitespace
            </label>
            <label className="flex h-10 items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="size-4 accent-brand-600" checked={options.ignoreCase} onChange={(e) => set("ignoreCase", e.target.checked)} />
              Ignore case
            </label>
          </div>
          <button
            type="button"
            className={plainButtonClasses("outline", "sm")}
            disabled={empty}
            onClick={() => {
              setOriginal(changed);
              setChanged(original);
            }}
          >
            <ArrowLeftRight aria-hidden="true" />
            <span>Swap texts</span>
          </button>
        </div>

        <div aria-live="polite" className="flex flex-col gap-1 text-sm" data-testid="diff-status">
          {result.state === "ok" ? <Counts run={result} /> : null}
          {result.state === "ok" && result.notes.length > 0 ? (
            <ul className="list-disc pl-5 text-muted">
              {result.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {state.pending && original.length + changed.length > 20_000 ? <p className="text-sm text-muted">Comparing…</p> : null}

        {result.state === "too-large" || result.state === "too-different" ? (
          <SourceProblem source="" message={result.message} line={0} column={0} testId="diff-error" />
        ) : null}

        {view === "patch" ? (
          <PatchOutput id={`${id}-patch`} patch={patch} />
        ) : result.state === "ok" ? (
          <DiffView run={result} mode={options.mode} view={view} />
        ) : empty ? (
          <p className="text-sm text-muted">Paste two texts, or press Sample on both, and the differences appear here. Nothing you paste leaves your browser.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Counts({ run }: { run: Extract<DiffRun, { state: "ok" }> }) {
  const [one, many] = run.unit;
  if (run.added === 0 && run.removed === 0) return <p className="font-medium text-ink">No differences{run.notes.length ? " in the text compared" : ""}.</p>;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 font-medium">
      <span className="text-emerald-800">
        <span aria-hidden="true">+</span>
        {run.added.toLocaleString("en-US")} {run.added === 1 ? one : many} added
      </span>
      <span className="text-red-800">
        <span aria-hidden="true">−</span>
        {run.removed.toLocaleString("en-US")} {run.removed === 1 ? one : many} removed
      </span>
    </p>
  );
}

function PatchOutput({ id, patch }: { id: string; patch: string | null | undefined }) {
  const value = patch ?? "";
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>Unified diff (patch)</Label>
        <OutputActions value={value} filename="changes.diff" type="text/x-diff" what="patch" />
      </div>
      {patch === null ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          These texts differ in too many lines for a patch to be worked out in your browser. Compare smaller parts.
        </p>
      ) : (
        <Textarea
          id={id}
          value={value}
          readOnly
          rows={16}
          spellCheck={false}
          wrap="off"
          data-testid="diff-patch"
          placeholder="The unified diff appears here"
          className="bg-slate-50 font-mono text-sm leading-5 whitespace-pre"
        />
      )}
      <p className="text-xs text-muted">
        The patch compares the texts exactly, whatever you chose to ignore above, so <code>patch</code> and <code>git apply</code> accept it. Three lines of context, as GNU diff -u and git diff write.
      </p>
    </div>
  );
}
