import { NextResponse } from "next/server";
import { STATUS_FOR, toFailure } from "@/lib/platform/forms/action-result";
import { requireUser } from "@/lib/domain/auth/session";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { clearImages, listImages } from "@/tools/ai-image-generator/server/history";

const PRIVATE = { "Cache-Control": "private, no-store" };

function failed(error: unknown): NextResponse {
  const failure = toFailure(error);
  return NextResponse.json(failure, { status: STATUS_FOR[failure.code], headers: PRIVATE });
}

/** The signed-in user's generated images, newest first, without their bytes (401 signed out). */
export async function GET() {
  try {
    const user = await requireUser();
    return NextResponse.json({ ok: true, data: { items: await listImages(user.id) } }, { headers: PRIVATE });
  } catch (error) {
    return failed(error);
  }
}

/** Deletes the signed-in user's whole image history. */
export const DELETE = sameOriginOnly(async () => {
  try {
    const user = await requireUser();
    return NextResponse.json({ ok: true, data: { deleted: await clearImages(user.id) } }, { headers: PRIVATE });
  } catch (error) {
    return failed(error);
  }
});
