"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** What a tool's root element needs so that its first use (pointer, focus, key, change) asks for its lazy code. */
export interface UseProps<E extends HTMLElement> {
  ref: React.RefObject<E | null>;
  onPointerEnter: () => void;
  onPointerDownCapture: () => void;
  onFocusCapture: () => void;
  onKeyDownCapture: () => void;
  onChangeCapture: () => void;
  onClickCapture: () => void;
}

/**
 * `wanted` turns true on the first pointer-enter, pointer-down, focus, key press, change or click inside the element
 * given `props`, so a tool loads its heavy code on first use instead of with the page (docs/architecture.md "Page
 * weight"). `onUse`, when given, runs on every such use too (e.g. to start a load that may need a retry).
 *
 * Use that came before hydration fired no handler (the server HTML had no listeners yet): on mount, the focus already
 * inside the element, or the pointer already over it, counts as use too; what was typed comes back as a change and a
 * button clicked as a click (components/layout/keep-early-input.tsx), so a quick first touch on a slow phone never
 * leaves the tool unloaded. Every first-use trigger in the site goes through here.
 */
export function useWantedOnUse<E extends HTMLElement>(onUse?: () => void): { wanted: boolean; want: () => void; props: UseProps<E> } {
  const [wanted, setWanted] = useState(false);
  const ref = useRef<E>(null);
  const latestOnUse = useRef(onUse);
  useLayoutEffect(() => {
    latestOnUse.current = onUse;
  });
  const want = useCallback(() => {
    setWanted(true);
    latestOnUse.current?.();
  }, []);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && active !== document.body && root.contains(active);
    if (focused || root.matches(":hover")) want();
  }, [want]);

  return {
    wanted,
    want,
    props: { ref, onPointerEnter: want, onPointerDownCapture: want, onFocusCapture: want, onKeyDownCapture: want, onChangeCapture: want, onClickCapture: want },
  };
}
