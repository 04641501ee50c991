import { ownerRoute } from "@/lib/domain/auth/owner-route";
import { historyThumbnail } from "@/tools/qr-generator/server/service";

/** A small SVG preview of one of the signed-in user's history entries (an entry never changes: kept a day, privately). */
export const GET = ownerRoute(async (owner, _request, { params }: { params: Promise<{ id: string }> }) => {
  const svg = await historyThumbnail(owner.id, (await params).id);
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "private, max-age=86400" } });
});
