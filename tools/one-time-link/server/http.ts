import "server-only";
import { NextResponse } from "next/server";
import { BodyTooLargeError, UserFacingError } from "@/lib/platform/errors";
import { readJson } from "@/lib/platform/http/request";
import type { z } from "@/lib/platform/zod";
import { MESSAGES } from "../logic/limits";
import { SecretGoneError, SecretRateLimitedError } from "./secrets";

/**
 * The HTTP side of the One Time Link's route handlers (app/api/secrets/…): JSON bodies only (a cross-site form cannot
 * send one, and no cookie authorises anything here: every right comes from a token in the body), bounded before they
 * are parsed, checked with zod, and errors as `{ error: { code, message } }`. Nothing is logged: no id, no token.
 */

/** Room for the largest ciphertext in base64url plus the other fields. */
const MAX_BODY = 16 * 1024;

const headers = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

export function json(body: unknown, status = 200, extra: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { ...headers, ...extra } });
}

function failure(status: number, code: string, message: string, extra: Record<string, string> = {}) {
  return json({ error: { code, message } }, status, extra);
}

/** The one answer for unknown, expired or already read secrets. */
export function goneResponse(): NextResponse {
  return failure(404, "not_found", MESSAGES.gone);
}

/** Reads and validates a JSON body; returns the parsed value or the response to send instead. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<{ ok: true; value: z.output<S> } | { ok: false; response: NextResponse }> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return { ok: false, response: failure(415, "validation", MESSAGES.badRequest) };
  }
  let body: unknown;
  try {
    body = await readJson(request, MAX_BODY);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, response: failure(413, "too_large", MESSAGES.tooBig) };
    if (error instanceof UserFacingError) return { ok: false, response: failure(400, "validation", error.message) };
    throw error;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const tooBig = parsed.error.issues.some((issue) => issue.message === MESSAGES.tooBig);
    return { ok: false, response: tooBig ? failure(413, "too_large", MESSAGES.tooBig) : failure(400, "validation", MESSAGES.badRequest) };
  }
  return { ok: true, value: parsed.data };
}

/** Maps a thrown error to its response; anything unexpected is a plain 500 without details. */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof SecretGoneError) return goneResponse();
  if (error instanceof SecretRateLimitedError) {
    return failure(429, "rate_limited", error.message, { "Retry-After": String(error.retryAfterSeconds) });
  }
  if (error instanceof UserFacingError) return failure(error.code === "forbidden" ? 403 : 400, error.code, error.message);
  console.error("[secrets] request failed:", error instanceof Error ? error.name : "unknown error");
  return failure(500, "internal", "Something went wrong on our side. Please try again.");
}
