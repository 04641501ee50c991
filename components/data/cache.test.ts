import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCache, DEDUPE_MS, load, mutate, read, registerFetcher, revalidateWhere, subscribe } from "./cache";

/** A fetcher whose answers the test releases one by one. */
function controlled<T>() {
  const pending: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const fetcher = vi.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  return { fetcher, pending };
}

describe("components/data/cache", () => {
  beforeEach(() => {
    clearCache();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T00:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("loads a key, tells its subscribers and keeps the data", async () => {
    const seen: unknown[] = [];
    subscribe("/api/a", () => seen.push(read("/api/a")));
    await load("/api/a", () => Promise.resolve({ n: 1 }));
    expect(read("/api/a")).toEqual({ data: { n: 1 }, error: undefined, isValidating: false });
    expect(seen).toEqual([
      { data: undefined, error: undefined, isValidating: true },
      { data: { n: 1 }, error: undefined, isValidating: true },
      { data: { n: 1 }, error: undefined, isValidating: false },
    ]);
  });

  it.each([
    { label: "while running", advance: 0, calls: 1 },
    { label: "just after (inside the dedupe window)", advance: DEDUPE_MS - 1, calls: 1 },
    { label: "after the dedupe window", advance: DEDUPE_MS, calls: 2 },
  ])("reuses a request $label", async ({ advance, calls }) => {
    const fetcher = vi.fn(() => Promise.resolve(1));
    const first = load("k", fetcher);
    if (advance > 0) {
      await first;
      vi.setSystemTime(Date.now() + advance);
    }
    await Promise.all([first, load("k", fetcher)]);
    expect(fetcher).toHaveBeenCalledTimes(calls);
  });

  it("keeps the data shown when a later load fails, beside the error", async () => {
    await load("k", () => Promise.resolve("old"));
    vi.setSystemTime(Date.now() + DEDUPE_MS);
    const failure = new Error("offline");
    await load("k", () => Promise.reject(failure));
    expect(read("k")).toEqual({ data: "old", error: failure, isValidating: false });
  });

  it("mutate with revalidate false changes the data at once and drops an older request's answer", async () => {
    const { fetcher, pending } = controlled<string[]>();
    const running = load("k", fetcher);
    await mutate<string[]>("k", (current) => [...(current ?? []), "local"], { revalidate: false });
    pending[0]?.resolve(["server, from before the change"]);
    await running;
    expect(read("k").data).toEqual(["local"]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("mutate before the first answer, leaving nothing to show, loads again instead of dropping the only answer", async () => {
    const { fetcher, pending } = controlled<string[]>();
    const unregister = registerFetcher("k", { current: fetcher });
    const running = load("k");
    // A local change that can only apply to loaded data (a link added to a list still loading): nothing to change.
    const changed = mutate<string[]>("k", (current) => current && [...current, "local"], { revalidate: false });
    pending[0]?.resolve(["server, from before the change"]);
    await running;
    expect(fetcher).toHaveBeenCalledTimes(2);
    pending[1]?.resolve(["server, with the change"]);
    await changed;
    expect(read("k")).toEqual({ data: ["server, with the change"], error: undefined, isValidating: false });
    unregister();
  });

  it("mutate without arguments loads again with the mounted reader's latest fetcher, past the dedupe", async () => {
    const reader = { current: () => Promise.resolve("first") };
    const unregister = registerFetcher("k", reader);
    await load("k");
    reader.current = () => Promise.resolve("second");
    await expect(mutate("k")).resolves.toBe("second");
    unregister();
    // No reader left: nothing to load with, the data stays.
    await expect(mutate("k")).resolves.toBe("second");
  });

  it("keeps only the newest request's answer when two overlap", async () => {
    const { fetcher, pending } = controlled<string>();
    const older = load("k", fetcher);
    const newer = load("k", fetcher, { dedupe: false });
    pending[1]?.resolve("newer");
    pending[0]?.resolve("older");
    await Promise.all([older, newer]);
    expect(read("k").data).toBe("newer");
  });

  it("revalidateWhere loads every key that matches (array keys by their first part)", async () => {
    const fetchers = { a1: vi.fn(() => Promise.resolve(1)), a2: vi.fn(() => Promise.resolve(2)), b: vi.fn(() => Promise.resolve(3)) };
    registerFetcher(["/api/a", 1], { current: fetchers.a1 });
    registerFetcher(["/api/a", 2], { current: fetchers.a2 });
    registerFetcher("/api/b", { current: fetchers.b });
    await revalidateWhere((key) => (Array.isArray(key) && key[0] === "/api/a") || key === "/api/a");
    expect([fetchers.a1.mock.calls.length, fetchers.a2.mock.calls.length, fetchers.b.mock.calls.length]).toEqual([1, 1, 0]);
    expect(read(["/api/a", 2]).data).toBe(2);
  });

  it("mutate sets data on a key nobody has loaded yet (e.g. a plan marked unavailable before the status answered)", async () => {
    await mutate<{ plans: Record<string, boolean> }>("/api/billing/status", (current) => ({ plans: { ...(current?.plans ?? { basic: true }), basic: false } }), {
      revalidate: false,
    });
    expect(read("/api/billing/status").data).toEqual({ plans: { basic: false } });
  });
});
