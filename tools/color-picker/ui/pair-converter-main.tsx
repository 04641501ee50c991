"use client";

import { useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input } from "@/components/ui/input";
import { CHECKER } from "./sliders";
import { cssOf, type FormatId } from "../logic/color";
import { convertPair } from "../logic/pairs";

/** One pair's converter (a long-tail page): type in the first format, read the second. */
export function PairConverterMain({ from, to, fromLabel, toLabel, example }: { from: FormatId; to: FormatId; fromLabel: string; toLabel: string; example: string }) {
  const [text, setText] = useState(example);
  const converted = text.trim() ? convertPair(text, from, to) : undefined;
  const result = converted?.result;
  const output = converted?.output ?? "";
  return (
    <Card data-tool-ui="color-picker">
      <CardContent className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <div className="flex flex-col gap-1">
          <label htmlFor="pair-from" className="text-sm font-medium text-ink">
            {fromLabel}
          </label>
          <Input
            id="pair-from"
            value={text}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
            onChange={(e) => setText(e.target.value)}
            aria-invalid={result && !result.ok ? true : undefined}
            aria-describedby={result && !result.ok ? "pair-error" : undefined}
          />
          <FieldError id="pair-error">{result && !result.ok ? result.error : undefined}</FieldError>
          {result?.ok && result.note ? <p role="status" className="text-sm text-amber-900">{result.note.text}</p> : null}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="pair-to" className="text-sm font-medium text-ink">
            {toLabel}
          </label>
          <div className="flex gap-2">
            <Input id="pair-to" value={output} readOnly className="font-mono" />
            {output ? <CopyButton value={output} label="Copy" copiedMessage={`${toLabel} copied: ${output}`} className="shrink-0 max-sm:[&>span]:sr-only" /> : null}
          </div>
        </div>
        <div className="size-16 overflow-hidden rounded-lg border border-line" style={{ background: CHECKER }} aria-hidden="true">
          {result?.ok ? <div className="size-full" style={{ background: cssOf(result.color) }} /> : null}
        </div>
      </CardContent>
    </Card>
  );
}
