"use client";

import { FileUp } from "lucide-react";
import { FileDropZone } from "@/components/ui/file-drop-zone";
import { formatCount } from "@/lib/engines/pdf/limits";
import { sizeNote } from "./pdf-download";

/**
 * The one-PDF tools' drop zone (Split, Rotate, Compress): the shared file drop box, full first, compact once a PDF is
 * chosen so the screen is left to the pages.
 */
export function OnePdfDropZone({ chosen, busy, onFiles, again, hint }: {
  chosen: boolean;
  busy: boolean;
  onFiles: (files: File[]) => void;
  /** What is done to the PDF: "PDF to {again}", "Drop another PDF to {again} that one". */
  again: string;
  hint: string;
}) {
  return (
    <FileDropZone
      accept="application/pdf,.pdf"
      icon={FileUp}
      inputLabel={`PDF to ${again}`}
      multiple={false}
      compact={chosen}
      busy={busy}
      onFiles={onFiles}
      title={chosen ? `Drop another PDF to ${again} that one` : "Drop a PDF here"}
      button={chosen ? "Choose another PDF" : "Choose PDF"}
      hint={hint}
    />
  );
}

/** The chosen PDF: "report.pdf · 5 pages · 120 kB". */
export function ChosenPdf({ file, pageCount }: { file: File; pageCount: number }) {
  return (
    <p className="text-sm text-ink" data-testid="chosen">
      <span className="font-medium">{file.name}</span> · {formatCount(pageCount)} {pageCount === 1 ? "page" : "pages"} · {sizeNote(file.size)}
    </p>
  );
}
