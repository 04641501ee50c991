import { describe, expect, it } from "vitest";
import { blockedParts } from "@/lib/engines/safe-words";
import { CATEGORIES, CATEGORY_RATING, LOADERS, SETTINGS, type Category, type Prompt } from "./prompt";
import { MAX_PROMPT_CHARS } from "./custom";

/** Dataset lint: every prompt of every category, as the game loads them (../data/*.ts through LOADERS). */
const all: Record<Category, readonly Prompt[]> = Object.fromEntries(
  await Promise.all(CATEGORIES.map(async (c) => [c, await LOADERS[c]()] as const)),
) as Record<Category, readonly Prompt[]>;
const every = CATEGORIES.flatMap((c) => all[c]);

/** At least this many truths and this many dares in each category. */
const MIN_EACH: Record<Category, number> = { kids: 100, teens: 100, party: 100, couples: 100, adult: 75 };

/** Dares the brief rules out in every category: alcohol, driving, harm, strangers' property. */
const BANNED = /\b(alcohol|beer|wine|vodka|shots?|drunk|tequila|drink(ing)? game|driv(e|ing)|car keys|lighter|knife|fire|burn|cut yourself|slap|punch|neighbou?r'?s|stranger'?s|steal|prank call)\b/i;

describe("truth-or-dare dataset", () => {
  it.each(CATEGORIES)("%s has enough truths and dares", (category) => {
    const prompts = all[category];
    expect(prompts.filter((p) => p.kind === "truth").length).toBeGreaterThanOrEqual(MIN_EACH[category]);
    expect(prompts.filter((p) => p.kind === "dare").length).toBeGreaterThanOrEqual(MIN_EACH[category]);
  });

  it("ids are unique (so no text is there twice, in any category)", () => {
    const ids = every.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const texts = every.map((p) => p.text.toLowerCase());
    const dupes = texts.filter((t, i) => texts.indexOf(t) !== i);
    expect(dupes).toEqual([]);
  });

  it(`every prompt is at most ${MAX_PROMPT_CHARS} characters, trimmed and ends like a sentence`, () => {
    const bad = every.filter((p) => p.text.length > MAX_PROMPT_CHARS || p.text !== p.text.trim() || !/[.?!)]$/.test(p.text));
    expect(bad.map((p) => p.text)).toEqual([]);
  });

  it("every prompt is tagged: its category's rating, at least one known setting, props as a list", () => {
    for (const p of every) {
      expect(p.rating).toBe(CATEGORY_RATING[p.category]);
      expect(p.settings.length).toBeGreaterThan(0);
      for (const s of p.settings) expect(SETTINGS).toContain(s);
      expect(new Set(p.settings).size).toBe(p.settings.length);
      expect(Array.isArray(p.props)).toBe(true);
    }
  });

  it("text-chat dares can be done by typing: none needs a room or a camera", () => {
    const online = every.filter((p) => p.kind === "dare" && p.settings.includes("online"));
    expect(online.length).toBeGreaterThan(60);
    const physical = /\b(walk|crawl|hop|spin|dance|cartwheel|hug|massage|kiss on|sit on|sit in|lap|hold hands|across the room|handstand|plank|push-ups|squats|slow dance)\b/i;
    expect(online.filter((p) => physical.test(p.text)).map((p) => p.text)).toEqual([]);
  });

  it("{player} is the only placeholder", () => {
    for (const p of every) expect(p.text.replace(/\{player\}/g, "")).not.toMatch(/[{}]/);
  });

  it("is clean by the obscenity filter outside 18+", () => {
    const dirty = CATEGORIES.filter((c) => c !== "adult")
      .flatMap((c) => all[c])
      .map((p) => [p.text, blockedParts(p.text)] as const)
      .filter(([, parts]) => parts.length);
    expect(dirty).toEqual([]);
  });

  it("has no dares about alcohol, driving, harm or strangers' property", () => {
    expect(every.filter((p) => BANNED.test(p.text)).map((p) => p.text)).toEqual([]);
  });

  it("18+ dares that involve another player ask for their yes", () => {
    const touching = /\b(kiss|massage|hand|hug|lap|hair|back|cheek|feed)\b/i;
    const needYes = all.adult.filter((p) => p.kind === "dare" && p.settings.length === 1 && p.settings[0] === "in-person" && p.text.includes("{player}") && touching.test(p.text));
    expect(needYes.filter((p) => !/if they (agree|say yes|want)/.test(p.text)).map((p) => p.text)).toEqual([]);
  });
});
