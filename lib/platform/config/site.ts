import { publicEnv } from "@/lib/platform/config/env.public";
import { SITE_NAME } from "@/lib/platform/config/site-name";

/** The product's identity, defined once. */
export const site = {
  name: SITE_NAME,
  tagline: "Free Online Tools to Simplify Everyday Tasks",
  description:
    "Utilify is a collection of fast, free online tools: a QR code generator, a URL shortener with analytics, an exact area unit converter and more, with no sign-up required.",
  /** Public origin used for canonical URLs, sitemaps and absolute links. */
  url: publicEnv.siteUrl,
  contactEmail: publicEnv.contactEmail,
  responseTime: "24-48 hours on business days",
  legalUpdated: "January 2025",
  minimumAge: 13,
} as const;

export function absoluteUrl(path = "/"): string {
  return `${site.url}${path.startsWith("/") ? path : `/${path}`}`;
}
