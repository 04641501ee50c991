"use client";

import type { LucideIcon } from "lucide-react";
import { Loader2, Square } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** How many pictures an AI image tool asks for: a labelled select of 1 to `max`. */
export function AiCountSelect({ id, label, value, max, disabled, onChange }: { id: string; label: string; value: number; max: number; disabled: boolean; onChange: (count: number) => void }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} disabled={disabled} className="w-24">
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** An AI image tool's action: its button, or while a request runs, Cancel and what is being made. */
export function AiRunBar({ busy, busyText, onCancel, onRun, disabled, icon: Icon, label }: { busy: boolean; busyText: string; onCancel: () => void; onRun: () => void; disabled: boolean; icon: LucideIcon; label: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {busy ? (
        <>
          <Button type="button" variant="outline" onClick={onCancel}>
            <Square aria-hidden className="size-4" />
            Cancel
          </Button>
          <span className="flex items-center gap-2 text-sm text-muted" role="status">
            <Loader2 aria-hidden className="size-4 animate-spin" /> {busyText}
          </span>
        </>
      ) : (
        <Button type="button" onClick={onRun} disabled={disabled}>
          <Icon aria-hidden className="size-4" />
          {label}
        </Button>
      )}
    </div>
  );
}
