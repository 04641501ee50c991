"use client";

import { useEffect, useId, useState } from "react";
import { OutputActions } from "@/components/code/output-actions";
import { SourceInput } from "@/components/code/source-input";
import { CodeOutput } from "@/components/code/source-problem";
import { useLazy } from "@/components/lazy/use-lazy";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { brotliSize, formatBytes, gzipSize, percentSaved, utf8Bytes } from "@/lib/engines/css/sizes";
import type { CssMinifyRun, CssReport } from "../logic/run";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { MAX_CSS_CHARS } from "@/lib/engines/css/limits";

/** The parser (postcss, css-tree) and minifier load once there is something to minify. */
const loadRun = () => import("../logic/run");


const SAMPLE = `/*! Acme UI v2 | MIT licence */
/* Buttons */
.button {
  margin: 0px 0px 0px 0px;
  padding: 0.50rem 1.00rem 0.50rem 1.00rem;
  color: #FFFFFF;
  background: #ff0000;
  transition: opacity 0.30s ease-in-out;
  width: calc(100% - 0px);
  &:hover { opacity: 0.80 }
}
.button-ghost { }
@media (min-width: 600px) {
  .button { padding: 0.75rem 1.50rem }
}`;

type Sizes = { before: { bytes: number; gzip: number; brotli: number | null }; after: { bytes: number; gzip: number; brotli: number | null } };

function Report({ title, items, tone, testId }: { title: string; items: CssReport[]; tone: string; testId: string }) {
  if (items.length === 0) return null;
  return (
    <div data-testid={testId}>
      <p className="font-medium text-ink">{title}</p>
      <ul className={`mt-1 max-h-48 list-disc overflow-y-auto pl-5 ${tone}`}>
        {items.slice(0, 200).map((item) => (
          <li key={`${item.line}:${item.column}:${item.text}`}>
            <span className="font-mono">
              {item.line}:{item.column}
            </span>{" "}
            {item.text}
          </li>
        ))}
        {items.length > 200 ? <li>…and {items.length - 200} more</li> : null}
      </ul>
    </div>
  );
}

/** The CSS Minifier: syntax check, safe minification, every removed or unread part listed, sizes with gzip and brotli. */
export function CssMinifierTool() {
  const id = useId();
  const [source, setSource] = useState("");
  const [computed, setComputed] = useState<CssMinifyRun>({ state: "empty" });
  const [sizes, setSizes] = useState<{ for: string; sizes: Sizes } | null>(null);
  const [fileName, setFileName] = useState("styles.min.css");
  const run = useLazy(loadRun, source.trim() !== "");

  useEffect(() => {
    if (!source.trim() || !run) return;
    const timer = setTimeout(() => setComputed(run.runMinify(source)), source.length > 100_000 ? 250 : 60);
    return () => clearTimeout(timer);
  }, [source, run]);

  const result: CssMinifyRun = source.trim() ? computed : { state: "empty" };
  const output = result.state === "ok" ? result.output : "";

  useEffect(() => {
    if (!output) return;
    let live = true;
    // Measured after a pause, once: compressing a large sheet on every key would be wasted work.
    const timer = setTimeout(() => {
      // Sizes: gzip through CompressionStream, brotli natively or through a WebAssembly build loaded on first use.
      void (async () => {
        const before = utf8Bytes(source);
        const after = utf8Bytes(output);
        const [gzipBefore, gzipAfter] = await Promise.all([gzipSize(before), gzipSize(after)]);
        let brotli: [number, number] | null = null;
        try {
          brotli = [await brotliSize(before), await brotliSize(after)];
        } catch {
          brotli = null; // Offline before the WebAssembly loaded: gzip is still shown.
        }
        if (live) {
          setSizes({
            for: output,
            sizes: {
              before: { bytes: before.byteLength, gzip: gzipBefore, brotli: brotli?.[0] ?? null },
              after: { bytes: after.byteLength, gzip: gzipAfter, brotli: brotli?.[1] ?? null },
            },
          });
        }
      })();
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [output, source]);

  const shown = sizes && sizes.for === output ? sizes.sizes : null;

  return (
    <Card data-tool-ui="css-minifier">
      <CardContent className="flex flex-col gap-5">
        <div className="grid gap-5 lg:grid-cols-2">
          <SourceInput
            id={`${id}-input`}
            label="Your CSS"
            value={source}
            onChange={setSource}
            onFile={(name) => setFileName(name.replace(/(?:\.min)?\.[^.]*$/, "") + ".min.css")}
            sample={SAMPLE}
            accept=".css,text/css"
            maxChars={MAX_CSS_CHARS}
            invalid={result.state === "error"}
            placeholder="Paste CSS here, or drop a .css file"
          />
          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor={`${id}-output`}>Minified</Label>
              <OutputActions value={output} filename={fileName} type="text/css" what="CSS" />
            </div>
            <CodeOutput
              id={`${id}-output`}
              source={source}
              output={output}
              problem={result.state === "error" ? result.problem : null}
              refusal="Nothing is minified until the stylesheet parses: other minifiers drop a broken block without a word."
              testId="css"
              placeholder="The minified CSS appears here"
              wrapAnywhere
            />
          </div>
        </div>

        {result.state === "ok" ? (
          <div className="flex flex-col gap-4 text-sm" aria-live="polite">
            <ScrollRegion label="Sizes before and after">
              <table className="w-full rounded-lg border border-line text-sm" data-testid="css-sizes">
                <caption className="mb-2 text-left font-semibold text-ink">Size</caption>
                <thead className="bg-slate-50 text-left text-ink">
                  <tr>
                    <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                      <span className="sr-only">Measure</span>
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">Original</th>
                    <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">Minified</th>
                    <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">Saved</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line font-mono">
                  <SizeRow label="Raw (UTF-8)" testId="size-raw" sizes={shown} pick={(s) => s.bytes} fallback={[new TextEncoder().encode(source).byteLength, new TextEncoder().encode(output).byteLength]} />
                  <SizeRow label="gzip" testId="size-gzip" sizes={shown} pick={(s) => s.gzip} />
                  <SizeRow label="brotli" testId="size-brotli" sizes={shown} pick={(s) => s.brotli} />
                </tbody>
              </table>
            </ScrollRegion>
            <p className="text-muted" data-testid="css-status">
              {result.licenceComments > 0
                ? `${result.licenceComments} /*! licence */ ${result.licenceComments === 1 ? "comment" : "comments"} kept. `
                : ""}
              No declaration is ever removed, merged or reordered
              {result.removed.length === 0 && result.keptAsWritten.length === 0 ? ", and nothing else was removed." : "; everything else that changed is listed below."}
            </p>
            <Report title={`Removed (${result.removed.length})`} items={result.removed} tone="text-muted" testId="css-removed" />
            <Report
              title={`Kept as written, not minified: our parser could not read these (${result.keptAsWritten.length})`}
              items={result.keptAsWritten}
              tone="text-amber-900"
              testId="css-kept"
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function SizeRow({
  label,
  testId,
  sizes,
  pick,
  fallback,
}: {
  label: string;
  testId: string;
  sizes: Sizes | null;
  pick: (s: Sizes["before"]) => number | null;
  fallback?: [number, number];
}) {
  const before = sizes ? pick(sizes.before) : (fallback?.[0] ?? null);
  const after = sizes ? pick(sizes.after) : (fallback?.[1] ?? null);
  const fmt = (n: number | null) => (n === null ? (sizes ? "—" : "…") : formatBytes(n));
  const saved = before !== null && after !== null ? percentSaved(before, after) : sizes ? "—" : "…";
  return (
    <tr data-testid={testId}>
      <th scope="row" className="px-2 py-2 sm:px-3 text-left font-sans font-normal text-ink">
        {label}
      </th>
      <td className="px-2 py-2 sm:px-3 text-ink">{fmt(before)}</td>
      <td className="px-2 py-2 sm:px-3 text-ink">{fmt(after)}</td>
      <td className="px-2 py-2 sm:px-3 text-ink">{saved}</td>
    </tr>
  );
}
