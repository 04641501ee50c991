import { describe, expect, it } from "vitest";
import { readTemplateName, readUtmTemplate, templateNameKey, UTM_TEMPLATE_MESSAGES, UTM_TEMPLATE_NAME_MAX } from "@/tools/url-shortener/logic/utm-templates";
import { UTM_MESSAGES } from "@/tools/url-shortener/logic/utm";

describe("readTemplateName", () => {
  it.each([
    ["  Spring \t newsletter\n", { ok: true, name: "Spring newsletter", key: "spring newsletter" }],
    ["ＡＤＳ", { ok: true, name: "ＡＤＳ", key: "ads" }],
    ["", { ok: false, message: UTM_TEMPLATE_MESSAGES.emptyName }],
    ["   ", { ok: false, message: UTM_TEMPLATE_MESSAGES.emptyName }],
    ["bell\u0007", { ok: false, message: UTM_TEMPLATE_MESSAGES.control }],
    ["a".repeat(UTM_TEMPLATE_NAME_MAX + 1), { ok: false, message: UTM_TEMPLATE_MESSAGES.longName }],
    ["😀".repeat(UTM_TEMPLATE_NAME_MAX), { ok: true, name: "😀".repeat(UTM_TEMPLATE_NAME_MAX), key: "😀".repeat(UTM_TEMPLATE_NAME_MAX) }],
  ])("%j", (raw, expected) => {
    expect(readTemplateName(raw)).toEqual(expected);
  });

  it("folds case and width into one key", () => {
    expect(templateNameKey("Newsletter")).toBe(templateNameKey("ＮＥＷＳＬＥＴＴＥＲ"));
  });
});

describe("readUtmTemplate", () => {
  it("keeps the parameters given, trimmed, and leaves empty ones out", () => {
    expect(readUtmTemplate({ name: "Ads", source: " google ", medium: "cpc", campaign: "", term: null })).toEqual({
      ok: true,
      name: "Ads",
      key: "ads",
      utm: { source: "google", medium: "cpc" },
    });
  });

  it("names the field of the first problem", () => {
    expect(readUtmTemplate({ name: "", source: "x" })).toEqual({ ok: false, field: "name", message: UTM_TEMPLATE_MESSAGES.emptyName });
    expect(readUtmTemplate({ name: "Empty", source: " " })).toEqual({ ok: false, field: "utm", message: UTM_TEMPLATE_MESSAGES.emptyUtm });
    expect(readUtmTemplate({ name: "Long", content: "c".repeat(201) })).toEqual({ ok: false, field: "utm", message: UTM_MESSAGES.tooLong("content") });
  });
});
