import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./merge-classes";

/**
 * mergeClasses (cn's conflict resolution, kept small for the first load) against tailwind-merge, the reference, on
 * the site's own classes: every class token written in a string in app/, components/ and tools/, in every ordered
 * pair with the same variants. A class the light table classifies differently from tailwind-merge fails here with
 * the pair named; teach components/ui/merge-classes.ts its group.
 */
const reference = extendTailwindMerge({
  extend: {
    theme: {
      color: ["brand-50", "brand-100", "brand-200", "brand-500", "brand-600", "brand-700", "brand-800", "ink", "muted", "surface", "canvas", "line"],
      font: ["sans", "mono"],
    },
  },
});

function sourceClasses(): string[] {
  const files = execFileSync("git", ["ls-files", "app/*.tsx", "app/*.ts", "components/*.tsx", "components/*.ts", "tools/*.tsx", "tools/*.ts"], { encoding: "utf8" })
    .split("\n")
    // merge-classes.ts itself names groups ("gap-x"), not classes.
    .filter((f) => f && !/\.test\.tsx?$/.test(f) && !f.includes("/e2e/") && f !== "components/ui/merge-classes.ts");
  const tokens = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const [, , text] of source.matchAll(/(["'`])((?:(?!\1)[^\\\n])*)\1/g)) {
      for (const token of text!.split(/\s+/)) if (/^[!a-z[@*-]/.test(token) && !/\$\{|["{}]/.test(token) && token.length < 80) tokens.add(token);
    }
  }
  return [...tokens].sort();
}

/** `sm:hover:` of `sm:hover:px-2` (colons outside brackets). */
const variantsOf = (token: string) => token.replace(/(?:\[[^\]]*\]|\([^)]*\)|[^:[(])+$/, "");

describe("mergeClasses", () => {
  it.each([
    ["px-2 px-4", "px-4"],
    ["px-4 py-2 p-3", "p-3"],
    ["p-3 px-4", "p-3 px-4"],
    ["size-4 w-full", "size-4 w-full"],
    ["w-full size-4", "size-4"],
    ["rounded-lg rounded-l-none", "rounded-lg rounded-l-none"],
    ["rounded-l-lg rounded-xl", "rounded-xl"],
    ["border border-line border-2", "border-line border-2"],
    ["text-sm text-ink text-lg text-red-700", "text-lg text-red-700"],
    ["bg-white/95 bg-brand-600", "bg-brand-600"],
    ["hover:bg-slate-100 focus:bg-white hover:bg-red-50", "focus:bg-white hover:bg-red-50"],
    ["sm:hover:px-2 hover:sm:px-4", "hover:sm:px-4"],
    ["-mt-2 mt-4", "mt-4"],
    ["mt-4 !mt-2", "mt-4 !mt-2"],
    ["translate-x-1/2 translate-x-0", "translate-x-0"],
    ["area-converter px-2 own-class px-4", "area-converter own-class px-4"],
    ["w-12 size-brotli px-2", "w-12 size-brotli px-2"],
    ["[overflow-wrap:anywhere] [overflow-wrap:normal]", "[overflow-wrap:normal]"],
    ["bg-[length:16px_16px] bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-white", "bg-[length:16px_16px] bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-white"],
    ["scale-heading scale-95 scale-100", "scale-heading scale-100"],
  ])("%s → %s", (input, expected) => {
    expect(mergeClasses(input)).toBe(expected);
    expect(reference(input)).toBe(expected);
  });

  it("keeps classes it does not know, as tailwind-merge does", () => {
    const unknown = sourceClasses().filter((t) => reference(`${t} ${t}`) !== t);
    expect(unknown.length).toBeGreaterThan(100);
    for (const token of unknown) expect(mergeClasses(`${token} ${token}`), token).toBe(`${token} ${token}`);
  });

  it("agrees with tailwind-merge on every ordered pair of the site's classes with the same variants", () => {
    // The tokens either side takes for a utility ("px-2 px-2" is "px-2"); the rest (ids, words) both keep as they are.
    const tokens = sourceClasses().filter((t) => reference(`${t} ${t}`) === t || mergeClasses(`${t} ${t}`) === t);
    expect(tokens.length).toBeGreaterThan(500);
    const byVariants = new Map<string, string[]>();
    for (const token of tokens) {
      const key = variantsOf(token);
      byVariants.set(key, [...(byVariants.get(key) ?? []), token]);
    }
    const differences: string[] = [];
    for (const group of byVariants.values()) {
      for (const a of group) {
        for (const b of group) {
          if (a === b) continue;
          const input = `${a} ${b}`;
          const expected = reference(input);
          if (mergeClasses(input) !== expected) differences.push(`${input} → ${expected} (got ${mergeClasses(input)})`);
        }
      }
    }
    // One example per pair of roots, so a whole family's difference reads as one line.
    const seen = new Set<string>();
    const examples = differences.filter((d) => {
      const roots = d.split(" → ")[0]!.split(" ").map((t) => t.replace(/-[\w.[\]/%]+$/, "-*")).join(" ");
      return !seen.has(roots) && seen.add(roots);
    });
    expect(examples.slice(0, 60)).toEqual([]);
  }, 120_000);
});
