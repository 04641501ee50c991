"use client";

import { useRef, type ReactNode } from "react";
import { Button } from "./button";

/**
 * An outline "Open file" button and the hidden file input it opens: the chosen file goes to `onFile`, and the input is
 * emptied at once so that choosing the same file again opens it again. `inputLabel` names the input for assistive
 * technology and tests ("Open a JSON file").
 */
export function OpenFileButton({ accept, inputLabel, onFile, children }: { accept?: string; inputLabel: string; onFile: (file: File) => void; children: ReactNode }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}
