import type { Metadata, Viewport } from "next";
import { site } from "@/lib/platform/config/site";

/** The metadata every page starts from: the root layout's, and the unmatched-URL page's (which has no layout above it). */
export const siteMetadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  icons: { icon: "/icon.svg" },
} satisfies Metadata;

export const siteViewport: Viewport = {
  themeColor: "#4f46e5",
  width: "device-width",
  initialScale: 1,
};
