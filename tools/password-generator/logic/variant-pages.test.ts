import { describe, expect, it } from "vitest";
import module from "../index";
import { VARIANT_PAGES, variantPage, variantPagePath } from "./variant-pages";

describe("password generator long-tail pages", () => {
  it("are the three of the brief (passphrase, PIN, 16-character), each with its own slug, H1, title and description", () => {
    expect(VARIANT_PAGES.map((p) => p.slug)).toEqual(["passphrase", "pin", "16-character"]);
    for (const key of ["slug", "heading", "title", "description"] as const) {
      expect(new Set(VARIANT_PAGES.map((p) => p[key])).size, key).toBe(VARIANT_PAGES.length);
    }
    expect(VARIANT_PAGES.map((p) => p.preset)).toEqual([{ mode: "passphrase" }, { mode: "pin" }, { mode: "password", length: "16" }]);
    expect(variantPage("extra")).toBeUndefined();
  });

  it("are indexed pages of the tool under its route (sitemap, canonical)", () => {
    expect(module.longTail?.map((p) => [p.slug, p.path, p.indexed])).toEqual(VARIANT_PAGES.map((p) => [p.slug, `/password-generator/${p.slug}`, true]));
    expect(variantPagePath({ slug: "pin" })).toBe("/password-generator/pin");
  });
});
