"use client";

import { useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Input } from "@/components/ui/input";
import { FORMATS, exactName, formatColor, nearestName, parseColor, type FormatId, type GamutNote, type Srgb } from "../logic/color";

/** One editable, copyable field per format. A valid edit applies as you type; a bad one is explained on leaving it or on Enter. */
export function FormatFields({ color, onColor }: { color: Srgb; onColor: (color: Srgb, note?: GamutNote) => void }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="The colour in every format">
      {FORMATS.map((f) => (
        <FormatField key={f.id} id={f.id} label={f.label} color={color} onColor={onColor} />
      ))}
    </ul>
  );
}

function FormatField({ id, label, color, onColor }: { id: FormatId; label: string; color: Srgb; onColor: (color: Srgb, note?: GamutNote) => void }) {
  const value = formatColor(color, id);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const fieldId = `format-${id}`;
  const errorId = `${fieldId}-error`;
  const near = id === "name" && !exactName(color) && color.alpha > 0 ? nearestName(color) : undefined;

  const commit = () => {
    if (draft === undefined) return;
    if (!draft.trim()) {
      setDraft(undefined);
      setError(undefined);
      return;
    }
    // A valid draft was applied as it was typed; applying it again here would undo a colour picked since (a click on
    // the image or a swatch blurs this field after it has set the new colour).
    const result = parseColor(draft, id);
    if (result.ok) {
      setDraft(undefined);
      setError(undefined);
    } else setError(result.error);
  };

  return (
    <li className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-sm font-medium text-ink">
        {label}
        {near ? <span className="font-normal text-muted"> · nearest, ΔE {near.deltaE.toFixed(1)}</span> : null}
      </label>
      <div className="flex gap-2">
        <Input
          id={fieldId}
          value={draft ?? value}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            const text = e.target.value;
            setDraft(text);
            setError(undefined);
            const result = parseColor(text, id);
            if (result.ok && text.trim()) onColor(result.color, result.note);
          }}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === "Enter") commit();
            if (e.key === "Escape") {
              setDraft(undefined);
              setError(undefined);
            }
          }}
        />
        <CopyButton value={value} label="Copy" copiedMessage={`${label} copied: ${value}`} className="shrink-0 max-sm:[&>span]:sr-only" />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </li>
  );
}
