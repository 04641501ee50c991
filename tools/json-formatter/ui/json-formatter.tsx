"use client";

import dynamic from "next/dynamic";
import { Download, FileUp, Sparkles, Wrench, X, Copy } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useEffect, useId, useState, type DragEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { OpenFileButton } from "@/components/ui/open-file-button";
import { Card, CardContent } from "@/components/ui/card";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { Segmented } from "@/components/ui/segmented";
import { toast } from "@/components/ui/toast";
import type { IndentChoice } from "@/lib/engines/json/format";
import { describeChange } from "@/lib/engines/json/changes";
import type { DuplicateKey } from "@/lib/engines/json/parse";
import type { RepairResult } from "@/lib/engines/json/repair";
import { MAX_INPUT_CHARS } from "../logic/limits";
import { EXAMPLE } from "../logic/example";
import { useFormatter } from "./use-formatter";

const JsonTree = dynamic(() => import("./json-tree").then((m) => m.JsonTree), { ssr: false, loading: () => <p className="p-2 text-sm text-muted">Loading the tree…</p> });

/** Characters of output drawn on the page; Copy and Download always give all of it. */
const MAX_SHOWN_CHARS = 400_000;
/**
 * Largest opened file put in the text area. Chromium lays a text area's whole value out at once: on a phone-speed CPU
 * (4× slowed) 2 MB held the tab for 8 s and 50 MB for four minutes. A larger file is formatted whole but not shown.
 */
const MAX_EDITABLE_CHARS = 1_000_000;
/** Duplicate-key warnings listed on the page. */
const MAX_SHOWN_DUPLICATES = 50;

const INDENT_OPTIONS = [
  { value: "2", label: "2 spaces" },
  { value: "4", label: "4 spaces" },
  { value: "tab", label: "Tab" },
  { value: "minify", label: "Minify" },
] as const satisfies readonly { value: IndentChoice; label: string }[];

const VIEW_OPTIONS = [
  { value: "text", label: "Text" },
  { value: "tree", label: "Tree" },
] as const;

const count = (n: number) => n.toLocaleString("en-US");
const where = (p: { line: number; column: number }) => `line ${count(p.line)}, column ${count(p.column)}`;

/** The JSON Formatter itself: input, options, the formatted output (text or tree), errors, warnings and repair. */
export function JsonFormatterTool() {
  const id = useId();
  const [text, setText] = useState("");
  const [indent, setIndent] = useState<IndentChoice>("2");
  const [sortKeys, setSortKeys] = useState(false);
  const [view, setView] = useState<"text" | "tree">("text");
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const { format, repair, run, runRepair, clearRepair } = useFormatter();

  useEffect(() => {
    // Typing is answered after a short pause; an option change at once.
    const timer = setTimeout(() => run({ text, indent, sortKeys }), text.length > 1_000_000 ? 400 : 120);
    return () => clearTimeout(timer);
  }, [text, indent, sortKeys, run]);

  const result = format.result;
  // The tree view (and the parser helpers it reads the document with) loads when it is first chosen.

  function edit(next: string, name: string | null = null) {
    setText(next);
    setFileName(name);
    setFileError(null);
    setSelected(null);
  }

  async function open(file: File) {
    if (file.size > MAX_INPUT_CHARS) {
      setFileError(`${file.name} is ${count(Math.ceil(file.size / (1024 * 1024)))} MB; the formatter takes files up to ${count(MAX_INPUT_CHARS / (1024 * 1024))} MB.`);
      return;
    }
    // The text-file checks (encodings, binary signatures) load with the first file opened, not with the page.
    let decodeTextFile: typeof import("@/lib/engines/text-files/binary").decodeTextFile;
    try {
      ({ decodeTextFile } = await import("@/lib/engines/text-files/binary"));
    } catch {
      setFileError("The file reader didn't load. Check your connection and open the file again.");
      return;
    }
    const decoded = decodeTextFile(new Uint8Array(await file.arrayBuffer()), file.name);
    if (!decoded.ok) {
      setFileError(decoded.message);
      return;
    }
    edit(decoded.text, file.name);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void open(file);
  }

  const output = result.kind === "ok" ? result.output : "";
  // An opened file too large to show is held: formatted whole, not put in the text area.
  const held = fileName !== null && text.length > MAX_EDITABLE_CHARS;
  const downloadName = (() => {
    const base = fileName?.replace(/\.(json|txt)$/i, "") ?? (indent === "minify" ? "minified" : "formatted");
    return fileName ? `${base}${indent === "minify" ? ".min" : ".formatted"}.json` : `${base}.json`;
  })();

  async function copy() {
    try {
      await navigator.clipboard.writeText(output);
      toast.success("Copied!", { description: `${count(output.length)} characters of JSON copied to the clipboard` });
    } catch {
      toast.error("Error", { description: "Your browser did not allow copying. Select the output and copy it instead." });
    }
  }

  const errorId = `${id}-error`;
  const hasError = result.kind === "error" || result.kind === "too-large" || fileError !== null;

  return (
    <Card data-tool-ui="json-formatter">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end gap-4">
          <Segmented legend="Indentation" name={`${id}-indent`} value={indent} options={INDENT_OPTIONS} onChange={setIndent} />
          <label className="flex h-9 items-center gap-2 text-sm font-medium text-ink">
            <input type="checkbox" className="size-4 accent-brand-600" checked={sortKeys} onChange={(e) => setSortKeys(e.target.checked)} />
            Sort keys A–Z
          </label>
        </div>

        <div className="grid gap-5 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor={held ? undefined : `${id}-input`}>JSON to format</Label>
              <div className="flex flex-wrap gap-2">
                <Button variant="ghost" size="sm" onClick={() => edit(EXAMPLE)}>
                  <Sparkles aria-hidden="true" />
                  Example
                </Button>
                <OpenFileButton accept=".json,.txt,.geojson,.jsonc,application/json,text/plain" inputLabel="Open a JSON file" onFile={(file) => void open(file)}>
                  <FileUp aria-hidden="true" />
                  Open file
                </OpenFileButton>
                <Button variant="ghost" size="sm" onClick={() => edit("")} disabled={text === ""}>
                  <X aria-hidden="true" />
                  Clear
                </Button>
              </div>
            </div>
            <div onDragOver={(e) => { e.preventDefault(); setDragging(true); }} onDragLeave={() => setDragging(false)} onDrop={onDrop}>
              {held ? (
                <div id={`${id}-input`} data-testid="json-held-file" className="flex min-h-72 flex-col justify-center gap-2 rounded-md border border-line bg-canvas p-4 text-sm text-ink">
                  <p className="font-medium">{fileName} is open, whole.</p>
                  <p className="text-muted">It is too large to show here without stalling your browser; the formatter works on all of it. Clear it to type or paste instead.</p>
                </div>
              ) : (
                <Textarea
                  id={`${id}-input`}
                  value={text}
                  onChange={(e) => edit(e.target.value, fileName)}
                  rows={16}
                  spellCheck={false}
                  autoCapitalize="off"
                  autoComplete="off"
                  placeholder="Paste JSON here, or drop a .json file"
                  aria-invalid={hasError || undefined}
                  aria-describedby={hasError ? errorId : undefined}
                  className={`min-h-72 font-mono text-sm whitespace-pre ${dragging ? "border-brand-600 bg-brand-50" : ""}`}
                />
              )}
            </div>
            {fileName ? <p className="text-sm text-muted">Opened {fileName}</p> : null}
            {text ? (
              <p className="text-sm text-muted tabular-nums" data-testid="json-input-size">
                {count(text.length)} {text.length === 1 ? "character" : "characters"} (up to {count(MAX_INPUT_CHARS / (1024 * 1024))} MB)
              </p>
            ) : null}
            <p className="text-sm text-muted">Formatted in your browser: nothing you paste or open is uploaded.</p>
          </div>

          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Segmented legend="Output view" hideLegend name={`${id}-view`} value={view} options={VIEW_OPTIONS} onChange={setView} className="w-full sm:w-auto" />
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={copy} disabled={!output}>
                  <Copy aria-hidden="true" />
                  Copy
                </Button>
                <Button variant="outline" size="sm" disabled={!output} onClick={() => saveFile(new Blob([output], { type: "application/json" }), downloadName)}>
                  <Download aria-hidden="true" />
                  Download
                </Button>
              </div>
            </div>

            <div aria-live="polite" className="flex min-w-0 flex-col gap-3">
              {format.pending && result.kind === "empty" ? <p className="text-sm text-muted">Formatting…</p> : null}
              {fileError ? <ErrorBox id={errorId}><p>{fileError}</p></ErrorBox> : null}
              {!fileError && result.kind === "too-large" ? (
                <ErrorBox id={errorId}>
                  <p data-testid="too-large">{result.message}</p>
                  {result.minify ? (
                    <Button variant="outline" size="sm" className="mt-2" onClick={() => setIndent("minify")}>
                      Minify
                    </Button>
                  ) : null}
                </ErrorBox>
              ) : null}
              {!fileError && result.kind === "error" ? (
                <ErrorBox id={errorId}>
                  <p>
                    <span data-testid="json-error">
                      {result.error.message} at {where(result.error)}
                      {result.error.hint ? ` — ${result.error.hint}` : ""}
                    </span>
                  </p>
                  <pre className="overflow-x-auto rounded bg-surface/70 p-2 font-mono text-xs leading-5 text-ink" aria-label={`Line ${count(result.error.line)} with a caret under column ${count(result.error.column)}`}>
                    {result.snippet.line}
                    {"\n"}
                    <span className="font-bold text-red-700">{result.snippet.caret}</span>
                  </pre>
                  {result.otherFormat ? (
                    <p>
                      This looks like {result.otherFormat.name}, not JSON: try the{" "}
                      <Link href={result.otherFormat.route} className="font-medium underline">{result.otherFormat.tool}</Link>.
                    </p>
                  ) : (
                    <div>
                      <Button variant="secondary" size="sm" onClick={() => runRepair(text)} disabled={repair.pending}>
                        <Wrench aria-hidden="true" />
                        {repair.pending ? "Repairing…" : "Repair"}
                      </Button>
                    </div>
                  )}
                </ErrorBox>
              ) : null}
              {repair.result ? <RepairPanel result={repair.result} onUse={(fixed) => { clearRepair(); edit(fixed, fileName); }} onCancel={clearRepair} /> : null}

              {result.kind === "ok" || result.kind === "error" ? <Duplicates duplicates={result.duplicates} /> : null}
              {result.kind === "ok" && result.bom ? (
                <p className="text-sm text-muted">The byte order mark (U+FEFF) at the start is not part of the JSON; the output leaves it out.</p>
              ) : null}

              {result.kind === "ok" && !fileError ? (
                <>
                  {view === "text" ? (
                    <pre
                      data-testid="json-output"
                      tabIndex={0}
                      aria-label="Formatted JSON"
                      className="max-h-[36rem] min-h-72 overflow-auto rounded-lg border border-line bg-slate-50 p-3 font-mono text-sm text-ink"
                    >
                      {output.length > MAX_SHOWN_CHARS ? output.slice(0, MAX_SHOWN_CHARS) : output}
                    </pre>
                  ) : (
                    <div className="flex flex-col gap-2">
                      <p className="text-sm text-muted" data-testid="json-pointer">
                        {selected === null ? "Choose a row to see its JSON Pointer." : <>JSON Pointer: <code className="break-all text-ink">{selected === "" ? "\"\" (the whole document)" : selected}</code></>}
                      </p>
                      <div className="max-h-[36rem] min-h-72 overflow-auto rounded-lg border border-line bg-surface p-2">
                        <JsonTree doc={result.doc} selected={selected} onSelect={setSelected} />
                      </div>
                    </div>
                  )}
                  <p className="text-sm text-muted" data-testid="json-stats">
                    {count(result.stats.nodes)} {result.stats.nodes === 1 ? "value" : "values"}, {count(result.stats.depth)} {result.stats.depth === 1 ? "level" : "levels"} deep · {count(result.stats.inputChars)} → {count(result.stats.outputChars)} characters
                    {view === "text" && output.length > MAX_SHOWN_CHARS ? ` · showing the first ${count(MAX_SHOWN_CHARS)}; Copy and Download give all of it` : ""}
                  </p>
                </>
              ) : null}
            </div>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function ErrorBox({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} role="alert" className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </div>
  );
}

function Duplicates({ duplicates }: { duplicates: DuplicateKey[] }) {
  if (duplicates.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="json-duplicates">
      <p className="font-medium">
        {duplicates.length === 1 ? "1 duplicate key" : `${count(duplicates.length)} duplicate keys`}: both members are kept in the output, but most programs
        keep only the last one.
      </p>
      <ul className="mt-1 list-disc pl-5">
        {duplicates.slice(0, MAX_SHOWN_DUPLICATES).map((d) => (
          <li key={d.offset}>
            Duplicate key {JSON.stringify(d.key)} at {where(d)} (<code>{d.pointer}</code>); first at {where(d.first)}
          </li>
        ))}
      </ul>
      {duplicates.length > MAX_SHOWN_DUPLICATES ? <p className="mt-1">…and {count(duplicates.length - MAX_SHOWN_DUPLICATES)} more.</p> : null}
    </div>
  );
}

function RepairPanel({
  result,
  onUse,
  onCancel,
}: {
  result: RepairResult;
  onUse: (text: string) => void;
  onCancel: () => void;
}) {
  if (!result.ok) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {result.message}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-brand-600/30 bg-brand-50 p-3 text-sm text-ink" data-testid="json-repair">
      <p className="font-medium">
        {result.listed
          ? `Repair made ${result.total === 1 ? "1 change" : `${count(result.total)} changes`}:`
          : "Repair made more changes than can be listed here; compare the result before you use it."}
      </p>
      {result.listed ? (
        <ol className="max-h-60 list-decimal overflow-auto pl-6 font-mono text-xs leading-5">
          {result.changes.map((change) => (
            <li key={change.offset}>
              {where(change)}: {describeChange(change)}
            </li>
          ))}
        </ol>
      ) : null}
      {result.listed && result.total > result.changes.length ? <p>…and {count(result.total - result.changes.length)} more.</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onUse(result.text)}>Use the repaired JSON</Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>Cancel</Button>
      </div>
    </div>
  );
}
