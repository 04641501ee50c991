"use client";

import { useEffect, useId, useState } from "react";
import { OutputActions } from "@/components/code/output-actions";
import { SourceInput } from "@/components/code/source-input";
import { CodeOutput } from "@/components/code/source-problem";
import { useLatestWorker } from "@/components/lazy/use-latest-worker";
import { Card, CardContent } from "@/components/ui/card";
import { Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import type { SqlRequest, SqlResponse, SqlRun } from "../logic/format";
import { DIALECTS, MAX_SQL_CHARS, type SqlOptions } from "../logic/limits";

const create = () => new Worker(new URL("./sql.worker.ts", import.meta.url), { type: "module", name: "sql-formatter" });
const crashed = (id: number): SqlResponse => ({
  id,
  run: { state: "error", problem: { message: "Your browser ran out of memory formatting this script. Format it in parts.", line: 0, column: 0 } },
});

const SAMPLE = `-- Top customers by spend in 2024
select c.id, c.name, sum(o.total) as spent, count(*) filter (where o.status = 'refunded') as refunds
from customers c join orders o on o.customer_id = c.id
where o.created_at >= date '2024-01-01' and c.email not like '%@example.com'
group by c.id, c.name having sum(o.total) > 1000 order by spent desc limit 10;`;

const MODES = [
  { value: "format", label: "Format" },
  { value: "minify", label: "Minify" },
] as const;

/** The SQL Formatter: a dialect's query formatted (or minified) in a Web Worker as you type, errors with line and column. */
export function SqlFormatterTool() {
  const id = useId();
  const [source, setSource] = useState("");
  const [options, setOptions] = useState<SqlOptions>({ mode: "format", dialect: "sql", keywordCase: "upper", indent: "2", keepComments: false });
  const [fileName, setFileName] = useState("formatted.sql");
  const { state, run } = useLatestWorker<Omit<SqlRequest, "id">, SqlResponse>(create, crashed);
  const empty = source.trim() === "";

  useEffect(() => {
    if (empty) return;
    // A short pause while typing, so a long script is not parsed again on every key.
    const timer = setTimeout(() => run({ source, options }), source.length > 20_000 ? 250 : 60);
    return () => clearTimeout(timer);
  }, [source, options, empty, run]);

  const result: SqlRun = empty ? { state: "empty" } : (state.response?.run ?? { state: "empty" });
  const set = <K extends keyof SqlOptions>(key: K, value: SqlOptions[K]) => setOptions((o) => ({ ...o, [key]: value }));
  const output = result.state === "ok" ? result.output : "";
  const minify = options.mode === "minify";

  return (
    <Card data-tool-ui="sql-formatter">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <Segmented legend="Output" name={`${id}-mode`} value={options.mode} options={MODES} onChange={(v) => set("mode", v)} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-dialect`}>Dialect</Label>
            <Select id={`${id}-dialect`} value={options.dialect} onChange={(e) => set("dialect", e.target.value as SqlOptions["dialect"])} className="w-52">
              {DIALECTS.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-case`}>Keywords</Label>
            <Select id={`${id}-case`} value={options.keywordCase} disabled={minify} onChange={(e) => set("keywordCase", e.target.value as SqlOptions["keywordCase"])} className="w-40">
              <option value="upper">UPPER CASE</option>
              <option value="lower">lower case</option>
              <option value="preserve">As written</option>
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-indent`}>Indent</Label>
            <Select id={`${id}-indent`} value={options.indent} disabled={minify} onChange={(e) => set("indent", e.target.value as SqlOptions["indent"])} className="w-36">
              <option value="2">2 spaces</option>
              <option value="4">4 spaces</option>
              <option value="tab">Tab</option>
            </Select>
          </div>
          <label className="flex h-10 items-center gap-2 text-sm text-ink">
            <input type="checkbox" className="size-4 accent-brand-600" checked={options.keepComments} disabled={!minify} onChange={(e) => set("keepComments", e.target.checked)} />
            Keep comments when minifying
          </label>
        </div>

        <div className="grid gap-5 lg:grid-cols-2">
          <SourceInput
            id={`${id}-input`}
            label="Your SQL"
            value={source}
            onChange={setSource}
            onFile={(name) => setFileName(name.replace(/\.[^.]*$/, "") + (minify ? ".min.sql" : ".sql"))}
            sample={SAMPLE}
            accept=".sql,.psql,.pgsql,.mysql,.ddl,.txt,text/plain,application/sql"
            maxChars={MAX_SQL_CHARS}
            invalid={result.state === "error"}
            placeholder="Paste a query or a script, or drop a .sql file"
          />

          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor={`${id}-output`}>{minify ? "Minified" : "Formatted"}</Label>
              <OutputActions value={output} filename={fileName} type="application/sql" what="SQL" />
            </div>
            <CodeOutput
              id={`${id}-output`}
              source={source}
              output={output}
              problem={result.state === "error" ? result.problem : null}
              refusal="Nothing is formatted until the query reads cleanly: fix this, or pick the dialect it is written in."
              testId="sql"
              placeholder="The formatted SQL appears here"
            />
          </div>
        </div>

        <div aria-live="polite" className="text-sm" data-testid="sql-status">
          {result.state === "ok" ? (
            <p className="font-medium text-emerald-800">
              {minify ? "Minified" : "Formatted"} · {source.length.toLocaleString("en-US")} → {output.length.toLocaleString("en-US")} characters
              {result.notes.length > 0 ? ` · ${result.notes.join(" · ")}` : ""}
            </p>
          ) : null}
        </div>
        {state.pending && source.length > 20_000 ? <p className="text-sm text-muted">Formatting…</p> : null}
      </CardContent>
    </Card>
  );
}
