import { describe, expect, it } from "vitest";
import { parseJson } from "@/lib/engines/json/parse";
import { EXCERPT_WIDTH, sourceExcerpt } from "@/lib/engines/text/source-excerpt";

const show = (source: string, line: number, column: number): [string, string] => {
  const { text, caret } = sourceExcerpt(source, line, column);
  return [text, caret];
};

describe("sourceExcerpt", () => {
  it("draws a caret under the column of the line", () => {
    expect(show('{"a":1,}', 1, 8)).toEqual(['{"a":1,}', "       ^"]);
    expect(show("a\nbcd\ne", 2, 3)).toEqual(["bcd", "  ^"]);
    expect(show("abc", 1, 9)).toEqual(["abc", "   ^"]);
    expect(show("abc", 1, 0)).toEqual(["abc", "^"]);
  });

  it("counts CRLF, LF and a lone CR as line ends, as the parsers do", () => {
    expect(show("a\r\nbcd\r\ne", 2, 2)).toEqual(["bcd", " ^"]);
    expect(show("a\rbcd\re", 2, 2)).toEqual(["bcd", " ^"]);
    expect(show("a\r\rx\ny", 3, 1)).toEqual(["x", "^"]);
  });

  it("keeps tabs, in the caret line too, so the caret lines up under them", () => {
    expect(show("\t\tx", 1, 3)).toEqual(["\t\tx", "\t\t^"]);
  });

  it("cuts a long line around the column, marking each cut", () => {
    const long = "x".repeat(50) + "!" + "y".repeat(200);
    const [text, caret] = show(long, 1, 51);
    expect(text.startsWith("…")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text).toHaveLength(EXCERPT_WIDTH + 2);
    expect(text[caret.length - 1]).toBe("!");
    const [start] = show(long, 1, 3);
    expect(start).toBe("x".repeat(50) + "!" + "y".repeat(29) + "…");
    const [end, endCaret] = show(long, 1, long.length);
    expect(end).toBe("…" + "y".repeat(80));
    expect(endCaret).toHaveLength(81);
  });

  it("points at a JSON parser's error position", () => {
    const long = `[${"1,".repeat(100)}]`;
    const parsed = parseJson(long);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const [text, caret] = show(long, parsed.error.line, parsed.error.column);
    expect(text.startsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(EXCERPT_WIDTH + 2);
    expect(text[caret.length - 1]).toBe("]");
  });
});
