import { NextResponse } from "next/server";
import { STATUS_FOR, toFailure } from "@/lib/platform/forms/action-result";
import { requireUser } from "@/lib/domain/auth/session";
import { listQrHistory } from "@/tools/qr-generator/server/service";

/** The signed-in user's recent QR codes (plans with history); 401 signed out, 403 on plans without history. */
export async function GET() {
  try {
    const user = await requireUser();
    const items = await listQrHistory(user.id);
    return NextResponse.json({ ok: true, data: { items } }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    const failure = toFailure(error);
    return NextResponse.json(failure, { status: STATUS_FOR[failure.code], headers: { "Cache-Control": "private, no-store" } });
  }
}
