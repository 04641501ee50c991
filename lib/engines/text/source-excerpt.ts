import { LineIndex } from "@/lib/engines/text/line-index";

/**
 * The line of a source text that holds an error, with a caret under its column: what the JSON, XML, CSS and file
 * converter tools show beside a "line:column" message. Lines and columns count from 1; a line ends at CRLF, LF or a
 * lone CR (as the parsers count them); a column past the end of the line points just after it. A long line is cut to
 * a window around the column, with … where it was cut, so the caret stays on screen.
 */
export type SourceExcerpt = { line: number; column: number; text: string; caret: string };

/** Characters of the line shown at most; a longer line is cut around the column. */
export const EXCERPT_WIDTH = 80;

export function sourceExcerpt(source: string, line: number, column: number): SourceExcerpt {
  const full = new LineIndex(source).lineText(line);
  const col = Math.max(1, column);
  let from = 0;
  let to = full.length;
  if (full.length > EXCERPT_WIDTH) {
    from = Math.max(0, Math.min(col - 1 - EXCERPT_WIDTH / 2, full.length - EXCERPT_WIDTH));
    to = from + EXCERPT_WIDTH;
  }
  const before = from > 0 ? "…" : "";
  const text = before + full.slice(from, to) + (to < full.length ? "…" : "");
  // Tabs keep their width in the caret line so the caret lines up under them; one space per other character.
  const pad = Array.from(before + full.slice(from, col - 1), (ch) => (ch === "\t" ? "\t" : " ")).join("");
  return { line, column, text, caret: `${pad}^` };
}
