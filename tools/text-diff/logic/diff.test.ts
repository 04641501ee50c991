import { describe, expect, it } from "vitest";
import { diffTexts, handle, MAX_DIFF_CHARS, MAX_EDITS, splitLines, summary, tokenize, unifiedPatch, type DiffOptions, type DiffRun } from "./diff";
import { foldRows, inlineRows, sideBySideRows } from "./rows";
import { LAO, TZU } from "./sample";

/**
 * References: the "lao" and "tzu" texts and their unified diff from the GNU diffutils manual ("Example of Unified
 * Format"), reproduced by GNU diff 3.8 (`diff -u lao tzu`) and git diff; the other patches are GNU diff -u output for
 * the same two texts, and -w -i (ignore all white space, ignore case) for the options.
 */

const LAO_TZU_PATCH = `--- lao
+++ tzu
@@ -1,7 +1,6 @@
-The Way that can be told of is not the eternal Way;
-The name that can be named is not the eternal name.
 The Nameless is the origin of Heaven and Earth;
-The Named is the mother of all things.
+The named is the mother of all things.
+
 Therefore let there always be non-being,
   so we may see their subtlety,
 And let there always be being,
@@ -9,3 +8,6 @@
 The two are the same,
 But after they are produced,
   they have different names.
+They both may be called deep and profound.
+Deeper and more profound,
+The door of all subtleties!
`;

const LINES: DiffOptions = { mode: "line", ignoreWhitespace: false, ignoreCase: false };
const WORDS: DiffOptions = { mode: "word", ignoreWhitespace: false, ignoreCase: false };
const CHARS: DiffOptions = { mode: "char", ignoreWhitespace: false, ignoreCase: false };

function ok(run: DiffRun) {
  if (run.state !== "ok") throw new Error(`expected a diff, got ${run.state}${"message" in run ? `: ${run.message}` : ""}`);
  return run;
}
const changed = (run: DiffRun) => ok(run).parts.filter((p) => p.kind !== "same").map((p) => [p.kind, p.kind === "added" ? p.newText : p.oldText]);

describe("unified patch", () => {
  it("is the GNU diffutils manual's unified diff of lao and tzu", () => {
    // GNU diff prints the files' times after their names; the texts here have none, so the headers are git's.
    expect(unifiedPatch(LAO, TZU, ["lao", "tzu"])).toBe(LAO_TZU_PATCH);
  });

  it("marks a last line without a line break as GNU diff does", () => {
    expect(unifiedPatch("one\ntwo\nthree", "one\n2\nthree\n", ["x1", "x2"])).toBe(
      "--- x1\n+++ x2\n@@ -1,3 +1,3 @@\n one\n-two\n-three\n\\ No newline at end of file\n+2\n+three\n",
    );
  });

  it("is empty of hunks for equal texts, and null past the line limit", () => {
    expect(unifiedPatch("same\n", "same\n")).toBe("--- original.txt\n+++ changed.txt\n");
    const a = Array.from({ length: MAX_EDITS.line }, (_, i) => `a${i}`).join("\n");
    const b = Array.from({ length: MAX_EDITS.line }, (_, i) => `b${i}`).join("\n");
    expect(unifiedPatch(a, b)).toBeNull();
  });
});

describe("line diff", () => {
  it("finds the same changes as the manual's patch, with counts", () => {
    const run = ok(diffTexts(LAO, TZU, LINES));
    expect(changed(run)).toEqual([
      ["removed", "The Way that can be told of is not the eternal Way;\nThe name that can be named is not the eternal name.\n"],
      ["removed", "The Named is the mother of all things.\n"],
      ["added", "The named is the mother of all things.\n\n"],
      ["added", "They both may be called deep and profound.\nDeeper and more profound,\nThe door of all subtleties!\n"],
    ]);
    expect(summary(run)).toBe("5 lines added, 3 lines removed");
  });

  it("pairs a removed block with the block added in its place, side by side", () => {
    const rows = sideBySideRows(ok(diffTexts(LAO, TZU, LINES)).parts);
    expect(rows.slice(0, 5).map((r) => [r.left && `${r.left.number} ${r.left.kind} ${r.left.text.slice(0, 12)}`, r.right && `${r.right.number} ${r.right.kind} ${r.right.text.slice(0, 12)}`])).toEqual([
      ["1 removed The Way that", null],
      ["2 removed The name tha", null],
      ["3 same The Nameless", "1 same The Nameless"],
      ["4 removed The Named is", "2 added The named is"],
      [null, "3 added "],
    ]);
    expect(rows).toHaveLength(15);
    expect(rows.at(-1)).toEqual({ left: null, right: { number: 13, text: "The door of all subtleties!", kind: "added" } });
  });

  it("ignores case and all whitespace when asked (GNU diff -i -w: only the new line differs)", () => {
    const run = ok(diffTexts("Hello World\nfoo   bar\n", "hello world\nfoo bar\nnew\n", { mode: "line", ignoreWhitespace: true, ignoreCase: true }));
    expect(changed(run)).toEqual([["added", "new\n"]]);
    // Each side keeps its own spelling of the lines it matched.
    expect(run.parts[0]).toMatchObject({ kind: "same", oldText: "Hello World\nfoo   bar\n", newText: "hello world\nfoo bar\n" });
    expect(changed(diffTexts("Hello World\n", "hello world\n", LINES))).toEqual([
      ["removed", "Hello World\n"],
      ["added", "hello world\n"],
    ]);
    // Re-indented code and Windows line breaks are whitespace too.
    expect(summary(ok(diffTexts("if (a) {\n  go();\n}\n", "if (a) {\r\n\tgo();\r\n}\r\n", { ...LINES, ignoreWhitespace: true })))).toBe("No differences");
  });

  it("says when one side lacks a final line break or uses CR LF", () => {
    const run = ok(diffTexts("a\nb", "a\nb\n", LINES));
    expect(run.notes).toEqual(["The original has no line break at its end; the changed text has one."]);
    expect(ok(diffTexts("a\r\nb\r\n", "a\nb\n", LINES)).notes).toEqual(["One text has Windows line breaks (CR LF) and the other does not."]);
  });

  it("splits lines keeping their breaks", () => {
    expect(splitLines("a\r\nb\n\nc")).toEqual(["a\r\n", "b\n", "\n", "c"]);
    expect(splitLines("")).toEqual([]);
  });
});

describe("word diff", () => {
  it("marks whole words, with the whitespace after them", () => {
    const run = ok(diffTexts("The quick brown fox jumps", "The quick red fox leaps", WORDS));
    expect(changed(run)).toEqual([
      ["removed", "brown "],
      ["added", "red "],
      ["removed", "jumps"],
      ["added", "leaps"],
    ]);
    expect(summary(run)).toBe("2 words added, 2 words removed");
  });

  it("sees extra spaces only when whitespace counts, and case only when case counts", () => {
    expect(changed(diffTexts("one two", "one  two", WORDS))).toEqual([
      ["removed", "one "],
      ["added", "one  "],
    ]);
    expect(summary(ok(diffTexts("one two", "one  two\n", { ...WORDS, ignoreWhitespace: true })))).toBe("No differences");
    expect(summary(ok(diffTexts("Straße in Köln", "STRASSE IN köln", { ...WORDS, ignoreCase: true })))).toBe("1 word added, 1 word removed");
  });

  it("splits Chinese into words, not one run (Intl.Segmenter)", () => {
    expect(tokenize("我喜欢猫", WORDS).length).toBeGreaterThan(1);
  });
});

describe("character diff", () => {
  it("kitten → sitting: k and e out, s, i and g in (edit distance 3)", () => {
    const run = ok(diffTexts("kitten", "sitting", CHARS));
    expect(changed(run)).toEqual([
      ["removed", "k"],
      ["added", "s"],
      ["removed", "e"],
      ["added", "i"],
      ["added", "g"],
    ]);
    expect(summary(run)).toBe("3 characters added, 2 characters removed");
  });

  it("keeps what a reader sees as one character together (an accent, an emoji family)", () => {
    expect(changed(diffTexts("cafe\u0301 👨‍👩‍👧", "café 👨‍👩‍👦", CHARS))).toEqual([
      ["removed", "e\u0301"],
      ["added", "é"],
      ["removed", "👨‍👩‍👧"],
      ["added", "👨‍👩‍👦"],
    ]);
  });

  it("matches any run of whitespace with any other when whitespace is ignored", () => {
    expect(summary(ok(diffTexts("a b\tc", "a  b\nc", { ...CHARS, ignoreWhitespace: true })))).toBe("No differences");
    expect(summary(ok(diffTexts("ab", "a b", { ...CHARS, ignoreWhitespace: true })))).toBe("1 character added, 0 characters removed");
  });
});

describe("bounds", () => {
  it("refuses a text over the size limit before any work, naming which", () => {
    const big = "x".repeat(MAX_DIFF_CHARS + 1);
    expect(diffTexts(big, "x", LINES)).toEqual({
      state: "too-large",
      message: `The original is over 200,000 characters (${(MAX_DIFF_CHARS + 1).toLocaleString("en-US")}): the diff compares texts up to 200,000 characters each in your browser. Compare it in parts.`,
    });
    expect(diffTexts("x", big, LINES)).toMatchObject({ state: "too-large", message: expect.stringMatching(/^The changed text is over 200,000/) as unknown });
    // Both over: each length named, measured as the cap measures it (UTF-16 units: an emoji is 2).
    expect(diffTexts(big, `${"x".repeat(MAX_DIFF_CHARS)}😀`, LINES)).toEqual({
      state: "too-large",
      message: "Both texts are over 200,000 characters (the original 200,001, the changed text 200,002): the diff compares texts up to 200,000 characters each in your browser. Compare them in parts.",
    });
    expect(summary(ok(diffTexts("x\n".repeat(MAX_DIFF_CHARS / 2), `${"x\n".repeat(MAX_DIFF_CHARS / 2 - 1)}y\n`, LINES)))).toBe("1 line added, 1 line removed");
  });

  it("gives up on texts too far apart, with the limit stated", () => {
    const a = "ab".repeat(MAX_EDITS.char);
    const b = "cd".repeat(MAX_EDITS.char);
    expect(diffTexts(a, b, CHARS)).toEqual({
      state: "too-different",
      message: "These texts differ in more than 1,000 characters: too many changes to work out in your browser. Compare by word or line, or compare smaller parts.",
    });
    // The same texts differ in one line each: by line it is two edits.
    expect(summary(ok(diffTexts(a, b, LINES)))).toBe("1 line added, 1 line removed");
  });

  it("is empty for two empty texts", () => {
    expect(diffTexts("", "", LINES)).toEqual({ state: "empty" });
  });
});

describe("line views", () => {
  it("lists each line once inline, with both line numbers, in the patch's order", () => {
    const rows = inlineRows(ok(diffTexts(LAO, TZU, LINES)).parts);
    const patchBody = LAO_TZU_PATCH.split("\n").filter((l) => /^[-+ ]/.test(l) && !/^(---|\+\+\+) /.test(l));
    const marked = rows.map((r) => `${r.kind === "added" ? "+" : r.kind === "removed" ? "-" : " "}${r.text}`);
    // Every line of the manual's hunks appears, in order, among the inline rows (which also hold the unchanged middle).
    let at = 0;
    for (const line of patchBody) at = marked.indexOf(line, at) + 1;
    expect(at).toBeGreaterThan(0);
    expect(rows[3]).toEqual({ kind: "removed", oldNumber: 4, newNumber: null, text: "The Named is the mother of all things." });
    expect(rows.at(-1)).toEqual({ kind: "added", oldNumber: null, newNumber: 13, text: "The door of all subtleties!" });
  });

  it("folds unchanged stretches to three lines of context around each change, and opens a fold on request", () => {
    const a = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join("\n") + "\n";
    const b = a.replace("line 10\n", "line ten\n");
    const rows = inlineRows(ok(diffTexts(a, b, LINES)).parts);
    const same = (r: { kind: string }) => r.kind === "same";
    const folded = foldRows(rows, same);
    expect(folded.map((f) => ("fold" in f ? `fold ${f.fold}` : f.row.text))).toEqual([
      "fold 6",
      "line 7",
      "line 8",
      "line 9",
      "line 10",
      "line ten",
      "line 11",
      "line 12",
      "line 13",
      "fold 7",
    ]);
    const first = folded[0]!;
    expect(first).toEqual({ fold: 6, from: 0 });
    // Opened, the first fold shows its six lines: nine before the change, then the change and the last fold as before.
    expect(foldRows(rows, same, new Set([0]))).toHaveLength(9 + 2 + 3 + 1);
    // One hidden line is shown rather than folded.
    expect(foldRows(rows.slice(2), same).some((f) => "fold" in f && f.fold < 2)).toBe(false);
  });
});

describe("worker job", () => {
  it("adds the exact patch only when asked, even when the view ignores whitespace", () => {
    const options = { mode: "line", ignoreWhitespace: true, ignoreCase: false } as const;
    expect(handle({ id: 1, original: "a b\n", changed: "a  b\n", options, patch: false })).toEqual({ id: 1, run: expect.objectContaining({ state: "ok", added: 0 }) as unknown });
    expect(handle({ id: 2, original: "a b\n", changed: "a  b\n", options, patch: true }).patch).toBe("--- original.txt\n+++ changed.txt\n@@ -1 +1 @@\n-a b\n+a  b\n");
  });
});

describe("patch ranges", () => {
  it("writes empty and one-line ranges as GNU diff -u does", () => {
    expect(unifiedPatch("", "x\n", ["e0", "e1"])).toBe("--- e0\n+++ e1\n@@ -0,0 +1 @@\n+x\n");
    expect(unifiedPatch("x\n", "", ["e1", "e0"])).toBe("--- e1\n+++ e0\n@@ -1 +0,0 @@\n-x\n");
  });
});
