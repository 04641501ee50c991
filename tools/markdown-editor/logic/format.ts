/**
 * The toolbar's and the shortcuts' edits, as pure functions of the text and the selection: each returns the new text
 * and selection, and the UI applies only the changed span (so the browser's undo keeps working).
 */

export interface Edit {
  text: string;
  start: number;
  end: number;
}

export type InlineStyle = "bold" | "italic" | "strike" | "code";
export type LineStyle = "heading" | "quote" | "bullet" | "numbered" | "task";
export type Action = InlineStyle | LineStyle | "link" | "codeBlock" | "table" | "rule" | "footnote";

const MARKERS: Record<InlineStyle, { mark: string; placeholder: string }> = {
  bold: { mark: "**", placeholder: "bold text" },
  italic: { mark: "_", placeholder: "italic text" },
  strike: { mark: "~~", placeholder: "struck text" },
  code: { mark: "`", placeholder: "code" },
};

/** Wraps the selection in the style's markers, or unwraps it when it is already wrapped (inside or just outside). */
function toggleInline(edit: Edit, style: InlineStyle): Edit {
  const { text, start, end } = edit;
  const { mark, placeholder } = MARKERS[style];
  const selected = text.slice(start, end);
  const n = mark.length;
  if (selected.length >= 2 * n && selected.startsWith(mark) && selected.endsWith(mark)) {
    const inner = selected.slice(n, -n);
    return { text: text.slice(0, start) + inner + text.slice(end), start, end: start + inner.length };
  }
  if (text.slice(start - n, start) === mark && text.slice(end, end + n) === mark) {
    return { text: text.slice(0, start - n) + selected + text.slice(end + n), start: start - n, end: end - n };
  }
  const inner = selected || placeholder;
  return { text: text.slice(0, start) + mark + inner + mark + text.slice(end), start: start + n, end: start + n + inner.length };
}

const PREFIX: Record<Exclude<LineStyle, "numbered">, { re: RegExp; add: string }> = {
  heading: { re: /^#{1,6} /, add: "## " },
  quote: { re: /^> ?/, add: "> " },
  bullet: { re: /^[-*+] (?!\[[ xX]\] )/, add: "- " },
  task: { re: /^[-*+] \[[ xX]\] /, add: "- [ ] " },
};
const NUMBERED = /^\d{1,9}[.)] /;
/** Any list or heading marker a line may already carry, replaced when another line style is applied. */
const ANY_MARKER = /^(?:#{1,6} |> ?|[-*+] \[[ xX]\] |[-*+] |\d{1,9}[.)] )/;

/** Adds the style's prefix to every line the selection touches, or removes it when every line already has it. */
function toggleLines(edit: Edit, style: LineStyle): Edit {
  const { text, start, end } = edit;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const endLine = text.indexOf("\n", end > start && text[end - 1] === "\n" ? end - 1 : end);
  const lineEnd = endLine === -1 ? text.length : endLine;
  const lines = text.slice(lineStart, lineEnd).split("\n");
  const re = style === "numbered" ? NUMBERED : PREFIX[style].re;
  const all = lines.every((line) => re.test(line));
  const next = lines.map((line, i) => {
    if (all) return line.replace(re, "");
    const bare = line.replace(ANY_MARKER, "");
    return (style === "numbered" ? `${i + 1}. ` : PREFIX[style].add) + bare;
  });
  const block = next.join("\n");
  const replaced = text.slice(0, lineStart) + block + text.slice(lineEnd);
  if (start === end && lines.length === 1) {
    const caret = Math.max(lineStart, start + (block.length - (lineEnd - lineStart)));
    return { text: replaced, start: caret, end: caret };
  }
  return { text: replaced, start: lineStart, end: lineStart + block.length };
}

/** Text on a line of its own: a blank line before and after unless the text already has one. */
function insertBlock(edit: Edit, block: string, select?: [number, number]): Edit {
  const { text, start, end } = edit;
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const at = start + lead.length;
  const [s, e] = select ?? [block.length, block.length];
  return { text: before + lead + block + trail + after, start: at + s, end: at + e };
}

/** The next free footnote number: one more than the largest `[^n]` in the text. */
export function nextFootnote(text: string): number {
  let max = 0;
  for (const match of text.matchAll(/\[\^(\d{1,6})\]/g)) max = Math.max(max, Number(match[1]));
  return max + 1;
}

export function applyAction(edit: Edit, action: Action): Edit {
  const { text, start, end } = edit;
  const selected = text.slice(start, end);
  switch (action) {
    case "bold":
    case "italic":
    case "strike":
    case "code":
      return toggleInline(edit, action);
    case "heading":
    case "quote":
    case "bullet":
    case "numbered":
    case "task":
      return toggleLines(edit, action);
    case "link": {
      if (/^https?:\/\/\S+$/.test(selected)) {
        const inserted = `[link text](${selected})`;
        return { text: text.slice(0, start) + inserted + text.slice(end), start: start + 1, end: start + 10 };
      }
      const label = selected || "link text";
      const inserted = `[${label}](https://)`;
      const url = start + label.length + 3;
      return { text: text.slice(0, start) + inserted + text.slice(end), start: url, end: url + "https://".length };
    }
    case "codeBlock": {
      const body = selected || "code";
      return insertBlock(edit, "```\n" + body + "\n```", [4, 4 + body.length]);
    }
    case "table":
      return insertBlock(edit, "| Column 1 | Column 2 |\n| --- | --- |\n| Cell | Cell |", [2, 10]);
    case "rule":
      return insertBlock(edit, "---");
    case "footnote": {
      const n = nextFootnote(text);
      const ref = `[^${n}]`;
      const withRef = text.slice(0, end) + ref + text.slice(end);
      const note = `${ref}: `;
      const sep = withRef.endsWith("\n\n") ? "" : withRef.endsWith("\n") ? "\n" : "\n\n";
      const full = withRef + sep + note;
      return { text: full, start: full.length, end: full.length };
    }
  }
}

const LIST_ITEM = /^(\s{0,12})([-*+] \[[ xX]\] |[-*+] |(\d{1,9})([.)]) )(.*)$/;

/**
 * Enter inside a list item: the next line gets the same marker (numbers count up, tasks start unchecked); Enter on an
 * empty item ends the list by removing its marker. Null when the caret is not at the end of a list line's content.
 */
export function continueList(edit: Edit): Edit | null {
  const { text, start, end } = edit;
  if (start !== end) return null;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEndAt = text.indexOf("\n", start);
  const lineEnd = lineEndAt === -1 ? text.length : lineEndAt;
  if (start !== lineEnd) return null;
  const match = LIST_ITEM.exec(text.slice(lineStart, lineEnd));
  if (!match) return null;
  const [, indent = "", marker = "", number, delimiter, rest = ""] = match;
  if (rest.trim() === "") {
    return { text: text.slice(0, lineStart) + text.slice(lineEnd), start: lineStart, end: lineStart };
  }
  const nextMarker = number ? `${Number(number) + 1}${delimiter} ` : marker.replace(/\[[xX]\]/, "[ ]");
  const insert = `\n${indent}${nextMarker}`;
  const caret = start + insert.length;
  return { text: text.slice(0, start) + insert + text.slice(start), start: caret, end: caret };
}

/** The keyboard shortcuts (with Ctrl, or ⌘ on a Mac), shown in the toolbar's tooltips and the page's help. */
export const SHORTCUTS: readonly { action: Action; key: string; shift?: boolean }[] = [
  { action: "bold", key: "b" },
  { action: "italic", key: "i" },
  { action: "link", key: "k" },
  { action: "code", key: "e" },
  { action: "strike", key: "x", shift: true },
  { action: "numbered", key: "7", shift: true },
  { action: "bullet", key: "8", shift: true },
  { action: "task", key: "9", shift: true },
  { action: "quote", key: ".", shift: true },
];

/** The action a key press asks for, if any. `code` is KeyboardEvent.code, so Shift+7 is read on every layout. */
export function shortcutFor(event: { key: string; code?: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): Action | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const fromCode = event.code?.startsWith("Digit") ? event.code.slice(5) : event.code === "Period" ? "." : null;
  const key = (event.shiftKey && fromCode) || event.key.toLowerCase();
  return SHORTCUTS.find((s) => s.key === key && Boolean(s.shift) === event.shiftKey)?.action ?? null;
}

/**
 * The span that changed between two texts: the UI replaces just that span with the browser's own insert command, so
 * Ctrl+Z undoes a toolbar edit like typing.
 */
export function changedSpan(before: string, after: string): { from: number; to: number; insert: string } {
  let from = 0;
  const max = Math.min(before.length, after.length);
  while (from < max && before[from] === after[from]) from++;
  let tail = 0;
  while (tail < max - from && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  return { from, to: before.length - tail, insert: after.slice(from, after.length - tail) };
}
