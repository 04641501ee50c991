import { expect } from "vitest";
import { createApiKey } from "@/lib/domain/api/keys";
import type { PlanKey } from "@/lib/domain/plans";
import { prisma } from "@/lib/platform/db";
import * as schemas from "@/tools/api-schemas";
import { createUser } from "./factories";

/** Calling the REST API's route handlers (app/api/v1) in integration tests, as Next would, with an API key. */

type Handler<P> = (request: Request, context?: { params: Promise<P> }) => Promise<Response>;

interface CallOptions<P> {
  key?: string | null;
  body?: unknown;
  rawBody?: BodyInit;
  params?: P;
  headers?: Record<string, string>;
  query?: string;
}

/** Calls a route handler the way Next would, with the key as a Bearer token and a JSON body. */
export async function call<P>(handler: Handler<P>, method: string, path: string, options: CallOptions<P> = {}) {
  const headers = new Headers(options.headers);
  if (options.key) headers.set("authorization", `Bearer ${options.key}`);
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  headers.set("x-forwarded-for", "203.0.113.77");
  const request = new Request(`http://127.0.0.1:3000/api/v1${path}${options.query ?? ""}`, {
    method,
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });
  const response = await handler(request, options.params ? { params: Promise.resolve(options.params) } : undefined);
  const text = response.status === 204 ? "" : await response.clone().text();
  const json = response.headers.get("content-type")?.includes("json") && text ? (JSON.parse(text) as Record<string, unknown>) : null;
  return { response, status: response.status, json, headers: response.headers };
}

export async function userWithKey(plan: PlanKey = "premium", status: "active" | "past_due" | "canceled" = "active") {
  const user = await createUser({ plan: "premium", status: "active" });
  const { key, apiKey } = await createApiKey(user.id, { name: "Test key" });
  if (plan !== "premium" || status !== "active") await prisma.user.update({ where: { id: user.id }, data: { plan, status, pastDueSince: status === "past_due" ? new Date() : null } });
  return { user, key, apiKey };
}

export function expectError(result: { status: number; json: Record<string, unknown> | null }, status: number, code: string) {
  expect(result.status).toBe(status);
  expect(schemas.errorResponseSchema.parse(result.json).error.code).toBe(code);
  return (result.json as { error: { message: string; fields?: Record<string, string> } }).error;
}
