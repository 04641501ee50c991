import type { Metadata } from "next";
import { site } from "@/lib/platform/config/site";
import type { PageSeo } from "@/lib/domain/seo/site-pages";

/** The Open Graph image of a page: prerendered by app/og/[...slug]/route.tsx. */
export function ogImagePath(path: string): string {
  return path === "/" ? "/og/home" : `/og${path}`;
}

/** Full metadata of a page: title, description, keywords, canonical, Open Graph, Twitter, robots. */
export function buildMetadata(page: PageSeo): Metadata {
  const { path } = page;
  const image = { url: ogImagePath(path), width: 1200, height: 630, alt: page.ogHeading ?? page.title };
  const fullTitle = path === "/" ? page.title : `${page.title} | ${site.name}`;
  return {
    title: path === "/" ? { absolute: page.title } : page.title,
    description: page.description,
    keywords: page.keywords.length ? page.keywords : undefined,
    alternates: { canonical: path },
    robots: page.indexed ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      type: "website",
      siteName: site.name,
      title: fullTitle,
      description: page.description,
      url: path,
      images: [image],
      locale: "en_US",
    },
    twitter: { card: "summary_large_image", title: fullTitle, description: page.description, images: [image.url] },
  };
}
