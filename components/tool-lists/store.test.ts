import { describe, expect, it } from "vitest";
import { EMPTY_TOOL_LISTS } from "@/lib/domain/tool-lists/lists";
import { parseToolLists } from "@/lib/domain/tool-lists/schema";
import { TOOL_LISTS_KEY, readToolLists } from "./store";

/** A localStorage stand-in holding `value` under the lists' key. */
function storage(value: string | null) {
  const items = new Map<string, string>(value === null ? [] : [[TOOL_LISTS_KEY, value]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("reading this browser's tool lists", () => {
  it("reads valid lists as stored", () => {
    const lists = { favourites: ["json-formatter"], recent: [{ id: "qr-generator", at: 1_800_000_000_000 }] };
    const s = storage(JSON.stringify(lists));
    expect(readToolLists(s, parseToolLists)).toEqual(lists);
    expect(s.items.has(TOOL_LISTS_KEY)).toBe(true);
  });

  it("starts empty when nothing is stored", () => {
    expect(readToolLists(storage(null), parseToolLists)).toEqual(EMPTY_TOOL_LISTS);
  });

  it("drops a corrupted value instead of failing: not JSON, cut short, the wrong shape, hostile ids", () => {
    for (const raw of [
      "not json",
      '{"favourites":["json-formatter"],"recent":[',
      '"json-formatter"',
      "null",
      '{"favourites":{"0":"x"},"recent":[]}',
      '{"favourites":["../../admin"],"recent":[]}',
      '{"favourites":[],"recent":[{"id":"qr-generator","at":"yesterday"}]}',
      "",
    ]) {
      const s = storage(raw);
      expect(readToolLists(s, parseToolLists), raw).toEqual(EMPTY_TOOL_LISTS);
      expect(s.items.has(TOOL_LISTS_KEY), raw).toBe(false);
    }
  });
});
