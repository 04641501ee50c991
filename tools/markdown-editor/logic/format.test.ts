import { describe, expect, it } from "vitest";
import { applyAction, changedSpan, continueList, nextFootnote, shortcutFor, type Action, type Edit } from "./format";

/** Writes a selection as « and » (or | for a caret) inside the text, so cases read like what the user sees. */
function at(marked: string): Edit {
  const caret = marked.indexOf("|");
  if (caret >= 0 && !marked.includes("«")) return { text: marked.replace("|", ""), start: caret, end: caret };
  const start = marked.indexOf("«");
  const end = marked.indexOf("»") - 1;
  return { text: marked.replace("«", "").replace("»", ""), start, end };
}
function show(edit: Edit): string {
  if (edit.start === edit.end) return edit.text.slice(0, edit.start) + "|" + edit.text.slice(edit.start);
  return edit.text.slice(0, edit.start) + "«" + edit.text.slice(edit.start, edit.end) + "»" + edit.text.slice(edit.end);
}

describe("toolbar edits", () => {
  it.each<[Action, string, string]>([
    ["bold", "a «word» b", "a **«word»** b"],
    ["bold", "a **«word»** b", "a «word» b"],
    ["bold", "a «**word**» b", "a «word» b"],
    ["bold", "a | b", "a **«bold text»** b"],
    ["italic", "«x»", "_«x»_"],
    ["strike", "«x»", "~~«x»~~"],
    ["code", "run «npm i»", "run `«npm i»`"],
    ["heading", "Tit|le", "## Tit|le"],
    ["heading", "## Tit|le", "Tit|le"],
    ["quote", "«one\ntwo»", "«> one\n> two»"],
    ["quote", "«> one\n> two»", "«one\ntwo»"],
    ["bullet", "«a\nb»", "«- a\n- b»"],
    ["bullet", "«- a\n- b»", "«a\nb»"],
    ["numbered", "«a\nb\nc»", "«1. a\n2. b\n3. c»"],
    ["numbered", "«- a\n- b»", "«1. a\n2. b»"],
    ["task", "«- a\nb»", "«- [ ] a\n- [ ] b»"],
    ["task", "«- [x] a\n- [ ] b»", "«a\nb»"],
    ["bullet", "«- [ ] a»", "«- a»"],
    ["link", "see «docs» now", "see [docs](«https://») now"],
    ["link", "«https://a.example»", "[«link text»](https://a.example)"],
    ["link", "|", "[link text](«https://»)"],
    ["codeBlock", "intro\n«x = 1»", "intro\n\n```\n«x = 1»\n```"],
    ["table", "|", "| «Column 1» | Column 2 |\n| --- | --- |\n| Cell | Cell |"],
    ["rule", "para|", "para\n\n---|"],
    ["footnote", "Text|", "Text[^1]\n\n[^1]: |"],
    ["footnote", "A[^1] b|\n\n[^1]: x\n", "A[^1] b[^2]\n\n[^1]: x\n\n[^2]: |"],
  ])("%s: %j → %j", (action, before, after) => {
    expect(show(applyAction(at(before), action))).toBe(after);
  });

  it("numbers footnotes after the largest one used", () => {
    expect(nextFootnote("a[^3] b[^1]")).toBe(4);
    expect(nextFootnote("none")).toBe(1);
  });
});

describe("Enter in a list", () => {
  it.each([
    ["- one|", "- one\n- |"],
    ["  * one|", "  * one\n  * |"],
    ["1. one|", "1. one\n2. |"],
    ["9) nine|", "9) nine\n10) |"],
    ["- [x] done|", "- [x] done\n- [ ] |"],
    ["- one\n- |", "- one\n|"],
  ])("%j → %j", (before, after) => {
    const result = continueList(at(before));
    expect(result && show(result)).toBe(after);
  });

  it.each([["plain|"], ["- one| more"], ["«- one»"]])("%j is not continued", (before) => {
    expect(continueList(at(before))).toBeNull();
  });
});

describe("shortcuts", () => {
  const key = (k: string, more: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean; code: string }> = {}) =>
    shortcutFor({ key: k, ctrlKey: true, metaKey: false, shiftKey: false, altKey: false, ...more });
  it.each([
    [key("b"), "bold"],
    [key("B", { ctrlKey: false, metaKey: true }), "bold"],
    [key("i"), "italic"],
    [key("k"), "link"],
    [key("e"), "code"],
    [key("X", { shiftKey: true }), "strike"],
    [key("&", { shiftKey: true, code: "Digit7" }), "numbered"],
    [key("*", { shiftKey: true, code: "Digit8" }), "bullet"],
    [key(">", { shiftKey: true, code: "Period" }), "quote"],
    [key("b", { ctrlKey: false }), null],
    [key("b", { altKey: true }), null],
    [key("z"), null],
  ])("%s is %s", (got, expected) => {
    expect(got).toBe(expected);
  });
});

describe("changed span", () => {
  it.each([
    ["abc", "aXbc", { from: 1, to: 1, insert: "X" }],
    ["a word b", "a **word** b", { from: 2, to: 6, insert: "**word**" }],
    ["same", "same", { from: 4, to: 4, insert: "" }],
    ["aaa", "aa", { from: 2, to: 3, insert: "" }],
  ])("%j → %j", (before, after, expected) => {
    expect(changedSpan(before, after)).toEqual(expected);
    const { from, to, insert } = changedSpan(before, after);
    expect(before.slice(0, from) + insert + before.slice(to)).toBe(after);
  });
});
