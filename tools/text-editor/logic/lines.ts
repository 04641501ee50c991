/**
 * Line tools of the Text Editor, on text with LF line breaks (what the editor holds). Each returns the new text and
 * how many lines it changed or removed, so the page can say what happened.
 */

export type LineTool =
  | "sort-asc"
  | "sort-desc"
  | "sort-numeric"
  | "reverse"
  | "dedupe"
  | "dedupe-ci"
  | "remove-empty"
  | "trim-end"
  | "trim"
  | "upper"
  | "lower"
  | "title"
  | "sentence";

export const LINE_TOOLS: readonly { id: LineTool; label: string }[] = [
  { id: "sort-asc", label: "Sort A → Z" },
  { id: "sort-desc", label: "Sort Z → A" },
  { id: "sort-numeric", label: "Sort by number" },
  { id: "reverse", label: "Reverse order" },
  { id: "dedupe", label: "Remove duplicate lines" },
  { id: "dedupe-ci", label: "Remove duplicates (ignore case)" },
  { id: "remove-empty", label: "Remove empty lines" },
  { id: "trim-end", label: "Trim trailing spaces" },
  { id: "trim", label: "Trim both ends" },
  { id: "upper", label: "UPPERCASE" },
  { id: "lower", label: "lowercase" },
  { id: "title", label: "Title Case" },
  { id: "sentence", label: "Sentence case" },
];

const collator = new Intl.Collator(undefined, { sensitivity: "variant", numeric: true });

/** The first number on a line (integer or decimal, optional sign), or null. */
function leadingNumber(line: string): number | null {
  let start = -1;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      start = i;
      break;
    }
  }
  if (start < 0) return null;
  let end = start;
  while (end < line.length && ((line.charCodeAt(end) >= 48 && line.charCodeAt(end) <= 57) || line[end] === ".")) end++;
  const sign = start > 0 && line[start - 1] === "-" ? -1 : 1;
  const value = Number.parseFloat(line.slice(start, end));
  return Number.isFinite(value) ? sign * value : null;
}

function titleCase(line: string): string {
  // Capitalise the first letter of each word; words are runs of letters, digits and apostrophes.
  let out = "";
  let inWord = false;
  for (const char of line) {
    const isWordChar = /[\p{L}\p{N}'’]/u.test(char);
    out += isWordChar && !inWord ? char.toLocaleUpperCase() : isWordChar ? char.toLocaleLowerCase() : char;
    inWord = isWordChar;
  }
  return out;
}

function sentenceCase(text: string): string {
  let out = "";
  let start = true;
  for (const char of text.toLocaleLowerCase()) {
    if (start && /\p{L}/u.test(char)) {
      out += char.toLocaleUpperCase();
      start = false;
    } else {
      out += char;
      if (char === "." || char === "!" || char === "?") start = true;
    }
  }
  return out;
}

export interface LineResult {
  text: string;
  /** Lines that differ from before (for sorts: lines that moved), or lines removed for the removing tools. */
  changed: number;
  removed: number;
}

export function applyLineTool(text: string, tool: LineTool): LineResult {
  const lines = text.split("\n");
  let next: string[];
  switch (tool) {
    case "sort-asc":
      next = [...lines].sort(collator.compare);
      break;
    case "sort-desc":
      next = [...lines].sort((a, b) => collator.compare(b, a));
      break;
    case "sort-numeric": {
      // Lines without a number keep their order after the numbered ones (the sort is stable).
      const keyed = lines.map((line) => ({ line, key: leadingNumber(line) }));
      keyed.sort((a, b) => (a.key === null ? (b.key === null ? 0 : 1) : b.key === null ? -1 : a.key - b.key));
      next = keyed.map((entry) => entry.line);
      break;
    }
    case "reverse":
      next = [...lines].reverse();
      break;
    case "dedupe":
    case "dedupe-ci": {
      const seen = new Set<string>();
      next = lines.filter((line) => {
        const key = tool === "dedupe-ci" ? line.toLocaleLowerCase() : line;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      break;
    }
    case "remove-empty":
      next = lines.filter((line) => line.trim() !== "");
      break;
    case "trim-end":
      next = lines.map((line) => line.trimEnd());
      break;
    case "trim":
      next = lines.map((line) => line.trim());
      break;
    case "upper":
      next = lines.map((line) => line.toLocaleUpperCase());
      break;
    case "lower":
      next = lines.map((line) => line.toLocaleLowerCase());
      break;
    case "title":
      next = lines.map(titleCase);
      break;
    case "sentence":
      next = sentenceCase(text).split("\n");
      break;
  }
  const removed = lines.length - next.length;
  let changed = 0;
  if (removed === 0) for (let i = 0; i < lines.length; i++) if (lines[i] !== next[i]) changed++;
  return { text: next.join("\n"), changed, removed };
}
