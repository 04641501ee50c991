"use client";

import { memo, useMemo, useState, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import type { DiffMode, DiffPart, DiffRun } from "../logic/diff";
import { foldRows, inlineRows, sideBySideRows, type FoldedRow } from "../logic/rows";

export type ViewId = "split" | "inline" | "patch";

type OkRun = Extract<DiffRun, { state: "ok" }>;

const ROW = "font-mono text-xs leading-5 sm:text-sm";
const ADDED = "bg-emerald-50 text-emerald-900";
const REMOVED = "bg-red-50 text-red-900";

/**
 * The comparison drawn for reading. Added and removed are never told by colour alone: lines carry + and − markers and
 * a hidden "Added line" / "Removed line" for screen readers; words and characters are <ins> (underlined) and <del>
 * (struck through), each announced as added or removed. Memoised: thousands of rows are drawn again only for a new
 * comparison, never for a key typed into either text (the comparison itself runs in the worker).
 */
export const DiffView = memo(function DiffView({ run, mode, view }: { run: OkRun; mode: DiffMode; view: Exclude<ViewId, "patch"> }) {
  if (mode === "line") return view === "split" ? <SplitLines parts={run.parts} /> : <InlineLines parts={run.parts} />;
  return view === "split" ? <SplitText parts={run.parts} /> : <InlineText parts={run.parts} />;
});

/** Folded stretches of unchanged lines, each with a button that shows them. */
function useFolds() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  return { open, show: (from: number) => setOpen((o) => new Set(o).add(from)) };
}

function Fold({ count, onShow, colSpan }: { count: number; onShow: () => void; colSpan: number }) {
  return (
    <tr>
      <td colSpan={colSpan} className="bg-slate-50 px-2 py-1 text-center">
        <button type="button" className="text-xs font-medium text-brand-700 underline-offset-2 hover:underline" onClick={onShow}>
          Show {count.toLocaleString("en-US")} unchanged lines
        </button>
      </td>
    </tr>
  );
}

function Marker({ kind }: { kind: "same" | "added" | "removed" }) {
  if (kind === "same") return null;
  return (
    <>
      <span aria-hidden="true">{kind === "added" ? "+" : "−"}</span>
      <span className="sr-only">{kind === "added" ? "Added line" : "Removed line"}</span>
    </>
  );
}

function Frame({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="max-h-[70vh] min-w-0 overflow-auto rounded-lg border border-line" data-testid="diff-view">
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

function SplitLines({ parts }: { parts: DiffPart[] }) {
  const { open, show } = useFolds();
  const rows = useMemo(() => sideBySideRows(parts), [parts]);
  const folded = useMemo(() => foldRows(rows, (r) => r.left?.kind === "same", open), [rows, open]);
  return (
    <Frame caption="The two texts side by side: original on the left, changed on the right">
      <thead className="sr-only">
        <tr>
          <th scope="col">Original line number</th>
          <th scope="col">Original</th>
          <th scope="col">Changed line number</th>
          <th scope="col">Changed</th>
        </tr>
      </thead>
      <tbody>
        {folded.map((item: FoldedRow<(typeof rows)[number]>) =>
          "fold" in item ? (
            <Fold key={`f${item.from}`} count={item.fold} colSpan={4} onShow={() => show(item.from)} />
          ) : (
            <tr key={item.index} className={ROW}>
              <LineNumber n={item.row.left?.number} kind={item.row.left?.kind} />
              <LineText kind={item.row.left?.kind} text={item.row.left?.text} border />
              <LineNumber n={item.row.right?.number} kind={item.row.right?.kind} />
              <LineText kind={item.row.right?.kind} text={item.row.right?.text} />
            </tr>
          ),
        )}
      </tbody>
    </Frame>
  );
}

function InlineLines({ parts }: { parts: DiffPart[] }) {
  const { open, show } = useFolds();
  const rows = useMemo(() => inlineRows(parts), [parts]);
  const folded = useMemo(() => foldRows(rows, (r) => r.kind === "same", open), [rows, open]);
  return (
    <Frame caption="The changes inline: removed lines, then the lines added in their place">
      <thead className="sr-only">
        <tr>
          <th scope="col">Original line number</th>
          <th scope="col">Changed line number</th>
          <th scope="col">Line</th>
        </tr>
      </thead>
      <tbody>
        {folded.map((item) =>
          "fold" in item ? (
            <Fold key={`f${item.from}`} count={item.fold} colSpan={3} onShow={() => show(item.from)} />
          ) : (
            <tr key={item.index} className={ROW}>
              <LineNumber n={item.row.oldNumber ?? undefined} kind={item.row.kind} />
              <LineNumber n={item.row.newNumber ?? undefined} kind={item.row.kind} />
              <LineText kind={item.row.kind} text={item.row.text} />
            </tr>
          ),
        )}
      </tbody>
    </Frame>
  );
}

function LineNumber({ n, kind }: { n: number | undefined; kind: "same" | "added" | "removed" | undefined }) {
  return (
    <td className={cn("w-px px-2 text-right align-top whitespace-nowrap text-muted select-none", kind === "added" && ADDED, kind === "removed" && REMOVED)}>
      {n ?? ""}
    </td>
  );
}

function LineText({ kind, text, border }: { kind: "same" | "added" | "removed" | undefined; text: string | undefined; border?: boolean }) {
  return (
    <td
      className={cn(
        "min-w-40 px-2 align-top whitespace-pre-wrap text-ink [overflow-wrap:anywhere]",
        kind === "added" && ADDED,
        kind === "removed" && REMOVED,
        kind === undefined && "bg-slate-50",
        border && "border-r border-line",
      )}
    >
      <span className="inline-block w-3 select-none">
        <Marker kind={kind ?? "same"} />
      </span>
      {text}
    </td>
  );
}

function Piece({ part, side }: { part: DiffPart; side: "old" | "new" | "both" }) {
  if (part.kind === "same") return <>{side === "old" ? part.oldText : part.newText}</>;
  if (part.kind === "removed") {
    if (side === "new") return null;
    return (
      <del className={cn(REMOVED, "decoration-red-700")}>
        <span className="sr-only">[removed: </span>
        {part.oldText}
        <span className="sr-only">]</span>
      </del>
    );
  }
  if (side === "old") return null;
  return (
    <ins className={cn(ADDED, "underline decoration-emerald-700")}>
      <span className="sr-only">[added: </span>
      {part.newText}
      <span className="sr-only">]</span>
    </ins>
  );
}

const TEXT_PANE = "max-h-[70vh] min-w-0 overflow-auto rounded-lg border border-line p-3 font-mono text-sm leading-6 break-words whitespace-pre-wrap text-ink";

function SplitText({ parts }: { parts: DiffPart[] }) {
  return (
    <div className="grid gap-3 lg:grid-cols-2" data-testid="diff-view">
      <section aria-label="Original, with removed parts struck through" className={TEXT_PANE} data-testid="diff-original">
        {parts.map((part, i) => (
          <Piece key={i} part={part} side="old" />
        ))}
      </section>
      <section aria-label="Changed, with added parts underlined" className={TEXT_PANE} data-testid="diff-changed">
        {parts.map((part, i) => (
          <Piece key={i} part={part} side="new" />
        ))}
      </section>
    </div>
  );
}

function InlineText({ parts }: { parts: DiffPart[] }) {
  return (
    <section aria-label="The changes inline: removed parts struck through, added parts underlined" className={TEXT_PANE} data-testid="diff-view">
      {parts.map((part, i) => (
        <Piece key={i} part={part} side="both" />
      ))}
    </section>
  );
}
