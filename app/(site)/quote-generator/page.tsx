import type { Metadata } from "next";
import quoteGenerator from "@/tools/quote-generator";
import { BeforeFaq, QuoteMain, sharedQuote } from "@/tools/quote-generator/page";
import { ToolPageLayout } from "@/tools/page-layout";
import { metadataFor } from "@/tools/page-registry";

/**
 * The Quote Generator's page (tools/quote-generator/; docs/architecture.md "The tool module"). Rendered per request,
 * not prerendered: the quote of the day follows the UTC date, and a share link (?q=<id>) is rendered into the HTML
 * and its link preview.
 */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const truncate = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const base = metadataFor(quoteGenerator.definition.route);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const quote = sharedQuote(first((await searchParams).q));
  if (!quote) return base;
  const title = `“${truncate(quote.text, 70)}” — ${quote.author}`;
  const description = `“${truncate(quote.text, 240)}” — ${quote.author}${quote.source ? `, ${quote.source}` : ""}. Shared from the Quote Generator.`;
  return {
    ...base,
    title,
    description,
    openGraph: { ...base.openGraph, title, description, url: `${quoteGenerator.definition.route}?q=${quote.id}` },
    twitter: { ...base.twitter, title, description },
  };
}

export default async function QuoteGeneratorPage({ searchParams }: Props) {
  const q = first((await searchParams).q);
  function Main() {
    return <QuoteMain q={q} />;
  }
  return <ToolPageLayout module={quoteGenerator} parts={{ Main, BeforeFaq }} />;
}
