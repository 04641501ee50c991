"use client";

import type { LucideIcon } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

/**
 * Where a file tool takes files in: drop them on the box or choose them with the button. The file input is visually
 * hidden, named by `inputLabel` and described by the hint (what it takes, its bounds). Picking or dropping hands the
 * files over and resets the input, so the same file can be chosen again; a file chosen before hydration is handed
 * over by keep-typed-text (docs/architecture.md, "Typing before hydration is kept"). `compact` once files are in,
 * leaving the screen to the work.
 */
export function FileDropZone({
  accept,
  multiple,
  onFiles,
  icon: Icon,
  title,
  button,
  inputLabel,
  hint,
  busy = false,
  compact = false,
}: {
  accept: string;
  multiple: boolean;
  onFiles: (files: File[]) => void;
  icon: LucideIcon;
  title: string;
  button: string;
  inputLabel: string;
  hint: ReactNode;
  busy?: boolean;
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
        <Icon className="size-5 text-brand-700" aria-hidden="true" /> {title}
      </p>
      <label htmlFor={`${id}-files`} className="sr-only">
        {inputLabel}
      </label>
      <input
        ref={input}
        id={`${id}-files`}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-describedby={`${id}-hint`}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button type="button" onClick={() => input.current?.click()} disabled={busy} size={compact ? "sm" : "md"}>
        {button}
      </Button>
      <p id={`${id}-hint`} className={cn("text-muted", compact ? "w-full text-xs" : "text-sm")}>
        {hint}
      </p>
    </div>
  );
}
