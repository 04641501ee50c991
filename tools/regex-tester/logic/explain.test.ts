import { describe, expect, it } from "vitest";
import { explain, type Token } from "./explain";

function lines(tokens: readonly Token[], depth = 0): string[] {
  return tokens.flatMap((t) => [`${"  ".repeat(depth)}${t.raw} — ${t.text}`, ...lines(t.children, depth + 1)]);
}

function explained(pattern: string, flags = "") {
  const r = explain(pattern, flags);
  if (!r.ok) throw new Error(r.message);
  return r;
}

describe("explain", () => {
  it("groups, quantifiers, classes and runs of text", () => {
    expect(lines(explained("(?<year>\\d{4})-(\\d{2})").tokens)).toEqual([
      "(?<year>\\d{4}) — Group 1, named “year”",
      "  \\d{4} — Exactly 4 times:",
      "    \\d — A digit, 0 to 9",
      "- — The character “-”",
      "(\\d{2}) — Group 2 (captured)",
      "  \\d{2} — Exactly 2 times:",
      "    \\d — A digit, 0 to 9",
    ]);
    expect(explained("(?<year>\\d{4})-(\\d{2})").groupNames).toEqual(["year", null]);
  });

  it("alternatives, anchors, lookarounds, lazy repeats, backreferences and flags", () => {
    expect(lines(explained("^ab+?$|(?<=x)[^a-z\\s](?!y)\\1(c)", "im").tokens)).toEqual([
      "^ab+?$ — Alternative 1",
      "  ^ — The start of a line (m)",
      "  a — The character “a”, in either case (i)",
      "  b+? — One or more times, as few as possible (lazy):",
      "    b — The character “b”, in either case (i)",
      "  $ — The end of a line (m)",
      "(?<=x)[^a-z\\s](?!y)\\1(c) — Alternative 2",
      "  (?<=x) — Preceded by (lookbehind; takes no characters)",
      "    x — The character “x”, in either case (i)",
      "  [^a-z\\s] — One character that is none of: “a” to “z”; a whitespace character (space, tab, line break and the other Unicode spaces)",
      "  (?!y) — Not followed by (negative lookahead)",
      "    y — The character “y”, in either case (i)",
      "  \\1 — The same text group 1 matched",
      "  (c) — Group 1 (captured)",
      "    c — The character “c”, in either case (i)",
    ]);
  });

  it("the catastrophic (a+)+$ reads as a repeat inside a repeat", () => {
    expect(lines(explained("(a+)+$").tokens)).toEqual([
      "(a+)+ — One or more times:",
      "  (a+) — Group 1 (captured)",
      "    a+ — One or more times:",
      "      a — The character “a”",
      "$ — The end of the text",
    ]);
  });

  it("v-flag set operations and Unicode properties", () => {
    expect(lines(explained("[\\p{L}--[a-z]]\\p{Script=Greek}", "v").tokens)).toEqual([
      "[\\p{L}--[a-z]] — One character in the set difference (--) \\p{L}--[a-z]",
      "\\p{Script=Greek} — A character with the Unicode property Script=Greek",
    ]);
  });

  it("a syntax error gives the parser's reason and the place", () => {
    expect(explain("ab(c", "")).toEqual({ ok: false, message: "Unterminated group", index: 4 });
    expect(explain("a{2,1}", "")).toMatchObject({ ok: false, message: "numbers out of order in {} quantifier" });
  });
});
