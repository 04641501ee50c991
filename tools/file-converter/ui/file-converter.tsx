"use client";

import { ArrowLeftRight, CircleCheck, TriangleAlert } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { OutputActions } from "@/components/code/output-actions";
import { SourceInput } from "@/components/code/source-input";
import { SourceProblem } from "@/components/code/source-problem";
import { Badge } from "@/components/ui/badge";
import { plainButtonClasses } from "@/components/ui/button-classes";
import { Card, CardContent } from "@/components/ui/card";
import { Input, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Table } from "../logic/convert";
import { DEFAULT_OPTIONS, FORMAT_IDS, FORMATS, formatFromFileName, MAX_INPUT_CHARS, type ConvertOptions, type FormatId } from "../logic/formats";
import { SAMPLES } from "../logic/samples";
import { useConverter } from "./use-converter";

const TABULAR: readonly FormatId[] = ["csv", "tsv"];

/** The File Converter: any of seven data formats to any other, in a Web Worker, with the round trip checked. */
export function FileConverterTool({ initialFrom = null, initialTo = "yaml" }: { initialFrom?: FormatId | null; initialTo?: FormatId }) {
  const id = useId();
  const [source, setSource] = useState("");
  const [from, setFrom] = useState<FormatId | null>(initialFrom);
  const [to, setTo] = useState<FormatId>(initialTo);
  const [options, setOptions] = useState<ConvertOptions>(DEFAULT_OPTIONS);
  const [baseName, setBaseName] = useState("converted");
  const { result: computed, pending, run } = useConverter();

  useEffect(() => {
    // A short pause while typing, so a large document is not re-read on every key.
    const timer = setTimeout(() => run({ text: source, from, to, options }), source.length > 100_000 ? 250 : 80);
    return () => clearTimeout(timer);
  }, [source, from, to, options, run]);

  const result = source.trim() ? computed : ({ state: "empty" } as const);
  const set = <K extends keyof ConvertOptions>(key: K, value: ConvertOptions[K]) => setOptions((o) => ({ ...o, [key]: value }));
  const readFormat: FormatId = from ?? (result.state === "empty" ? "json" : result.from);
  const output = result.state === "ok" ? result.output : "";
  const sample = SAMPLES[from ?? (initialFrom ?? "json")];

  const readsTable = TABULAR.includes(readFormat);
  const writesTable = TABULAR.includes(to);
  const csvInvolved = readFormat === "csv" || to === "csv";
  const typesApply = readsTable || readFormat === "xml";
  const indentApplies = to === "json" || to === "yaml" || to === "xml";

  function swap() {
    setFrom(to);
    setTo(readFormat);
    if (result.state === "ok") setSource(result.output);
  }

  return (
    <Card data-tool-ui="file-converter">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Select id={`${id}-from`} value={from ?? "auto"} onChange={(e) => setFrom(e.target.value === "auto" ? null : (e.target.value as FormatId))} className="w-52">
              <option value="auto">{result.state !== "empty" && from === null ? `Detect (${FORMATS[result.from].name})` : "Detect automatically"}</option>
              {FORMAT_IDS.map((f) => (
                <option key={f} value={f}>
                  {FORMATS[f].name}
                </option>
              ))}
            </Select>
          </div>
          <button type="button" className={plainButtonClasses("outline", "sm") + " mb-1"} onClick={swap} aria-label="Swap the formats (the output becomes the input)">
            <ArrowLeftRight aria-hidden="true" />
          </button>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Select id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value as FormatId)} className="w-52" data-testid="target-format">
              {FORMAT_IDS.map((f) => (
                <option key={f} value={f}>
                  {FORMATS[f].name}
                </option>
              ))}
            </Select>
          </div>
        </div>

        <fieldset className="flex flex-wrap items-end gap-x-5 gap-y-3 rounded-lg border border-line px-4 pt-2 pb-4">
          <legend className="px-1 text-sm font-medium text-ink">Options</legend>
          {indentApplies ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-indent`}>Indent</Label>
              <Select id={`${id}-indent`} value={options.indent} onChange={(e) => set("indent", e.target.value as ConvertOptions["indent"])} className="w-36">
                <option value="2">2 spaces</option>
                <option value="4">4 spaces</option>
                {to !== "yaml" ? <option value="tab">Tab</option> : null}
                {to === "json" ? <option value="minify">Minified</option> : null}
              </Select>
            </div>
          ) : null}
          {csvInvolved ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-delimiter`}>CSV delimiter</Label>
              <Select id={`${id}-delimiter`} value={options.delimiter} onChange={(e) => set("delimiter", e.target.value as ConvertOptions["delimiter"])} className="w-40">
                <option value="auto">{readFormat === "csv" ? "Detect" : "Comma"}</option>
                <option value=",">Comma ,</option>
                <option value=";">Semicolon ;</option>
                <option value="|">Pipe |</option>
              </Select>
            </div>
          ) : null}
          {writesTable ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-eol`}>Line endings</Label>
              <Select id={`${id}-eol`} value={options.lineEnding} onChange={(e) => set("lineEnding", e.target.value as ConvertOptions["lineEnding"])} className="w-44">
                <option value="crlf">CRLF (RFC 4180)</option>
                <option value="lf">LF</option>
              </Select>
            </div>
          ) : null}
          {to === "xml" ? (
            <>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-root`}>Root element</Label>
                <Input id={`${id}-root`} value={options.xmlRoot} maxLength={60} onChange={(e) => set("xmlRoot", e.target.value)} className="w-32" />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-item`}>List item element</Label>
                <Input id={`${id}-item`} value={options.xmlItem} maxLength={60} onChange={(e) => set("xmlItem", e.target.value)} className="w-32" />
              </div>
            </>
          ) : null}
          {readsTable || writesTable ? (
            <label className="flex h-10 items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="size-4 accent-brand-600" checked={options.header} onChange={(e) => set("header", e.target.checked)} />
              Header row
            </label>
          ) : null}
          {typesApply ? (
            <label className="flex h-10 items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="size-4 accent-brand-600" checked={options.types} onChange={(e) => set("types", e.target.checked)} />
              Read numbers and true/false
            </label>
          ) : null}
          {!indentApplies && !csvInvolved && !writesTable && !readsTable && !typesApply ? (
            <p className="h-10 content-center text-sm text-muted">{FORMATS[to].name} output has no options.</p>
          ) : null}
        </fieldset>

        <div className="grid gap-5 lg:grid-cols-2">
          <SourceInput
            id={`${id}-input`}
            label={from ? `Your ${FORMATS[from].name}` : "Your data"}
            value={source}
            onChange={setSource}
            onFile={(name) => {
              setBaseName(name.replace(/\.[^.]*$/, "") || "converted");
              const byName = formatFromFileName(name);
              if (byName) setFrom(byName);
            }}
            sample={sample}
            accept=".json,.geojson,.yaml,.yml,.toml,.csv,.tsv,.tab,.xml,.jsonl,.ndjson,.txt,application/json,text/csv,text/xml,application/xml"
            maxChars={MAX_INPUT_CHARS}
            invalid={result.state === "error" && result.stage === "read"}
            placeholder="Paste JSON, YAML, TOML, CSV, TSV, XML or JSON Lines, or drop a file"
          />

          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor={`${id}-output`}>{FORMATS[to].name}</Label>
              <OutputActions value={output} filename={`${baseName}.${FORMATS[to].extension}`} type={FORMATS[to].mime} what={FORMATS[to].name} />
            </div>
            {result.state === "error" ? (
              result.stage === "read" ? (
                <SourceProblem source={source} testId="convert-error" message={result.message} line={result.line} column={result.column} />
              ) : (
                <p role="alert" data-testid="convert-error" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                  {result.message}
                </p>
              )
            ) : (
              <Textarea
                id={`${id}-output`}
                value={output}
                readOnly
                rows={16}
                spellCheck={false}
                wrap="off"
                data-testid="convert-output"
                placeholder={`The ${FORMATS[to].name} appears here`}
                className="bg-slate-50 font-mono text-sm leading-5 whitespace-pre"
              />
            )}
          </div>
        </div>

        <div aria-live="polite" className="flex flex-col gap-2 text-sm" data-testid="convert-status">
          {pending && source.length > 100_000 ? <p className="text-muted">Converting…</p> : null}
          {result.state === "ok" ? (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-ink">
                  {FORMATS[result.from].name}
                  {result.detected ? " (detected)" : ""} → {FORMATS[result.to].name} · {source.length.toLocaleString("en-US")} → {output.length.toLocaleString("en-US")} characters
                </span>
                {result.roundTrip.identical ? (
                  <Badge variant="success" data-testid="round-trip">
                    <CircleCheck aria-hidden="true" className="mr-1 inline size-3.5" />
                    Converts back identically
                  </Badge>
                ) : (
                  <Badge variant="warning" data-testid="round-trip">
                    <TriangleAlert aria-hidden="true" className="mr-1 inline size-3.5" />
                    Does not convert back identically
                  </Badge>
                )}
              </div>
              {!result.roundTrip.identical ? (
                <p className="text-orange-900" data-testid="round-trip-difference">
                  Read back as {FORMATS[result.from].name}, the first difference is at {result.roundTrip.difference}.
                </p>
              ) : null}
              {result.notes.length > 0 ? (
                <ul className="list-disc pl-5 text-muted" data-testid="convert-notes">
                  {result.notes.map((note) => (
                    <li key={`${note.path ?? ""}|${note.message}`}>
                      {note.path ? <code className="mr-1 text-ink">{note.path}</code> : null}
                      {note.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </div>

        {result.state === "ok" && result.table ? <TablePreview table={result.table} /> : null}
      </CardContent>
    </Card>
  );
}

function TablePreview({ table }: { table: Table }) {
  return (
    <section aria-label="Table preview" className="flex min-w-0 flex-col gap-2" data-testid="table-preview">
      <h2 className="text-sm font-medium text-ink">
        Table preview{" "}
        <span className="font-normal text-muted">
          ({table.rows.length < table.total ? `first ${table.rows.length} of ${table.total.toLocaleString("en-US")} rows` : `${table.total.toLocaleString("en-US")} ${table.total === 1 ? "row" : "rows"}`}, nested values as dotted columns)
        </span>
      </h2>
      <div className="max-h-96 overflow-auto rounded-lg border border-line" tabIndex={0} role="region" aria-label="Table preview, scrollable">
        <table className="min-w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50">
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col" className="border-b border-line px-3 py-2 font-mono text-xs font-semibold whitespace-nowrap text-ink">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r} className="odd:bg-surface even:bg-slate-50/60">
                {row.map((cell, c) => (
                  <td key={c} className="max-w-64 truncate border-b border-line px-3 py-1.5 font-mono text-xs whitespace-pre text-ink" title={cell}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
