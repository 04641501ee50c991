import "server-only";
import { assertUseOnceAllowed, ipSubject, withUseOnce, type Actor, type ToolUsage } from "@/lib/domain/limits/usage";
import { UserFacingError } from "@/lib/platform/errors";
import { QrInputError } from "../logic/errors";
import { batchRequestSchema } from "../logic/batch";
import { contentKey, payloadOfContent } from "./service";
import { batchPayloads } from "./jobs";

/**
 * A CSV batch of the QR studio (docs/product.md): the page parses, draws and decodes every code in the browser; the
 * server re-checks every row with the single code's validation and counts the whole batch as ONE use of the QR tool
 * (once a day for the same list of codes, like a single code's content), refused at the daily cap like any generation.
 */
export interface QrBatchCounted {
  /** The exact payloads the server validated, in the batch's order: the page zips only codes that read back as these. */
  payloads: string[];
  counted: boolean;
}

/** What makes two batches "the same": the list of their encoded texts (styles, names and formats never enter it). */
export function batchKey(payloads: readonly string[]): string {
  return contentKey(`qr-batch\n${payloads.length}\n${payloads.join("\n\u0000")}`);
}

/**
 * The key the batch of `contents` would be counted under, from its contents alone (no encoding): null when a row is
 * not a valid content, a batch that cannot have been counted.
 */
function keyOfContents(contents: readonly unknown[]): string | null {
  const payloads: string[] = [];
  for (const content of contents) {
    const payload = payloadOfContent(content);
    if (payload === null) return null;
    payloads.push(payload);
  }
  return batchKey(payloads);
}

/**
 * Whose share of the conversions' lane a batch takes: an account's (the converters' key), or a visitor's network,
 * since a visitor without its cookie is a new visitor on every request.
 */
function shareOf(actor: Actor): string {
  return "userId" in actor ? actor.userId : ipSubject(actor.ip);
}

export async function countQrBatch(actor: Actor, input: unknown, now = new Date()): Promise<{ data: QrBatchCounted; usage: ToolUsage }> {
  const parsed = batchRequestSchema.safeParse(input);
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? "This batch is not valid.", "validation");
  const { contents, options } = parsed.data;
  // At the daily cap, a batch that would be counted is refused before any work (the same batch again stays free).
  await assertUseOnceAllowed("qr", actor, () => keyOfContents(contents), now);
  // Every row checked and the design read back in the heavy-work pool (jobs.ts, batch-task.ts), never on this thread.
  let payloads: string[];
  try {
    payloads = await batchPayloads(contents, options, shareOf(actor));
  } catch (error) {
    if (error instanceof QrInputError) throw new UserFacingError(error.message, "validation", "Error", error.fieldErrors);
    throw error;
  }
  const { usage, counted } = await withUseOnce("qr", actor, batchKey(payloads), async () => null, now);
  return { data: { payloads, counted }, usage };
}
