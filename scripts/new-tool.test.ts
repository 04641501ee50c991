import { describe, expect, it } from "vitest";
import { checkIcon, keywordList, keywordsFromName } from "./new-tool";

describe("new-tool keywords", () => {
  it.each([
    ["word count, tally", ["word count", "tally"]],
    ["  Word   Count ,TALLY,, tally , ", ["word count", "tally"]],
    ["one", ["one"]],
    [" , ,", []],
  ])("--keywords %j", (flag, expected) => {
    expect(keywordList(flag)).toEqual(expected);
  });

  it.each([
    ["Word Tally", ["word tally", "word", "tally"]],
    ["Truth or Dare", ["truth or dare", "truth", "dare"]],
    ["JSON-to-CSV Converter", ["json-to-csv converter", "json", "csv", "converter"]],
    ["Zufallszahl  Würfel", ["zufallszahl würfel", "zufallszahl", "würfel"]],
    ["Calculator", ["calculator"]],
    ["Of The", ["of the"]],
  ])("from the name %j", (name, expected) => {
    expect(keywordsFromName(name)).toEqual(expected);
  });
});

describe("new-tool icon", () => {
  it("takes an icon components/icons.tsx maps", () => {
    expect(checkIcon("Wrench")).toEqual({ ok: true });
    expect(checkIcon("Hash")).toEqual({ ok: true });
  });

  it("tells a lucide icon that is not mapped yet from a name that is no icon, and lists the mapped ones", () => {
    const unmapped = checkIcon("Anchor");
    expect(unmapped.ok).toBe(false);
    if (!unmapped.ok) {
      expect(unmapped.message).toMatch(/^--icon Anchor is a lucide icon, but components\/icons\.tsx does not map it\./);
      for (const mapped of ["Calculator", "Code", "Dices"]) expect(unmapped.message).toContain(`${mapped}, `);
    }
    for (const [name, hint] of [["wrench", " (did you mean Wrench?)"], ["NoSuchIcon", ""], ["", ""]] as const) {
      const result = checkIcon(name);
      expect(result.ok, name).toBe(false);
      if (!result.ok) expect(result.message, name).toContain(`--icon ${JSON.stringify(name)} is not a lucide icon name${hint}.`);
    }
  });
});
