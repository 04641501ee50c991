"use client";

import { Download, FileUp } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { JSONParser, JsonEditor, QueryLanguage, ValidationError, Validator } from "vanilla-jsoneditor";
import { Button } from "@/components/ui/button";
import { OpenFileButton } from "@/components/ui/open-file-button";
import { Card, CardContent } from "@/components/ui/card";
import { Select, Textarea, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { useFirstUse } from "@/components/lazy/use-first-use";
import { useTheme } from "@/components/theme/theme";
import { clsx } from "clsx";
import type { DiffEntry } from "@/lib/engines/json/diff";
import { decodeTextFile } from "@/lib/engines/text-files/binary";
import type { PointedError } from "../logic/json-editor";
import { EXAMPLE_DOCUMENT, EXAMPLE_SCHEMA } from "../logic/example";
import type { JsonCheck } from "../logic/check";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_STATED, MAX_REPAIR_CHARS } from "../logic/limits";
import { keepAriaRepaired } from "./aria";
// The library's own dark theme, switched on with its class when the site is dark.
import "vanilla-jsoneditor/themes/jse-theme-dark.css";

/** What the editor library gives us once loaded (on the first touch, focus or key press in the tool: it is large). */
interface Loaded {
  editor: JsonEditor;
  parser: JSONParser;
  /** logic/schema.ts, loaded with the editor. */
  schema: typeof import("../logic/schema");
  /** logic/json-editor.ts (schema reading, diff; lib/engines/json), loaded with the editor. */
  logic: typeof import("../logic/json-editor");
  languages: Record<"jmespath" | "jsonpath", QueryLanguage>;
}

/**
 * The example document as the editor's text view shows it (line numbers, JSON colours), server-rendered and read-only
 * until the editor itself has loaded: the page's first view without the editor's code.
 */
function DocumentPreview({ text }: { text: string }) {
  const lines = text.split("\n");
  const token = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;
  const paint = (line: string): ReactNode[] => {
    const parts: ReactNode[] = [];
    let last = 0;
    for (const match of line.matchAll(token)) {
      if (match.index > last) parts.push(line.slice(last, match.index));
      const [whole, string, colon, number, literal] = match;
      if (string !== undefined) {
        parts.push(<span key={match.index} className={colon ? "text-[#1a1a1a] dark:text-[#d4d4d4]" : "text-[#006000] dark:text-[#8bd18b]"}>{string}</span>);
        if (colon) parts.push(colon);
      } else if (number !== undefined) parts.push(<span key={match.index} className="text-[#b91c1c] dark:text-[#f9a8a8]">{number}</span>);
      else if (literal !== undefined) parts.push(<span key={match.index} className="text-[#b45309] dark:text-[#fcd34d]">{literal}</span>);
      last = match.index + whole.length;
    }
    if (last < line.length) parts.push(line.slice(last));
    return parts;
  };
  return (
    <div className="flex h-full overflow-auto bg-surface font-mono text-sm leading-[1.4]" data-testid="json-editor-preview" role="region" tabIndex={0} aria-label="JSON document (the editor opens when you use it)">
      <ol className="shrink-0 bg-slate-50 px-2 py-1 text-right text-slate-600 select-none" aria-hidden="true">
        {lines.map((_, index) => (
          <li key={index}>{index + 1}</li>
        ))}
      </ol>
      <pre className="min-w-0 flex-1 px-2 py-1 whitespace-pre text-ink">
        {lines.map((line, index) => (
          <span key={index}>
            {paint(line)}
            {index < lines.length - 1 ? "\n" : null}
          </span>
        ))}
      </pre>
    </div>
  );
}

const count = (n: number) => n.toLocaleString("en-US");
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;

/** Checks a large text in a Web Worker (logic/check.ts), ended once it answers; null when the worker failed. */
function checkInWorker(text: string): Promise<JsonCheck | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./check.worker.ts", import.meta.url), { type: "module", name: "json-editor-check" });
    const done = (check: JsonCheck | null) => {
      worker.terminate();
      resolve(check);
    };
    worker.onmessage = (event: MessageEvent<JsonCheck>) => done(event.data);
    worker.onerror = () => done(null);
    worker.postMessage(text);
  });
}

/** Resolves after the browser has painted what was set before it (a frame, then a task). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The JSON Editor: the embedded tree/text/table editor, with schema validation, a query panel and a diff. */
export function JsonEditorTool() {
  const siteTheme = useTheme();
  const id = useId();
  const target = useRef<HTMLDivElement>(null);
  const loaded = useRef<Loaded | null>(null);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [fileMessage, setFileMessage] = useState<{ kind: "status" | "alert"; text: string } | null>(null);
  const [revision, setRevision] = useState(0);
  /** Characters of the last file opened: past MAX_SIDE_CHARS the schema is not checked (measured once, at the open). */
  const opened = useRef(0);

  const [schemaText, setSchemaText] = useState(EXAMPLE_SCHEMA);
  const [schemaMessage, setSchemaMessage] = useState<string | null>(null);
  const [schemaErrors, setSchemaErrors] = useState<PointedError[] | null>(null);

  const [language, setLanguage] = useState<"jmespath" | "jsonpath">("jmespath");
  const [query, setQuery] = useState("items[?price > `10`].name");
  const [queryResult, setQueryResult] = useState<{ ok: boolean; text: string } | null>(null);

  const [compareText, setCompareText] = useState("");
  const [diff, setDiff] = useState<{ ok: true; entries: DiffEntry[]; total: number } | { ok: false; message: string } | null>(null);

  // The editor loads on the first pointer press or focus in the tool, not with the page: the example document is
  // server-rendered above, so the first view is complete without it. A button pressed or a file chosen before it
  // lands waits for it (`pending`).
  const { used: wanted, use: want, props: useProps } = useFirstUse<HTMLDivElement>();
  const pending = useRef<(() => void)[]>([]);
  function whenReady(action: () => void) {
    want();
    if (loaded.current) action();
    else pending.current.push(action);
  }
  useEffect(() => {
    if (!ready) return;
    const actions = pending.current;
    pending.current = [];
    for (const action of actions) action();
  }, [ready]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let editor: JsonEditor | null = null;
    let stopAria: (() => void) | null = null;
    void (async () => {
      try {
        const [library, lossless, schema, logic] = await Promise.all([
          import("vanilla-jsoneditor"),
          import("lossless-json"),
          import("../logic/schema"),
          import("../logic/json-editor"),
        ]);
        if (cancelled || !target.current) return;
        // Lossless: numbers stay LosslessNumber values holding their exact text (12345678901234567890, 0.10). The editor
        // needs a parser that returns values, so this is lossless-json, not lib/engines/json/parse.ts (a positioned document,
        // which the editor's diff and schema text still go through).
        const parser: JSONParser = { parse: lossless.parse, stringify: lossless.stringify };
        editor = library.createJSONEditor({
          target: target.current,
          props: {
            content: { text: EXAMPLE_DOCUMENT },
            mode: library.Mode.tree,
            parser,
            ariaLabel: "JSON document",
            queryLanguages: [library.jmespathQueryLanguage, library.jsonpathQueryLanguage, library.jsonQueryLanguage],
            onChange: () => setRevision((r) => r + 1),
          },
        });
        stopAria = keepAriaRepaired(target.current);
        loaded.current = {
          editor,
          parser,
          schema,
          logic,
          languages: { jmespath: library.jmespathQueryLanguage, jsonpath: library.jsonpathQueryLanguage },
        };
        setReady(true);
      } catch {
        if (!cancelled) setLoadError("The editor could not be loaded. Check your connection and reload the page.");
      }
    })();
    return () => {
      cancelled = true;
      stopAria?.();
      void editor?.destroy();
      loaded.current = null;
    };
  }, [wanted]);

  /** The document as text, whatever mode the editor is in. */
  function documentText(): string {
    const current = loaded.current;
    if (!current) return "";
    // The editor may hand back { json } or { text }, and after a mode switch an object with the other key undefined.
    const content = current.editor.get() as { json?: unknown; text?: string };
    if (typeof content.text === "string") return content.text;
    return current.parser.stringify(content.json, null, 2) ?? "";
  }

  /** The document as a value (lossless numbers), or an error when its text doesn't parse. */
  function documentValue(): { ok: true; value: unknown } | { ok: false } {
    const current = loaded.current;
    if (!current) return { ok: false };
    const content = current.editor.get() as { json?: unknown; text?: string };
    if (typeof content.text !== "string") return { ok: true, value: content.json };
    try {
      return { ok: true, value: current.parser.parse(content.text) };
    } catch {
      return { ok: false };
    }
  }

  // Schema: read and check it, give the editor a validator (it marks the nodes at fault), and list the errors with
  // their JSON Pointers. Validation interprets the schema (no eval), so it runs under the site's CSP.
  useEffect(() => {
    const current = loaded.current;
    if (!ready || !current) return;
    const timer = setTimeout(() => {
      const read = current.logic.readSchema(schemaText);
      let validator: Validator | undefined;
      let listed: PointedError[] | null = null;
      if (read.kind === "ok" && opened.current > current.logic.MAX_SIDE_CHARS) {
        // The editor checks the schema again on every change, over the whole document: a freeze per keystroke.
        setSchemaMessage(`The schema is checked on documents up to ${count(current.logic.MAX_SIDE_CHARS / (1024 * 1024))} MB; this one has ${count(opened.current)} characters.`);
      } else if (read.kind === "error") setSchemaMessage(read.message);
      else if (read.kind === "ok") {
        const problem = current.schema.schemaProblem(read.schema);
        if (problem) setSchemaMessage(`Your schema isn't valid JSON Schema: ${problem}.`);
        else {
          setSchemaMessage(null);
          const schema = read.schema;
          validator = (json: unknown): ValidationError[] =>
            current.schema.validateAgainst(schema, json).map((error) => ({
              path: current.schema.pointerToPath(error.pointer),
              message: error.message,
              severity: "error" as ValidationError["severity"],
            }));
          const value = documentValue();
          if (value.ok) {
            try {
              // Plain numbers for validation (a schema compares values, not their text).
              listed = current.schema.validateAgainst(schema, JSON.parse(current.parser.stringify(value.value) ?? "null"));
            } catch (error) {
              setSchemaMessage(`Your schema isn't valid JSON Schema: ${error instanceof Error ? error.message : String(error)}.`);
            }
          }
        }
      } else setSchemaMessage(null);
      current.editor.updateProps({ validator });
      setSchemaErrors(listed);
    }, 200);
    return () => clearTimeout(timer);
  }, [ready, schemaText, revision]);

  function runQuery() {
    const current = loaded.current;
    if (!current) return whenReady(runQuery);
    const value = documentValue();
    if (!value.ok) {
      setQueryResult({ ok: false, text: "The document isn't valid JSON yet: fix it (or repair it in text mode) first." });
      return;
    }
    try {
      // JMESPath runs on the exact numbers too (logic/exact-query.ts); JSONPath hands the lossless values through as they are.
      const result =
        language === "jmespath"
          ? current.logic.exactJmespath(current.languages.jmespath, value.value, query, JSON.parse(current.parser.stringify(value.value) ?? "null"))
          : current.languages[language].executeQuery(value.value, query, current.parser);
      setQueryResult({ ok: true, text: current.parser.stringify(result, null, 2) ?? "undefined (no match)" });
    } catch (error) {
      setQueryResult({ ok: false, text: `The query failed: ${error instanceof Error ? error.message : String(error)}` });
    }
  }

  function runDiff() {
    if (compareText.trim() === "") {
      setDiff(null);
      return;
    }
    const current = loaded.current;
    if (!current) return whenReady(runDiff);
    setDiff(current.logic.diffTexts(documentText(), compareText));
  }

  async function open(file: File) {
    if (file.size > MAX_DOCUMENT_BYTES) {
      setFileMessage({ kind: "alert", text: `${file.name} is over ${MAX_DOCUMENT_STATED} (${count(file.size)} bytes); the editor opens files up to ${MAX_DOCUMENT_STATED}.` });
      return;
    }
    // A large file takes seconds to read into the tree, on this thread (the editor holds the whole document): say so
    // and let the page paint that before the work starts.
    setFileMessage({ kind: "status", text: `Opening ${file.name} (${megabytes(file.size)})…` });
    await nextPaint();
    const decoded = decodeTextFile(new Uint8Array(await file.arrayBuffer()), file.name);
    if (!decoded.ok) {
      setFileMessage({ kind: "alert", text: decoded.message });
      return;
    }
    const text = decoded.text;
    if (text.length > MAX_REPAIR_CHARS) {
      // The tree repairs broken JSON on its own, on this thread: minutes for a large file. Checked first, off it.
      const check = await checkInWorker(text);
      if (check === null) {
        setFileMessage({ kind: "alert", text: `${file.name} could not be checked: the browser ran out of memory reading it.` });
        return;
      }
      if (!check.ok) {
        setFileMessage({
          kind: "alert",
          text: `${file.name} isn't valid JSON: ${check.message}, at line ${check.line}, column ${check.column}. The editor repairs files up to ${count(MAX_REPAIR_CHARS)} characters; this one has ${count(text.length)}.`,
        });
        return;
      }
    }
    whenReady(() => {
      opened.current = text.length;
      loaded.current?.editor.set({ text });
      setFileMessage({ kind: "status", text: `Opened ${file.name} (${count(text.length)} characters)` });
      setRevision((r) => r + 1);
    });
  }

  return (
    <Card data-tool-ui="json-editor" {...useProps}>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">Edited in your browser: nothing you open or type is uploaded.</p>
          <div className="flex flex-wrap gap-2">
            <OpenFileButton accept=".json,.txt,.geojson,application/json,text/plain" inputLabel="Open a JSON file" onFile={(file) => void open(file)}>
              <FileUp aria-hidden="true" />
              Open file
            </OpenFileButton>
            <Button variant="outline" size="sm" onClick={() => whenReady(() => saveFile(new Blob([documentText()], { type: "application/json" }), "document.json"))}>
              <Download aria-hidden="true" />
              Download
            </Button>
          </div>
        </div>
        {fileMessage ? <p data-testid="file-message" role={fileMessage.kind} className={fileMessage.kind === "status" ? "text-sm text-muted" : "text-sm text-red-700"}>{fileMessage.text}</p> : null}
        {loadError ? <p role="alert" className="text-sm text-red-700">{loadError}</p> : null}

        <div className={clsx("jse-theme h-[32rem] overflow-hidden rounded-lg border border-line", siteTheme === "dark" && "jse-theme-dark")} data-testid="json-editor">
          {!ready ? <DocumentPreview text={EXAMPLE_DOCUMENT} /> : null}
          <div ref={target} className="h-full" />
        </div>

        <div className="grid gap-5 lg:grid-cols-3">
          <section aria-labelledby={`${id}-schema`} className="flex min-w-0 flex-col gap-2">
            <h2 id={`${id}-schema`} className="text-base font-semibold text-ink">JSON Schema validation</h2>
            <Label htmlFor={`${id}-schema-text`}>Schema (leave empty for none)</Label>
            <Textarea id={`${id}-schema-text`} value={schemaText} onChange={(e) => setSchemaText(e.target.value)} rows={8} spellCheck={false} className="font-mono text-xs" aria-invalid={schemaMessage ? true : undefined} />
            {schemaMessage ? <p role="alert" data-testid="schema-message" className="text-sm text-red-700">{schemaMessage}</p> : null}
            {schemaErrors && schemaErrors.length === 0 ? <p className="text-sm text-emerald-800" data-testid="schema-valid">The document matches the schema.</p> : null}
            {schemaErrors && schemaErrors.length > 0 ? (
              <ul className="flex flex-col gap-1 text-sm text-red-800" data-testid="schema-errors">
                {schemaErrors.slice(0, 100).map((error, index) => (
                  <li key={index}>
                    <code className="font-mono break-all">{error.pointer || "/"}</code> {error.message}
                  </li>
                ))}
                {schemaErrors.length > 100 ? <li>…and {count(schemaErrors.length - 100)} more.</li> : null}
              </ul>
            ) : null}
          </section>

          <section aria-labelledby={`${id}-query`} className="flex min-w-0 flex-col gap-2">
            <h2 id={`${id}-query`} className="text-base font-semibold text-ink">Query</h2>
            <Label htmlFor={`${id}-language`}>Language</Label>
            <Select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value as "jmespath" | "jsonpath")}>
              <option value="jmespath">JMESPath</option>
              <option value="jsonpath">JSONPath</option>
            </Select>
            <Label htmlFor={`${id}-query-text`}>Expression</Label>
            <Input id={`${id}-query-text`} value={query} onChange={(e) => setQuery(e.target.value)} onKeyDown={(e) => { if (e.key === "Enter") runQuery(); }} spellCheck={false} className="font-mono" />
            <div>
              <Button size="sm" onClick={runQuery}>Run query</Button>
            </div>
            {queryResult ? (
              <pre role={queryResult.ok ? undefined : "alert"} data-testid="query-result" className={`max-h-64 overflow-auto rounded-lg border p-2 font-mono text-xs ${queryResult.ok ? "border-line bg-slate-50 text-ink" : "border-red-200 bg-red-50 text-red-800"}`}>
                {queryResult.text}
              </pre>
            ) : null}
          </section>

          <section aria-labelledby={`${id}-diff`} className="flex min-w-0 flex-col gap-2">
            <h2 id={`${id}-diff`} className="text-base font-semibold text-ink">Compare with another document</h2>
            <Label htmlFor={`${id}-compare`}>Other document</Label>
            <Textarea id={`${id}-compare`} value={compareText} onChange={(e) => setCompareText(e.target.value)} rows={6} spellCheck={false} className="font-mono text-xs" placeholder="Paste the JSON to compare with the editor's" />
            <div>
              <Button size="sm" onClick={runDiff}>Compare</Button>
            </div>
            {diff && !diff.ok ? <p role="alert" className="text-sm text-red-700">{diff.message}</p> : null}
            {diff && diff.ok ? (
              diff.total === 0 ? (
                <p className="text-sm text-emerald-800" data-testid="diff-result">The two documents are the same.</p>
              ) : (
                <div data-testid="diff-result" className="text-sm">
                  <p className="font-medium text-ink">{diff.total === 1 ? "1 difference" : `${count(diff.total)} differences`}:</p>
                  <ul className="mt-1 flex max-h-64 flex-col gap-1 overflow-auto">
                    {diff.entries.map((entry, index) => (
                      <li key={index} className="break-all">
                        <span className={entry.kind === "added" ? "text-emerald-800" : entry.kind === "removed" ? "text-red-800" : "text-amber-900"}>{entry.kind}</span>{" "}
                        <code className="font-mono">{entry.pointer || "/"}</code>{" "}
                        <span className="font-mono text-muted">
                          {entry.kind === "added" ? entry.after : entry.kind === "removed" ? entry.before : `${entry.before} → ${entry.after}`}
                        </span>
                      </li>
                    ))}
                  </ul>
                  {diff.total > diff.entries.length ? <p>…and {count(diff.total - diff.entries.length)} more.</p> : null}
                </div>
              )
            ) : null}
          </section>
        </div>
      </CardContent>
    </Card>
  );
}
