import type { MetadataRoute } from "next";
import { site } from "@/lib/platform/config/site";

/**
 * The web app manifest (served at /manifest.webmanifest and linked from every page by Next): what makes the site
 * installable, with public/sw.js (docs/architecture.md "Installable app and offline"). The PNG icons are
 * public/icon.svg rasterised; the maskable one keeps the mark inside the safe zone on the brand colour.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: `${site.name} — free online tools`,
    short_name: site.name,
    description: site.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#4f46e5",
    categories: ["utilities", "productivity"],
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
