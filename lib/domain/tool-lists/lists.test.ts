import { describe, expect, it } from "vitest";
import { MAX_FAVOURITE_TOOLS, MAX_RECENT_TOOLS, boundRecent, mergeToolLists, withFavourite, withUse, type ToolLists } from "./lists";
import { toolListsSchema } from "./schema";

const empty: ToolLists = { favourites: [], recent: [] };

describe("favourites", () => {
  it("adds a star at the end, once, and removes it", () => {
    let lists = withFavourite(empty, "bmi-calculator", true);
    lists = withFavourite(lists, "qr-generator", true);
    lists = withFavourite(lists, "bmi-calculator", true);
    expect(lists.favourites).toEqual(["qr-generator", "bmi-calculator"]);
    expect(withFavourite(lists, "qr-generator", false).favourites).toEqual(["bmi-calculator"]);
    expect(withFavourite(lists, "not-starred", false).favourites).toEqual(["qr-generator", "bmi-calculator"]);
  });

  it("stays within its bound", () => {
    let lists = empty;
    for (let i = 0; i <= MAX_FAVOURITE_TOOLS + 5; i++) lists = withFavourite(lists, `tool-${i}`, true);
    expect(lists.favourites).toHaveLength(MAX_FAVOURITE_TOOLS);
    expect(lists.favourites.at(-1)).toBe(`tool-${MAX_FAVOURITE_TOOLS + 5}`);
  });
});

describe("recent tools", () => {
  it("puts the latest use first, each tool once, and keeps the last eight", () => {
    let lists = empty;
    for (let i = 0; i < 10; i++) lists = withUse(lists, `tool-${i}`, 1000 + i);
    lists = withUse(lists, "tool-3", 2000);
    expect(lists.recent).toHaveLength(MAX_RECENT_TOOLS);
    expect(lists.recent.map((r) => r.id)).toEqual(["tool-3", "tool-9", "tool-8", "tool-7", "tool-6", "tool-5", "tool-4", "tool-2"]);
  });

  it("keeps a tool's latest use when an older one arrives later", () => {
    expect(boundRecent([{ id: "a", at: 5 }, { id: "a", at: 9 }, { id: "b", at: 7 }])).toEqual([
      { id: "a", at: 9 },
      { id: "b", at: 7 },
    ]);
  });
});

describe("merging a browser's lists with an account's", () => {
  it("keeps every favourite of both, the first's order first", () => {
    const merged = mergeToolLists({ favourites: ["a", "b"], recent: [] }, { favourites: ["c", "a"], recent: [] });
    expect(merged.favourites).toEqual(["a", "b", "c"]);
  });

  it("interleaves recent uses by time, each tool once at its latest, at most eight", () => {
    const account = { favourites: [], recent: [1, 3, 5, 7, 9].map((n) => ({ id: `t${n}`, at: n })) };
    const browser = { favourites: [], recent: [...[2, 4, 6, 8, 10].map((n) => ({ id: `t${n}`, at: n })), { id: "t1", at: 11 }] };
    expect(mergeToolLists(account, browser).recent.map((r) => r.id)).toEqual(["t1", "t10", "t9", "t8", "t7", "t6", "t5", "t4"]);
  });
});

describe("the stored shape", () => {
  it("accepts valid lists and refuses anything else", () => {
    expect(toolListsSchema.safeParse({ favourites: ["qr-generator"], recent: [{ id: "bmi-calculator", at: 1 }] }).success).toBe(true);
    for (const bad of [
      null,
      [],
      { favourites: "qr-generator", recent: [] },
      { favourites: ["QR Generator"], recent: [] },
      { favourites: ["<script>"], recent: [] },
      { favourites: [], recent: [{ id: "a", at: -1 }] },
      { favourites: [], recent: [{ id: "a", at: 1.5 }] },
      { favourites: [], recent: Array.from({ length: MAX_RECENT_TOOLS + 1 }, (_, i) => ({ id: `t${i}`, at: i })) },
      { favourites: [] },
    ]) {
      expect(toolListsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
