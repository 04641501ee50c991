import { apiRoute, json, queryOf } from "@/lib/domain/api/http";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { linkStatsQuerySchema } from "@/tools/api-schemas";
import { FILTER_KEYS, filterParams } from "@/tools/url-shortener/logic/analytics-filter";
import { dailyOf, DEFAULT_RANGE, getLinkAnalytics, totalsOf } from "@/tools/url-shortener/server/analytics";
import { otherMethods } from "@/lib/domain/api/errors";

/**
 * GET /api/v1/links/{id}/stats: totals, visits over time and breakdowns of one of the key owner's links; `?range=`
 * (24h, 7d, 30d, 90d, all) limits the series and the breakdowns to that range (without it: 30 days, breakdowns all
 * time); `?trigger=click` or `?trigger=scan` keeps only clicks or only QR-code scans (the totals of both are always in
 * `triggers`); `referrer`, `country`, `device`, `browser` and `os` keep only the matching visits, everywhere. A bad or
 * unknown parameter: 400 naming it.
 */

export const GET = apiRoute<{ id: string }>(async ({ params, actor, user, url }) => {
  const query = linkStatsQuerySchema.parse(queryOf(url));
  const trigger = query.trigger ?? null;
  const filter = Object.fromEntries(FILTER_KEYS.flatMap((key) => (query[key] === undefined ? [] : [[key, query[key]]])));
  const plan = entitlements(user);
  const { link, deleted, totals, series, breakdowns, filter: applied } = await getLinkAnalytics({ userId: actor.userId }, params.id, plan.analytics, {
    range: query.range ?? DEFAULT_RANGE,
    breakdownsAllTime: query.range === undefined,
    retentionDays: plan.clickRetentionDays,
    trigger,
    filter,
  });
  return json({
    link,
    deleted,
    range: query.range ?? null,
    trigger,
    // As applied: a browser or OS name in the spelling the clicks were stored with.
    filter: Object.fromEntries(filterParams(applied)),
    totals: totalsOf(totals, trigger),
    triggers: { click: totalsOf(totals, "click"), scan: totalsOf(totals, "scan") },
    series: series && { unit: series.unit, points: series.points },
    daily: series && dailyOf(series),
    breakdowns,
  });
});

/** The other methods: a 405 in the API's error shape. */
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
