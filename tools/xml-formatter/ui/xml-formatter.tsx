"use client";

import { useEffect, useId, useState } from "react";
import { OutputActions } from "@/components/code/output-actions";
import { SourceInput } from "@/components/code/source-input";
import { CodeOutput } from "@/components/code/source-problem";
import { useLazy } from "@/components/lazy/use-lazy";
import { Card, CardContent } from "@/components/ui/card";
import { Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import type { XmlFormatOptions, XmlRun } from "../logic/run";
import { MAX_XML_CHARS } from "../logic/limits";

/** The checker and printer (saxes and our serializer) load once there is something to format. */
const loadRun = () => import("../logic/run");


const SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<!-- A sample order: format, minify, or paste your own -->
<order id="1042" status="paid"><customer><name>Ada Lovelace</name><email>ada@example.com</email></customer>
<items><item sku="A-1" qty="2">Notebook</item><item sku="B-7" qty="1">Fountain pen &amp; ink</item></items>
<note>Deliver <b>after</b> 5 pm, please.</note><script><![CDATA[if (a < b && c) { go(); }]]></script></order>`;

const MODES = [
  { value: "pretty", label: "Format" },
  { value: "minify", label: "Minify" },
] as const;

/** The XML Formatter: well-formedness first, then pretty-print or minify, with what was kept said in words. */
export function XmlFormatterTool() {
  const id = useId();
  const [source, setSource] = useState("");
  const [options, setOptions] = useState<XmlFormatOptions>({ mode: "pretty", indent: "2", attributesPerLine: false });
  const [computed, setResult] = useState<XmlRun>({ state: "empty" });
  const [fileName, setFileName] = useState("formatted.xml");
  const run = useLazy(loadRun, source.trim() !== "");

  useEffect(() => {
    if (!source.trim() || !run) return;
    // A short pause while typing, so a large document is not re-checked on every key.
    const timer = setTimeout(() => setResult(run.runXml(source, options)), source.length > 100_000 ? 250 : 60);
    return () => clearTimeout(timer);
  }, [source, options, run]);

  // Empty input shows nothing at once; otherwise the last result until the new one is ready.
  const result: XmlRun = source.trim() ? computed : { state: "empty" };
  const set = <K extends keyof XmlFormatOptions>(key: K, value: XmlFormatOptions[K]) => setOptions((o) => ({ ...o, [key]: value }));
  const output = result.state === "ok" ? result.output : "";

  return (
    <Card data-tool-ui="xml-formatter">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <Segmented legend="Output" name={`${id}-mode`} value={options.mode} options={MODES} onChange={(v) => set("mode", v)} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-indent`}>Indent</Label>
            <Select id={`${id}-indent`} value={options.indent} disabled={options.mode === "minify"} onChange={(e) => set("indent", e.target.value as XmlFormatOptions["indent"])} className="w-36">
              <option value="2">2 spaces</option>
              <option value="4">4 spaces</option>
              <option value="tab">Tab</option>
            </Select>
          </div>
          <label className="flex h-10 items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={options.attributesPerLine}
              disabled={options.mode === "minify"}
              onChange={(e) => set("attributesPerLine", e.target.checked)}
            />
            One attribute per line
          </label>
        </div>

        <div className="grid gap-5 lg:grid-cols-2">
          <SourceInput
            id={`${id}-input`}
            label="Your XML"
            value={source}
            onChange={setSource}
            onFile={(name) => setFileName(name.replace(/\.[^.]*$/, "") + (options.mode === "minify" ? ".min.xml" : ".xml"))}
            sample={SAMPLE}
            accept=".xml,.svg,.xsd,.xsl,.xslt,.rss,.atom,.plist,.config,.csproj,text/xml,application/xml"
            maxChars={MAX_XML_CHARS}
            invalid={result.state === "error"}
            placeholder="Paste XML here, or drop a file"
          />

          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor={`${id}-output`}>{options.mode === "minify" ? "Minified" : "Formatted"}</Label>
              <OutputActions value={output} filename={fileName} type="application/xml" what="XML" />
            </div>
            <CodeOutput
              id={`${id}-output`}
              source={source}
              output={output}
              problem={result.state === "error" ? result.problem : null}
              refusal="Broken XML is never rewritten: fix this and the formatted document appears."
              testId="xml"
              placeholder="The formatted XML appears here"
            />
          </div>
        </div>

        <div aria-live="polite" className="text-sm" data-testid="xml-status">
          {result.state === "ok" ? (
            <>
              <p className="font-medium text-emerald-800">
                Well-formed · {result.elements.toLocaleString("en-US")} {result.elements === 1 ? "element" : "elements"} · {source.length.toLocaleString("en-US")} → {output.length.toLocaleString("en-US")} characters
              </p>
              {result.notes.length > 0 ? (
                <ul className="mt-1 list-disc pl-5 text-muted">
                  {result.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
