import { afterEach, describe, expect, it, vi } from "vitest";
import { FetchError, fetchJson } from "./fetch-json";

function answer(status: number, body: string, contentType = "application/json") {
  const fetch = vi.fn(async () => new Response(body, { status, headers: { "content-type": contentType } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchJson", () => {
  it("returns the JSON body of an OK answer, asked for without the HTTP cache", async () => {
    const fetch = answer(200, JSON.stringify({ usage: { qr: { used: 2 } } }));
    await expect(fetchJson("/api/usage")).resolves.toEqual({ usage: { qr: { used: 2 } } });
    expect(fetch).toHaveBeenCalledWith("/api/usage", { cache: "no-store" });
  });

  it.each([
    [401, JSON.stringify({ ok: false, error: "Please sign in to see your history" }), "Please sign in to see your history"],
    [403, JSON.stringify({ error: "QR history is included from the Basic plan" }), "QR history is included from the Basic plan"],
    [429, JSON.stringify({ error: { code: "limit" } }), "Request failed (429)"],
    [500, "<html>Internal Server Error</html>", "Request failed (500)"],
    [502, "", "Request failed (502)"],
  ])("a %i answer throws a FetchError with its status and message", async (status, body, message) => {
    answer(status, body);
    const error = await fetchJson("/api/qr/history").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ status, message });
  });

  it("offline: fetch's own error reaches SWR", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(fetchJson("/api/links")).rejects.toThrow("Failed to fetch");
  });
});
