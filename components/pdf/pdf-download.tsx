"use client";

import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { saveFile } from "@/components/ui/save-file";

/** A finished PDF tool result: what was made, and the button that saves it under its name. */
export function PdfDownload({ blob, name, note }: { blob: Blob; name: string; note: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="pdf-result">
      <p className="text-sm text-ink" data-testid="result-note">
        <span className="font-medium">{name}</span> · {note}
      </p>
      <Button onClick={() => saveFile(blob, name)}>
        <Download aria-hidden="true" /> Download {name}
      </Button>
    </div>
  );
}

export const sizeNote = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
