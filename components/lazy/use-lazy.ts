"use client";

import { useEffect, useState } from "react";

/**
 * A module (an engine, not a component: components use next/dynamic) imported once `when` turns true, e.g. a
 * formatter's engine once there is text to format, or a converter's units engine once the page has hydrated. `load`
 * must be the same function on every render (define it at module level). null until loaded; a failed load (offline)
 * stays null and is tried again when `when` turns true again.
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
