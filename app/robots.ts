import type { MetadataRoute } from "next";
import { absoluteUrl, site } from "@/lib/platform/config/site";

const ROBOTS_DISALLOW = ["/api/", "/account", "/s/"];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ROBOTS_DISALLOW }],
    sitemap: absoluteUrl("/sitemap.xml"),
    host: site.url,
  };
}
