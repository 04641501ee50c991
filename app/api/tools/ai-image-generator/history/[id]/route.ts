import { NextResponse } from "next/server";
import { STATUS_FOR, toFailure } from "@/lib/platform/forms/action-result";
import { requireUser } from "@/lib/domain/auth/session";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { deleteImage, readImage } from "@/tools/ai-image-generator/server/history";

const PRIVATE = { "Cache-Control": "private, no-store" };
const GONE = { ok: false, code: "not_found", title: "Error", error: "This image is no longer in your history." } as const;

function failed(error: unknown): NextResponse {
  const failure = toFailure(error);
  return NextResponse.json(failure, { status: STATUS_FOR[failure.code], headers: PRIVATE });
}

type Context = { params: Promise<{ id: string }> };

/** One of the signed-in user's images, as the picture itself (404 when it is not theirs or gone). */
export async function GET(_request: Request, { params }: Context) {
  try {
    const user = await requireUser();
    const image = await readImage(user.id, (await params).id);
    if (!image) return NextResponse.json(GONE, { status: 404, headers: PRIVATE });
    return new Response(new Uint8Array(image.data), { headers: { ...PRIVATE, "Content-Type": image.mediaType, "X-Content-Type-Options": "nosniff" } });
  } catch (error) {
    return failed(error);
  }
}

/** Deletes one of the signed-in user's images (404 when it is not theirs or already gone). */
export const DELETE = sameOriginOnly(async (_request: Request, { params }: Context) => {
  try {
    const user = await requireUser();
    const { id } = await params;
    if (!(await deleteImage(user.id, id))) return NextResponse.json(GONE, { status: 404, headers: PRIVATE });
    return NextResponse.json({ ok: true, data: { id } }, { headers: PRIVATE });
  } catch (error) {
    return failed(error);
  }
});
