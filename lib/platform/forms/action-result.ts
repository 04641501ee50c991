import { z } from "@/lib/platform/zod";
import { BodyTooLargeError, LimitReachedError, NotSignedInError, RateLimitedError, UserFacingError, type ErrorCode, type ToolUsage } from "@/lib/platform/errors";

/**
 * The one result shape of every server action (and the JSON of route handlers that the UI calls): either data, or a
 * user-facing error in the product's voice with a machine-readable code.
 */

export type ActionResult<T> =
  | { ok: true; data: T; usage?: ToolUsage }
  | { ok: false; code: ErrorCode; title: string; error: string; fieldErrors?: Record<string, string>; usage?: ToolUsage };

export function ok<T>(data: T, usage?: ToolUsage): ActionResult<T> {
  return usage ? { ok: true, data, usage } : { ok: true, data };
}

/** First message per field of a zod error (zod's or zod/mini's: both carry `issues`). */
export function zodFieldErrors(error: Pick<z.ZodError, "issues">): Record<string, string> {
  // A Map, not an object: a key such as "constructor" or "__proto__" is a field name here, not the object's own.
  const fields = new Map<string, string>();
  const note = (key: string, message: string) => {
    if (!fields.has(key)) fields.set(key, message);
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      // An unknown key of a strict object is the key's own problem: it is named, not filed under the object, with
      // the schema's own message for it or, instead of zod's ("Unrecognized keys: …"), one naming that key alone.
      const own = /^Unrecognized keys?:/.test(issue.message) ? null : issue.message;
      for (const key of issue.keys) note([...issue.path, key].join("."), own ?? `"${key}" is not a field this request takes.`);
      continue;
    }
    note(issue.path.join(".") || "_", issue.message);
  }
  return Object.fromEntries(fields);
}

/** Maps any thrown error to a failed ActionResult; unexpected errors are logged and get `fallback`. */
export function toFailure(error: unknown, fallback = "Something went wrong. Please try again."): Extract<ActionResult<never>, { ok: false }> {
  if (error instanceof LimitReachedError) {
    return { ok: false, code: "limit", title: error.title, error: error.message, usage: error.usage };
  }
  if (error instanceof UserFacingError) {
    return { ok: false, code: error.code, title: error.title, error: error.message, fieldErrors: error.fieldErrors };
  }
  if (error instanceof BodyTooLargeError) return { ok: false, code: "too_large", title: "Error", error: error.message };
  if (error instanceof RateLimitedError) return { ok: false, code: "rate_limited", title: "Error", error: error.message };
  if (error instanceof NotSignedInError) return { ok: false, code: "unauthenticated", title: "Error", error: error.message };
  if (error instanceof z.ZodError) {
    const fieldErrors = zodFieldErrors(error);
    return { ok: false, code: "validation", title: "Error", error: Object.values(fieldErrors)[0] ?? fallback, fieldErrors };
  }
  console.error("[action]", error);
  return { ok: false, code: "internal", title: "Error", error: fallback };
}

/** HTTP status for an error code (route handlers). */
export const STATUS_FOR: Record<ErrorCode, number> = {
  validation: 400,
  too_large: 413,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  limit: 429,
  rate_limited: 429,
  internal: 500,
};
