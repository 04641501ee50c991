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

/** The format a file name's extension says, if any. */
export function formatFromFileName(name: string): FormatId | null {
  const ext = /\.([^.]+)$/.exec(name.toLowerCase())?.[1] ?? "";
  const map: Record<string, FormatId> = { json: "json", geojson: "json", yaml: "yaml", yml: "yaml", toml: "toml", csv: "csv", tsv: "tsv", tab: "tsv", xml: "xml", jsonl: "jsonl", ndjson: "jsonl" };
  return map[ext] ?? null;
}

/** The options of every format, in one object (the page shows those that apply to the chosen pair). */
export interface ConvertOptions {
  /** JSON, YAML and XML indentation ("minify" is JSON only; YAML and XML use 2 spaces then). */
  indent: "2" | "4" | "tab" | "minify";
  /** The CSV delimiter; "auto" detects it when reading and writes a comma. */
  delimiter: "auto" | "," | ";" | "|";
  /** CSV/TSV: the first row is the header (reading) / write a header row (writing). */
  header: boolean;
  /** CSV, TSV and XML in: read 42 and true as a number and a boolean (leading zeros and long digit strings stay text). */
  types: boolean;
  lineEnding: "crlf" | "lf";
  /** XML out: the root element when the data has no single top-level key, and the element of each list item. */
  xmlRoot: string;
  xmlItem: string;
}

export const DEFAULT_OPTIONS: ConvertOptions = { indent: "2", delimiter: "auto", header: true, types: true, lineEnding: "crlf", xmlRoot: "root", xmlItem: "item" };

