import { NextResponse } from "next/server";
import { STATUS_FOR, toFailure } from "@/lib/platform/forms/action-result";
import { getCurrentUserId } from "@/lib/domain/auth/session";
import { downloadQr } from "@/tools/qr-generator/server/service";
import { readJson } from "@/lib/platform/http/request";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";

/**
 * POST { token | historyId, format: "png" | "svg", size } → the file (qrcode.png / qrcode.svg). Never counts a use:
 * a token only re-renders the exact code it was issued for; a history entry must belong to the signed-in user.
 */
export const POST = sameOriginOnly(async (request: Request) => {
  try {
    const body = await readJson(request);
    const userId = body && typeof body === "object" && "historyId" in body ? await getCurrentUserId() : null;
    const file = await downloadQr(body, userId);
    return new NextResponse(typeof file.body === "string" ? file.body : new Uint8Array(file.body), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    const failure = toFailure(error, "Failed to download the QR code");
    return NextResponse.json(failure, { status: STATUS_FOR[failure.code] });
  }
});
