import { parseJson } from "@/lib/engines/json/parse";
import type { FormatId } from "./formats";

/** Lines looked at to guess the format (enough to tell, bounded for huge inputs). */
const SAMPLE_LINES = 20;

/**
 * Guesses the format of a text from its first characters and lines: `<` is XML, `{`/`[` JSON (or JSON Lines when each
 * line is its own value), `key = value` and `[table]` TOML, `key: value` and `- item` YAML, tabs TSV, commas or
 * semicolons CSV. The user can always override it.
 */
export function detectFormat(text: string): FormatId {
  const trimmed = text.replace(/^\uFEFF/, "").trimStart();
  if (trimmed === "") return "json";
  if (trimmed.startsWith("<")) return "xml";
  const lines = trimmed.split(/\r\n|\n|\r/, 400).filter((l) => l.trim() !== "" && !/^\s*#/.test(l)).slice(0, SAMPLE_LINES);
  const first = lines[0] ?? "";
  const tomlTable = /^\s*\[\[?\s*[A-Za-z0-9_"'.-][^\]]*\]\]?\s*$/;
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    if (text.length < 5_000_000 && parseJson(text).ok) return "json";
    if (lines.length > 1 && lines.every((l) => parseJson(l).ok)) return "jsonl";
    if (!trimmed.startsWith("[") || !tomlTable.test(first)) return "json";
  }
  const tomlLine = (l: string) => tomlTable.test(l) || /^\s*("[^"]*"|'[^']*'|[A-Za-z0-9_.-]+)\s*=/.test(l);
  if (lines.length && lines.every((l) => tomlLine(l) || /^\s+\S/.test(l) || /^\s*[\]}]/.test(l))) return "toml";
  if (first.includes("\t") && !/^[^\t"]*:\s/.test(first)) return "tsv";
  if (/^(---|%YAML|- |-$)/.test(first) || /^\s*("[^"]*"|'[^']*'|[^\s,;"'][^,;]*?):(\s|$)/.test(first)) return "yaml";
  if (first.includes(",") || first.includes(";") || first.includes("|")) return "csv";
  return "yaml";
}
