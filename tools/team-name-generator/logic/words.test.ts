import { describe, expect, it } from "vitest";
import { blockedParts } from "@/lib/engines/safe-words";
import { ADJECTIVES, COLOURS, MASCOTS, TEMPLATES, THEME_NOUNS, THEMES } from "./words";

/** Words we never want in a kid- or work-safe team name, though the obscenity dataset lets them through. */
const UNFRIENDLY = /\b(kill|killers?|murder|dead|death|blood|bloody|drunk|beer|booze|stupid|dumb|idiots?|losers?|ugly|fat|hate|sexy|hooters|psycho|savage|slayers?|assassins?|butchers?|gang(sters?)?)\b/i;

const allWords = [...ADJECTIVES, ...COLOURS, ...MASCOTS, ...THEMES.flatMap((t) => THEME_NOUNS[t]), ...THEMES.flatMap((t) => TEMPLATES[t])];

describe("team name word lists", () => {
  it("every word and template passes the obscenity filter", () => {
    expect(allWords.filter((w) => blockedParts(w).length)).toEqual([]);
  });

  it("nothing unfriendly (the kid- and work-safe filter)", () => {
    expect(allWords.filter((w) => UNFRIENDLY.test(w))).toEqual([]);
  });

  it("lists have no duplicates and every template uses only known slots", () => {
    for (const list of [ADJECTIVES, COLOURS, MASCOTS, ...THEMES.map((t) => THEME_NOUNS[t]), ...THEMES.map((t) => TEMPLATES[t])]) {
      expect(new Set(list).size).toBe(list.length);
    }
    for (const t of THEMES.flatMap((th) => TEMPLATES[th])) expect(t.replace(/\{[AKCNT]\}/g, "")).not.toMatch(/[{}]/);
  });

  it("each theme has templates with and without the keyword", () => {
    for (const theme of THEMES) {
      expect(TEMPLATES[theme].filter((t) => t.includes("{K}")).length).toBeGreaterThanOrEqual(10);
      expect(TEMPLATES[theme].filter((t) => !t.includes("{K}")).length).toBeGreaterThanOrEqual(10);
    }
  });
});
