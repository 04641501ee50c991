"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** What a tool's root element needs so that its first use (pointer, focus, key, change) asks for its lazy code. */
export interface UseProps<E extends HTMLElement> {
  ref: React.RefObject<E | null>;
  onPointerEnter: () => void;
  onPointerDownCapture: () => void;
  onFocusCapture: () => void;
  onKeyDownCapture: () => void;
  onChangeCapture: () => void;
}

/**
 * `wanted` turns true on the first pointer-enter, pointer-down, focus, key press or change inside the element given
 * `props`, so a tool loads its heavy code on first use instead of with the page (docs/architecture.md "Page weight").
 *
 * Use that came before hydration fired no handler (the server HTML had no listeners yet): on mount, the focus inside the
 * element or an input whose value differs from the server's counts as use too, so a quick first keystroke on a slow
 * phone never leaves the tool unloaded (components/lazy/load-on-use.tsx then replays it into the tool).
 */
export function useWantedOnUse<E extends HTMLElement>(): { wanted: boolean; want: () => void; props: UseProps<E> } {
  const [wanted, setWanted] = useState(false);
  const ref = useRef<E>(null);
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const active = document.activeElement;
    const focusedInside = active instanceof HTMLElement && active !== document.body && root.contains(active);
    const typedInto = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].some(
      (field) => !field.readOnly && field.value !== field.defaultValue,
    );
    if (!focusedInside && !typedInto) return;
    setWanted(true);
  }, []);

  return {
    wanted,
    want,
    props: { ref, onPointerEnter: want, onPointerDownCapture: want, onFocusCapture: want, onKeyDownCapture: want, onChangeCapture: want },
  };
}
