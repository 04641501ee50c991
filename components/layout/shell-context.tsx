"use client";

import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type Dispatch, type ReactNode, type SetStateAction } from "react";

/** Blurring the search box closes the menu after this delay. */
const SEARCH_BLUR_CLOSE_MS = 300;

interface ShellState {
  /** The search text typed in the header (shared by its desktop and mobile copies and the home page filter). */
  query: string;
  setQuery: Dispatch<SetStateAction<string>>;
  /** Narrow screens: the side menu is open as an overlay. Wide screens: the rail is pinned open. */
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  toggleMenu: () => void;
  /** The header search has focus: the rail expands. */
  searchFocused: boolean;
  onSearchFocus: () => void;
  onSearchBlur: () => void;
  /** Focuses whichever copy of the header search is visible. */
  focusSearch: () => void;
  /** The command palette (⌘K / Ctrl+K, "/") is open. */
  paletteOpen: boolean;
  setPaletteOpen: (open: boolean) => void;
}

const ShellContext = createContext<ShellState | null>(null);

export function ShellProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [query, setQuery] = useState("");
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchFocused, setSearchFocused] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Leaving a page closes the overlay menu and clears the search (it filtered home only; home arrived at with `?q=`
  // takes the address's query, components/home/search-state.tsx).
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMenuOpen(false);
    setQuery("");
  }

  useEffect(() => () => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
  }, []);

  const onSearchFocus = useCallback(() => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
    setSearchFocused(true);
  }, []);

  const onSearchBlur = useCallback(() => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      setSearchFocused(false);
      setMenuOpen(false);
    }, SEARCH_BLUR_CLOSE_MS);
  }, []);

  const focusSearch = useCallback(() => {
    const inputs = Array.from(document.querySelectorAll<HTMLInputElement>("input[data-site-search]"));
    const visible = inputs.find((el) => el.offsetParent !== null) ?? inputs[0];
    visible?.focus();
  }, []);

  const value = useMemo<ShellState>(
    () => ({
      query,
      setQuery,
      menuOpen,
      setMenuOpen,
      toggleMenu: () => setMenuOpen((open) => !open),
      searchFocused,
      onSearchFocus,
      onSearchBlur,
      focusSearch,
      paletteOpen,
      setPaletteOpen,
    }),
    [query, menuOpen, searchFocused, onSearchFocus, onSearchBlur, focusSearch, paletteOpen],
  );

  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error("useShell() must be used inside <ShellProvider> (app/(site)/layout.tsx)");
  return shell;
}

const noSubscription = () => () => {};

/** False during the server render and hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
