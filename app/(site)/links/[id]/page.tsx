import { ArrowLeft, Clock, FileDown, Globe, KeyRound, Lock, X } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { Breakdown, display } from "@/tools/url-shortener/ui/breakdown";
import { ClickChart } from "@/tools/url-shortener/ui/click-chart";
import { CopyButton } from "@/components/ui/copy-button";
import { displayUrl, formatCount, formatUtc } from "@/tools/url-shortener/ui/format";
import { formatUtcDay } from "@/lib/engines/time/utc-dates";
import { QrDialog } from "@/tools/url-shortener/ui/qr-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Container } from "@/components/ui/page-header";
import { currentCaller, ownerOf } from "@/lib/domain/actions/actor";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { LiveAnalytics } from "@/tools/url-shortener/ui/live-analytics";
import { ChoiceNav, RangePicker, Stat } from "@/tools/url-shortener/ui/analytics-parts";
import {
  DEFAULT_RANGE,
  getLinkAnalytics,
  RANGE_LABEL,
  rangeParamSchema,
  triggerParamSchema,
  UNKNOWN_LABEL,
  type AnalyticsRange,
  type Dimension,
  type LinkAnalytics,
} from "@/tools/url-shortener/server/analytics";
import { CLICK_RETENTION_DAYS, cheapestPlanWith, retentionLabel, UPGRADE_LABEL } from "@/lib/domain/plans";
import { UserFacingError } from "@/lib/platform/errors";
import { listTargetChanges, type TargetChange } from "@/tools/url-shortener/server/manage";
import { EditLinkPanel } from "@/tools/url-shortener/ui/edit-link-panel";
import { TargetingSummary } from "@/tools/url-shortener/ui/targeting-summary";
import { LinkTagsPanel } from "@/tools/url-shortener/ui/link-tags-panel";
import { PublicStatsPanel } from "@/tools/url-shortener/ui/public-stats-panel";
import { publicStatsUrlOf } from "@/tools/url-shortener/server/view";
import { listTags, TAGS_PLAN } from "@/tools/url-shortener/server/tags";
import type { TagView } from "@/tools/url-shortener/logic/tags";
import { listUtmTemplates } from "@/tools/url-shortener/server/utm-templates";
import type { UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";
import type { Trigger } from "@/tools/url-shortener/logic/trigger";
import {
  FILTER_DIMENSION,
  filterFromPageQuery,
  filterParams,
  hasFilter,
  withFilter,
  type ClickFilter,
  type FilterKey,
} from "@/tools/url-shortener/logic/analytics-filter";

/** Analytics of one short link, for its owner only (anyone else gets a 404). Never indexed. */

export const metadata: Metadata = {
  title: "Link analytics",
  description: "Clicks, QR-code scans, referrers, countries and devices of one of your short links.",
  robots: { index: false, follow: false },
};

const FULL_PLAN = cheapestPlanWith((e) => e.analytics === "full");
const DIMENSIONS: Dimension[] = ["referrers", "countries", "devices", "browsers", "os"];

const CONTROLS_PLAN = cheapestPlanWith((e) => e.linkControls);
const TARGETING_PLAN = cheapestPlanWith((e) => e.linkTargeting);

/** The trigger filter's choices: clicks and scans of the link's QR code together (no filter), or one of them. */
const TRIGGER_CHOICES: { trigger: Trigger | null; label: string }[] = [
  { trigger: null, label: "Clicks and scans" },
  { trigger: "click", label: "Clicks" },
  { trigger: "scan", label: "Scans" },
];
/** What the filtered numbers are, in a sentence: "Human clicks and scans", "Human clicks", "Human scans". */
const TRIGGER_TEXT: Record<"all" | Trigger, string> = { all: "clicks and scans", click: "clicks", scan: "scans" };

/** The filter of each breakdown (the inverse of FILTER_DIMENSION). */
const DIMENSION_FILTER = Object.fromEntries(Object.entries(FILTER_DIMENSION).map(([key, dimension]) => [dimension, key])) as Record<Dimension, FilterKey>;

/** The query of a trigger and a filter (none left out): the page's, and its CSV export's. */
function filterQuery(trigger: Trigger | null, filter: ClickFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (trigger) query.set("trigger", trigger);
  for (const [key, value] of filterParams(filter)) query.set(key, value);
  return query;
}

/** The CSV export of what the page shows: its range (always named: the export's default is every click), trigger and filter. */
function exportHref(linkId: string, range: AnalyticsRange, trigger: Trigger | null, filter: ClickFilter): string {
  const query = filterQuery(trigger, filter);
  query.set("range", range);
  return `/links/${linkId}/export?${query}`;
}

/** The page's own URL for a range, a trigger and a filter (the defaults left out): shareable, back and forward work. */
function pageHref(linkId: string, range: AnalyticsRange, trigger: Trigger | null, filter: ClickFilter): string {
  const query = filterQuery(trigger, filter);
  if (range !== DEFAULT_RANGE) query.set("range", range);
  query.sort();
  const search = query.toString();
  return `/links/${linkId}${search ? `?${search}` : ""}`;
}

/** A breakdown row's value as a filter value: its unknown row is "" (logic/analytics-filter.ts). */
function filterValueOf(dimension: Dimension, label: string): string {
  return label === UNKNOWN_LABEL[dimension] ? "" : label;
}

interface Loaded {
  data: LinkAnalytics;
  history: TargetChange[];
  /** Signed in (visitors' links cannot be edited), and whether the plan has the paid settings. */
  editing: { linkControls: boolean; linkTargeting: boolean; tags: TagView[]; tagLimit: number | null; utmTemplates: UtmTemplateView[] } | null;
}

async function load(id: string, range: AnalyticsRange, trigger: Trigger | null, filter: ClickFilter): Promise<Loaded> {
  const caller = await currentCaller();
  const owner = ownerOf(caller);
  if (!owner) notFound();
  try {
    const plan = entitlements(caller.user);
    const [data, history, tags, utmTemplates] = await Promise.all([
      getLinkAnalytics(owner, id, plan.analytics, { range, retentionDays: plan.clickRetentionDays, trigger, filter }),
      listTargetChanges(owner, id),
      caller.user ? listTags(caller.user.id, { counts: false }) : [],
      caller.user ? listUtmTemplates(caller.user.id) : [],
    ]);
    return {
      data,
      history,
      editing: caller.user ? { linkControls: plan.linkControls, linkTargeting: plan.linkTargeting, tags, tagLimit: plan.linkTags, utmTemplates } : null,
    };
  } catch (error) {
    if (error instanceof UserFacingError && error.code === "not_found") notFound();
    throw error;
  }
}

export default async function LinkAnalyticsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const { data, history, editing } = await load(id, rangeParamSchema.parse(query.range), triggerParamSchema.parse(query.trigger ?? null), filterFromPageQuery(query));
  const { link, totals, today, series, breakdowns, level, deleted, range, trigger, filter } = data;
  const filtered = hasFilter(filter);
  const inRange = series?.points.reduce((sum, p) => sum + p.clicks, 0) ?? null;
  const rangeText = RANGE_LABEL[range].toLowerCase();
  const what = TRIGGER_TEXT[trigger ?? "all"];
  const What = what.charAt(0).toUpperCase() + what.slice(1);

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
            <span>Created {formatUtcDay(link.createdAt)}</span>
            {link.domain ? (
              <Badge variant="brand">
                <Globe className="size-3" aria-hidden="true" />
                Custom domain
              </Badge>
            ) : null}
            {deleted ? <Badge variant="warning">Deleted</Badge> : link.disabled ? <Badge variant="warning">Disabled</Badge> : null}
            {!deleted && link.hasPassword ? (
              <Badge variant="brand" data-testid="password-badge">
                <KeyRound className="size-3" aria-hidden="true" />
                Password-protected
              </Badge>
            ) : null}
            {!deleted ? (
              <a href={`${link.shortUrl}+`} className="font-medium text-brand-700 hover:underline" title="What anyone sees before clicking: the link inspector">
                Inspect
              </a>
            ) : null}
            {!deleted && link.expired ? (
              <Badge variant="warning">
                <Clock className="size-3" aria-hidden="true" />
                Expired
              </Badge>
            ) : null}
          </div>
          <ExpiryLine link={link} />
          {!deleted ? <TargetingSummary link={link} /> : null}
        </div>
        {!deleted ? (
          <div className="flex shrink-0 gap-2">
            <CopyButton value={link.shortUrl} size="md" />
            <QrDialog url={link.shortUrl} code={link.code} size="md" />
          </div>
        ) : null}
      </header>

      {editing && !deleted ? (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {/* minmax(0, …) columns: a card's long unbroken content (a tag, a URL) wraps or truncates in it, never widens the page. */}
          <Card>
            <CardHeader>
              <CardTitle as="h2">Edit link</CardTitle>
              <CardDescription>Change where it leads, its UTM parameters, when it expires, its password, how it redirects and where phones and countries go. Every visitor gets the change within a second.</CardDescription>
            </CardHeader>
            <CardContent>
              <EditLinkPanel link={link} linkControls={editing.linkControls} planName={CONTROLS_PLAN.name} linkTargeting={editing.linkTargeting} targetingPlanName={TARGETING_PLAN.name} utmTemplates={editing.utmTemplates} />
            </CardContent>
          </Card>
          <div className="flex flex-col gap-6">
            <Card id="public-stats">
              <CardHeader>
                <CardTitle as="h2">Public stats</CardTitle>
                <CardDescription>Share this link&apos;s numbers on a read-only page, for a client or a team. Off until you turn it on.</CardDescription>
              </CardHeader>
              <CardContent>
                <PublicStatsPanel linkId={link.id} on={link.publicStats} url={publicStatsUrlOf(link.domain ?? "", link.code)} protectedLink={link.hasPassword} />
              </CardContent>
            </Card>
            <Card id="tags">
              <CardHeader>
                <CardTitle as="h2">Tags</CardTitle>
                <CardDescription>Sort your links with tags, and find them by tag in your list of links.</CardDescription>
              </CardHeader>
              <CardContent>
                <LinkTagsPanel
                  linkId={link.id}
                  tags={link.tags}
                  accountTags={editing.tags}
                  note={
                    editing.tagLimit === null
                      ? null
                      : `Your plan has up to ${editing.tagLimit} tags (${editing.tags.length} used); ${TAGS_PLAN.name} and above have unlimited tags.`
                  }
                />
              </CardContent>
            </Card>
            <DestinationHistory history={history} />
          </div>
        </div>
      ) : history.length > 0 ? (
        <div className="mt-6">
          <DestinationHistory history={history} />
        </div>
      ) : null}

      {/* The link's own counters, whatever the filter: what the poll compares with. */}
      <LiveAnalytics linkId={link.id} human={link.humanClicks} bot={link.botClicks} />

      {series ? (
        <div className="mt-8 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-3">
          <RangePicker current={range} hrefOf={(choice) => pageHref(link.id, choice, trigger, filter)} />
          <TriggerPicker linkId={link.id} range={range} current={trigger} filter={filter} />
        </div>
      ) : null}

      {filtered ? <FilterChips linkId={link.id} range={range} trigger={trigger} filter={filter} /> : null}

      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-3">
        <Stat label="Clicks and scans" value={formatCount(totals.human)} hint={filtered ? "All time, matching the filters" : "All time"} testId="total-clicks" />
        <Stat label="Clicks" value={formatCount(totals.human - totals.humanScans)} hint="On the short link" testId="link-clicks" />
        <Stat label="Scans" value={formatCount(totals.humanScans)} hint="Of its QR code" testId="scans" />
        <Stat label="Bot and preview visits" value={formatCount(totals.bot)} hint="Not counted as clicks or scans" />
        {inRange !== null ? (
          <Stat label={range === "all" ? `${What}, all time` : `${What} in the ${rangeText}`} value={formatCount(inRange)} testId="range-clicks" />
        ) : null}
        {today !== null ? <Stat label={`${What} today (UTC)`} value={formatCount(today)} testId="today-clicks" /> : null}
      </dl>

      {series ? (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle as="h2">{trigger === "scan" ? "Scans" : trigger === "click" ? "Clicks" : "Clicks and scans"} over time</CardTitle>
            <CardDescription>
              Human {what} per {series.unit}, {range === "all" ? `since ${series.points[0] ? formatUtcDay(series.points[0].start) : "the start"}` : rangeText} (UTC)
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ClickChart series={series} caption={`${What} per ${series.unit}, ${rangeText}`} />
          </CardContent>
        </Card>
      ) : (
        <UpgradeCard
          title="See when your link gets clicked"
          body={`Free links show their total clicks. Paid plans add clicks per hour and per day, over the last 24 hours to the last ${retentionLabel(CLICK_RETENTION_DAYS.basic)} (Basic) or ${retentionLabel(CLICK_RETENTION_DAYS.premium)} (Premium)${level === "totals" ? ", and Premium adds referrers, countries, devices and CSV export" : ""}.`}
          label={UPGRADE_LABEL}
          plan="basic"
        />
      )}

      {breakdowns ? (
        <section aria-labelledby="breakdowns-heading" className="mt-8">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="breakdowns-heading" className="text-xl font-semibold text-ink">
                Where your {what} come from
              </h2>
              <p className="text-sm text-muted">
                Human {what}, {range === "all" ? "all time" : rangeText}: {formatCount(inRange ?? 0)}.
              </p>
            </div>
            <Button asChild variant="outline">
              <a href={exportHref(link.id, range, trigger, filter)} download data-testid="export-csv">
                <FileDown aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          </div>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {DIMENSIONS.map((dimension) => (
              <Breakdown
                key={dimension}
                dimension={dimension}
                buckets={breakdowns[dimension]}
                total={inRange ?? totals.human}
                trigger={trigger}
                hrefOf={(bucket) => pageHref(link.id, range, trigger, withFilter(filter, DIMENSION_FILTER[dimension], filterValueOf(dimension, bucket.label)))}
                current={filter[DIMENSION_FILTER[dimension]] === undefined ? null : (filter[DIMENSION_FILTER[dimension]] || UNKNOWN_LABEL[dimension])}
              />
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

/** Clicks, scans or both in the chart, the counts of the range and the breakdowns: plain links (?trigger=…) like the range's. */
function TriggerPicker({ linkId, range, current, filter }: { linkId: string; range: AnalyticsRange; current: Trigger | null; filter: ClickFilter }) {
  return (
    <ChoiceNav
      label="Clicks or scans"
      choices={TRIGGER_CHOICES}
      current={TRIGGER_CHOICES.find((choice) => choice.trigger === current)!}
      hrefOf={(choice) => pageHref(linkId, range, choice.trigger, filter)}
      labelOf={(choice) => choice.label}
    />
  );
}

/** What a chip calls its filter: "Country: Germany". */
const FILTER_TITLES: Record<FilterKey, string> = { referrer: "Referrer", country: "Country", device: "Device", browser: "Browser", os: "OS" };

/** The active filters, each a link removing it, and one clearing them all (the range and the trigger stay). */
function FilterChips({ linkId, range, trigger, filter }: { linkId: string; range: AnalyticsRange; trigger: Trigger | null; filter: ClickFilter }) {
  const active = (Object.keys(FILTER_DIMENSION) as FilterKey[]).filter((key) => filter[key] !== undefined);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="active-filters">
      <span className="text-sm text-muted">Showing only:</span>
      {active.map((key) => {
        const dimension = FILTER_DIMENSION[key];
        const value = display(dimension, filter[key] || UNKNOWN_LABEL[dimension]);
        const title = FILTER_TITLES[key];
        return (
          <Link
            key={key}
            href={pageHref(linkId, range, trigger, withFilter(filter, key, null))}
            scroll={false}
            aria-label={`Remove the filter ${title}: ${value}`}
            className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
            data-testid={`filter-chip-${key}`}
          >
            <span className="truncate">
              <span className="font-normal text-muted">{title}:</span> {value}
            </span>
            <X className="size-3.5 shrink-0" aria-hidden="true" />
          </Link>
        );
      })}
      {active.length > 1 ? (
        <Link href={pageHref(linkId, range, trigger, {})} scroll={false} className="text-sm font-medium text-brand-700 hover:underline">
          Clear all
        </Link>
      ) : null}
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

/** When the link stops working, if it will (or did). */
function ExpiryLine({ link }: { link: LinkAnalytics["link"] }) {
  const parts: string[] = [];
  if (link.expiresAt) parts.push(`expiry ${formatUtc(link.expiresAt)}`);
  if (link.maxClicks !== null) parts.push(`${formatCount(link.clicksServed)} of ${formatCount(link.maxClicks)} clicks used`);
  if (parts.length === 0 && link.redirectStatus === 302) return null;
  if (link.redirectStatus !== 302) parts.push(`redirects with ${link.redirectStatus}`);
  const text = parts.join(" · ");
  return (
    <p className="mt-1 text-sm text-muted" data-testid="link-expiry">
      {text.charAt(0).toUpperCase() + text.slice(1)}
      {link.expiredUrl ? (
        <>
          {" "}· then to <span className="break-all">{link.expiredUrl}</span>
        </>
      ) : null}
    </p>
  );
}

/** The destination's changes, newest first: when, from what, to what. */
function DestinationHistory({ history }: { history: TargetChange[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Destination history</CardTitle>
        <CardDescription>{history.length === 0 ? "The destination has not been changed." : "Newest first."}</CardDescription>
      </CardHeader>
      {history.length > 0 ? (
        <CardContent>
          <ol className="flex flex-col gap-4" data-testid="destination-history">
            {history.map((change) => (
              <li key={`${change.at}-${change.to}`} className="text-sm">
                <time dateTime={change.at} className="font-medium text-ink">
                  {formatUtc(change.at)}
                </time>
                <p className="mt-1 break-all text-muted">
                  <span className="sr-only">From </span>
                  <del className="decoration-slate-400">{change.from}</del>
                </p>
                <p className="break-all text-ink">
                  <span aria-hidden="true">→ </span>
                  <span className="sr-only">to </span>
                  {change.to}
                </p>
              </li>
            ))}
          </ol>
        </CardContent>
      ) : null}
    </Card>
  );
}
