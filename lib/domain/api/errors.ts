import type { ApiErrorCode } from "@/lib/platform/errors";

/**
 * The REST API's error vocabulary: codes, their HTTP statuses and the one JSON shape every error has. Framework-
 * and database-free, so that proxy.ts can answer in the same shape.
 */

export function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields && Object.keys(fields).length ? { fields } : {}) } };
}


const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/**
 * Handlers for the methods a route does not take (a route exports those it lacks), answering in the API's error shape
 * with `Allow`: Next's own 405 has an empty body. HEAD and OPTIONS stay Next's.
 */
export function otherMethods(...allowed: Method[]): Record<Method, (request: Request) => Response> {
  const allow = allowed.join(", ");
  const answer = (request: Request) =>
    Response.json(errorBody("method_not_allowed", `${request.method} is not allowed here. This endpoint takes ${allow}.`), {
      status: 405,
      headers: { Allow: allow, "Cache-Control": "no-store" },
    });
  return Object.fromEntries(METHODS.map((method) => [method, answer])) as Record<Method, (request: Request) => Response>;
}
