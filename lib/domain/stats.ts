import "server-only";
import { prisma } from "@/lib/platform/db";

/**
 * The site's numbers, counted from what really happened: no invented figures. Tools come from the
 * registry; the rest from the database, at request time:
 * - short links: every link ever created (deleted ones included: they were made, and their codes stay retired);
 * - QR codes and area conversions: every counted use, once (an account's or a visitor's row of DailyUsage; the
 *   per-IP rows count the same uses a second time and are left out);
 * - clicks: human clicks on short links (bots are not counted anywhere in the product).
 */
export interface SiteStats {
  liveTools: number;
  shortLinks: number;
  qrCodes: number;
  conversions: number;
  clicks: number;
}

/** `liveTools`: the registry's count of live tools (tools/catalogue.ts), passed in so lib/ stays below tools/. */
export async function siteStats(liveTools: number): Promise<SiteStats> {
  const [row] = await prisma.$queryRaw<{ links: bigint; clicks: bigint | null; qr: bigint | null; area: bigint | null }[]>`
    SELECT
      (SELECT COUNT(*) FROM "Link") AS "links",
      (SELECT SUM("humanClicks") FROM "Link") AS "clicks",
      (SELECT SUM("count") FROM "DailyUsage" WHERE "tool" = 'qr' AND "subject" NOT LIKE 'ip:%') AS "qr",
      (SELECT SUM("count") FROM "DailyUsage" WHERE "tool" = 'area' AND "subject" NOT LIKE 'ip:%') AS "area"`;
  return {
    liveTools,
    shortLinks: Number(row?.links ?? 0),
    clicks: Number(row?.clicks ?? 0),
    qrCodes: Number(row?.qr ?? 0),
    conversions: Number(row?.area ?? 0),
  };
}
