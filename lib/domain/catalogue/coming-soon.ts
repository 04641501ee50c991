import { categoryById, type Tool } from "@/lib/domain/catalogue/catalogue";

/** What the coming-soon page shows: from the query string of /coming-soon, or from a catalogue tool. */
export interface ComingSoonContent {
  tool: string;
  category: string;
  description: string;
}

export const COMING_SOON_DEFAULTS: ComingSoonContent = { tool: "New Tool", category: "General", description: "" };
export const COMING_SOON_MAX = { tool: 80, category: 40, description: 300 } as const;

type Param = string | string[] | undefined;

/** Collapses whitespace and control characters, then cuts to `max` characters (adding an ellipsis when cut). */
export function cleanText(value: Param, max: number): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== "string") return "";
  const text = raw.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").replace(/\s+/g, " ").trim();
  const chars = Array.from(text); // by code point, so that no surrogate pair is split
  return chars.length > max ? `${chars.slice(0, max - 1).join("").trimEnd()}…` : text;
}

/** The query parameters of /coming-soon (tool, category, description) with the spec's defaults. Rendered by React, so escaped. */
export function parseComingSoonParams(params: Record<string, Param>): ComingSoonContent {
  return {
    tool: cleanText(params.tool, COMING_SOON_MAX.tool) || COMING_SOON_DEFAULTS.tool,
    category: cleanText(params.category, COMING_SOON_MAX.category) || COMING_SOON_DEFAULTS.category,
    description: cleanText(params.description, COMING_SOON_MAX.description),
  };
}

export function comingSoonContentFor(tool: Tool): ComingSoonContent {
  return { tool: tool.name, category: categoryById(tool.category).name, description: tool.description };
}

/** The spec's notice. */
export function comingSoonMessage(tool: string): string {
  return `We're working hard to bring you ${tool}. This tool will be available soon!`;
}

/** Early access is a real request: the contact form, with its subject filled in. */
export function earlyAccessHref(tool: string): string {
  return `/contact?subject=${encodeURIComponent(`Early access: ${tool}`)}`;
}
