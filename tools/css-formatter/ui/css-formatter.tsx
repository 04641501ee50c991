"use client";

import { useEffect, useId, useState } from "react";
import { OutputActions } from "@/components/code/output-actions";
import { SourceInput } from "@/components/code/source-input";
import { CodeOutput } from "@/components/code/source-problem";
import { useLazy } from "@/components/lazy/use-lazy";
import { Card, CardContent } from "@/components/ui/card";
import { Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { CssFormatOptions, CssFormatRun } from "../logic/run";
import { MAX_CSS_CHARS } from "@/lib/engines/css/limits";

/** The parser (postcss) and printer load once there is something to format. */
const loadRun = () => import("../logic/run");


const SAMPLE = `/*! Acme UI | MIT */
:root{--brand:#0057b8;--gap:  8px}
.card,.panel>.body{margin:0 auto;padding:calc(var(--gap) * 2);color:#333;color:#222}
.card{&:hover{box-shadow:0 1px 4px rgba(0,0,0,.2)} .title{font:600 1.25rem/1.3 "Inter  Var",sans-serif}}
@media (min-width:600px){.card{display:grid;grid-template-columns:1fr 2fr}}
@layer base{a:is(:hover,:focus-visible){text-decoration:underline}}
@container card (width > 400px){.title{font-size:clamp(1rem,2.5vw,2rem)}}`;

/** The CSS Formatter: syntax check with line:column, then one declaration per line, with an optional safe sort. */
export function CssFormatterTool() {
  const id = useId();
  const [source, setSource] = useState("");
  const [options, setOptions] = useState<CssFormatOptions>({ indent: "2", sort: false });
  const [computed, setComputed] = useState<CssFormatRun>({ state: "empty" });
  const [fileName, setFileName] = useState("formatted.css");
  const run = useLazy(loadRun, source.trim() !== "");

  useEffect(() => {
    if (!source.trim() || !run) return;
    const timer = setTimeout(() => setComputed(run.runFormat(source, options)), source.length > 100_000 ? 250 : 60);
    return () => clearTimeout(timer);
  }, [source, options, run]);

  const result: CssFormatRun = source.trim() ? computed : { state: "empty" };
  const output = result.state === "ok" ? result.output : "";

  return (
    <Card data-tool-ui="css-formatter">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-indent`}>Indent</Label>
            <Select id={`${id}-indent`} value={options.indent} onChange={(e) => {
              const indent = e.target.value as CssFormatOptions["indent"];
              setOptions((o) => ({ ...o, indent }));
            }} className="w-36">
              <option value="2">2 spaces</option>
              <option value="4">4 spaces</option>
              <option value="tab">Tab</option>
            </Select>
          </div>
          <label className="flex h-10 items-center gap-2 text-sm text-ink">
            <input type="checkbox" className="size-4 accent-brand-600" checked={options.sort} onChange={(e) => {
              const sort = e.target.checked;
              setOptions((o) => ({ ...o, sort }));
            }} />
            Sort properties (cascade-safe)
          </label>
        </div>

        <div className="grid gap-5 lg:grid-cols-2">
          <SourceInput
            id={`${id}-input`}
            label="Your CSS"
            value={source}
            onChange={setSource}
            onFile={(name) => setFileName(name.replace(/(?:\.min)?\.[^.]*$/, "") + ".css")}
            sample={SAMPLE}
            accept=".css,text/css"
            maxChars={MAX_CSS_CHARS}
            invalid={result.state === "error"}
            placeholder="Paste CSS here, or drop a .css file"
          />
          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor={`${id}-output`}>Formatted</Label>
              <OutputActions value={output} filename={fileName} type="text/css" what="CSS" />
            </div>
            <CodeOutput
              id={`${id}-output`}
              source={source}
              output={output}
              problem={result.state === "error" ? result.problem : null}
              refusal="Nothing is formatted until the stylesheet parses: a guess at the fix could change what it means."
              testId="css"
              placeholder="The formatted CSS appears here"
            />
          </div>
        </div>

        <div aria-live="polite" className="text-sm" data-testid="css-status">
          {result.state === "ok" ? (
            <>
              <p className="font-medium text-emerald-800">
                Parsed · {result.rules.toLocaleString("en-US")} {result.rules === 1 ? "rule" : "rules"} · {result.declarations.toLocaleString("en-US")}{" "}
                {result.declarations === 1 ? "declaration" : "declarations"}, all kept
              </p>
              {result.duplicates.length > 0 ? (
                <ul className="mt-1 list-disc pl-5 text-amber-900">
                  {result.duplicates.slice(0, 50).map((d) => (
                    <li key={`${d.selector}|${d.property}|${d.lines.join()}`}>
                      <code className="font-mono">{d.property}</code> is set {d.lines.length} times in <code className="font-mono">{d.selector}</code> (line
                      {new Set(d.lines).size > 1 ? "s" : ""} {[...new Set(d.lines)].join(", ")}): the last one wins, unless the earlier ones are fallbacks on purpose
                    </li>
                  ))}
                  {result.duplicates.length > 50 ? <li>…and {result.duplicates.length - 50} more</li> : null}
                </ul>
              ) : null}
            </>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
