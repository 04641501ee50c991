import { NextResponse } from "next/server";
import { STATUS_FOR, toFailure } from "@/lib/platform/forms/action-result";
import { getCurrentUserId } from "@/lib/domain/auth/session";
import { UserFacingError } from "@/lib/platform/errors";
import { requireImportView } from "@/tools/url-shortener/server/import";

/** GET: one of the signed-in account's imports, its progress and first rows (the panel polls it while it runs). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const userId = await getCurrentUserId();
    if (!userId) throw new UserFacingError("Sign in to see your imports.", "unauthenticated", "Sign in required");
    const view = await requireImportView(userId, (await params).id);
    return NextResponse.json({ ok: true, data: view }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    const failure = toFailure(error, "We couldn't read this import. Please try again.");
    return NextResponse.json(failure, { status: STATUS_FOR[failure.code], headers: { "Cache-Control": "no-store" } });
  }
}
