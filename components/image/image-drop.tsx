"use client";

import { Upload } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * The image tools' file picker: a drop area with a Choose button (the file input itself is visually hidden, labelled
 * for screen readers and for tests). Picking or dropping hands the files over; the input is reset so the same file
 * can be chosen again.
 */
export function ImageDrop({
  multiple,
  accept,
  buttonLabel,
  inputLabel,
  onFiles,
  children,
}: {
  multiple: boolean;
  accept: string;
  buttonLabel: string;
  inputLabel: string;
  onFiles: (files: File[]) => void;
  /** The line under the button: what it takes and its bounds. */
  children: ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        onFiles([...e.dataTransfer.files]);
      }}
      className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-5 text-center ${dragging ? "border-brand-600 bg-brand-50" : "border-line bg-slate-50"}`}
    >
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Upload aria-hidden className="size-6 text-brand-700" />
        <span className="text-sm text-ink">Drop {multiple ? "images" : "an image"} here, or</span>
        <Button type="button" variant="secondary" onClick={() => input.current?.click()}>
          {buttonLabel}
        </Button>
      </div>
      <label htmlFor={id} className="sr-only">
        {inputLabel}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        className="sr-only"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      <p className="text-xs text-muted">{children}</p>
    </div>
  );
}
