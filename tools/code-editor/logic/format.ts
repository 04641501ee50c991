import type { Plugin } from "prettier";
import { MAX_FORMAT_CHARS, type PrettierParser } from "./languages";
import { dropPosition } from "./position";

/**
 * Formatting with Prettier (standalone build), loaded on the first Format and then only the plugins the language
 * needs. A file Prettier cannot parse is left exactly as it was, and the error says where (line:column).
 */

export type FormatResult = { ok: true; code: string; changed: boolean } | { ok: false; error: string };

const estree = () => import("prettier/plugins/estree");
const babel = () => import("prettier/plugins/babel");
const typescript = () => import("prettier/plugins/typescript");
const postcss = () => import("prettier/plugins/postcss");
const html = () => import("prettier/plugins/html");
const markdown = () => import("prettier/plugins/markdown");
const yaml = () => import("prettier/plugins/yaml");

const PLUGINS: Record<PrettierParser, readonly (() => Promise<unknown>)[]> = {
  babel: [babel, estree],
  "json-stringify": [babel, estree],
  typescript: [typescript, estree],
  css: [postcss],
  scss: [postcss],
  less: [postcss],
  html: [html, postcss, babel, estree],
  vue: [html, postcss, babel, typescript, estree],
  markdown: [markdown, babel, estree, postcss],
  yaml: [yaml],
};

/** Prettier's options; two-space indents and the default 80-column width, as most projects use. */
export interface FormatOptions {
  tabWidth?: 2 | 4;
  useTabs?: boolean;
}

function describe(error: unknown): string {
  const loc = (error as { loc?: { start?: { line?: number; column?: number } } }).loc?.start;
  const raw = error instanceof Error ? error.message : String(error);
  // Prettier appends a code frame and "(line:column)"; keep the first line and say where in words.
  const first = dropPosition(raw.split("\n")[0] ?? raw).trim();
  const where = loc?.line ? ` (line ${loc.line}, column ${loc.column ?? 1})` : "";
  return `Can't format: ${first}${where}. Nothing was changed.`;
}

export async function formatCode(code: string, parser: PrettierParser, options: FormatOptions = {}): Promise<FormatResult> {
  if (code.length > MAX_FORMAT_CHARS) {
    return {
      ok: false,
      error: `This file has ${code.length.toLocaleString("en-US")} characters; formatting takes files up to ${MAX_FORMAT_CHARS.toLocaleString("en-US")} so the page stays responsive.`,
    };
  }
  const [prettier, ...plugins] = await Promise.all([import("prettier/standalone"), ...PLUGINS[parser].map((load) => load())]);
  try {
    const formatted = await prettier.format(code, {
      parser,
      plugins: plugins as Plugin[],
      tabWidth: options.tabWidth ?? 2,
      useTabs: options.useTabs ?? false,
    });
    return { ok: true, code: formatted, changed: formatted !== code };
  } catch (error) {
    return { ok: false, error: describe(error) };
  }
}
