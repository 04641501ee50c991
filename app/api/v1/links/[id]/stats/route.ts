import { apiRoute, json } from "@/lib/domain/api/http";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { linkStatsQuerySchema } from "@/tools/api-schemas";
import { FILTER_KEYS, filterParams } from "@/tools/url-shortener/logic/analytics-filter";
import { getLinkAnalytics, totalsOf } from "@/tools/url-shortener/server/analytics";

/**
 * GET /api/v1/links/{id}/stats: totals, visits per day and breakdowns of one of the key owner's links; `?trigger=click`
 * or `?trigger=scan` keeps only clicks or only QR-code scans (the totals of both are always in `triggers`);
 * `referrer`, `country`, `device`, `browser` and `os` keep only the matching visits, everywhere (a bad value: 400).
 */

export const GET = apiRoute<{ id: string }>(async ({ params, actor, user, url }) => {
  const query = linkStatsQuerySchema.parse(Object.fromEntries(url.searchParams));
  const trigger = query.trigger ?? null;
  const filter = Object.fromEntries(FILTER_KEYS.flatMap((key) => (query[key] === undefined ? [] : [[key, query[key]]])));
  const plan = entitlements(user);
  const { link, deleted, totals, series, breakdowns } = await getLinkAnalytics({ userId: actor.userId }, params.id, plan.analytics, {
    range: "30d",
    breakdownsAllTime: true,
    retentionDays: plan.clickRetentionDays,
    trigger,
    filter,
  });
  const daily = series?.points.map((p) => ({ day: p.start.slice(0, 10), clicks: p.clicks, scans: p.scans })) ?? null;
  return json({
    link,
    deleted,
    trigger,
    filter: Object.fromEntries(filterParams(filter)),
    totals: totalsOf(totals, trigger),
    triggers: { click: totalsOf(totals, "click"), scan: totalsOf(totals, "scan") },
    daily,
    breakdowns,
  });
});
