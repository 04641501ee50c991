import { describe, expect, it } from "vitest";
import { advance, checkFlags, MAX_LISTED, MAX_TEXT, runRegex } from "./regex";

/**
 * Vectors from the ECMAScript specification (ECMA-262 §22.2, the examples in its notes) and MDN's pages for
 * String.prototype.replace ("Specifying a string as the replacement"), RegExp.prototype.exec and String.prototype.matchAll.
 */

function ok(pattern: string, flags: string, text: string, replacement: string | null = null) {
  const result = runRegex({ pattern, flags, text, replacement });
  if (result.state !== "ok") throw new Error(`${pattern}: ${JSON.stringify(result)}`);
  return result;
}

describe("matches and groups", () => {
  it("ECMA-262 §22.2.2.3 note: /((a)|(ab))((c)|(bc))/ on “abc” gives groups a, a, undefined, bc, undefined, bc", () => {
    const r = ok("((a)|(ab))((c)|(bc))", "", "abc");
    expect(r.matches[0]?.value).toBe("abc");
    expect(r.matches[0]?.groups.map((g) => g.value)).toEqual(["a", "a", undefined, "bc", undefined, "bc"]);
    expect(r.groupCount).toBe(6);
  });

  it("ECMA-262 §22.2.2.5.1 note: /(z)((a+)?(b+)?(c))*/ on “zaacbbbcac” resets groups inside each repeat", () => {
    const r = ok("(z)((a+)?(b+)?(c))*", "", "zaacbbbcac");
    expect(r.matches[0]?.groups.map((g) => g.value)).toEqual(["z", "ac", "a", undefined, "c"]);
  });

  it("ECMA-262 §22.2.2.5.1 note: /a[a-z]{2,4}?/ on “abcdefghi” is the shortest, “abc”; /(aa|aabaac|ba|b|c)*/ on “aabaac” is “aaba”", () => {
    expect(ok("a[a-z]{2,4}?", "", "abcdefghi").matches[0]?.value).toBe("abc");
    expect(ok("(aa|aabaac|ba|b|c)*", "", "aabaac").matches[0]?.value).toBe("aaba");
  });

  it("ECMA-262 §22.2.2.5.1 note: /(a*)b\\1+/ on “baaaac” matches “b” with group 1 empty", () => {
    const r = ok("(a*)b\\1+", "", "baaaac");
    expect(r.matches[0]).toMatchObject({ value: "b", index: 0, groups: [{ number: 1, value: "", start: 0, end: 0 }] });
  });

  it("MDN RegExp.prototype.exec: /quick\\s(?<color>brown).+?(jumps)/dgi — index, groups and their indices", () => {
    const r = ok("quick\\s(?<color>brown).+?(jumps)", "dgi", "The Quick Brown Fox Jumps Over The Lazy Dog");
    expect(r.matches).toEqual([
      {
        index: 4,
        end: 25,
        value: "Quick Brown Fox Jumps",
        groups: [
          { number: 1, value: "Brown", start: 10, end: 15 },
          { number: 2, value: "Jumps", start: 20, end: 25 },
        ],
      },
    ]);
  });

  it("without g only the first match, as exec finds it; with g every one", () => {
    expect(ok("\\d+", "", "a1 b22 c333").matches.map((m) => m.value)).toEqual(["1"]);
    expect(ok("\\d+", "g", "a1 b22 c333")).toMatchObject({ total: 3, matches: [{ value: "1", index: 1 }, { value: "22", index: 4 }, { value: "333", index: 8 }] });
  });

  it("sticky: y alone matches only at 0; gy takes matches one right after another", () => {
    expect(ok("a", "y", "ba").total).toBe(0);
    expect(ok("a", "gy", "aaba").matches.map((m) => m.index)).toEqual([0, 1]);
  });

  it("empty matches never loop: MDN matchAll-style advance, one code unit, or a whole code point with u or v", () => {
    expect(ok("x*", "g", "abc").matches.map((m) => [m.index, m.value])).toEqual([
      [0, ""],
      [1, ""],
      [2, ""],
      [3, ""],
    ]);
    expect(ok("", "g", "😀").total).toBe(3);
    expect(ok("", "gu", "😀").total).toBe(2);
    expect(ok("", "gv", "😀").total).toBe(2);
    expect(ok("^", "gm", "one\ntwo\nthree").matches.map((m) => m.index)).toEqual([0, 4, 8]);
    expect(advance("😀", 0, true)).toBe(2);
    expect(advance("😀", 0, false)).toBe(1);
  });

  it("counts every match, lists the first 1,000", () => {
    const r = ok("a", "g", "a".repeat(MAX_LISTED + 500));
    expect(r.total).toBe(MAX_LISTED + 500);
    expect(r.matches).toHaveLength(MAX_LISTED);
  });

  it("the number of groups is known with no match", () => {
    expect(ok("(a)(?<b>b)(?:c)", "g", "xyz")).toMatchObject({ total: 0, groupCount: 2 });
  });
});

describe("replace: String.prototype.replace's substitutions (MDN)", () => {
  it("$2, $1 swaps: “Maria Cruz” → “Cruz, Maria”", () => {
    expect(ok("(\\w+)\\s(\\w+)", "", "Maria Cruz", "$2, $1").replaced).toBe("Cruz, Maria");
  });

  it("$& $` $' $$ and $<name>", () => {
    expect(ok("b", "", "abc", "[$&]").replaced).toBe("a[b]c");
    expect(ok("b", "", "abc", "[$`]").replaced).toBe("a[a]c");
    expect(ok("b", "", "abc", "[$']").replaced).toBe("a[c]c");
    expect(ok("b", "", "abc", "$$").replaced).toBe("a$c");
    expect(ok("(?<year>\\d{4})-(?<month>\\d{2})", "g", "2026-03 and 2027-11", "$<month>/$<year>").replaced).toBe("03/2026 and 11/2027");
  });

  it("an unmatched group inserts nothing; $3 with two groups stays as written; $01 is group 1", () => {
    expect(ok("(a)|(b)", "g", "ab", "[$2]").replaced).toBe("[][b]");
    expect(ok("(a)(b)", "", "ab", "$3").replaced).toBe("$3");
    expect(ok("(a)(b)", "", "ab", "$01").replaced).toBe("a");
  });

  it("without g only the first match is replaced; empty matches are replaced at each position", () => {
    expect(ok("o", "", "foo", "0").replaced).toBe("f0o");
    expect(ok("x*", "g", "abc", "-").replaced).toBe("-a-b-c-");
  });
});

describe("bad input, each with its own message", () => {
  it("an invalid pattern: the engine's reason, without its prefix", () => {
    const r = runRegex({ pattern: "(", flags: "g", text: "", replacement: null });
    expect(r).toEqual({ state: "error", field: "pattern", error: "This isn't a valid JavaScript regular expression: Unterminated group." });
    expect(runRegex({ pattern: "\\p{Letter", flags: "u", text: "", replacement: null })).toMatchObject({ state: "error", field: "pattern" });
  });

  it("flags: unknown, twice, u with v", () => {
    expect(checkFlags("gx")).toBe("“x” is not a JavaScript regex flag: the flags are g i m s u v y d.");
    expect(checkFlags("gg")).toBe("The flag g is given twice.");
    expect(checkFlags("uv")).toContain("Use u or v, not both");
    expect(checkFlags("dgimsuy")).toBeNull();
  });

  it("the text's bound is checked before any work", () => {
    const r = runRegex({ pattern: "a", flags: "g", text: "a".repeat(MAX_TEXT + 1), replacement: null });
    expect(r).toEqual({ state: "error", field: "text", error: "That text is 200,001 characters: the tester takes up to 200,000 at a time. Test a part of it." });
  });
});
