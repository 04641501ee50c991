import { afterEach, describe, expect, it, vi } from "vitest";
import { getSession } from "./session";

// getSession reads next-auth's own endpoint; its answers decide every "signed in?" on the client (header, meters,
// upgrade buttons), so each shape the endpoint can give maps to one outcome.
describe("getSession", () => {
  afterEach(() => vi.unstubAllGlobals());

  const cases: Array<{ name: string; status: number; body: unknown; expected: unknown }> = [
    { name: "signed out: next-auth answers an empty object", status: 200, body: {}, expected: null },
    { name: "signed out: null", status: 200, body: null, expected: null },
    {
      name: "signed in: the session as sent",
      status: 200,
      body: { user: { id: "u1", email: "a@example.com", plan: "basic", emailVerified: true }, expires: "2026-12-24T00:00:00.000Z" },
      expected: { user: { id: "u1", email: "a@example.com", plan: "basic", emailVerified: true }, expires: "2026-12-24T00:00:00.000Z" },
    },
    { name: "server error: treated as no session", status: 500, body: { message: "boom" }, expected: null },
  ];

  for (const { name, status, body, expected } of cases) {
    it(name, async () => {
      const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
      vi.stubGlobal("fetch", fetchMock);
      await expect(getSession()).resolves.toEqual(expected);
      expect(fetchMock).toHaveBeenCalledWith("/api/auth/session", expect.objectContaining({ credentials: "same-origin", cache: "no-store" }));
    });
  }

  it("unreachable server: null, not a thrown error", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(getSession()).resolves.toBeNull();
  });
});
