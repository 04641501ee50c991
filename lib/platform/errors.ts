import { BODY_TOO_LARGE_MESSAGE } from "@/lib/platform/body-limit";
import type { Tool } from "@/lib/generated/prisma/enums";

/**
 * Every error the product throws on purpose, in one module. It imports only leaf modules (no auth, billing, database
 * or action-result), so any layer can throw these without creating an import loop. lib/platform/forms/action-result maps them to the
 * ActionResult shape (toFailure); lib/domain/api/http maps them to the REST API's JSON errors.
 */

/** Machine-readable code of a failed ActionResult. */
export type ErrorCode = "validation" | "too_large" | "limit" | "forbidden" | "unauthenticated" | "rate_limited" | "not_found" | "conflict" | "internal";

/** An expected failure with a message meant for the user (bad input, a plan that lacks a feature, a conflict). */
export class UserFacingError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode = "validation",
    readonly title = "Error",
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = "UserFacingError";
  }
}

export const NOT_SIGNED_IN_MESSAGE = "Please sign in to continue.";
/** A request of an account deleted meanwhile (e.g. in another tab, while this request was under way). */
export const ACCOUNT_GONE_MESSAGE = "Your account no longer exists.";

/** The caller must be signed in (ActionResult code "unauthenticated"). */
export class NotSignedInError extends Error {
  constructor(message = NOT_SIGNED_IN_MESSAGE) {
    super(message);
    this.name = "NotSignedInError";
  }
}

/** Today's usage of one tool, as the usage meters and limit refusals report it (lib/domain/limits/usage counts it). */
export interface ToolUsage {
  used: number;
  /** null = unlimited. */
  limit: number | null;
  /**
   * "network": the actor still has uses of its own, but the shared per-IP ceiling of its network is spent (visitors
   * and accounts without a verified e-mail share it). The UI then says so and offers sign-in / verification.
   */
  blockedBy?: "network";
}

/** A daily limit refused a use; lib/domain/limits/usage builds it with the product's words (limitReached). */
export class LimitReachedError extends Error {
  constructor(
    readonly tool: Tool,
    readonly usage: ToolUsage,
    message: string,
    readonly title: string,
  ) {
    super(message);
    this.name = "LimitReachedError";
  }
}

/** "1 minute", "15 minutes", "2 hours": for the product's "try again in N minutes" messages. */
export function formatWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** A rate limit (lib/platform/http/ratelimit) is exhausted. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts, try again in ${formatWait(retryAfterSeconds)}.`);
    this.name = "RateLimitedError";
  }
}

/** A request body over the size limit (refused by its Content-Length, or as soon as the stream passes the limit). */
export class BodyTooLargeError extends Error {
  constructor() {
    super(BODY_TOO_LARGE_MESSAGE);
    this.name = "BodyTooLargeError";
  }
}

/** What a visitor is told when this server cannot take payments (the operator finds how to set them up in the log). */
export const NOT_CONFIGURED_MESSAGE = "Plans can't be bought on this site yet";

/** Stripe is not configured on this server (no secret key). */
export class BillingNotConfiguredError extends Error {
  constructor() {
    super(NOT_CONFIGURED_MESSAGE);
    this.name = "BillingNotConfiguredError";
  }
}

/** The REST API's error codes (explained on the /developers page), with their HTTP statuses. */
export type ApiErrorCode =
  | "validation_error"
  | "invalid_json"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "does_not_scan"
  | "rate_limited"
  | "limit_reached"
  | "internal_error"
  | "ai_provider_error"
  | "ai_unavailable"
  | "ai_timeout";

export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  validation_error: 400,
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  does_not_scan: 422,
  rate_limited: 429,
  limit_reached: 429,
  internal_error: 500,
  ai_provider_error: 502,
  ai_unavailable: 503,
  ai_timeout: 504,
};

/** An error of the REST API, answered as `{ error: { code, message, fields? } }` with the code's status. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
  get status(): number {
    return API_ERROR_STATUS[this.code];
  }
}
