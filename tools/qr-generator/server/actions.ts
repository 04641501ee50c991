"use server";

import { action, checkedByService } from "@/lib/domain/actions/action";
import { ok } from "@/lib/platform/forms/action-result";
import { createQrCode } from "@/tools/qr-generator/server/service";
import { saveDesign } from "@/tools/qr-generator/server/saved-designs";
import { countQrBatch } from "@/tools/qr-generator/server/batch";

/** Generate (one counted use). Validation, limits and history live in tools/qr-generator/server/service (shared with the REST API). */
export const generateQrCodeAction = action({ schema: checkedByService<unknown>(), auth: "actor", fallback: "Failed to generate QR code" }, async (input, { actor }) => {
  const { data, usage } = await createQrCode(actor, input);
  return ok(data, usage);
});

/** Save the studio's current look under a name (signed-in users; logic/saved-designs.ts). */
export const saveQrDesignAction = action({ schema: checkedByService<unknown>(), auth: "user", fallback: "Failed to save the design" }, async (input, { user }) =>
  ok(await saveDesign(user.id, input)),
);

/** Count a CSV batch made in the browser as one use (server/batch.ts): every row validated again, refused at the cap. */
export const countQrBatchAction = action({ schema: checkedByService<unknown>(), auth: "actor", fallback: "Failed to generate the QR codes" }, async (input, { actor }) => {
  const { data, usage } = await countQrBatch(actor, input);
  return ok(data, usage);
});
