import { checkoutAvailability } from "@/lib/domain/billing/config";

/** Which plans can be bought on this server now (read per request: keys can be added without a rebuild). */
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ plans: checkoutAvailability() }, { headers: { "Cache-Control": "no-store" } });
}
