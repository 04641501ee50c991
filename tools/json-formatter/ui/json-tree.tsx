"use client";

import { ChevronRight } from "lucide-react";
import { useState } from "react";
import { decodeString, Kind, pointerToken, type JsonDoc } from "@/lib/engines/json/parse";
import { cn } from "@/components/ui/cn";

/** Children shown per step when a large object or array is opened. */
const STEP = 200;

const KIND_CLASS: Record<number, string> = {
  [Kind.String]: "text-emerald-800",
  [Kind.Number]: "text-blue-800",
  [Kind.True]: "text-purple-800",
  [Kind.False]: "text-purple-800",
  [Kind.Null]: "text-slate-600",
};

interface TreeProps {
  doc: JsonDoc;
  selected: string | null;
  onSelect: (pointer: string) => void;
}

/**
 * The document as a tree: objects and arrays open on click (only what is open is drawn, a large array a few hundred
 * items at a time), values keep their exact text, and choosing a row shows its JSON Pointer.
 */
export function JsonTree({ doc, selected, onSelect }: TreeProps) {
  return (
    <ul className="font-mono text-sm" aria-label="JSON tree">
      <TreeNode doc={doc} node={0} pointer="" label={null} selected={selected} onSelect={onSelect} defaultOpen />
    </ul>
  );
}

function TreeNode({
  doc,
  node,
  pointer,
  label,
  selected,
  onSelect,
  defaultOpen = false,
}: TreeProps & { node: number; pointer: string; label: string | null; defaultOpen?: boolean }) {
  const kind = doc.kind[node]!;
  const container = kind === Kind.Object || kind === Kind.Array;
  const [open, setOpen] = useState(defaultOpen);
  const [shown, setShown] = useState(STEP);
  const count = doc.childCount[node]!;
  const isSelected = selected === pointer;
  const name = label === null ? null : <span className="text-ink">{label}</span>;

  const row = cn(
    "flex w-full min-w-0 items-start gap-1 rounded px-1 py-0.5 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600",
    isSelected && "bg-brand-50 ring-1 ring-brand-600/40",
  );

  if (!container) {
    return (
      <li>
        <button type="button" className={row} onClick={() => onSelect(pointer)} aria-pressed={isSelected}>
          <span aria-hidden="true" className="inline-block w-4 shrink-0" />
          <span className="min-w-0 break-all">
            {name}
            {name ? <span className="text-muted">: </span> : null}
            <span className={KIND_CLASS[kind]}>{doc.raw[node]}</span>
          </span>
        </button>
      </li>
    );
  }

  const start = doc.childStart[node]!;
  const summary = kind === Kind.Object ? `{${count} ${count === 1 ? "key" : "keys"}}` : `[${count} ${count === 1 ? "item" : "items"}]`;
  return (
    <li>
      <button
        type="button"
        className={row}
        aria-expanded={count > 0 ? open : undefined}
        onClick={() => {
          if (count > 0) setOpen(!open);
          onSelect(pointer);
        }}
      >
        <ChevronRight aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0 text-muted transition-transform", open && count > 0 && "rotate-90", count === 0 && "invisible")} />
        <span className="min-w-0 break-all">
          {name}
          {name ? <span className="text-muted">: </span> : null}
          <span className="text-muted">{summary}</span>
        </span>
      </button>
      {open && count > 0 ? (
        <ul className="ml-3 border-l border-line pl-2">
          {Array.from({ length: Math.min(count, shown) }, (_, index) => {
            const child = doc.children[start + index]!;
            const key = kind === Kind.Object ? decodeString(doc.key[child]!) : null;
            return (
              <TreeNode
                key={child}
                doc={doc}
                node={child}
                pointer={`${pointer}/${key === null ? index : pointerToken(key)}`}
                label={key === null ? String(index) : JSON.stringify(key)}
                selected={selected}
                onSelect={onSelect}
              />
            );
          })}
          {count > shown ? (
            <li>
              <button type="button" className="px-1 py-0.5 text-sm font-medium text-brand-700 underline" onClick={() => setShown(shown + STEP)}>
                Show {Math.min(STEP, count - shown).toLocaleString("en-US")} more of {(count - shown).toLocaleString("en-US")}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}
