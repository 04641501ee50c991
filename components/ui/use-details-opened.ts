"use client";

import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from "react";

/**
 * Whether a `<details>` has been opened yet, for content it loads on first open. One opened before the page's scripts
 * ran toggled without telling React (its toggle event fired before React listened), so the element itself is read
 * once after hydration. Spread `ref` and `onToggle` onto the `<details>`.
 */
export function useDetailsOpened(): { ref: React.RefObject<HTMLDetailsElement | null>; opened: boolean; onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void } {
  const ref = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (ref.current?.open) setOpened(true);
  }, []);
  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) setOpened(true);
  }, []);
  return { ref, opened, onToggle };
}
