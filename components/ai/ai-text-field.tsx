"use client";

import type { Ref } from "react";
import { FieldError, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * An AI tool's text: a labelled text area with its length against the limit beside the label (red past it) and the
 * error under it. Read-only while a request runs, so what was sent is what stays on screen.
 */
export function AiTextField({
  id,
  label,
  value,
  onChange,
  max,
  countTestId,
  error,
  readOnly,
  rows,
  placeholder,
  textareaRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  countTestId: string;
  error: string | null | undefined;
  readOnly: boolean;
  rows: number;
  placeholder: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <span className={value.length > max ? "text-sm text-red-700" : "text-sm text-muted"} data-testid={countTestId}>
          {value.length.toLocaleString("en-US")} / {max.toLocaleString("en-US")} characters
        </span>
      </div>
      <Textarea
        id={id}
        ref={textareaRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={rows}
        readOnly={readOnly}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
