import { NextResponse } from "next/server";
import { STATUS_FOR, toFailure } from "@/lib/platform/forms/action-result";
import { requireUser } from "@/lib/domain/auth/session";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { clearWritings, listWritings } from "@/tools/ai-writer/server/history";

const PRIVATE = { "Cache-Control": "private, no-store" };

function failed(error: unknown): NextResponse {
  const failure = toFailure(error);
  return NextResponse.json(failure, { status: STATUS_FOR[failure.code], headers: PRIVATE });
}

/** The signed-in user's AI Writer results, newest first (401 signed out). */
export async function GET() {
  try {
    const user = await requireUser();
    return NextResponse.json({ ok: true, data: { items: await listWritings(user.id) } }, { headers: PRIVATE });
  } catch (error) {
    return failed(error);
  }
}

/** Deletes the signed-in user's whole AI Writer history. */
export const DELETE = sameOriginOnly(async () => {
  try {
    const user = await requireUser();
    return NextResponse.json({ ok: true, data: { deleted: await clearWritings(user.id) } }, { headers: PRIVATE });
  } catch (error) {
    return failed(error);
  }
});
