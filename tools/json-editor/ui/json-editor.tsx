"use client";

import { Download, FileUp } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { JSONParser, JsonEditor, QueryLanguage, ValidationError, Validator } from "vanilla-jsoneditor";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Select, Textarea, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import type { DiffEntry } from "@/lib/json/diff";
import { decodeTextFile } from "@/lib/text-files/binary";
import { diffTexts, readSchema, type PointedError } from "../logic/json-editor";
import { EXAMPLE_DOCUMENT, EXAMPLE_SCHEMA } from "../logic/example";
import { keepAriaRepaired } from "./aria";

/** What the editor library gives us once loaded (after the page has painted: it is ~200 kB). */
interface Loaded {
  editor: JsonEditor;
  parser: JSONParser;
  /** logic/schema.ts, loaded with the editor. */
  schema: typeof import("../logic/schema");
  languages: Record<"jmespath" | "jsonpath", QueryLanguage>;
}

const count = (n: number) => n.toLocaleString("en-US");

/** The JSON Editor: the embedded tree/text/table editor, with schema validation, a query panel and a diff. */
export function JsonEditorTool() {
  const id = useId();
  const target = useRef<HTMLDivElement>(null);
  const loaded = useRef<Loaded | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [fileMessage, setFileMessage] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);

  const [schemaText, setSchemaText] = useState(EXAMPLE_SCHEMA);
  const [schemaMessage, setSchemaMessage] = useState<string | null>(null);
  const [schemaErrors, setSchemaErrors] = useState<PointedError[] | null>(null);

  const [language, setLanguage] = useState<"jmespath" | "jsonpath">("jmespath");
  const [query, setQuery] = useState("items[?price > `10`].name");
  const [queryResult, setQueryResult] = useState<{ ok: boolean; text: string } | null>(null);

  const [compareText, setCompareText] = useState("");
  const [diff, setDiff] = useState<{ ok: true; entries: DiffEntry[]; total: number } | { ok: false; message: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    let editor: JsonEditor | null = null;
    let stopAria: (() => void) | null = null;
    void (async () => {
      try {
        const [library, lossless, schema] = await Promise.all([import("vanilla-jsoneditor"), import("lossless-json"), import("../logic/schema")]);
        if (cancelled || !target.current) return;
        // Lossless: numbers stay LosslessNumber values holding their exact text (12345678901234567890, 0.10).
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
  }, []);

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
      const read = readSchema(schemaText);
      let validator: Validator | undefined;
      let listed: PointedError[] | null = null;
      if (read.kind === "error") setSchemaMessage(read.message);
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
    if (!current) return;
    const value = documentValue();
    if (!value.ok) {
      setQueryResult({ ok: false, text: "The document isn't valid JSON yet: fix it (or repair it in text mode) first." });
      return;
    }
    try {
      const result = current.languages[language].executeQuery(value.value, query, current.parser);
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
    setDiff(diffTexts(documentText(), compareText));
  }

  async function open(file: File) {
    if (file.size > 100 * 1024 * 1024) {
      setFileMessage(`${file.name} is ${count(Math.ceil(file.size / (1024 * 1024)))} MB; the editor opens files up to 100 MB.`);
      return;
    }
    const decoded = decodeTextFile(new Uint8Array(await file.arrayBuffer()), file.name);
    if (!decoded.ok) {
      setFileMessage(decoded.message);
      return;
    }
    setFileMessage(`Opened ${file.name}`);
    loaded.current?.editor.set({ text: decoded.text });
    setRevision((r) => r + 1);
  }

  return (
    <Card data-tool-ui="json-editor">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">Edited in your browser: nothing you open or type is uploaded.</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={!ready}>
              <FileUp aria-hidden="true" />
              Open file
            </Button>
            <Button variant="outline" size="sm" disabled={!ready} onClick={() => saveFile(new Blob([documentText()], { type: "application/json" }), "document.json")}>
              <Download aria-hidden="true" />
              Download
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".json,.txt,.geojson,application/json,text/plain"
              className="sr-only"
              tabIndex={-1}
              aria-label="Open a JSON file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void open(file);
                event.target.value = "";
              }}
            />
          </div>
        </div>
        {fileMessage ? <p data-testid="file-message" role={fileMessage.startsWith("Opened") ? "status" : "alert"} className={fileMessage.startsWith("Opened") ? "text-sm text-muted" : "text-sm text-red-700"}>{fileMessage}</p> : null}
        {loadError ? <p role="alert" className="text-sm text-red-700">{loadError}</p> : null}

        <div className="jse-theme h-[32rem] overflow-hidden rounded-lg border border-line" data-testid="json-editor">
          {!ready && !loadError ? <p className="p-4 text-sm text-muted">Loading the editor…</p> : null}
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
              <Button size="sm" onClick={runQuery} disabled={!ready}>Run query</Button>
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
              <Button size="sm" onClick={runDiff} disabled={!ready}>Compare</Button>
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
