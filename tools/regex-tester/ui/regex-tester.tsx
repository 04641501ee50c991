"use client";

import { useId, useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { parseInput } from "../logic/regex-tester";

/** The Regex Tester itself. */
export function RegexTesterTool() {
  const id = useId();
  const [text, setText] = useState("");
  const parsed = parseInput(text);
  return (
    <Card data-tool-ui="regex-tester">
      <CardContent className="flex flex-col gap-3">
        <Label htmlFor={id}>Input</Label>
        <Textarea id={id} value={text} onChange={(e) => setText(e.target.value)} rows={6} />
        {text && !parsed.ok ? <FieldError>{parsed.error}</FieldError> : null}
        <output aria-live="polite" className="font-mono text-sm text-ink">
          {parsed.ok ? parsed.value : null}
        </output>
      </CardContent>
    </Card>
  );
}
