import { BarChart3, Globe, KeyRound, Search } from "lucide-react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { Container } from "@/components/ui/page-header";
import { formatWait, RateLimitedError } from "@/lib/platform/errors";
import { clientIp } from "@/lib/platform/http/request";
import { publicStatsPagePath } from "@/tools/url-shortener/redirect/hosts";
import { DEFAULT_RANGE, RANGE_LABEL, rangeParamSchema, type AnalyticsRange, type Dimension } from "@/tools/url-shortener/server/analytics";
import { consumePublicStatsRequest, getPublicStats, statsDomainSchema } from "@/tools/url-shortener/server/public-stats";
import { RangePicker, Stat } from "@/tools/url-shortener/ui/analytics-parts";
import { Breakdown } from "@/tools/url-shortener/ui/breakdown";
import { ClickChart } from "@/tools/url-shortener/ui/click-chart";
import { displayUrl, formatCount } from "@/tools/url-shortener/ui/format";
import { formatUtcDay } from "@/lib/engines/time/utc-dates";

/**
 * A short link's public stats (`/s/{code}+/stats`; a custom domain's `/{code}+/stats` redirects here with `?domain=`),
 * shown when its owner turned them on (docs/product.md, "Public link stats"): the totals, clicks against scans, and the
 * chart and breakdowns the owner's plan shows, read-only. Never the owner, the destination or the targeting. Rate
 * limited per address; never indexed.
 */

export const metadata: Metadata = {
  title: "Public link stats",
  description: "Clicks and QR-code scans of a short link whose owner made its stats public.",
  robots: { index: false, follow: false },
};

const DIMENSIONS: Dimension[] = ["referrers", "countries", "devices", "browsers", "os"];

const STATE_BADGE = { expired: "Expired", disabled: "Disabled by its owner" } as const;

export default async function PublicStatsPage({
  params,
  searchParams,
}: {
  params: Promise<{ code: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ code: param }, query] = await Promise.all([params, searchParams]);
  // The segment as the address has it: the framework may hand it on still percent-encoded ("%2B" for the "+"); a code
  // has no "%", so decoding it again changes nothing else.
  const segment = decodedSegment(param);
  // `/s/{code}+/stats`: the "+" marks a page about the link, as the inspector's `/s/{code}+` (a code never has one).
  if (segment === null || !segment.endsWith("+")) notFound();
  const code = segment.slice(0, -1);
  const domain = statsDomainSchema.parse(typeof query.domain === "string" ? query.domain : "");
  const range = rangeParamSchema.parse(query.range);

  try {
    await consumePublicStatsRequest(clientIp(await headers()));
  } catch (error) {
    if (error instanceof RateLimitedError) return <TooManyRequests wait={formatWait(error.retryAfterSeconds)} />;
    throw error;
  }
  const stats = await getPublicStats(domain, code, range);
  if (!stats) notFound();

  const { totals, today, series, breakdowns } = stats;
  const inRange = series?.points.reduce((sum, p) => sum + p.clicks, 0) ?? null;
  const rangeText = RANGE_LABEL[range].toLowerCase();
  const hrefOf = (choice: AnalyticsRange) => publicStatsPagePath(domain, code, "", choice === DEFAULT_RANGE ? null : choice);

  return (
    <Container className="py-8 sm:py-12">
      <header className="min-w-0">
        <p className="flex items-center gap-1.5 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <BarChart3 className="size-4" aria-hidden="true" />
          Public link stats
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink [overflow-wrap:anywhere] sm:text-3xl" data-testid="public-stats-link">
          {displayUrl(stats.shortUrl)}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
          <span>Created {formatUtcDay(stats.createdAt)}</span>
          {stats.domain ? (
            <Badge variant="brand">
              <Globe className="size-3" aria-hidden="true" />
              Custom domain
            </Badge>
          ) : null}
          {stats.state !== "active" ? <Badge variant="warning">{STATE_BADGE[stats.state]}</Badge> : null}
          {stats.protected ? (
            <Badge variant="brand">
              <KeyRound className="size-3" aria-hidden="true" />
              Password-protected
            </Badge>
          ) : null}
        </div>
        <p className="mt-3 max-w-2xl text-sm text-muted">
          The owner of this short link shares how often people open it. Bots and link previews are left out of the numbers, which are
          at most a minute old.{" "}
          <a href={`${stats.shortUrl}+`} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
            <Search className="size-3.5" aria-hidden="true" />
            {stats.protected ? "Inspect the link" : "See where it leads"}
          </a>
        </p>
      </header>

      {series ? (
        <div className="mt-8">
          <RangePicker current={range} hrefOf={hrefOf} />
        </div>
      ) : null}

      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-3">
        <Stat label="Clicks and scans" value={formatCount(totals.human)} hint="All time" testId="total-clicks" />
        <Stat label="Clicks" value={formatCount(totals.human - totals.humanScans)} hint="On the short link" testId="link-clicks" />
        <Stat label="Scans" value={formatCount(totals.humanScans)} hint="Of its QR code" testId="scans" />
        {inRange !== null ? <Stat label={range === "all" ? "Clicks and scans, all time" : `Clicks and scans in the ${rangeText}`} value={formatCount(inRange)} testId="range-clicks" /> : null}
        {today !== null ? <Stat label="Clicks and scans today (UTC)" value={formatCount(today)} testId="today-clicks" /> : null}
      </dl>

      {series ? (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle as="h2">Clicks and scans over time</CardTitle>
            <CardDescription>
              Human clicks and scans per {series.unit}, {range === "all" ? `since ${series.points[0] ? formatUtcDay(series.points[0].start) : "the start"}` : rangeText} (UTC)
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ClickChart series={series} caption={`Clicks and scans per ${series.unit}, ${rangeText}`} />
          </CardContent>
        </Card>
      ) : null}

      {breakdowns ? (
        <section aria-labelledby="breakdowns-heading" className="mt-8">
          <h2 id="breakdowns-heading" className="text-xl font-semibold text-ink">
            Where the clicks and scans come from
          </h2>
          <p className="mb-4 text-sm text-muted">
            Human clicks and scans, {range === "all" ? "all time" : rangeText}: {formatCount(inRange ?? 0)}.
          </p>
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {DIMENSIONS.map((dimension) => (
              <Breakdown key={dimension} dimension={dimension} buckets={breakdowns[dimension]} total={inRange ?? totals.human} trigger={null} />
            ))}
          </div>
        </section>
      ) : null}

      <div className="mt-10 flex flex-col gap-3 rounded-xl border border-line bg-surface p-5 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-muted">Short links with click and scan stats, QR codes and UTM parameters: free with an account.</p>
        <Button asChild variant="secondary" className="shrink-0">
          <Link href="/urlshortener">Create a short link</Link>
        </Button>
      </div>
    </Container>
  );
}

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function TooManyRequests({ wait }: { wait: string }) {
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Too many requests</h1>
      <p className="mt-2 text-muted" role="alert">
        This address has opened link stats very often in the last minute. Try again in {wait}.
      </p>
    </Container>
  );
}
