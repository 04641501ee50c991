"use client";

import { FileUp } from "lucide-react";
import { useRef, useState } from "react";
import { plainButtonClasses } from "@/components/ui/button-classes";
import { FieldError, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { readTextFile } from "./read-text-file";

/**
 * A code tool's input: a monospace textarea that takes typing, pasting and a dropped file, with Sample and Open file.
 * A file is read in the browser (components/code/read-text-file.ts): too large or binary files get a message here.
 */
export function SourceInput({
  id,
  label,
  value,
  onChange,
  onFile,
  sample,
  accept,
  maxChars,
  invalid,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onFile?: (name: string) => void;
  sample: string;
  accept: string;
  maxChars: number;
  invalid: boolean;
  placeholder: string;
}) {
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function open(file: File | undefined) {
    if (!file) return;
    const read = await readTextFile(file, maxChars);
    if (!read.ok) {
      setFileError(read.error);
      return;
    }
    setFileError(null);
    onFile?.(file.name);
    onChange(read.text);
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <div className="flex gap-2">
          <button type="button" className={plainButtonClasses("ghost", "sm")} onClick={() => onChange(sample)}>
            Sample
          </button>
          <button type="button" className={plainButtonClasses("outline", "sm")} onClick={() => fileInput.current?.click()}>
            <FileUp aria-hidden="true" />
            <span>Open file</span>
          </button>
          <input
            ref={fileInput}
            type="file"
            accept={accept}
            className="sr-only"
            tabIndex={-1}
            aria-label="Open a file"
            onChange={(e) => {
              void open(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </div>
      </div>
      <Textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          void open(e.dataTransfer.files[0]);
        }}
        rows={16}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        placeholder={placeholder}
        aria-invalid={invalid ? true : undefined}
        className="font-mono text-sm leading-5 whitespace-pre"
        wrap="off"
      />
      <FieldError>{fileError}</FieldError>
    </div>
  );
}
