"use client";

import { useId, useState } from "react";
import { sizeNote } from "@/components/pdf/pdf-download";
import { ChosenPdf, OnePdfDropZone } from "@/components/pdf/pdf-drop-zone";
import * as work from "@/components/pdf/pdf-work";
import { PdfToolFooter, usePdfJob, type PdfResult } from "@/components/pdf/use-pdf-job";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import { formatCount, MAX_PDF_TOTAL_BYTES, PDF_TOOL_MESSAGES } from "@/lib/engines/pdf/limits";
import { partFileName, pdfBaseName, planSplit, type SplitMode } from "@/lib/engines/pdf/split";

/**
 * Split PDF (docs/product.md "Split PDF"): one PDF cut into files by ranges, every N pages or one per page, each
 * part named by the pages it holds, written by pdf-lib in a Web Worker and zipped there (fflate); one part downloads
 * as a PDF. The parts are listed before anything is built.
 */

type Kind = SplitMode["kind"];
const KINDS: { value: Kind; label: string }[] = [
  { value: "ranges", label: "By ranges" },
  { value: "every", label: "Every N pages" },
  { value: "each", label: "Each page" },
];
const MB = 1024 * 1024;
const SHOWN_PARTS = 12;

export function SplitPdfTool() {
  const id = useId();
  const [file, setFile] = useState<{ file: File; pageCount: number } | null>(null);
  const [kind, setKind] = useState<Kind>("ranges");
  const [ranges, setRanges] = useState("");
  const [every, setEvery] = useState("1");
  const job = usePdfJob();
  const [result, setResult] = useState<PdfResult | null>(null);
  // After a Split press, an empty ranges box is a mistake too, and says so under the field.
  const [tried, setTried] = useState(false);

  async function choose(chosen: File[]) {
    setResult(null);
    await job.readOne(chosen, (picked, facts) => setFile({ file: picked, pageCount: facts.pageCount }));
  }

  const mode: SplitMode = kind === "each" ? { kind } : { kind, text: kind === "ranges" ? ranges : every };
  const plan = file ? planSplit(mode, file.pageCount) : null;
  // An empty ranges box is a prompt, not a mistake: its message waits for the Split button.
  const fieldError = plan && !plan.ok && (tried || !(kind === "ranges" && !ranges.trim())) ? plan.error : null;
  const base = file ? pdfBaseName(file.file.name) : "";
  const names = file && plan?.ok ? plan.parts.map((part) => partFileName(base, part, file.pageCount)) : [];

  async function split() {
    setResult(null);
    if (!file || !plan) return job.setError(PDF_TOOL_MESSAGES.nothingChosen);
    if (!plan.ok) {
      // The message is the field's, under it (not repeated under the button); the field takes the focus.
      setTried(true);
      job.setError("");
      document.getElementById(`${id}-${kind}`)?.focus();
      return;
    }
    const parts = plan.parts.map((part, i) => ({ pages: part.pages, fileName: names[i]! }));
    await job.run(`Splitting into ${formatCount(parts.length)} ${parts.length === 1 ? "file" : "files"}`, async (stillHere) => {
      const out = await work.split(file.file, parts, parts.length > 1);
      if (!stillHere()) return;
      if (out.zip) {
        setResult({ blob: new Blob([out.zip as BlobPart], { type: "application/zip" }), name: `${base}-split.zip`, note: `${formatCount(parts.length)} PDFs in one ZIP, ${sizeNote(out.zip.length)}` });
      } else {
        const only = out.files[0]!;
        const pages = parts[0]!.pages.length;
        setResult({ blob: new Blob([only.bytes as BlobPart], { type: "application/pdf" }), name: only.name, note: `${formatCount(pages)} ${pages === 1 ? "page" : "pages"}, ${sizeNote(only.bytes.length)}` });
      }
    });
  }

  return (
    <Card data-tool-ui="split-pdf">
      <CardContent className="flex flex-col gap-4">
        <OnePdfDropZone
          chosen={file !== null}
          busy={job.busy}
          onFiles={(files) => void choose(files)}
          again="split"
          hint={`One PDF up to ${MAX_PDF_TOTAL_BYTES / MB} MB, split in your browser and never uploaded.`}
        />

        {file ? <ChosenPdf file={file.file} pageCount={file.pageCount} /> : null}

        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <Segmented legend="Split" name={`${id}-kind`} value={kind} options={KINDS} onChange={(k) => (setKind(k), setResult(null), setTried(false))} />
        </div>

        {kind !== "each" ? (
          <div className="flex flex-col gap-1.5 sm:max-w-md">
            <Label htmlFor={`${id}-${kind}`}>{kind === "ranges" ? "Ranges (each becomes one file)" : "Pages per file"}</Label>
            <Input
              id={`${id}-${kind}`}
              value={kind === "ranges" ? ranges : every}
              inputMode={kind === "every" ? "numeric" : undefined}
              placeholder={kind === "ranges" ? "e.g. 1-3, 4-8, 9-" : undefined}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${id}-${kind}-error`}
              onChange={(e) => {
                (kind === "ranges" ? setRanges : setEvery)(e.target.value);
                setResult(null);
              }}
            />
            <FieldError id={`${id}-${kind}-error`}>{fieldError}</FieldError>
          </div>
        ) : null}

        {names.length > 0 ? (
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium text-ink">
              {formatCount(names.length)} {names.length === 1 ? "file" : "files"}:
            </p>
            <ul className="flex flex-col gap-0.5 text-sm text-muted" aria-label="Files the split makes">
              {names.slice(0, SHOWN_PARTS).map((name, i) => (
                <li key={name + i} className="truncate">
                  {name} · {formatCount(plan!.ok ? plan!.parts[i]!.pages.length : 0)} {plan!.ok && plan!.parts[i]!.pages.length === 1 ? "page" : "pages"}
                </li>
              ))}
              {names.length > SHOWN_PARTS ? <li>…and {formatCount(names.length - SHOWN_PARTS)} more</li> : null}
            </ul>
          </div>
        ) : null}

        <PdfToolFooter action="Split PDF" working="Splitting" onAction={() => void split()} disabled={!file} job={job} result={result} />
      </CardContent>
    </Card>
  );
}
