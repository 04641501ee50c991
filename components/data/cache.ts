/**
 * The client's data cache (no React here: components/data/swr.ts is the hook on top). It does what we used SWR for,
 * in a fraction of its size (SWR was 6 kB gzip on every tool page's first load; issue 18): one entry per key, shared
 * by every reader of that key; requests deduplicated (a request started less than DEDUPE_MS ago, or still running,
 * is reused); local changes (`mutate`) shown at once, optionally followed by a fresh load; only the latest request's
 * answer is kept (one that started before a local change or a newer request is dropped); a failed load keeps the
 * data already shown, beside the error.
 */

/** A request this recent is reused instead of sending another (SWR's default dedupingInterval). */
export const DEDUPE_MS = 2_000;

export type Key = string | readonly unknown[];

export type Snapshot<T = unknown> = {
  readonly data: T | undefined;
  readonly error: unknown;
  /** A request for this key is running. */
  readonly isValidating: boolean;
};

export type MutateOptions = { revalidate?: boolean };
export type Updater<T> = T | undefined | ((current: T | undefined) => T | undefined);

type Entry = {
  key: Key;
  snapshot: Snapshot;
  listeners: Set<() => void>;
  /** The fetchers of the readers mounted now (the latest one of each): a revalidation uses one of them. */
  fetchers: Set<{ current: () => Promise<unknown> }>;
  request: { promise: Promise<void>; startedAt: number; done: boolean } | null;
};

const entries = new Map<string, Entry>();

/** Empty: no data, no error, no request. The same object every time (React compares snapshots by identity). */
export const EMPTY: Snapshot = Object.freeze({ data: undefined, error: undefined, isValidating: false });

/** The cache's name of a key: strings as they are, arrays as JSON (["/api/links", 1, 20]). */
export function serializeKey(key: Key): string {
  return typeof key === "string" ? key : JSON.stringify(key);
}

function entryOf(key: Key): Entry {
  const id = serializeKey(key);
  let entry = entries.get(id);
  if (!entry) {
    entry = { key, snapshot: EMPTY, listeners: new Set(), fetchers: new Set(), request: null };
    entries.set(id, entry);
  }
  return entry;
}

function update(entry: Entry, change: Partial<Snapshot>) {
  const next = { ...entry.snapshot, ...change };
  if (next.data === entry.snapshot.data && next.error === entry.snapshot.error && next.isValidating === entry.snapshot.isValidating) return;
  entry.snapshot = next;
  for (const listener of [...entry.listeners]) listener();
}

/** What the cache holds for `key` now. */
export function read<T>(key: Key): Snapshot<T> {
  return (entries.get(serializeKey(key))?.snapshot ?? EMPTY) as Snapshot<T>;
}

/** Calls `listener` after every change of `key`'s entry; returns the unsubscribe function. */
export function subscribe(key: Key, listener: () => void): () => void {
  const entry = entryOf(key);
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

/** A mounted reader's fetcher (a ref: the reader keeps it current), used when the key is revalidated from elsewhere. */
export function registerFetcher(key: Key, fetcher: { current: () => Promise<unknown> }): () => void {
  const entry = entryOf(key);
  entry.fetchers.add(fetcher);
  return () => entry.fetchers.delete(fetcher);
}

/**
 * Loads `key` with `fetcher` (default: a mounted reader's). With `dedupe` (the default) a request for the key that is
 * running or started less than DEDUPE_MS ago is reused. Never rejects: a failure is kept as the entry's error.
 */
export function load(key: Key, fetcher?: () => Promise<unknown>, { dedupe = true }: { dedupe?: boolean } = {}): Promise<void> {
  const entry = entryOf(key);
  const run = fetcher ?? [...entry.fetchers].at(-1)?.current;
  if (!run) return Promise.resolve();
  const previous = entry.request;
  if (dedupe && previous && (!previous.done || Date.now() - previous.startedAt < DEDUPE_MS)) return previous.promise;
  update(entry, { isValidating: true });
  // Only the latest request's answer is kept: a newer request, or a local change (which forgets the request), wins.
  const request: NonNullable<Entry["request"]> = {
    startedAt: Date.now(),
    done: false,
    // Called at once (a throw becomes the entry's error, as a rejection would).
    promise: new Promise<unknown>((resolve) => resolve(run()))
      .then(
        (data) => {
          if (entry.request === request) update(entry, { data, error: undefined });
        },
        (error: unknown) => {
          if (entry.request === request) update(entry, { error });
        },
      )
      .finally(() => {
        request.done = true;
        if (entry.request === request) update(entry, { isValidating: false });
      }),
  };
  entry.request = request;
  return request.promise;
}

/**
 * Changes `key`'s data here and now (`updater`: the new data, or a function of the current data) and, unless
 * `revalidate: false`, loads it again afterwards. Without an updater it only loads again (bypassing the dedupe).
 * Resolves to the data the entry then holds.
 */
export async function mutate<T>(key: Key, ...args: [updater?: Updater<T>, options?: MutateOptions]): Promise<T | undefined> {
  const entry = entryOf(key);
  const [updater, options = {}] = args;
  let revalidate = options.revalidate ?? true;
  if (args.length > 0) {
    const current = entry.snapshot.data as T | undefined;
    const data = typeof updater === "function" ? (updater as (current: T | undefined) => T | undefined)(current) : updater;
    update(entry, { data, error: undefined });
    // The answer of a request that started before this change must not overwrite it: forget that request.
    const forgotten = entry.request !== null && !entry.request.done;
    entry.request = null;
    update(entry, { isValidating: false });
    // A change made before the first answer arrived (a link created while the list was loading) leaves nothing to
    // show, and the answer it forgot was what would have been shown: load again, or the readers wait for the next refresh.
    if (data === undefined && forgotten) revalidate = true;
  }
  if (revalidate) await load(key, undefined, { dedupe: false });
  return entry.snapshot.data as T | undefined;
}

/** Loads again every entry whose key passes `match` (and that has a reader to load it). */
export function revalidateWhere(match: (key: Key) => boolean): Promise<unknown> {
  return Promise.all([...entries.values()].filter((entry) => match(entry.key)).map((entry) => load(entry.key, undefined, { dedupe: false })));
}

/** Empties the cache (tests). */
export function clearCache() {
  entries.clear();
}
