"use client";

import useSWR, { mutate, type SWRConfiguration, type SWRResponse } from "swr";
import { useSessionGeneration } from "@/components/auth/session-sync";
import { fetchJson } from "./fetch-json";

export { mutate } from "swr";
export { FetchError, fetchJson } from "./fetch-json";

/**
 * The one way client components read data: SWR over our JSON API (docs/architecture.md, "Data on the client").
 * Writes go through server actions (or the API's POST/DELETE); afterwards the reader updates its cache with
 * `mutate` (the action's answer, or a revalidation) instead of fetching by hand.
 */

/**
 * How often open pages ask for fresh click counts. Ten seconds keeps a page feeling live while costing the server
 * one small query per open tab and interval; hidden tabs do not ask at all (SWR skips the interval while the document
 * is hidden) and ask at once when they are shown again (revalidateOnFocus).
 */
const LIVE_REFRESH_MS = 10_000;

/** Options of data that changes while the page is open (click counts). */
export const live: SWRConfiguration = { refreshInterval: LIVE_REFRESH_MS, refreshWhenHidden: false, revalidateOnFocus: true };

/**
 * Defaults: loaded on mount, again when asked (mutate) or when its key changes; not on every window focus (our pages
 * change their data through their own actions); the previous data stays shown while a new key loads; a failed load is
 * not retried by itself (the UI shows what it had; the next interval, focus or mutate asks again).
 */
const defaults: SWRConfiguration = { revalidateOnFocus: false, keepPreviousData: true, shouldRetryOnError: false };

/**
 * `mutate` options for a change made on the page (a created link, a removed history entry): put into the cache as it
 * is, without asking the server again, unless it left nothing to show. That happens when the change came before the
 * first answer (a link created while the list was still loading: there was no list to add it to), and SWR drops that
 * answer as older than the change, so without a new request the readers would stay empty until the next refresh.
 */
export const localChange = { revalidate: (data: unknown) => data === undefined };

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
  options: SWRConfiguration<T, Error> & { extra?: unknown[]; fetcher?: () => Promise<T> } = {},
): SWRResponse<T, Error> {
  const generation = useSessionGeneration();
  const { extra = [], fetcher, ...config } = options;
  const key: SessionKey | null = url === null ? null : [url, generation, ...extra];
  return useSWR<T, Error, SessionKey | null>(key, ([u]) => (fetcher ? fetcher() : fetchJson<T>(u)), { ...defaults, ...config });
}

/** Data that is the same for everyone on this server (e.g. which plans can be bought). `url` null skips the request. */
export function useSharedData<T>(url: string | null, options: SWRConfiguration<T, Error> = {}): SWRResponse<T, Error> {
  return useSWR<T, Error, string | null>(url, fetchJson<T>, { ...defaults, ...options });
}

/** Loads again every reader of `url`, whoever's session it was read in (after a write elsewhere on the page). */
export function revalidate(url: string): Promise<unknown> {
  return mutate((key) => (Array.isArray(key) && key[0] === url) || key === url);
}
