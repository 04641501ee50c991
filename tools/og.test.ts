import { describe, expect, it } from "vitest";
import { ogImagePath } from "@/lib/seo/metadata";
import { ogImageSlug, ogPathFromSlug } from "@/lib/seo/og";
import { allPages } from "@/tools/pages";

describe("Open Graph image routes", () => {
  it("maps / to /og/home and other pages to /og{path}", () => {
    expect(ogImageSlug("/")).toEqual(["home"]);
    expect(ogImageSlug("/pricing")).toEqual(["pricing"]);
    expect(ogPathFromSlug(["home"])).toBe("/");
    expect(ogPathFromSlug(["privacy-policy"])).toBe("/privacy-policy");
  });

  it("round-trips every registered page and agrees with the URLs in the metadata", () => {
    for (const page of allPages()) {
      const slug = ogImageSlug(page.path);
      expect(ogPathFromSlug(slug)).toBe(page.path);
      expect(`/og/${slug.join("/")}`).toBe(ogImagePath(page.path));
    }
  });
});
