import "server-only";
import { QrInputError, QrScanError } from "../logic/errors";

/**
 * What a QR job of the heavy-work pool answers (jobs.ts runs them in a worker process): its value, or the refusal
 * the user reads. A refusal travels as data because the pool carries only an error's message across processes, and
 * a refused field (the logo, the content, "does not scan") must reach the form or the API's 422 as it was.
 */
export type QrJobAnswer<T> = { ok: true; value: T } | { ok: false; scan: boolean; message: string; fieldErrors: Record<string, string> };

/** In the worker: runs `work`, answering its QrInputError (QrScanError) as a refusal. */
export async function answerOf<T>(work: () => T | Promise<T>): Promise<QrJobAnswer<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof QrInputError)) throw error;
    return { ok: false, scan: error instanceof QrScanError, message: error.message, fieldErrors: error.fieldErrors };
  }
}

/** In the server: the value, or the refusal thrown again as the error it was in the worker. */
export function valueOf<T>(answer: QrJobAnswer<T>): T {
  if (answer.ok) return answer.value;
  throw answer.scan ? new QrScanError(answer.message) : new QrInputError(answer.message, answer.fieldErrors);
}
