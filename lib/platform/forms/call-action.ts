import type { ActionResult } from "@/lib/platform/forms/action-result";
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES, utf8Length } from "@/lib/platform/body-limit";

/**
 * The browser's one way of calling server actions. A server action that throws, a lost connection or a body over the
 * size limit would otherwise reject the call with Next's bare error (or none at all); here each becomes an ordinary
 * failed result with a message in the product's voice:
 * - arguments larger than MAX_BODY_BYTES are refused before anything is sent;
 * - a body the server refuses for its size (proxy.ts answers 413 with BODY_TOO_LARGE_MESSAGE as plain text, which
 *   Next's client rethrows as the error's message) shows that message;
 * - anything else shows `fallback`.
 */

export const ACTION_FAILED_MESSAGE = "We couldn't reach the server. Please check your connection and try again.";

/** Like callAction, for actions with their own result shape: `fail` builds the failed result from a message. */
export async function sendToServer<A extends unknown[], R>(action: (...args: A) => Promise<R>, args: A, fail: (message: string, tooLarge: boolean) => R, fallback = ACTION_FAILED_MESSAGE): Promise<R> {
  if (utf8Length(JSON.stringify(args) ?? "") > MAX_BODY_BYTES) return fail(BODY_TOO_LARGE_MESSAGE, true);
  try {
    return await action(...args);
  } catch (error) {
    const tooLarge = error instanceof Error && error.message === BODY_TOO_LARGE_MESSAGE;
    return fail(tooLarge ? BODY_TOO_LARGE_MESSAGE : fallback, tooLarge);
  }
}

/** Calls a server action that answers with an ActionResult; never rejects. */
export function callAction<A extends unknown[], T>(action: (...args: A) => Promise<ActionResult<T>>, ...args: A): Promise<ActionResult<T>> {
  return sendToServer(action, args, (error, tooLarge) => ({ ok: false, code: tooLarge ? "validation" : "internal", title: "Error", error }));
}
