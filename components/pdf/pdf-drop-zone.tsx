"use client";

import { FileUp } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

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
