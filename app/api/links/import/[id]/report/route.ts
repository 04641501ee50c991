import { NextResponse } from "next/server";
import { STATUS_FOR, toFailure } from "@/lib/platform/forms/action-result";
import { getCurrentUserId } from "@/lib/domain/auth/session";
import { UserFacingError } from "@/lib/platform/errors";
import { importReportCsv } from "@/tools/url-shortener/server/import";

/** GET: the report of one of the signed-in account's imports, every row with its outcome, as a CSV download. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const userId = await getCurrentUserId();
    if (!userId) throw new UserFacingError("Sign in to see your imports.", "unauthenticated", "Sign in required");
    const { csv, fileName } = await importReportCsv(userId, (await params).id);
    return new NextResponse(csv, {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "private, no-store" },
    });
  } catch (error) {
    const failure = toFailure(error, "We couldn't make this report. Please try again.");
    return NextResponse.json(failure, { status: STATUS_FOR[failure.code], headers: { "Cache-Control": "no-store" } });
  }
}
