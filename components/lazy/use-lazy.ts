"use client";

import { useEffect, useState } from "react";

/**
 * A module part (usually a component) loaded with import() once `when` turns true, instead of next/dynamic: next/dynamic
 * puts its own loader runtime (~10 kB gzip) on the page's first load, and Turbopack preloads its chunks badly (issue
 * 18, docs/architecture.md "Page weight"). `load` must be the same function on every render (define it at module
 * level). null until loaded; a failed load (offline) stays null and is tried again when `when` turns true again.
 */
export function useLazy<T>(load: () => Promise<T>, when: boolean): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!when || loaded) return;
    let live = true;
    load().then(
      (value) => {
        if (live) setLoaded({ value });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [when, loaded, load]);
  return loaded?.value ?? null;
}
