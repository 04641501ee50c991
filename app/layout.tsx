import type { Metadata, Viewport } from "next";
import { RootDocument } from "./root-document";
import { fontClassNames } from "./fonts";
import { siteMetadata, siteViewport } from "./site-metadata";
import "./globals.css";

export const metadata: Metadata = siteMetadata;

export const viewport: Viewport = siteViewport;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument fontClassNames={fontClassNames}>{children}</RootDocument>;
}
