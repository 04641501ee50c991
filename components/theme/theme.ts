"use client";

import { useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "./theme-key";

/**
 * The site's colour theme: the visitor's choice (light, dark, or the system's), kept in localStorage, and applied as
 * the `dark` class (plus `color-scheme`) on <html>, which app/globals.css turns into the dark palette. The inline
 * script of theme-script.tsx applies the stored choice before the first paint; this module keeps it applied
 * afterwards: a new choice, the system switching while "system" is chosen, another tab choosing.
 */

export type ThemeChoice = "system" | "light" | "dark";
export type Theme = "light" | "dark";

export const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"];
const DARK_QUERY = "(prefers-color-scheme: dark)";
/** Dispatched on window when this tab makes a choice (the storage event only reaches the other tabs). */
const CHANGE_EVENT = "utilify:theme";

/** The stored choice; anything but "light" or "dark" (nothing stored, a value from elsewhere) is "system". */
export function parseThemeChoice(stored: string | null): ThemeChoice {
  return stored === "light" || stored === "dark" ? stored : "system";
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  return choice === "system" ? (systemDark ? "dark" : "light") : choice;
}

/** The choice after `choice` when the header's button is pressed: system → light → dark → system. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  return THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length]!;
}

function readChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    // Storage refused (a privacy mode, a sandbox): the system's theme.
    return "system";
  }
}

function systemDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

function apply(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const update = () => {
    apply(resolveTheme(readChoice(), media.matches));
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) update();
  };
  media.addEventListener("change", update);
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, update);
  return () => {
    media.removeEventListener("change", update);
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, update);
  };
}

/** Stores a choice and applies it in this tab at once (the other tabs follow through the storage event). */
export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered, but this page still changes.
  }
  apply(resolveTheme(choice, systemDark()));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

// Snapshots are strings so that useSyncExternalStore compares them by value.
const choiceSnapshot = () => readChoice();
const themeSnapshot = (): Theme => resolveTheme(readChoice(), systemDark());
const serverChoice = (): ThemeChoice => "system";
const serverTheme = (): Theme => "light";

/** The visitor's choice: "system" during the server render and hydration, then the stored one. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, choiceSnapshot, serverChoice);
}

/** The theme in effect (for what CSS cannot theme: an editor's theme, a library's class): "light" until hydrated. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, themeSnapshot, serverTheme);
}
