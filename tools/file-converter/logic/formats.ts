/** The formats the converter reads and writes, and what each is called on the page and in file names. */
export const FORMATS = {
  json: { name: "JSON", extension: "json", mime: "application/json" },
  yaml: { name: "YAML", extension: "yaml", mime: "application/yaml" },
  toml: { name: "TOML", extension: "toml", mime: "application/toml" },
  csv: { name: "CSV", extension: "csv", mime: "text/csv" },
  tsv: { name: "TSV", extension: "tsv", mime: "text/tab-separated-values" },
  xml: { name: "XML", extension: "xml", mime: "application/xml" },
  jsonl: { name: "JSON Lines", extension: "jsonl", mime: "application/jsonl" },
} as const;
export type FormatId = keyof typeof FORMATS;
export const FORMAT_IDS = Object.keys(FORMATS) as FormatId[];

/** Largest input read, checked before any parsing (a pasted text or an opened file). */
export const MAX_INPUT_CHARS = 2_000_000;

/** Inputs longer than this are converted in a Web Worker, off the page's main thread. */
export const WORKER_THRESHOLD_CHARS = 50_000;

/** The format a file name's extension says, if any. */
export function formatFromFileName(name: string): FormatId | null {
  const ext = /\.([^.]+)$/.exec(name.toLowerCase())?.[1] ?? "";
  const map: Record<string, FormatId> = { json: "json", geojson: "json", yaml: "yaml", yml: "yaml", toml: "toml", csv: "csv", tsv: "tsv", tab: "tsv", xml: "xml", jsonl: "jsonl", ndjson: "jsonl" };
  return map[ext] ?? null;
}
