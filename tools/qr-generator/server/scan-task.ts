import "server-only";
import type { EncodedQr } from "../logic/encode";
import type { QrStyle } from "../logic/constants";
import { decodeLogo, scanProblemOf } from "./render";

/**
 * The QR scan check as a heavy-work job (lib/platform/heavy-work/pool.ts), run in a worker process: renders the design
 * and decodes it (render.ts scanProblemOf). Answers why it does not read back, or null.
 */
export async function run({ qr, style }: { qr: EncodedQr; style: QrStyle }): Promise<string | null> {
  // The request's process decoded the logo already (refusing an unreadable one); this process needs its own copy.
  await decodeLogo(style.logo?.image);
  return scanProblemOf(qr, style);
}
