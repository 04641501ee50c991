import type { Metadata, Viewport } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { RootDocument } from "./root-document";
import { SiteShell } from "@/components/layout/site-shell";
import { tools } from "@/tools/catalogue";
import { fontClassNames } from "./fonts";
import { siteMetadata, siteViewport } from "./site-metadata";
import "./globals.css";

/**
 * URLs that match no route: the 404 page with the site shell, a real 404 status (server.ts logs them). Next renders
 * this file on its own, without the root layout, so it brings the document and the shell itself. It replaces a root
 * not-found.tsx, which Next would put, shell and catalogue included, into the payload of every page as the root's
 * not-found fallback; notFound() inside the site's pages renders app/(site)/not-found.tsx within the site's layout.
 */
export const metadata: Metadata = { ...siteMetadata, title: `Page Not Found | ${siteMetadata.title.default}` };

export const viewport: Viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <RootDocument fontClassNames={fontClassNames}>
      <SiteShell tools={tools}>
        <NotFoundContent />
      </SiteShell>
    </RootDocument>
  );
}
