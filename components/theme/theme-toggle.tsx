"use client";

import { Monitor, Moon, Sun } from "lucide-react";
import { nextThemeChoice, setThemeChoice, useThemeChoice, type ThemeChoice } from "./theme";

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;
export const THEME_NAMES: Record<ThemeChoice, string> = { system: "system", light: "light", dark: "dark" };

/**
 * The header's theme button: shows the current choice and moves to the next one (system → light → dark). Its name
 * says both, e.g. "Theme: system. Switch to light", and its title shows the same on hover.
 */
export function ThemeToggle() {
  const choice = useThemeChoice();
  const next = nextThemeChoice(choice);
  const Icon = ICONS[choice];
  const label = `Theme: ${THEME_NAMES[choice]}. Switch to ${THEME_NAMES[next]}`;
  return (
    <button
      type="button"
      onClick={() => setThemeChoice(next)}
      aria-label={label}
      title={label}
      data-theme-choice={choice}
      className="flex size-10 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-slate-100"
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
