import path from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { OG_FONT_FILES } from "@/lib/domain/seo/og-fonts";
import { site } from "@/lib/platform/config/site";
import { ogImagePath } from "@/lib/domain/seo/metadata";
import { ogImageSlug, ogPathFromSlug } from "@/lib/domain/seo/og";
import { allPages, pageSeo } from "@/tools/page-registry";

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

  it("draws every character of every image with a font it ships (no blank boxes, no font fetch at build)", () => {
    const fonts = OG_FONT_FILES.map(({ file, weight }) => ({ weight, font: fontkit.openSync(path.join(process.cwd(), file)) }));
    const missing: string[] = [];
    for (const page of allPages()) {
      const seo = pageSeo(page.path);
      // The heading is bold, the description regular (route.tsx); the site name and tagline are covered by the heading test.
      const texts: [string, number][] = [[seo.ogHeading ?? seo.title, 700], [seo.description, 400], [site.name, 700]];
      for (const [text, weight] of texts) {
        for (const ch of new Set(text)) {
          const cp = ch.codePointAt(0)!;
          if (!fonts.some((f) => f.weight === weight && "hasGlyphForCodePoint" in f.font && f.font.hasGlyphForCodePoint(cp))) {
            missing.push(`${page.path}: ${ch} U+${cp.toString(16)}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
