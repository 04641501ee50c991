import { getCurrentUser } from "@/lib/domain/auth/session";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { ANALYTICS_RANGES, clicksCsv, rangeWindow, withStoredSpelling } from "@/tools/url-shortener/server/analytics";
import { TRIGGERS } from "@/tools/url-shortener/logic/trigger";
import { parseFilterQuery } from "@/tools/url-shortener/logic/analytics-filter";
import { z } from "@/lib/platform/zod";
import { findOwnedLink } from "@/tools/url-shortener/server/manage";
import { cheapestPlanWith } from "@/lib/domain/plans";
import { UserFacingError } from "@/lib/platform/errors";

/**
 * CSV export of the clicks of a link: its owner, on a plan with full analytics (Premium and above). `?range=` (24h, 7d,
 * 30d, 90d, all: the analytics page's, which its link always names) keeps the clicks of that range, as the page counts
 * them; without it, every click still stored. `?trigger=click` or `?trigger=scan` keeps only clicks or only QR-code
 * scans, and `?country=…`, `device`, `browser`, `os` and `referrer` only the matching clicks (the page's filters,
 * logic/analytics-filter.ts). A bad or repeated value is a 400 naming it.
 */

const TRIGGER_MESSAGE = `trigger must be one of: ${TRIGGERS.join(", ")}.`;
const triggerQuerySchema = z.enum(TRIGGERS, { error: TRIGGER_MESSAGE }).nullable();
const RANGE_MESSAGE = `range must be one of: ${ANALYTICS_RANGES.join(", ")}.`;
const rangeQuerySchema = z.enum(ANALYTICS_RANGES, { error: RANGE_MESSAGE }).nullable();

/** The one value of a parameter (null when absent), or undefined when it is given more than once. */
function single(query: URLSearchParams, key: string): string | null | undefined {
  const values = query.getAll(key);
  return values.length > 1 ? undefined : (values[0] ?? null);
}

export const dynamic = "force-dynamic";

function text(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  const { id } = await context.params;
  const user = await getCurrentUser();
  if (!user) return text(401, "Please sign in to continue.");
  let link;
  try {
    link = await findOwnedLink({ userId: user.id }, id, { includeDeleted: true });
  } catch (error) {
    if (error instanceof UserFacingError) return text(404, error.message);
    throw error;
  }
  if (entitlements(user).analytics !== "full") {
    return text(403, `The CSV export is available on the ${cheapestPlanWith((e) => e.analytics === "full").name} plan.`);
  }
  const query = new URL(request.url).searchParams;
  const trigger = triggerQuerySchema.safeParse(single(query, "trigger"));
  if (!trigger.success) return text(400, TRIGGER_MESSAGE);
  const range = rangeQuerySchema.safeParse(single(query, "range"));
  if (!range.success) return text(400, RANGE_MESSAGE);
  const filter = parseFilterQuery(query);
  if (!filter.ok) return text(400, `${filter.message}.`);
  const since = range.data ? rangeWindow(range.data, new Date(), link.createdAt, entitlements(user).clickRetentionDays).start : null;
  const encoder = new TextEncoder();
  const rows = clicksCsv(link.id, trigger.data, await withStoredSpelling(link.id, filter.filter), since);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await rows.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
  });
  const filename = `${link.domain ? `${link.domain}-` : ""}${link.code}-${trigger.data === "scan" ? "scans" : "clicks"}.csv`.replace(/[^A-Za-z0-9._-]/g, "_");
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
