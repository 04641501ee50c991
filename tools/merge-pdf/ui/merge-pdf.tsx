"use client";

import { FileUp, GripVertical, X } from "lucide-react";
import { useId, useState } from "react";
import { takePdfs } from "@/components/pdf/intake";
import { MoveAnnouncer, MoveButtons } from "@/components/pdf/move-buttons";
import { sizeNote } from "@/components/pdf/pdf-download";
import { FileDropZone } from "@/components/ui/file-drop-zone";
import * as work from "@/components/pdf/pdf-work";
import { PdfToolFooter, usePdfJob, type PdfResult } from "@/components/pdf/use-pdf-job";
import { useReorder } from "@/components/pdf/use-reorder";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatCount, MAX_PDF_FILES, MAX_PDF_PAGES, MAX_PDF_TOTAL_BYTES, PDF_TOOL_MESSAGES } from "@/lib/engines/pdf/limits";
import { expandRanges, parsePages } from "@/lib/engines/pdf/pages";

/**
 * Merge PDF (docs/product.md "Merge PDF"): PDFs in the order of the list — dragged, or moved with the buttons — each
 * with its own pages, written into one PDF by pdf-lib in a Web Worker. Each file is read once when chosen (its page
 * count, and a clear refusal of an encrypted or damaged one); nothing is uploaded.
 */

interface Item {
  key: string;
  file: File;
  pageCount: number;
  pages: string;
}

let keys = 0;
const MB = 1024 * 1024;

export function MergePdfTool() {
  const id = useId();
  const [items, setItems] = useState<Item[]>([]);
  const job = usePdfJob();
  const [result, setResult] = useState<PdfResult | null>(null);
  const reorder = useReorder(items, (next) => change(next), (item) => item.file.name);

  function change(next: Item[]) {
    setItems(next);
    setResult(null);
  }

  async function add(chosen: File[]) {
    job.setError("");
    const intake = await takePdfs(
      chosen,
      items.map((i) => i.file),
    );
    if (!intake.ok) return job.setError(intake.error);
    await job.run(`Reading ${intake.files.length === 1 ? intake.files[0]!.name : `${intake.files.length} PDFs`}`, async (stillHere) => {
      for (const file of intake.files) {
        const facts = await work.inspect(file);
        if (!stillHere()) return;
        // Each file joins the list once read, so one refused file leaves the ones before it chosen.
        setItems((current) => [...current, { key: `${file.name}-${++keys}`, file, pageCount: facts.pageCount, pages: "" }]);
        setResult(null);
      }
    });
  }

  const specs = items.map((item) => parsePages(item.pages, item.pageCount, item.file.name));
  const totalPages = specs.reduce((sum, spec) => sum + (spec.ok ? expandRanges(spec.ranges).length : 0), 0);
  const invalid = specs.some((spec) => !spec.ok);

  async function merge() {
    setResult(null);
    if (items.length === 0) return job.setError(PDF_TOOL_MESSAGES.nothingChosen);
    if (invalid) return job.setError("Fix the pages marked above first.");
    if (totalPages > MAX_PDF_PAGES) return job.setError(PDF_TOOL_MESSAGES.tooManyPages(totalPages));
    await job.run(`Merging ${formatCount(totalPages)} ${totalPages === 1 ? "page" : "pages"}`, async (stillHere) => {
      const inputs = items.map((item, i) => {
        const spec = specs[i]!;
        return { file: item.file, pages: spec.ok ? expandRanges(spec.ranges) : [] };
      });
      const bytes = await work.merge(inputs);
      if (!stillHere()) return;
      const files = items.length === 1 ? "1 file" : `${items.length} files`;
      setResult({
        blob: new Blob([bytes as BlobPart], { type: "application/pdf" }),
        name: "merged.pdf",
        note: `${formatCount(totalPages)} ${totalPages === 1 ? "page" : "pages"} from ${files}, ${sizeNote(bytes.length)}`,
      });
    });
  }

  return (
    <Card data-tool-ui="merge-pdf">
      <CardContent className="flex flex-col gap-4">
        <FileDropZone
          accept="application/pdf,.pdf"
          icon={FileUp}
          inputLabel="PDFs to merge"
          multiple
          compact={items.length > 0}
          busy={job.busy}
          onFiles={(files) => void add(files)}
          title={items.length > 0 ? "Add more PDFs" : "Drop PDFs here"}
          button={items.length > 0 ? "Add PDFs" : "Choose PDFs"}
          hint={`Up to ${MAX_PDF_FILES} PDFs, ${MAX_PDF_TOTAL_BYTES / MB} MB together. Merged in your browser, never uploaded.`}
        />

        {items.length > 0 ? (
          <>
            <ol className="flex flex-col gap-2" aria-label="PDFs, in merge order">
              {items.map((item, i) => {
                const spec = specs[i]!;
                const fieldId = `${id}-pages-${item.key}`;
                return (
                  <li
                    key={item.key}
                    {...reorder.dragProps(i)}
                    className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 data-[drop-target]:border-brand-600 data-[drop-target]:bg-brand-50 sm:flex-row sm:items-start"
                  >
                    <div className="flex min-w-0 flex-1 items-center gap-2">
                      <GripVertical className="hidden size-4 shrink-0 cursor-grab text-muted sm:block" aria-hidden="true" />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium text-ink">
                          {i + 1}. {item.file.name}
                        </span>
                        <span className="text-xs text-muted">
                          {formatCount(item.pageCount)} {item.pageCount === 1 ? "page" : "pages"} · {sizeNote(item.file.size)}
                        </span>
                      </span>
                      <MoveButtons index={i} count={items.length} name={item.file.name} layout="list" onMove={reorder.move} />
                      <Button variant="ghost" size="icon" onClick={() => change(items.filter((x) => x !== item))} aria-label={`Remove ${item.file.name}`}>
                        <X aria-hidden="true" />
                      </Button>
                    </div>
                    <div className="flex flex-col gap-1 sm:w-56">
                      <Label htmlFor={fieldId} className="text-xs">
                        Pages of {item.file.name}
                      </Label>
                      <Input
                        id={fieldId}
                        value={item.pages}
                        placeholder="All, or e.g. 1-3, 5, 8-"
                        aria-invalid={!spec.ok || undefined}
                        aria-describedby={`${fieldId}-error`}
                        onChange={(e) => change(items.map((x) => (x === item ? { ...x, pages: e.target.value } : x)))}
                      />
                      <FieldError id={`${fieldId}-error`}>{spec.ok ? null : spec.error}</FieldError>
                    </div>
                  </li>
                );
              })}
            </ol>
            <MoveAnnouncer text={reorder.announcement} />
          </>
        ) : null}

        <PdfToolFooter
          action="Merge PDFs"
          working="Merging"
          onAction={() => void merge()}
          disabled={items.length === 0}
          job={job}
          status={items.length > 0 && !invalid ? `${formatCount(totalPages)} ${totalPages === 1 ? "page" : "pages"} in the merged PDF` : ""}
          note={<p className="text-xs text-muted">Page sizes, rotation and bookmarks are kept; form fields and attachments are not carried over.</p>}
          result={result}
        />
      </CardContent>
    </Card>
  );
}
