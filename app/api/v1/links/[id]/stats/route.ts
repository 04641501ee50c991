import { apiRoute, json } from "@/lib/domain/api/http";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { getLinkAnalytics } from "@/tools/url-shortener/server/analytics";

/** GET /api/v1/links/{id}/stats: totals, clicks per day and breakdowns of one of the key owner's links. */

export const GET = apiRoute<{ id: string }>(async ({ params, actor, user }) => {
  const plan = entitlements(user);
  const { link, deleted, totals, series, breakdowns } = await getLinkAnalytics({ userId: actor.userId }, params.id, plan.analytics, {
    range: "30d",
    breakdownsAllTime: true,
    retentionDays: plan.clickRetentionDays,
  });
  const daily = series?.points.map((p) => ({ day: p.start.slice(0, 10), clicks: p.clicks })) ?? null;
  return json({ link, deleted, totals, daily, breakdowns });
});
