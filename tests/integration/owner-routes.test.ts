import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { API_DIR, routeFiles } from "../support/route-files";
import { signInWithPlan } from "../support/sign-in";

/**
 * Every route handler built on ownerRoute (lib/domain/auth/owner-route.ts) answers its signed-in owner only: signed
 * out is 401, someone else's or a missing id is 404, and none of those answers may be kept by a shared cache. The
 * routes are found from the file tree, so a new owner-only route is covered as soon as it exists.
 */

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;


const cases = routeFiles()
  .filter((file) => readFileSync(path.join(API_DIR, file), "utf8").includes("@/lib/domain/auth/owner-route"))
  .flatMap((file) => {
    const source = readFileSync(path.join(API_DIR, file), "utf8");
    return METHODS.filter((method) => new RegExp(`export const ${method}\\b`).test(source)).map((method) => ({ file, method, byId: file.includes("[id]") }));
  });

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function callRoute(file: string, method: string, id = "c0000000000000000000000000") {
  const mod = (await import(/* @vite-ignore */ path.join(API_DIR, file))) as Record<string, Handler>;
  const pathname = `/api/${file.replace(/\/route\.ts$/, "").replace("[id]", id)}`;
  return mod[method]!(new Request(`http://127.0.0.1:3000${pathname}`, { method, headers: { host: "127.0.0.1:3000" } }), { params: Promise.resolve({ id }) });
}

describe("owner-only route handlers", () => {
  it("are found from the file tree", () => {
    const files = cases.map((c) => `${c.method} ${c.file}`);
    expect(files).toContain("GET tools/ai-writer/history/route.ts");
    expect(files).toContain("DELETE tools/ai-image-generator/history/[id]/route.ts");
    expect(files).toContain("GET qr/history/[id]/image/route.ts");
  });

  it.each(cases)("$method $file: 401 signed out, never cached", async ({ file, method }) => {
    fakeRequest.reset();
    const response = await callRoute(file, method);
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(((await response.json()) as { code: string }).code).toBe("unauthenticated");
  });

  it.each(cases)("$method $file: signed in, an id that is not theirs is 404, a list is theirs; never cached", async ({ file, method, byId }) => {
    fakeRequest.reset();
    await signInWithPlan("premium");
    const response = await callRoute(file, method);
    expect(response.status).toBe(byId ? 404 : 200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect((await response.json()) as unknown).toMatchObject(byId ? { ok: false, code: "not_found" } : { ok: true });
  });
});
