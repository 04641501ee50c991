import quotesJson from "./data/quotes.json";
import type { Quote } from "./logic/dataset";
import { findQuote, quoteOfTheDay, utcDateKey } from "./logic/quotes";
import { DataCredit } from "./sections/data-credit";
import { QuoteGeneratorTool } from "./ui/quote-generator";

/**
 * The Quote Generator page's server-rendered parts (tools/types.ts ToolPageParts). The page is rendered per request
 * (app/(site)/quote-generator/page.tsx): the quote of the day follows the UTC date, and a share link (?q=<id>) puts its
 * quote in the HTML and the link preview. Only the quote shown goes to the browser with the page; the list is fetched
 * when the tool is used.
 */
const quotes = quotesJson as Quote[];

/** The quote a share link names, if the id is one of ours. */
export function sharedQuote(id: string | undefined): Quote | undefined {
  return findQuote(quotes, id);
}

/** The tool, opening on the shared quote of `q` or on the quote of the day. */
export function QuoteMain({ q }: { q?: string }) {
  const now = new Date();
  const today = quoteOfTheDay(quotes, now);
  const shared = findQuote(quotes, q);
  return <QuoteGeneratorTool initial={shared ?? today} today={today} dateKey={utcDateKey(now)} missingId={q && !shared ? q : undefined} />;
}

export function Main() {
  return <QuoteMain />;
}

export function BeforeFaq() {
  return <DataCredit count={quotes.length} />;
}
