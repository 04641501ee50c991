import { NextResponse } from "next/server";
import { STATUS_FOR, toFailure } from "@/lib/platform/forms/action-result";
import { requireUser } from "@/lib/domain/auth/session";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { deleteWriting } from "@/tools/ai-writer/server/history";

/** Deletes one of the signed-in user's AI Writer results (404 when it is not theirs or already gone). */
export const DELETE = sameOriginOnly(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const headers = { "Cache-Control": "private, no-store" };
  try {
    const user = await requireUser();
    const { id } = await params;
    if (!(await deleteWriting(user.id, id))) {
      return NextResponse.json({ ok: false, code: "not_found", title: "Error", error: "This result is no longer in your history." }, { status: 404, headers });
    }
    return NextResponse.json({ ok: true, data: { id } }, { headers });
  } catch (error) {
    const failure = toFailure(error);
    return NextResponse.json(failure, { status: STATUS_FOR[failure.code], headers });
  }
});
