import { NextResponse } from "next/server";
import { STATUS_FOR, toFailure } from "@/lib/platform/forms/action-result";
import { getCurrentUserId } from "@/lib/domain/auth/session";
import { historyThumbnail } from "@/tools/qr-generator/server/service";

/** A small SVG preview of one of the signed-in user's history entries. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const svg = await historyThumbnail(await getCurrentUserId(), (await params).id);
    return new NextResponse(svg, {
      headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "private, max-age=86400" },
    });
  } catch (error) {
    const failure = toFailure(error);
    return NextResponse.json(failure, { status: STATUS_FOR[failure.code] });
  }
}
