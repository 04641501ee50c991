import "server-only";
import { heavyPool } from "@/lib/platform/heavy-work/pool";
import { QR_BATCH_TIMEOUT_MESSAGE } from "@/lib/platform/input-bounds";
import type { PreparedQr } from "../logic/encode";
import { valueOf, type QrJobAnswer } from "./job-answer";
import type { QrFileJob } from "./file-task";

/**
 * The QR generator's CPU work, never on the thread that answers requests: encoding (a version-40 code's mask
 * selection), the scan check (render and decode) and rendering files run in the heavy-work pool's quick lane
 * (lib/platform/heavy-work/pool.ts: one low-priority worker process per server, never behind a conversion). When its
 * queue is full the request is refused (HeavyBusyError, "try again in a few seconds") before anything is counted. A
 * job is short, so it takes no account's share: a page that sends a few at once (restyling quickly, two tabs) waits.
 * A CSV batch's check is up to 500 codes: it runs in the conversions' lane, with the caller's share of it, so that it
 * never holds the quick lane's one worker while single codes wait behind it.
 * Refusals come back as the QrInputError / QrScanError they were (job-answer.ts).
 */

const PREPARE_TASK = "tools/qr-generator/server/prepare-task.ts";
const BATCH_TASK = "tools/qr-generator/server/batch-task.ts";
const FILE_TASK = "tools/qr-generator/server/file-task.ts";

/** Validates, encodes and reads back one code request (refusing with QrInputError / QrScanError). */
export async function prepareScanned(input: unknown): Promise<PreparedQr> {
  return valueOf(await heavyPool("quick").run<QrJobAnswer<PreparedQr>>(PREPARE_TASK, { input }));
}

/**
 * A batch's payloads in order, every row checked (the first refused one named "Code n of the batch: …"), in the
 * conversions' lane as `account`'s job: one more than its share is refused (HeavyBusyError, 429).
 */
export async function batchPayloads(contents: unknown[], options: unknown, account: string): Promise<string[]> {
  return valueOf(await heavyPool("convert").run<QrJobAnswer<string[]>>(BATCH_TASK, { contents, options }, account, QR_BATCH_TIMEOUT_MESSAGE));
}

/** A code as a PNG (Buffer), SVG (string) or PDF (Buffer). */
export async function renderOffThread(job: QrFileJob): Promise<Buffer | string> {
  const body = valueOf(await heavyPool("quick").run<QrJobAnswer<Uint8Array | string>>(FILE_TASK, job));
  // Bytes cross the process boundary as a Uint8Array; the routes answer with a Buffer.
  return typeof body === "string" || Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}
