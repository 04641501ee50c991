import { describe, expect, it } from "vitest";
import { defaultTagColor, LINK_TAGS_MAX, readTagName, readTagNames, splitTagText, tagKey, TAG_COLORS, TAG_MESSAGES } from "@/tools/url-shortener/logic/tags";

describe("tag names", () => {
  it.each([
    ["  spring  sale ", "spring sale"],
    ["tab\tand\nline", "tab and line"],
    ["Café", "Café"],
    ["日本語", "日本語"],
    ["x".repeat(24), "x".repeat(24)],
    ["😀".repeat(24), "😀".repeat(24)],
  ])("reads %j as %j", (raw, name) => {
    expect(readTagName(raw)).toEqual({ ok: true, name, key: tagKey(name) });
  });

  it.each([
    ["", TAG_MESSAGES.empty],
    [" \t ", TAG_MESSAGES.empty],
    ["x".repeat(25), TAG_MESSAGES.tooLong],
    ["😀".repeat(25), TAG_MESSAGES.tooLong],
    ["a,b", TAG_MESSAGES.comma],
    ["nul\u0000", TAG_MESSAGES.control],
    ["esc\u001b[31m", TAG_MESSAGES.control],
  ])("refuses %j", (raw, message) => {
    expect(readTagName(raw)).toEqual({ ok: false, message });
  });

  it("treats case, composed and compatibility forms of a name as one tag", () => {
    expect(tagKey("PROMO")).toBe(tagKey("promo"));
    expect(tagKey("ｐｒｏｍｏ")).toBe(tagKey("promo"));
    // "é" typed as one character or as e + combining accent.
    expect(readTagName("Cafe\u0301")).toMatchObject({ ok: true, name: "Café", key: tagKey("café") });
  });

  it("lists names once each (the first spelling wins), at most LINK_TAGS_MAX", () => {
    expect(readTagNames(["Promo", "promo", "Blog"])).toEqual({ ok: true, names: [{ name: "Promo", key: "promo" }, { name: "Blog", key: "blog" }] });
    expect(readTagNames(Array.from({ length: LINK_TAGS_MAX }, (_, i) => `t${i}`)).ok).toBe(true);
    expect(readTagNames(Array.from({ length: LINK_TAGS_MAX + 1 }, (_, i) => `t${i}`))).toEqual({ ok: false, message: TAG_MESSAGES.tooManyOnLink });
    // Repeats do not count towards the limit.
    expect(readTagNames([...Array.from({ length: LINK_TAGS_MAX }, (_, i) => `t${i}`), "T0"]).ok).toBe(true);
  });

  it("splits the forms' comma-separated text, empty pieces being nothing", () => {
    expect(splitTagText("a, b,,c ,")).toEqual(["a", " b", "c "]);
    expect(splitTagText(" , ")).toEqual([]);
  });

  it("gives a new tag a colour of the palette, the same for the same name", () => {
    expect(TAG_COLORS).toContain(defaultTagColor("promo"));
    expect(defaultTagColor("promo")).toBe(defaultTagColor(tagKey("PROMO")));
    expect(new Set(["a", "b", "c", "d", "e", "f", "g", "h"].map(defaultTagColor)).size).toBeGreaterThan(3);
  });
});
