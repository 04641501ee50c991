import { ArrowLeft, FileDown, Globe, Lock } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { Breakdown } from "@/components/links/breakdown";
import { ClickChart } from "@/components/links/click-chart";
import { CopyButton } from "@/components/links/copy-button";
import { clicksLabel, displayUrl, formatCount, formatDate } from "@/components/links/format";
import { QrDialog } from "@/components/links/qr-dialog";
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container } from "@/components/ui";
import { UserFacingError } from "@/lib/action-result";
import { existingVisitorId } from "@/lib/actor";
import { getCurrentUser } from "@/lib/auth/session";
import { entitlements } from "@/lib/entitlements";
import { getLinkAnalytics, type Dimension, type LinkAnalytics } from "@/lib/links/analytics";
import type { Owner } from "@/lib/links/view";
import { cheapestPlanWith, UPGRADE_LABEL } from "@/lib/plans";

/** Analytics of one short link, for its owner only (anyone else gets a 404). Never indexed. */

export const metadata: Metadata = {
  title: "Link analytics",
  description: "Clicks, referrers, countries and devices of one of your short links.",
  robots: { index: false, follow: false },
};

const FULL_PLAN = cheapestPlanWith((e) => e.analytics === "full");
const DIMENSIONS: Dimension[] = ["referrers", "countries", "devices", "browsers", "os"];

async function load(id: string): Promise<LinkAnalytics> {
  const user = await getCurrentUser();
  const visitorId = user ? null : await existingVisitorId();
  const owner: Owner | null = user ? { userId: user.id } : visitorId ? { visitorId } : null;
  if (!owner) notFound();
  try {
    return await getLinkAnalytics(owner, id, entitlements(user).analytics);
  } catch (error) {
    if (error instanceof UserFacingError && error.code === "not_found") notFound();
    throw error;
  }
}

export default async function LinkAnalyticsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const data = await load(id);
  const { link, totals, daily, breakdowns, level, deleted } = data;
  const last30 = daily?.reduce((sum, d) => sum + d.clicks, 0) ?? null;

  return (
    <Container className="py-8 sm:py-12">
      <Link href="/urlshortener" className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        URL Shortener
      </Link>

      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Link analytics</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink [overflow-wrap:anywhere] sm:text-3xl">
            {/* Wraps after the domain, never inside the code (unless the code alone is wider than the screen). */}
            {displayUrl(link.shortUrl).slice(0, -link.code.length)}
            <wbr />
            <span data-testid="link-code" className="inline-block max-w-full">
              {link.code}
            </span>
          </h1>
          <p className="mt-1 text-sm break-all text-muted">
            → <a href={link.target} rel="noopener nofollow" className="hover:underline">{link.target}</a>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span>Created {formatDate(link.createdAt)}</span>
            {link.domain ? (
              <Badge variant="brand">
                <Globe className="size-3" aria-hidden="true" />
                Custom domain
              </Badge>
            ) : null}
            {deleted ? <Badge variant="warning">Deleted</Badge> : link.disabled ? <Badge variant="warning">Disabled</Badge> : null}
          </div>
        </div>
        {!deleted ? (
          <div className="flex shrink-0 gap-2">
            <CopyButton value={link.shortUrl} size="md" />
            <QrDialog url={link.shortUrl} code={link.code} size="md" />
          </div>
        ) : null}
      </header>

      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label="Total clicks" value={formatCount(totals.human)} testId="total-clicks" />
        <Stat label="Bot and preview visits" value={formatCount(totals.bot)} hint="Not counted as clicks" />
        {last30 !== null ? <Stat label="Clicks in the last 30 days" value={formatCount(last30)} /> : null}
        {daily ? <Stat label="Clicks today (UTC)" value={formatCount(daily[daily.length - 1].clicks)} /> : null}
      </dl>

      {daily ? (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle as="h2">Clicks over time</CardTitle>
            <CardDescription>Human clicks per day, last 30 days (UTC)</CardDescription>
          </CardHeader>
          <CardContent>
            <ClickChart daily={daily} />
          </CardContent>
        </Card>
      ) : (
        <UpgradeCard
          title="See when your link gets clicked"
          body={`Free links show their total clicks. Paid plans add clicks per day for the last 30 days${level === "totals" ? ", and Premium adds referrers, countries, devices and CSV export" : ""}.`}
          label={UPGRADE_LABEL}
          plan="basic"
        />
      )}

      {breakdowns ? (
        <section aria-labelledby="breakdowns-heading" className="mt-8">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="breakdowns-heading" className="text-xl font-semibold text-ink">
                Where your clicks come from
              </h2>
              <p className="text-sm text-muted">All-time human clicks; {clicksLabel(totals.human)} in total.</p>
            </div>
            <Button asChild variant="outline">
              <a href={`/links/${link.id}/export`} download>
                <FileDown aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          </div>
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {DIMENSIONS.map((dimension) => (
              <Breakdown key={dimension} dimension={dimension} buckets={breakdowns[dimension]} total={totals.human} />
            ))}
          </div>
        </section>
      ) : level === "timeseries" ? (
        <UpgradeCard
          title="Where do your clicks come from?"
          body={`${FULL_PLAN.name} shows referrers, countries, devices, browsers and operating systems for every link, and exports every click as CSV.`}
          label={`Upgrade to ${FULL_PLAN.name} — ${FULL_PLAN.priceLabel}/month`}
          plan="premium"
        />
      ) : null}
    </Container>
  );
}

function Stat({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4 shadow-sm">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {hint ? <dd className="text-xs text-muted">{hint}</dd> : null}
    </div>
  );
}

function UpgradeCard({ title, body, label, plan }: { title: string; body: string; label: string; plan: "basic" | "premium" }) {
  return (
    <div className="mt-6 flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center" data-testid="analytics-upgrade">
      <Lock className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="flex-1">
        <h2 className="font-semibold text-ink">{title}</h2>
        <p className="text-sm text-muted">{body}</p>
      </div>
      <UpgradeButton plan={plan} className="shrink-0">
        {label}
      </UpgradeButton>
    </div>
  );
}
