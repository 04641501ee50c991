/**
 * The line of a source text that holds an error, with a caret under its column: what the XML and CSS tools show
 * beside a "line:column" message. Lines and columns count from 1; a column past the end of the line points just after
 * it. Long lines are cut to a window around the column so the caret stays on screen.
 */
export type SourceExcerpt = { line: number; column: number; text: string; caret: string };

const WINDOW = 80;

export function sourceExcerpt(source: string, line: number, column: number): SourceExcerpt {
  let start = 0;
  for (let l = 1; l < line; l += 1) {
    const next = source.indexOf("\n", start);
    if (next === -1) break;
    start = next + 1;
  }
  let end = source.indexOf("\n", start);
  if (end === -1) end = source.length;
  let text = source.slice(start, end).replace(/\r$/, "");
  let col = Math.max(1, column);
  if (text.length > WINDOW && col > WINDOW / 2) {
    const from = Math.min(col - WINDOW / 2, text.length - WINDOW);
    text = "…" + text.slice(from, from + WINDOW);
    col = col - from + 1;
  } else if (text.length > WINDOW) {
    text = text.slice(0, WINDOW) + "…";
  }
  // Tabs keep their width in the caret line so the caret lines up under them.
  const pad = Array.from(text.slice(0, col - 1), (ch) => (ch === "\t" ? "\t" : " ")).join("");
  return { line, column, text, caret: `${pad}^` };
}
