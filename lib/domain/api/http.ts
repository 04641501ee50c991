import { toFailure } from "@/lib/platform/forms/action-result";
import { errorBody } from "@/lib/domain/api/errors";
import "server-only";
import { authenticateApiKey, type ApiKeyOwner } from "@/lib/domain/api/keys";
import { AiProviderError } from "@/lib/domain/ai/errors";
import type { Actor } from "@/lib/domain/limits/usage";
import type { AiCaller } from "@/lib/domain/ai/credit-store";
import { consume } from "@/lib/platform/http/ratelimit";
import { MAX_BODY_BYTES } from "@/lib/platform/body-limit";
import { clientIp, readBodyText } from "@/lib/platform/http/request";
import { ApiError, type ApiErrorCode, BodyTooLargeError, type ErrorCode, RateLimitedError } from "@/lib/platform/errors";
import { HeavyBusyError } from "@/lib/platform/heavy-work/pool";

/**
 * The REST API's request pipeline, shared by every /api/v1 route handler: API key → plan → rate limit → JSON body →
 * handler, with every failure answered as `{ "error": { "code", "message", "fields"? } }` and the right status.
 * Route handlers stay thin: they parse their own input with the schemas of tools/api-schemas.ts and call lib/.
 */

/** Requests per key per window, counted in Postgres so the limit holds across processes and restarts. */
export const API_RATE_LIMIT = { points: 60, duration: 60 } as const;

const FROM_ACTION_CODE: Record<ErrorCode, ApiErrorCode> = {
  validation: "validation_error",
  too_large: "payload_too_large",
  unauthenticated: "unauthorized",
  forbidden: "forbidden",
  not_found: "not_found",
  conflict: "conflict",
  limit: "limit_reached",
  rate_limited: "rate_limited",
  internal: "internal_error",
};

/** The API's name for an error code of lib/ (ActionResult codes). */
export function apiCodeFor(code: ErrorCode): ApiErrorCode {
  return FROM_ACTION_CODE[code];
}

/** The AI provider's failures (lib/domain/ai/errors.ts) by the status they carry. */
const AI_PROVIDER_CODES: Record<number, ApiErrorCode> = { 502: "ai_provider_error", 503: "ai_unavailable", 504: "ai_timeout" };

/** Any error thrown by lib/ (user-facing errors, zod errors, limits) as an API error; the unexpected are logged. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AiProviderError) return new ApiError(AI_PROVIDER_CODES[error.status] ?? "ai_provider_error", error.message);
  const failure = toFailure(error, "Something went wrong on our side. Please try again.");
  return new ApiError(FROM_ACTION_CODE[failure.code], failure.error, failure.fieldErrors);
}

/**
 * A request's query as one value per parameter, for a route's schema. A parameter given twice is a 400 naming it:
 * which of the two would count is a guess (`?country=US&country=FR`).
 */
export function queryOf(url: URL): Record<string, string> {
  const seen = new Set<string>();
  for (const key of url.searchParams.keys()) {
    if (seen.has(key)) {
      const message = `${key} is given more than once: send it once.`;
      throw new ApiError("validation_error", message, { [key]: message });
    }
    seen.add(key);
  }
  return Object.fromEntries(url.searchParams);
}

export function json(data: unknown, status = 200): Response {
  return Response.json(data, { status });
}

function isJsonContentType(value: string | null): boolean {
  const type = (value?.split(";")[0] ?? "").trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/**
 * The JSON body, refused before parsing when it is not JSON (415) or larger than MAX_BODY_BYTES (413): by its
 * Content-Length when given, else while it streams in; after it, when it is not a JSON object (400).
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new ApiError("unsupported_media_type", "Send the request body as JSON with `Content-Type: application/json`.");
  }
  let text: string;
  try {
    text = await readBodyText(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ApiError("payload_too_large", `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB.`);
    throw error;
  }
  if (text.trim() === "") throw new ApiError("invalid_json", "The request body is empty: send a JSON object.");
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError("invalid_json", `The request body is not valid JSON (${(error as Error).message}).`);
  }
  // Every body the API takes is an object of named fields: anything else is said here in words, not as a schema's
  // "expected object" filed under no field.
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ApiError("validation_error", `The request body must be a JSON object, like {"url": "https://example.com"}, not ${jsonKind(body)}.`);
  return body;
}

/** What a JSON value is, in words. */
function jsonKind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "string" ? "a string" : typeof value === "number" ? "a number" : "true or false";
}

export interface ApiCall<P> {
  request: Request;
  url: URL;
  params: P;
  /** The parsed JSON body (routes created with `{ body: true }`), else undefined. */
  body: unknown;
  user: ApiKeyOwner;
  /** The key's owner as the usage core and the tools see them. */
  actor: Extract<Actor, { userId: string }>;
  /** The key's owner as the AI credits see them (lib/domain/ai/credit-store.ts): an account, never a visitor. */
  aiCaller: AiCaller;
}

interface RateState {
  remaining: number;
  resetAt: number;
}

function rateHeaders(headers: Headers, state: RateState): void {
  headers.set("X-RateLimit-Limit", String(API_RATE_LIMIT.points));
  headers.set("X-RateLimit-Remaining", String(Math.max(0, state.remaining)));
  headers.set("X-RateLimit-Reset", String(Math.ceil(state.resetAt / 1000)));
}

/** Takes one request from the key's budget; throws a 429 ApiError (with its headers set) when it is spent. */
async function takeRateLimit(keyId: string, headers: Headers): Promise<void> {
  try {
    const res = await consume("api-key", API_RATE_LIMIT, keyId);
    rateHeaders(headers, { remaining: res.remainingPoints, resetAt: Date.now() + res.msBeforeNext });
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    rateHeaders(headers, { remaining: 0, resetAt: Date.now() + error.retryAfterSeconds * 1000 });
    headers.set("Retry-After", String(error.retryAfterSeconds));
    throw new ApiError("rate_limited", `Rate limit of ${API_RATE_LIMIT.points} requests per minute exceeded. Try again in ${error.retryAfterSeconds} s.`);
  }
}

type RouteContext<P> = { params: Promise<P> };

/**
 * Wraps a route handler of the REST API: authenticates the key, checks the plan, applies the per-key rate limit,
 * reads the JSON body when `body` is set, and turns every thrown error into the documented error shape.
 */
export function apiRoute<P = Record<string, string>>(handler: (call: ApiCall<P>) => Promise<Response>, { body = false } = {}) {
  return async (request: Request, context?: RouteContext<P>): Promise<Response> => {
    const headers = new Headers({ "Cache-Control": "no-store" });
    let response: Response;
    try {
      const auth = await authenticateApiKey(request.headers.get("authorization"));
      if (!auth.ok) throw new ApiError(auth.code, auth.message);
      await takeRateLimit(auth.keyId, headers);
      const call: ApiCall<P> = {
        request,
        url: new URL(request.url),
        params: context ? await context.params : ({} as P),
        body: body ? await readJsonBody(request) : undefined,
        user: auth.user,
        actor: { userId: auth.user.id, ip: clientIp(request.headers) },
        aiCaller: { user: { id: auth.user.id }, visitorId: null, ip: clientIp(request.headers) },
      };
      response = await handler(call);
    } catch (error) {
      const apiError = toApiError(error);
      if (error instanceof HeavyBusyError) headers.set("Retry-After", String(error.retryAfterSeconds));
      if (apiError.status === 401) headers.set("WWW-Authenticate", 'Bearer realm="Utilify API"');
      response = Response.json(errorBody(apiError.code, apiError.message, apiError.fields), { status: apiError.status });
    }
    headers.forEach((value, key) => response.headers.set(key, value));
    return response;
  };
}
