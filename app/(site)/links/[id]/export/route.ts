import { getCurrentUser } from "@/lib/domain/auth/session";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { clicksCsv } from "@/tools/url-shortener/server/analytics";
import { TRIGGERS } from "@/tools/url-shortener/logic/trigger";
import { parseFilterQuery } from "@/tools/url-shortener/logic/analytics-filter";
import { z } from "@/lib/platform/zod";
import { findOwnedLink } from "@/tools/url-shortener/server/manage";
import { cheapestPlanWith } from "@/lib/domain/plans";
import { UserFacingError } from "@/lib/platform/errors";

/**
 * CSV export of every click of a link: its owner, on a plan with full analytics (Premium and above). `?trigger=click`
 * or `?trigger=scan` keeps only clicks or only QR-code scans, and `?country=…`, `device`, `browser`, `os` and `referrer`
 * only the matching clicks (the analytics page's filters, logic/analytics-filter.ts); a bad value is a 400 naming it.
 */

const TRIGGER_MESSAGE = `trigger must be one of: ${TRIGGERS.join(", ")}.`;
const triggerQuerySchema = z.enum(TRIGGERS, { error: TRIGGER_MESSAGE }).nullable();

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
  const trigger = triggerQuerySchema.safeParse(query.get("trigger"));
  if (!trigger.success) return text(400, TRIGGER_MESSAGE);
  const filter = parseFilterQuery(query);
  if (!filter.ok) return text(400, `${filter.message}.`);
  const encoder = new TextEncoder();
  const rows = clicksCsv(link.id, trigger.data, filter.filter);
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
