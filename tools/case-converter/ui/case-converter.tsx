"use client";

import { useId, useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/components/ui/cn";
import {
  CASES,
  convertCase,
  droppedCharacters,
  droppedNote,
  IDENTIFIER_CASES,
  LANGUAGES,
  MAX_CASE_TEXT,
  tooLongMessage,
  type CaseId,
  type CaseLanguage,
} from "../logic/case";

/** The Case Converter: text in, the chosen case out as you type, in the chosen language's case rules. */
export function CaseConverterTool() {
  const id = useId();
  const [text, setText] = useState("");
  const [to, setTo] = useState<CaseId>("title");
  const [language, setLanguage] = useState<CaseLanguage>("en");
  const tooLong = text.length > MAX_CASE_TEXT;
  const output = tooLong ? "" : convertCase(text, to, language);
  // The identifier cases keep only letters, marks and digits: what they leave out is named under the result (§10).
  const note = tooLong || !IDENTIFIER_CASES.has(to) ? null : droppedNote(droppedCharacters(text));
  return (
    <Card data-tool-ui="case-converter">
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-text`}>Your text</Label>
            <Textarea
              id={`${id}-text`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={8}
              placeholder="Type or paste text, a heading or a variable name"
              spellCheck={false}
              aria-invalid={tooLong ? true : undefined}
              aria-describedby={tooLong ? `${id}-text-error` : undefined}
            />
            <FieldError id={`${id}-text-error`}>{tooLong ? tooLongMessage(text.length) : null}</FieldError>
          </div>
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-ink">Convert to</legend>
            <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
              {CASES.map((c) => (
                <label
                  key={c.id}
                  className={cn(
                    "relative flex cursor-pointer items-center justify-center rounded-md border border-line px-2 py-2 font-mono text-sm text-muted",
                    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                    c.id === to && "border-brand-600 bg-brand-50 font-semibold text-ink",
                  )}
                >
                  <input type="radio" name={`${id}-case`} value={c.id} checked={c.id === to} onChange={() => setTo(c.id)} className="sr-only" />
                  {c.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-language`}>Language</Label>
            <Select id={`${id}-language`} value={language} onChange={(event) => setLanguage(event.target.value as CaseLanguage)}>
              {LANGUAGES.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </Select>
            <p className="text-xs text-muted">
              Sets the case rules: Turkish and Azerbaijani pair i with İ and ı with I; English keeps small words (a, of, the…) lower case in titles.
            </p>
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex items-end justify-between gap-2">
            <Label htmlFor={`${id}-output`}>Converted text</Label>
            <CopyButton value={output} label="Copy" copiedMessage="Text copied to clipboard" />
          </div>
          <Textarea
            id={`${id}-output`}
            value={output}
            readOnly
            rows={8}
            spellCheck={false}
            data-testid="case-output"
            className="bg-slate-50"
            aria-describedby={note ? `${id}-dropped` : undefined}
          />
          {note ? (
            <p id={`${id}-dropped`} className="text-xs text-muted" data-testid="case-dropped">
              {note}
            </p>
          ) : null}
          <p className="text-sm text-muted">Converted in your browser as you type: your text never leaves this page.</p>
        </div>
      </CardContent>
    </Card>
  );
}
