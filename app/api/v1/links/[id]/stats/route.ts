import { apiRoute, json } from "@/lib/api/http";
import { entitlements } from "@/lib/entitlements";
import { getLinkAnalytics } from "@/lib/links/analytics";

/** GET /api/v1/links/{id}/stats: totals, clicks per day and breakdowns of one of the key owner's links. */

export const GET = apiRoute<{ id: string }>(async ({ params, actor, user }) => {
  const { link, deleted, totals, daily, breakdowns } = await getLinkAnalytics({ userId: actor.userId }, params.id, entitlements(user).analytics);
  return json({ link, deleted, totals, daily, breakdowns });
});
