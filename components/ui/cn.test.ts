import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it.each([
    [["h-12 pl-9 text-base", "text-base"], "h-12 pl-9 text-base"],
    [["shrink-0", false, "shrink-0  gap-2", null, undefined], "shrink-0 gap-2"],
    [["  a   b ", "b a c"], "a b c"],
    [[false, null], ""],
    [["a", ["b", { c: true, d: false }]], "a b c"],
  ])("%j → %s: joins, skips falsy values, each class once", (input, expected) => {
    expect(cn(...(input as Parameters<typeof cn>))).toBe(expected);
  });

  it.each([
    [["px-2", "px-4"], "px-4"],
    [["p-6", "p-5"], "p-5"],
    [["px-4 py-2", "p-3"], "p-3"],
    [["z-50", "z-[60]"], "z-[60]"],
    [["max-w-md", "max-w-2xl"], "max-w-2xl"],
    [["rounded-2xl", "rounded-xl"], "rounded-xl"],
    [["flex gap-4", "gap-5"], "flex gap-5"],
    [["hover:bg-slate-100", "hover:bg-red-50"], "hover:bg-red-50"],
    [["hover:bg-slate-100", "bg-red-50"], "hover:bg-slate-100 bg-red-50"],
    [["text-sm", "sm:text-lg"], "text-sm sm:text-lg"],
  ])("%j → %s: the later class of a group wins", (input, expected) => {
    expect(cn(...input)).toBe(expected);
  });

  // The project's colour and font names, as Button's variants and callers' classNames combine them.
  it.each([
    [["text-ink", "text-red-700"], "text-red-700"],
    [["text-muted", "text-ink"], "text-ink"],
    [["text-ink", "text-muted/80"], "text-muted/80"],
    [["bg-white", "bg-brand-600"], "bg-brand-600"],
    [["bg-brand-600", "bg-canvas"], "bg-canvas"],
    [["border-line", "border-red-200"], "border-red-200"],
    [["focus-visible:outline-brand-600", "focus-visible:outline-white"], "focus-visible:outline-white"],
    [["font-sans", "font-mono"], "font-mono"],
    // Different groups under the same prefix stay side by side.
    [["text-lg", "text-ink"], "text-lg text-ink"],
    [["text-muted", "text-xs"], "text-muted text-xs"],
    [["border border-line", "border-2"], "border-line border-2"],
    [["outline-2", "outline-brand-600"], "outline-2 outline-brand-600"],
    [["ring-1", "ring-brand-600"], "ring-1 ring-brand-600"],
    [["font-mono", "font-semibold"], "font-mono font-semibold"],
  ])("theme tokens: %j → %s", (input, expected) => {
    expect(cn(...input)).toBe(expected);
  });

  /** The `@theme` block of app/globals.css: every custom token the utilities are generated from. */
  const themeTokens = (() => {
    const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
    const block = /@theme\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
    return [...block.matchAll(/--([a-z]+)-([a-z0-9-]+)\s*:/g)].map(([, namespace, name]) => ({ namespace: namespace!, name: name! }));
  })();

  it("reads the @theme tokens of app/globals.css", () => {
    expect(themeTokens.map((t) => `${t.namespace}-${t.name}`)).toEqual(expect.arrayContaining(["color-ink", "color-muted", "color-brand-600", "font-mono"]));
  });

  it.each(themeTokens.map((t) => [`--${t.namespace}-${t.name}`, t] as const))("%s is merged in its own group", (_, { namespace, name }) => {
    switch (namespace) {
      case "color":
        // A colour: replaces another colour of the same utility, never a size or a width.
        expect(cn("text-slate-500", `text-${name}`)).toBe(`text-${name}`);
        expect(cn("text-sm", `text-${name}`)).toBe(`text-sm text-${name}`);
        expect(cn("bg-white", `bg-${name}`)).toBe(`bg-${name}`);
        expect(cn("border-2", `border-${name}`)).toBe(`border-2 border-${name}`);
        expect(cn("border-slate-200", `border-${name}`)).toBe(`border-${name}`);
        return;
      case "font":
        // A font family: replaces another family, never a weight.
        expect(cn("font-serif", `font-${name}`)).toBe(`font-${name}`);
        expect(cn("font-bold", `font-${name}`)).toBe(`font-bold font-${name}`);
        return;
      default:
        throw new Error(`app/globals.css has a --${namespace}-* token: teach cn.ts (its extendTailwindMerge theme) and this test its group`);
    }
  });
});
