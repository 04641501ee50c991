import { NextResponse } from "next/server";
import { STATUS_FOR, toFailure } from "@/lib/platform/forms/action-result";
import { getCurrentUserId } from "@/lib/domain/auth/session";
import { deleteQrHistoryEntry } from "@/tools/qr-generator/server/service";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";

/** Removes one of the signed-in user's history entries. */
export const DELETE = sameOriginOnly(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  try {
    await deleteQrHistoryEntry(await getCurrentUserId(), (await params).id);
    return NextResponse.json({ ok: true, data: null });
  } catch (error) {
    const failure = toFailure(error);
    return NextResponse.json(failure, { status: STATUS_FOR[failure.code] });
  }
});
