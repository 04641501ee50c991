"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * For a heavy editor (CodeMirror, the JSON editor) that replaces a plain field on first use rather than loading with
 * every page, or a tool's data that its first view does not need (the Quote Generator's list): `used` turns true on
 * the first focus or pointer press inside the element given `props`, or at once when the focus is already inside it
 * as it hydrates (the visitor clicked into it before the page's script ran).
 * Until then the plain field is the tool, and what is typed into it is kept (components/layout/keep-typed-text.tsx).
 */
export function useFirstUse<E extends HTMLElement>(): { used: boolean; use: () => void; props: { ref: React.RefObject<E | null>; onFocus: () => void; onPointerDown: () => void } } {
  const [used, setUsed] = useState(false);
  const ref = useRef<E>(null);
  const use = useCallback(() => setUsed(true), []);
  useEffect(() => {
    if (ref.current?.contains(document.activeElement)) use();
  }, [use]);
  return { used, use, props: { ref, onFocus: use, onPointerDown: use } };
}

/**
 * Whether the focus is already inside the element `selector` names as a module evaluates: the module's code has
 * arrived, React has not hydrated it yet, and a tap put the focus there. A tool calls it at module level to start
 * fetching what its first use needs while the page hydrates (a good part of a second on a slow phone) instead of after,
 * when `useFirstUse` turns true. It only reads where the focus is; false on the server.
 */
export function focusedBeforeHydration(selector: string): boolean {
  if (typeof document === "undefined") return false;
  return document.querySelector(selector)?.contains(document.activeElement) ?? false;
}
