import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Colours never depend on the screen's width: a colour utility under a breakpoint (`md:text-…`, `max-sm:bg-…`) or a
 * colour set inside a width media query would give a wide and a narrow screen different pairs of text and background. The route sweep relies on
 * it (e2e/routes.spec.ts): it reads the dark theme's colours of the tools at one width.
 */

const ROOTS = ["app", "components", "tools"];
const COLOUR_UTILITY =
  /(?:^|[\s"'`])(?:(?:sm|md|lg|xl|2xl|max-sm|max-md|max-lg|max-xl|max-2xl|min-\[[^\]]+\]|max-\[[^\]]+\]):)+(?:[a-z-]+:)*(?:text|bg|border|ring|outline|from|via|to|fill|stroke|decoration|placeholder|divide|accent|caret)-(?:white|black|transparent|current|inherit|(?:[a-z]+(?:-\d{2,3})?))(?:\/\d+)?(?=[\s"'`]|$)/;
const TEXT_SIZES = /^(?:text)-(?:xs|sm|base|lg|xl|\d?xl|left|right|center|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip)$/;
const NOT_COLOURS = /-(?:0|2|4|8|x|y|t|b|l|r|s|e|solid|dashed|dotted|none|double|hidden|offset-\d+)$|^(?:border|outline|ring|divide)-(?:\d|[xytblrse]-)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(full);
    return /\.(tsx|ts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function colourUnderBreakpoint(text: string): string[] {
  const found: string[] = [];
  for (const token of text.split(/[\s"'`{}()]+/)) {
    const match = COLOUR_UTILITY.exec(` ${token} `);
    if (!match) continue;
    // A ::before or ::after decoration (a divider line) holds no text for a contrast rule to read.
    if (/(?:^|:)(?:before|after):/.test(token)) continue;
    const utility = token.slice(token.lastIndexOf(":") + 1);
    if (TEXT_SIZES.test(utility) || NOT_COLOURS.test(utility)) continue;
    found.push(token);
  }
  return found;
}

describe("colours by width", () => {
  it("tells a colour under a breakpoint from a layout under one", () => {
    expect(colourUnderBreakpoint('className="md:text-red-700 lg:bg-white/80 max-md:dark:text-slate-300"')).toEqual([
      "md:text-red-700",
      "lg:bg-white/80",
      "max-md:dark:text-slate-300",
    ]);
    expect(colourUnderBreakpoint('className="md:text-lg sm:text-left md:border-2 lg:border-t text-red-700 dark:bg-slate-900"')).toEqual([]);
    expect(colourUnderBreakpoint('className="max-sm:after:w-px max-sm:after:bg-line"')).toEqual([]);
  });

  it("no component sets a colour for some widths only", () => {
    const offenders = ROOTS.flatMap((root) => sources(path.join(process.cwd(), root))).flatMap((file) =>
      colourUnderBreakpoint(readFileSync(file, "utf8")).map((token) => `${path.relative(process.cwd(), file)}: ${token}`),
    );
    expect(offenders).toEqual([]);
  });

  it("no width media query in the style sheet sets a colour", () => {
    const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
    const blocks = [...css.matchAll(/@media\s*\(([^)]*width[^)]*)\)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g)];
    expect(blocks.length).toBeGreaterThan(0);
    for (const [, query, body] of blocks) expect(body, query).not.toMatch(/(?:^|[\s;{])(?:color|background(?:-color)?|border(?:-color)?|fill|stroke)\s*:/);
  });
});
