// @vitest-environment jsdom
import { act, createElement, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The session generation the hooks read (components/auth/session-sync): the tests change it as a sign-in would. */
const session = vi.hoisted(() => ({ generation: 0 }));
vi.mock("@/components/auth/session-sync", () => ({ useSessionGeneration: () => session.generation }));

const { live, localChange, mutate, revalidate, useSessionData, useSharedData } = await import("./swr");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A fetcher whose answers the test releases one by one. */
function controlled<T>() {
  const pending: Array<(value: T) => void> = [];
  const fetcher = vi.fn(() => new Promise<T>((resolve) => pending.push(resolve)));
  return { fetcher, pending };
}

type Hook<T> = { data: T | undefined; error?: unknown; isLoading: boolean; mutate: (...args: never[]) => Promise<unknown> };

let container: HTMLDivElement;
let root: Root;
/** What the hook under test returned on the latest render. */
let latest: Hook<unknown>;

function Probe({ use }: { use: () => Hook<unknown> }): ReactNode {
  // Read during render, as a component does: SWR renders again only for the fields a render read.
  const { data, error, isLoading, mutate } = use();
  latest = { data, error, isLoading, mutate };
  return null;
}

async function render(use: () => Hook<unknown>) {
  await act(async () => root.render(createElement(Probe, { use })));
}

/** Lets the released answers and the renders they cause run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

// SWR's cache lives for the page (the module): every test uses keys of its own.
let n = 0;
const url = (name: string) => `/api/test-${name}-${++n}`;

beforeEach(() => {
  session.generation = 0;
  container = document.createElement("div");
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
});

describe("useSessionData", () => {
  it("loads again when the session changes (sign-in, sign-out, plan), showing the previous data meanwhile", async () => {
    const { fetcher, pending } = controlled<string>();
    const key = url("session");
    const use = () => useSessionData<string>(key, { fetcher }) as Hook<unknown>;
    await render(use);
    pending[0]?.("visitor's");
    await settle();
    expect(latest.data).toBe("visitor's");

    session.generation = 1;
    await render(use);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(latest.data).toBe("visitor's");
    pending[1]?.("member's");
    await settle();
    expect(latest.data).toBe("member's");
  });

  it("a local change after the first answer is shown at once, without asking the server again", async () => {
    const { fetcher, pending } = controlled<string[]>();
    const key = url("after");
    await render(() => useSessionData<string[]>(key, { fetcher }) as Hook<unknown>);
    pending[0]?.(["server"]);
    await settle();
    const change = latest.mutate as (update: (current: string[] | undefined) => string[] | undefined, options: typeof localChange) => Promise<unknown>;
    await act(async () => void (await change((current) => current && ["local", ...current], localChange)));
    expect(latest.data).toEqual(["local", "server"]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("a local change before the first answer, leaving nothing to show, loads again instead of staying empty", async () => {
    const { fetcher, pending } = controlled<string[]>();
    const key = url("before");
    await render(() => useSessionData<string[]>(key, { fetcher }) as Hook<unknown>);
    expect(latest.isLoading).toBe(true);
    // A link created while the list is still loading: there is no list to add it to yet.
    const change = latest.mutate as (update: (current: string[] | undefined) => string[] | undefined, options: typeof localChange) => Promise<unknown>;
    let changed!: Promise<unknown>;
    await act(async () => {
      changed = change((current) => current && ["local", ...current], localChange);
    });
    // The answer to the request from before the change is dropped (it may not hold the change)...
    pending[0]?.(["server, from before the change"]);
    await settle();
    // ...and a new one is asked for, which is what the list then shows.
    expect(fetcher).toHaveBeenCalledTimes(2);
    pending[1]?.(["local", "server, with the change"]);
    await act(async () => void (await changed));
    expect(latest.data).toEqual(["local", "server, with the change"]);
    expect(latest.isLoading).toBe(false);
  });
});

describe("live", () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, "visibilityState");
  });

  it("asks again every 10 s while the tab is visible, not while it is hidden", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let visibility: DocumentVisibilityState = "visible";
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
    let clicks = 0;
    const fetcher = vi.fn(async () => ++clicks);
    const key = url("clicks");
    await render(() => useSessionData<number>(key, { ...live, fetcher }) as Hook<unknown>);
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(latest.data).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(9_800));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(latest.data).toBe(2);
    visibility = "hidden";
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe("revalidate", () => {
  it("loads again every reader of a URL, whatever session its key carries, and no other URL", async () => {
    const mine = controlled<number>();
    const other = controlled<number>();
    const key = url("mine");
    const otherKey = url("other");
    await render(() => {
      useSessionData<number>(otherKey, { fetcher: other.fetcher });
      return useSessionData<number>(key, { fetcher: mine.fetcher, extra: [20] }) as Hook<unknown>;
    });
    mine.pending[0]?.(1);
    other.pending[0]?.(1);
    await settle();
    let done!: Promise<unknown>;
    await act(async () => {
      done = revalidate(key);
    });
    mine.pending[1]?.(2);
    await act(async () => void (await done));
    expect(latest.data).toBe(2);
    expect([mine.fetcher.mock.calls.length, other.fetcher.mock.calls.length]).toEqual([2, 1]);
  });
});

describe("useSharedData", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("with revalidateIfStale false, a reader uses data already in the cache (a plan marked unavailable) without a request", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ plans: { basic: true } }), { headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    const key = url("status");
    await mutate(key, { plans: { basic: false } }, { revalidate: false });
    await render(() => useSharedData(key, { revalidateIfStale: false }) as Hook<unknown>);
    await settle();
    expect(latest.data).toEqual({ plans: { basic: false } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("loads with fetchJson: a non-OK answer is the API's own message", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ error: "Sign in to see this." }), { status: 401 })));
    const key = url("denied");
    await render(() => useSharedData(key) as Hook<unknown>);
    await settle();
    expect(latest.error).toMatchObject({ name: "FetchError", status: 401, message: "Sign in to see this." });
  });
});
