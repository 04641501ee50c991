"use client";

import { useId, useRef, useState } from "react";
import { sizeNote } from "@/components/pdf/pdf-download";
import { ChosenPdf, OnePdfDropZone } from "@/components/pdf/pdf-drop-zone";
import * as work from "@/components/pdf/pdf-work";
import { PdfToolFooter, usePdfJob, type PdfResult } from "@/components/pdf/use-pdf-job";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  COMPRESS_LEVELS,
  COMPRESS_MESSAGES,
  CUSTOM_BOUNDS,
  describeReport,
  readMaxSide,
  savedPercent,
  type CompressLevel,
  type CompressOptions,
} from "@/lib/engines/pdf/compress-options";
import { MAX_PDF_TOTAL_BYTES, PDF_TOOL_MESSAGES } from "@/lib/engines/pdf/limits";
import { pdfBaseName } from "@/lib/engines/pdf/split";

/**
 * Compress PDF (docs/product.md "Compress PDF"): one PDF, a level (or a custom quality and longest side), and the
 * engine (lib/engines/pdf/compress.ts) run in the PDF tools' Web Worker, which re-encodes images with OffscreenCanvas.
 * The result says the sizes before and after, what was re-encoded and what was left and why; a file that did not get
 * smaller is never offered as compressed: the original is.
 */

const brief = ({ maxSide, quality }: { maxSide: number; quality: number }) => `≤ ${maxSide.toLocaleString("en-US")} px, quality ${quality}`;
const LEVELS: { value: CompressLevel; label: string; brief: string }[] = [
  { value: "less", label: COMPRESS_LEVELS.less.label, brief: brief(COMPRESS_LEVELS.less) },
  { value: "recommended", label: COMPRESS_LEVELS.recommended.label, brief: brief(COMPRESS_LEVELS.recommended) },
  { value: "extreme", label: COMPRESS_LEVELS.extreme.label, brief: brief(COMPRESS_LEVELS.extreme) },
  { value: "custom", label: "Custom", brief: "your quality and size" },
];
/** An A4 page is 8.27 inches wide. */
const A4_INCHES = 8.27;
const MB = 1024 * 1024;

interface Outcome {
  before: number;
  after: number;
  smaller: boolean;
  lines: string[];
}

export function CompressPdfTool() {
  const id = useId();
  const [file, setFile] = useState<{ file: File; pageCount: number } | null>(null);
  const [level, setLevel] = useState<CompressLevel>("recommended");
  const [quality, setQuality] = useState(70);
  const [maxSide, setMaxSide] = useState("1600");
  const [removeProperties, setRemoveProperties] = useState(false);
  const job = usePdfJob();
  const [result, setResult] = useState<PdfResult | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // Bumped by every change of the file or an option: a compression started before it is not shown as the answer.
  const generation = useRef(0);
  const clear = () => {
    generation.current++;
    setResult(null);
    setOutcome(null);
  };
  const changed = <T,>(set: (value: T) => void, value: T) => {
    set(value);
    clear();
  };

  async function choose(chosen: File[]) {
    clear();
    await job.readOne(chosen, (picked, facts) => setFile({ file: picked, pageCount: facts.pageCount }));
  }

  const side = readMaxSide(maxSide);
  const sideError = level === "custom" && !side.ok ? side.error : null;

  async function compress() {
    clear();
    if (!file) return job.setError(PDF_TOOL_MESSAGES.nothingChosen);
    let options: CompressOptions;
    if (level === "custom") {
      if (!side.ok) return job.setError(side.error);
      options = { maxSide: side.value, quality, removeProperties };
    } else {
      options = { maxSide: COMPRESS_LEVELS[level].maxSide, quality: COMPRESS_LEVELS[level].quality, removeProperties };
    }
    const chosen = file.file;
    const started = generation.current;
    await job.run(`Compressing ${chosen.name}`, async (stillHere) => {
      const out = await work.compress(chosen, options);
      if (!stillHere() || generation.current !== started) return;
      const blob = new Blob([out.bytes as BlobPart], { type: "application/pdf" });
      setOutcome({ before: out.before, after: out.after, smaller: out.smaller, lines: describeReport(out.report) });
      setResult(
        out.smaller
          ? { blob, name: `${pdfBaseName(chosen.name)}-compressed.pdf`, note: `${sizeNote(out.after)}, ${savedPercent(out.before, out.after)} % smaller` }
          : { blob, name: chosen.name, note: `the original, unchanged (${sizeNote(out.before)})` },
      );
    });
  }

  return (
    <Card data-tool-ui="compress-pdf">
      <CardContent className="flex flex-col gap-4">
        <OnePdfDropZone
          chosen={file !== null}
          busy={job.busy}
          onFiles={(files) => void choose(files)}
          again="compress"
          hint={`One PDF up to ${MAX_PDF_TOTAL_BYTES / MB} MB, compressed in your browser and never uploaded.`}
        />

        {file ? <ChosenPdf file={file.file} pageCount={file.pageCount} /> : null}

        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-ink">Compression</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {LEVELS.map((option) => (
              <label
                key={option.value}
                className={cn(
                  "flex cursor-pointer flex-col gap-0.5 rounded-lg border px-3 py-2 text-sm",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                  option.value === level ? "border-brand-600 bg-brand-50 text-ink" : "border-line text-ink",
                )}
              >
                <input type="radio" name={`${id}-level`} value={option.value} checked={option.value === level} onChange={() => changed(setLevel, option.value)} className="sr-only" />
                <span className="font-medium">{option.label}</span>
                <span className="text-xs text-muted">{option.brief}</span>
              </label>
            ))}
          </div>
        </fieldset>

        {level === "custom" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-quality`}>JPEG quality: {quality}</Label>
              <input
                id={`${id}-quality`}
                type="range"
                min={CUSTOM_BOUNDS.minQuality}
                max={CUSTOM_BOUNDS.maxQuality}
                value={quality}
                onChange={(e) => changed(setQuality, Number(e.target.value))}
                className="accent-brand-600"
              />
              <p className="text-xs text-muted">Lower is smaller; 70–80 looks like the original for most photos.</p>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-side`}>Longest side of an image (px)</Label>
              <Input
                id={`${id}-side`}
                inputMode="numeric"
                value={maxSide}
                aria-invalid={sideError ? true : undefined}
                aria-describedby={`${id}-side-hint ${id}-side-error`}
                onChange={(e) => changed(setMaxSide, e.target.value)}
              />
              <p id={`${id}-side-hint`} className="text-xs text-muted">
                Larger images are scaled down to it
                {side.ok ? `; ${side.value.toLocaleString("en-US")} px across an A4 page is about ${Math.round(side.value / A4_INCHES)} ppi` : ""}.
              </p>
              <FieldError id={`${id}-side-error`}>{sideError}</FieldError>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted" data-testid="level-hint">
            {COMPRESS_LEVELS[level].hint}
          </p>
        )}

        <label className="flex items-start gap-2 text-sm text-ink">
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" checked={removeProperties} onChange={(e) => changed(setRemoveProperties, e.target.checked)} />
          <span>
            Remove document properties <span className="text-muted">(title, author, subject, keywords and the XMP metadata)</span>
          </span>
        </label>

        <p className="text-xs text-muted">
          Photos are re-encoded as JPEG, and page thumbnails, editing data of other apps and unused objects are dropped. Text, vector drawings and fonts are
          left exactly as they are, so text stays sharp and selectable.
        </p>

        <PdfToolFooter
          action="Compress PDF"
          working="Compressing"
          onAction={() => void compress()}
          disabled={!file}
          job={job}
          result={result}
          note={
            outcome ? (
              <div className="flex flex-col gap-1 text-sm" data-testid="compress-summary">
                <p className="font-medium text-ink" data-testid="sizes">
                  {outcome.smaller
                    ? `${sizeNote(outcome.before)} → ${sizeNote(outcome.after)}: ${savedPercent(outcome.before, outcome.after)} % smaller.`
                    : `${COMPRESS_MESSAGES.alreadySmall} The original (${sizeNote(outcome.before)}) is offered below, unchanged.`}
                </p>
                <ul className="flex flex-col gap-0.5 text-muted" aria-label="What was done">
                  {outcome.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            ) : null
          }
        />
      </CardContent>
    </Card>
  );
}
