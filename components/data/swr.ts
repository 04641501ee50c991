"use client";

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useSessionGeneration } from "@/components/auth/session-sync";
import { EMPTY, load, mutate as mutateKey, read, registerFetcher, revalidateWhere, subscribe, type Key, type MutateOptions, type Updater } from "./cache";
import { fetchJson } from "./fetch-json";

export { FetchError, fetchJson } from "./fetch-json";

/**
 * The one way client components read data: a shared cache over our JSON API (./cache.ts; docs/architecture.md, "Data
 * on the client"), with SWR's semantics for the options we use (SWR itself was 6 kB of every tool page's first load).
 * Writes go through server actions (or the API's POST/DELETE); afterwards the reader updates its cache with
 * `mutate` (the action's answer, or a revalidation) instead of fetching by hand.
 */

/**
 * How often open pages ask for fresh click counts. Ten seconds keeps a page feeling live while costing the server
 * one small query per open tab and interval; hidden tabs do not ask at all (the interval is skipped while the document
 * is hidden) and ask at once when they are shown again (revalidateOnFocus).
 */
const LIVE_REFRESH_MS = 10_000;

/** Focus and visibility revalidate at most this often (SWR's focusThrottleInterval). */
const FOCUS_THROTTLE_MS = 5_000;

/** How a reader loads its data (names and meanings as SWR's). */
export type DataOptions = {
  /** Load again every this many ms while mounted (0: never). */
  refreshInterval?: number;
  /** Also while the tab is hidden. */
  refreshWhenHidden?: boolean;
  /** Load again when the window gets focus or the tab is shown (at most every FOCUS_THROTTLE_MS). */
  revalidateOnFocus?: boolean;
  /** On mount, load even when the cache already has data (false: the cached data is used as it is). */
  revalidateIfStale?: boolean;
  /** While a new key loads, keep returning the data of the previous one. */
  keepPreviousData?: boolean;
  /** Accepted for compatibility: a failed load is never retried by itself (the next interval, focus or mutate is). */
  shouldRetryOnError?: boolean;
};

/** What a reader gets: the data (undefined until loaded), the last load's error, and `mutate` for its key. */
export type DataResponse<T> = {
  data: T | undefined;
  error: Error | undefined;
  /** No data yet and a request running. */
  isLoading: boolean;
  /** A request running. */
  isValidating: boolean;
  /** Sets the data (a value or a function of the current one) and loads again unless `revalidate: false`; no argument: loads again. */
  mutate: (...args: [updater?: Updater<T>, options?: MutateOptions]) => Promise<T | undefined>;
};

/** Options of data that changes while the page is open (click counts). */
export const live: DataOptions = { refreshInterval: LIVE_REFRESH_MS, refreshWhenHidden: false, revalidateOnFocus: true };

/**
 * Defaults: loaded on mount, again when asked (mutate) or when its key changes; not on every window focus (our pages
 * change their data through their own actions); the previous data stays shown while a new key loads.
 */
const defaults: DataOptions = { revalidateOnFocus: false, keepPreviousData: true, shouldRetryOnError: false };

/** Key of data that depends on who is signed in: the URL plus the session generation. */
type SessionKey = readonly [url: string, generation: number, ...rest: unknown[]];

/**
 * Data that belongs to the signed-in user or the visitor (usage, links, history): its key carries the session
 * generation (components/auth/session-sync.tsx), so a sign-in, sign-out or plan change loads it again. `url` null
 * skips the request. `extra` parts join the key. `fetcher` defaults to fetchJson(url); with a fetcher of its own (a
 * server action that reads, e.g. the area converter's workspace) `url` is only the cache's name: "action:<name>".
 */
export function useSessionData<T>(
  url: string | null,
  options: DataOptions & { extra?: unknown[]; fetcher?: () => Promise<T> } = {},
): DataResponse<T> {
  const generation = useSessionGeneration();
  const { extra = [], fetcher, ...config } = options;
  const key: SessionKey | null = url === null ? null : [url, generation, ...extra];
  return useData<T>(key, () => (fetcher ? fetcher() : fetchJson<T>(url as string)), { ...defaults, ...config });
}

/** Data that is the same for everyone on this server (e.g. which plans can be bought). `url` null skips the request. */
export function useSharedData<T>(url: string | null, options: DataOptions = {}): DataResponse<T> {
  return useData<T>(url, () => fetchJson<T>(url as string), { ...defaults, ...options });
}

/** Loads again every reader of `url`, whoever's session it was read in (after a write elsewhere on the page). */
export function revalidate(url: string): Promise<unknown> {
  return revalidateWhere((key) => (Array.isArray(key) && key[0] === url) || key === url);
}

/** Changes the cached data of `key` (a value, or a function of the current one) for every reader; loads again unless `revalidate: false`. */
export function mutate<T>(key: Key, ...args: [updater?: Updater<T>, options?: MutateOptions]): Promise<T | undefined> {
  return mutateKey<T>(key, ...args);
}

const getEmpty = () => EMPTY;

/**
 * The reader: subscribes to `key`'s cache entry, loads it on mount and when the key changes (a request another reader
 * started moments ago is shared), again on the interval and on focus as `options` say. The fetcher called is always
 * the latest render's. `key` null: nothing is loaded.
 */
function useData<T>(key: Key | null, fetcher: () => Promise<T>, options: DataOptions): DataResponse<T> {
  const { refreshInterval = 0, refreshWhenHidden = false, revalidateOnFocus = true, revalidateIfStale = true, keepPreviousData = false } = options;
  const id = key === null ? null : typeof key === "string" ? key : JSON.stringify(key);
  const isArray = Array.isArray(key);
  // A new key array comes with every render: the key is kept as long as its serialized form stays the same.
  const stableKey = useMemo<Key | null>(() => (id === null ? null : isArray ? (JSON.parse(id) as unknown[]) : id), [id, isArray]);
  // The fetcher called is the latest render's (a ref, updated after each render; the cache reads it when it loads).
  const fetcherRef = useRef<() => Promise<unknown>>(fetcher);
  useLayoutEffect(() => {
    fetcherRef.current = fetcher;
  });

  const subscribeKey = useCallback((listener: () => void) => (stableKey === null ? () => {} : subscribe(stableKey, listener)), [stableKey]);
  const getSnapshot = useCallback(() => (stableKey === null ? EMPTY : read(stableKey)), [stableKey]);
  const snapshot = useSyncExternalStore(subscribeKey, getSnapshot, getEmpty);

  // Mount and key change: register the fetcher (for revalidations from elsewhere) and load unless told to use the cache.
  useEffect(() => {
    if (stableKey === null) return;
    const unregister = registerFetcher(stableKey, fetcherRef);
    if (revalidateIfStale || read(stableKey).data === undefined) void load(stableKey);
    return unregister;
  }, [stableKey]); // eslint-disable-line react-hooks/exhaustive-deps -- options are read when the key changes, as SWR does

  // The refresh interval, skipped while the tab is hidden unless refreshWhenHidden.
  useEffect(() => {
    if (stableKey === null || refreshInterval <= 0) return;
    const timer = setInterval(() => {
      if (refreshWhenHidden || document.visibilityState === "visible") void load(stableKey);
    }, refreshInterval);
    return () => clearInterval(timer);
  }, [stableKey, refreshInterval, refreshWhenHidden]);

  // Focus and visibility: load again, at most every FOCUS_THROTTLE_MS.
  useEffect(() => {
    if (stableKey === null || !revalidateOnFocus) return;
    let last = Date.now();
    const onFocus = () => {
      if (document.visibilityState !== "visible" || Date.now() - last < FOCUS_THROTTLE_MS) return;
      last = Date.now();
      void load(stableKey);
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [stableKey, revalidateOnFocus]);

  // keepPreviousData: the last data this reader saw, returned while its new key has none yet (state adjusted during
  // render, as React advises for values derived from earlier renders).
  const cached = snapshot.data as T | undefined;
  const [previous, setPrevious] = useState<T | undefined>(undefined);
  if (keepPreviousData && cached !== undefined && cached !== previous) setPrevious(cached);
  const data = keepPreviousData && cached === undefined ? previous : cached;

  const boundMutate = useCallback(
    (...args: [updater?: Updater<T>, options?: MutateOptions]) => (stableKey === null ? Promise.resolve(undefined) : mutateKey<T>(stableKey, ...args)),
    [stableKey],
  );

  return {
    data,
    error: snapshot.error as Error | undefined,
    isLoading: snapshot.isValidating && cached === undefined,
    isValidating: snapshot.isValidating,
    mutate: boundMutate,
  };
}
