import "server-only";
import { heavyPool } from "@/lib/platform/heavy-work/pool";
import type { QrStyle } from "../logic/constants";
import type { EncodedQr } from "../logic/encode";
import { QrScanError } from "../logic/errors";

const SCAN_TASK = "tools/qr-generator/server/scan-task.ts";

/**
 * Refuses (QrScanError naming the reason and a fix) a design that does not read back as its own payload. The check
 * renders and decodes the code, up to a quarter of a second of CPU, so it runs in the heavy-work pool's quick lane
 * (never behind a conversion), never on the thread that answers requests; when the lane's queue is full the request
 * is refused (HeavyBusyError, "try again in a few seconds"). A check is short, so it takes no account's share: a page
 * that sends a few at once (restyling quickly, two tabs) waits in the queue instead of being refused.
 */
export async function assertScans(qr: EncodedQr, style: QrStyle): Promise<void> {
  const problem = await heavyPool("quick").run<string | null>(SCAN_TASK, { qr, style });
  if (problem) throw new QrScanError(problem);
}
