"use client";

import { FileUp } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { formatCount } from "@/lib/engines/pdf/limits";
import { sizeNote } from "./pdf-download";

/**
 * Where the PDF page tools take files in: drop them on the box or choose them with the button (the file input is
 * labelled for assistive tech and tests). Small, so the box is on screen at the top of the tool on a phone, and
 * smaller still (`compact`) once a file is chosen, leaving the screen to the pages.
 */
export function PdfDropZone({
  multiple,
  busy,
  onFiles,
  title,
  button,
  hint,
  compact = false,
}: {
  multiple: boolean;
  busy: boolean;
  onFiles: (files: File[]) => void;
  title: string;
  button: string;
  hint: ReactNode;
  compact?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        if (![...event.dataTransfer.types].includes("Files")) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        if (event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        setDragging(false);
        onFiles([...event.dataTransfer.files]);
      }}
      className={cn(
        "flex items-center rounded-xl border-2 border-dashed text-center",
        compact ? "flex-row flex-wrap justify-center gap-x-3 gap-y-1 p-2" : "flex-col gap-2 p-4 sm:p-6",
        dragging ? "border-brand-600 bg-brand-50" : "border-line",
      )}
      data-testid="drop-zone"
    >
      <p className={cn("flex items-center gap-2 font-medium text-ink", compact ? "text-sm" : "text-base")}>
        <FileUp className="size-5 text-brand-700" aria-hidden="true" /> {title}
      </p>
      <input
        ref={input}
        id={`${id}-files`}
        type="file"
        accept="application/pdf,.pdf"
        multiple={multiple}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={busy} size={compact ? "sm" : "md"}>
        {button}
      </Button>
      <label htmlFor={`${id}-files`} className={cn("text-muted", compact ? "w-full text-xs" : "text-sm")}>
        {hint}
      </label>
    </div>
  );
}

/** The one-PDF tools' drop zone (Split, Rotate, Compress): the full box first, compact once a PDF is chosen. */
export function OnePdfDropZone({ chosen, busy, onFiles, again, hint }: {
  chosen: boolean;
  busy: boolean;
  onFiles: (files: File[]) => void;
  /** What is done to the next PDF: "Drop another PDF to {again} that one". */
  again: string;
  hint: string;
}) {
  return (
    <PdfDropZone
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
