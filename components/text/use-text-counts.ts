"use client";

import { useEffect, useMemo, useState } from "react";

/** Up to this many characters a text is counted at once; a longer one in slices between frames. */
export const SYNC_COUNT_CHARS = 20_000;

/**
 * A text's counts as a tool shows them, by the site's text engine (lib/engines/text/stats.ts): `count` at once for a
 * short text, `countInSlices` for a long one, a newer text cancelling the running count; the last counts stay until the
 * new ones are ready. Both functions must be stable (module-level).
 */
export function useTextCounts<T>(text: string, count: (text: string) => T, countInSlices: (text: string, cancelled: () => boolean) => Promise<T | null>): T | null {
  const small = text.length <= SYNC_COUNT_CHARS;
  const now = useMemo(() => (small ? count(text) : null), [small, text, count]);
  const [sliced, setSliced] = useState<T | null>(null);
  useEffect(() => {
    if (small) return;
    let cancelled = false;
    void countInSlices(text, () => cancelled).then((counts) => {
      if (counts) setSliced(counts);
    });
    return () => {
      cancelled = true;
    };
  }, [small, text, countInSlices]);
  return now ?? sliced;
}
