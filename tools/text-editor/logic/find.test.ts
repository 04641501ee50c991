import { describe, expect, it } from "vitest";
import { runFind } from "./find";

describe("runFind", () => {
  it.each([
    ["plain, case-insensitive", { text: "Cat cat CAT", find: "cat", regex: false, caseSensitive: false }, [[0, 3], [4, 7], [8, 11]]],
    ["plain, case-sensitive", { text: "Cat cat CAT", find: "cat", regex: false, caseSensitive: true }, [[4, 7]]],
    ["plain text with regex characters", { text: "a.b a+b (x)", find: "(x)", regex: false, caseSensitive: true }, [[8, 11]]],
    ["regex with line anchors", { text: "one\ntwo\nthree", find: "^t\\w+", regex: true, caseSensitive: true }, [[4, 7], [8, 13]]],
    ["regex on emoji (code points)", { text: "a👍b👍", find: ".", regex: true, caseSensitive: true }, [[0, 1], [1, 3], [3, 4], [4, 6]]],
  ])("%s", (_, request, matches) => {
    expect(runFind(request)).toEqual({ ok: true, matches, capped: false });
  });

  it("replaces with groups: (\\w+)@ → $1 at", () => {
    const result = runFind({ text: "mail ann@example.com or bob@example.org", find: "(\\w+)@", replace: "$1 at ", regex: true, caseSensitive: true });
    expect(result).toMatchObject({ ok: true, replaced: "mail ann at example.com or bob at example.org", count: 2 });
  });

  it("replaces plain text literally, $ included", () => {
    expect(runFind({ text: "a.b.c", find: ".", replace: "$&", regex: false, caseSensitive: true })).toMatchObject({ replaced: "a$&b$&c", count: 2 });
  });

  it("empty search finds nothing", () => {
    expect(runFind({ text: "abc", find: "", regex: true, caseSensitive: true })).toEqual({ ok: true, matches: [], capped: false });
  });

  it("says what is wrong with an invalid pattern", () => {
    const result = runFind({ text: "x", find: "(a", regex: true, caseSensitive: true });
    expect(result.ok ? "" : result.error).toBe(
      "That regular expression is not valid (unterminated group), so nothing was searched or replaced. Fix it, or untick “Regular expression” to search for the text as typed.",
    );
    const replacing = runFind({ text: "x", find: "a{2,1}", replace: "b", regex: true, caseSensitive: true });
    expect(replacing.ok ? "" : replacing.error).toMatch(/^That regular expression is not valid \(numbers out of order in \{\} quantifier\)/);
  });
});
