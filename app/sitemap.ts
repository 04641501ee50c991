import type { MetadataRoute } from "next";
import { indexedPages } from "@/tools/page-registry";
import { absoluteUrl } from "@/lib/platform/config/site";

/** Exactly the indexed pages of the SEO registry. */
export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPages().map((page) => ({
    url: absoluteUrl(page.path),
    changeFrequency: page.path === "/" ? "weekly" : "monthly",
    priority: page.path === "/" ? 1 : 0.7,
  }));
}
