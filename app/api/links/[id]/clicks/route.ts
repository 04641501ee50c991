import { NextResponse } from "next/server";
import { currentCaller, ownerOf } from "@/lib/domain/actions/actor";
import { linkClickTotals } from "@/tools/url-shortener/server/analytics";
import { LINK_NOT_FOUND } from "@/tools/url-shortener/server/manage";
import { UserFacingError } from "@/lib/platform/errors";

/**
 * GET: the click totals of one of the caller's links (session or visitor cookie), `{ human, bot }`. The open analytics
 * page asks every few seconds and renders again only when they changed: one primary-key read per poll.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const owner = ownerOf(await currentCaller());
  const headers = { "Cache-Control": "no-store" };
  try {
    if (!owner) throw new UserFacingError(LINK_NOT_FOUND, "not_found");
    return NextResponse.json(await linkClickTotals(owner, id), { headers });
  } catch (error) {
    if (error instanceof UserFacingError && error.code === "not_found") {
      return NextResponse.json({ error: error.message }, { status: 404, headers });
    }
    throw error;
  }
}
