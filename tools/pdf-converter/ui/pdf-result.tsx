"use client";

import { Download } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/input";
import { saveFile } from "@/components/ui/save-file";
import type { PageImage } from "./pdf-browser";

/**
 * A conversion's result: the pages as images, the PDF's text, or a file to download. Loaded by the converter once a
 * file is chosen (pdf-converter-client.tsx), so it is not part of the page's first load.
 */

export type Result =
  | { kind: "pages"; pages: (PageImage & { url: string; name: string })[] }
  | { kind: "text"; text: string; name: string }
  | { kind: "file"; blob: Blob; name: string; note: string };

export function ResultView({ result }: { result: Result }) {
  const id = useId();
  if (result.kind === "text") {
    return (
      <Card>
        <CardContent className="flex flex-col gap-3">
          <Label htmlFor={`${id}-text`}>Text of the PDF</Label>
          <Textarea id={`${id}-text`} value={result.text} readOnly rows={12} className="font-mono text-sm" />
          <div className="flex flex-wrap gap-2">
            <CopyButton value={result.text} label="Copy text" copiedMessage="Text copied to clipboard" />
            <Button variant="secondary" onClick={() => saveFile(new Blob([result.text], { type: "text/plain;charset=utf-8" }), result.name)}>
              <Download aria-hidden="true" /> Download .txt
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }
  if (result.kind === "file") {
    return (
      <Card>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink" data-testid="result-note">
            <span className="font-medium">{result.name}</span> · {result.note}
          </p>
          <Button onClick={() => saveFile(result.blob, result.name)}>
            <Download aria-hidden="true" /> Download {result.name}
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <section aria-label="Converted pages" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {result.pages.map((page) => (
        <figure key={page.page} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-2">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, never optimised */}
          <img src={page.url} alt={`Page ${page.page}`} className="aspect-[3/4] w-full bg-slate-50 object-contain" />
          <figcaption className="flex flex-col gap-1 text-xs text-muted">
            <span>
              Page {page.page} · {page.width} × {page.height} px
            </span>
            <a href={page.url} download={page.name} className="font-medium text-brand-700 underline">
              Download page {page.page}
            </a>
          </figcaption>
        </figure>
      ))}
    </section>
  );
}
