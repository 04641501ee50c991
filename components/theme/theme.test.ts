import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { nextThemeChoice, parseThemeChoice, resolveTheme } from "./theme";
import { THEME_SCRIPT } from "./theme-script";

/** Runs the inline head script against a stand-in document, storage and media query. */
function runScript({ stored, systemDark, storageThrows = false }: { stored: string | null; systemDark: boolean; storageThrows?: boolean }) {
  const classes = new Set<string>();
  const root = { classList: { add: (c: string) => classes.add(c) }, style: { colorScheme: "" } };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error("SecurityError");
      return key === "theme" ? stored : null;
    },
  };
  const window = { matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && systemDark }) };
  runInNewContext(THEME_SCRIPT, { localStorage, window, document: { documentElement: root } });
  return { dark: classes.has("dark"), colorScheme: root.style.colorScheme };
}

describe("the inline theme script", () => {
  it("follows the system when nothing is stored", () => {
    expect(runScript({ stored: null, systemDark: true })).toEqual({ dark: true, colorScheme: "dark" });
    expect(runScript({ stored: null, systemDark: false })).toEqual({ dark: false, colorScheme: "light" });
  });

  it("lets the stored choice win over the system", () => {
    expect(runScript({ stored: "dark", systemDark: false })).toEqual({ dark: true, colorScheme: "dark" });
    expect(runScript({ stored: "light", systemDark: true })).toEqual({ dark: false, colorScheme: "light" });
  });

  it("treats a foreign stored value, or storage that refuses, as the system's choice", () => {
    expect(runScript({ stored: "DARK", systemDark: false })).toEqual({ dark: false, colorScheme: "light" });
    expect(runScript({ stored: "{}", systemDark: true })).toEqual({ dark: true, colorScheme: "dark" });
    expect(runScript({ stored: null, systemDark: true, storageThrows: true })).toEqual({ dark: true, colorScheme: "dark" });
  });
});

describe("theme choice", () => {
  it("reads only light and dark as explicit choices", () => {
    expect(parseThemeChoice("light")).toBe("light");
    expect(parseThemeChoice("dark")).toBe("dark");
    expect(parseThemeChoice(null)).toBe("system");
    expect(parseThemeChoice("system")).toBe("system");
    expect(parseThemeChoice("Dark ")).toBe("system");
  });

  it("resolves the system choice by the system's preference", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("cycles system → light → dark → system", () => {
    expect([nextThemeChoice("system"), nextThemeChoice("light"), nextThemeChoice("dark")]).toEqual(["light", "dark", "system"]);
  });
});
