import { site, absoluteUrl } from "@/lib/platform/config/site";
import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** schema.org builders for the JSON-LD every page embeds (rendered by components/seo/json-ld.tsx). */

export type JsonLdObject = Record<string, unknown>;

export function organizationLd(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: site.url,
    logo: absoluteUrl("/icon.svg"),
    email: site.contactEmail,
  };
}

export function webSiteLd(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: site.url,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.url}/?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function webApplicationLd(tool: Tool, extra: { description?: string; featureList?: readonly string[] } = {}): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: tool.name,
    url: absoluteUrl(tool.route),
    description: extra.description ?? tool.description,
    applicationCategory: "UtilitiesApplication",
    operatingSystem: "Any",
    browserRequirements: "Requires a modern web browser",
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    ...(extra.featureList ? { featureList: extra.featureList } : {}),
    publisher: { "@type": "Organization", name: site.name, url: site.url },
  };
}

export interface Faq {
  question: string;
  answer: string;
}

/** FAQPage from the FAQ that is visible on the page (the same array renders both). */
export function faqPageLd(faqs: readonly Faq[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })),
  };
}

/** Breadcrumbs from Home to the page: pass the trail after Home as [name, path] pairs. */
export function breadcrumbLd(trail: readonly [name: string, path: string][]): JsonLdObject {
  const items: [string, string][] = [["Home", "/"], ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], i) => ({ "@type": "ListItem", position: i + 1, name, item: absoluteUrl(path) })),
  };
}
