"use client";

import { Star, X } from "lucide-react";
import { useCallback, useId, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

/**
 * Starred results of a generator (the name and team name generators), kept in this browser's localStorage only,
 * newest first. Each tool makes its own store with `favouritesHook(key, max)`; the list, the star button and the
 * favourites panel are shared.
 */

export interface FavouritesStore {
  list: readonly string[];
  has: (name: string) => boolean;
  toggle: (name: string) => void;
  clear: () => void;
}

const EMPTY: readonly string[] = [];

/** A hook over one localStorage list (`key`), holding at most `max` entries. */
export function favouritesHook(key: string, max: number): () => FavouritesStore {
  let cache: readonly string[] | null = null;
  const listeners = new Set<() => void>();

  function read(): readonly string[] {
    if (cache) return cache;
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
      cache = Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string").slice(0, max) : [];
    } catch {
      cache = [];
    }
    return cache;
  }

  function write(next: readonly string[]) {
    cache = next.slice(0, max);
    try {
      localStorage.setItem(key, JSON.stringify(cache));
    } catch {
      // Storage full or blocked: the list still works for this visit.
    }
    for (const l of listeners) l();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return function useFavourites(): FavouritesStore {
    const list = useSyncExternalStore(subscribe, read, () => EMPTY);
    const has = useCallback((name: string) => list.includes(name), [list]);
    const toggle = useCallback((name: string) => {
      const now = read();
      write(now.includes(name) ? now.filter((n) => n !== name) : [name, ...now]);
    }, []);
    const clear = useCallback(() => write([]), []);
    return { list, has, toggle, clear };
  };
}

/** The star beside a result: keeps it in, or removes it from, the favourites. */
export function StarButton({ name, store }: { name: string; store: FavouritesStore }) {
  const starred = store.has(name);
  return (
    <button
      type="button"
      className="rounded p-1 text-slate-500 hover:text-amber-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-pressed={starred}
      aria-label={`${starred ? "Remove" : "Keep"} ${name} ${starred ? "from" : "in"} favourites`}
      onClick={() => store.toggle(name)}
    >
      <Star aria-hidden="true" className={`size-4 ${starred ? "fill-amber-400 text-amber-600" : ""}`} />
    </button>
  );
}

/** The favourites panel under the results: copy all, clear, remove one. Nothing when the list is empty. */
export function Favourites({ store }: { store: FavouritesStore }) {
  const headingId = useId();
  if (!store.list.length) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-line pt-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-auto text-sm font-semibold text-ink">
          Favourites ({store.list.length}) <span className="font-normal text-muted">· kept in this browser only</span>
        </h2>
        <CopyButton value={store.list.join("\n")} label="Copy favourites" copiedMessage="Favourites copied to the clipboard" />
        <Button variant="ghost" size="sm" onClick={store.clear}>
          Clear
        </Button>
      </div>
      <ul className="flex flex-wrap gap-2" data-testid="favourites">
        {store.list.map((name) => (
          <li key={name} className="inline-flex items-center gap-1 rounded-full border border-line bg-surface py-0.5 pr-1 pl-3 text-sm">
            {name}
            <button
              type="button"
              onClick={() => store.toggle(name)}
              aria-label={`Remove ${name} from favourites`}
              className="rounded-full p-0.5 text-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
