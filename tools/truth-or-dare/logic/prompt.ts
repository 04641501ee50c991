/**
 * The shape of a Truth or Dare prompt and the helpers the data files (../data/*.ts) write them with. Every prompt
 * carries its category, a rating (the youngest group it suits), the settings it works in, and the props it needs.
 */

export const CATEGORIES = ["kids", "teens", "party", "couples", "adult"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  kids: "Kids",
  teens: "Teens",
  party: "Party",
  couples: "Couples",
  adult: "18+",
};

/** Ratings, youngest first: "all" is for everyone, then 12+, 16+ and 18+. */
export const RATINGS = ["all", "12+", "16+", "18+"] as const;
export type Rating = (typeof RATINGS)[number];

/** The rating of each category's prompts: a deck only ever holds prompts of its own category, so of its rating. */
export const CATEGORY_RATING: Record<Category, Rating> = {
  kids: "all",
  teens: "12+",
  party: "16+",
  couples: "16+",
  adult: "18+",
};

/** Where a prompt works: in the same room, on a video call, or in a text or voice chat. */
export const SETTINGS = ["in-person", "video", "online"] as const;
export type Setting = (typeof SETTINGS)[number];

export const SETTING_LABELS: Record<Setting, string> = {
  "in-person": "In person",
  video: "Video call",
  online: "Text chat",
};

export type Kind = "truth" | "dare";

export interface Prompt {
  /** Stable: the category, the kind and a hash of the text (so a duplicate text is a duplicate id). */
  id: string;
  kind: Kind;
  category: Category;
  rating: Rating;
  text: string;
  settings: readonly Setting[];
  /** Things the players need to hand ("a spoon"); empty when none. */
  props: readonly string[];
  /** A prompt the players wrote on this device. */
  custom?: boolean;
}

/** A prompt as written in a data file, before its category is known. */
export interface PromptSeed {
  kind: Kind;
  text: string;
  settings: readonly Setting[];
  props: readonly string[];
}

const CODES: Record<string, Setting> = { i: "in-person", v: "video", o: "online" };

/** "ivo" → in person, video, online. */
function settingsOf(codes: string): Setting[] {
  const out: Setting[] = [];
  for (const c of codes) {
    const s = CODES[c];
    if (!s) throw new Error(`Unknown setting code ${c}`);
    out.push(s);
  }
  return out;
}

/** A truth: a question works wherever people can talk, unless `where` says otherwise. */
export function truth(text: string, where = "ivo", props: readonly string[] = []): PromptSeed {
  return { kind: "truth", text, settings: settingsOf(where), props };
}

/** A dare: `where` lists the settings it works in (i in person, v video, o text chat); `props` what it needs. */
export function dare(text: string, where: string, props: readonly string[] = []): PromptSeed {
  return { kind: "dare", text, settings: settingsOf(where), props };
}

/** FNV-1a, 32 bits, in base 36: a short stable id from the text. */
export function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

export function withCategory(category: Category, seeds: readonly PromptSeed[]): Prompt[] {
  return seeds.map((s) => ({
    ...s,
    id: `${category}-${s.kind[0]}-${textHash(s.text)}`,
    category,
    rating: CATEGORY_RATING[category],
  }));
}

/** Each category's prompts, imported the first time that category is played (never with the page). */
export const LOADERS: Record<Category, () => Promise<readonly Prompt[]>> = {
  kids: () => import("../data/kids").then((m) => withCategory("kids", m.prompts)),
  teens: () => import("../data/teens").then((m) => withCategory("teens", m.prompts)),
  party: () => import("../data/party").then((m) => withCategory("party", m.prompts)),
  couples: () => import("../data/couples").then((m) => withCategory("couples", m.prompts)),
  adult: () => import("../data/adult").then((m) => withCategory("adult", m.prompts)),
};
