"use server";

import { ok, runAction, type ActionResult } from "@/lib/action-result";
import { currentActor } from "@/lib/actor";
import { createQrCode, type QrGenerated } from "@/tools/qr-generator/server/service";

/** Generate (one counted use). Validation, limits and history live in lib/qr/service. */
export async function generateQrCodeAction(input: unknown): Promise<ActionResult<QrGenerated>> {
  return runAction(async () => {
    const { data, usage } = await createQrCode(await currentActor(), input);
    return ok(data, usage);
  }, "Failed to generate QR code");
}
