import { toCsv } from "@/lib/engines/csv/write";
import { countryName } from "./countries";
import { numberKey, type Match } from "./match";

/**
 * The Phone Number Extractor's pure logic around the library's matches: reading HTML without its markup, the result
 * rows (deduplicated by E.164), the highlighted source, the redacted copy and the CSV export. No library import, so it
 * ships with the page; the matcher itself (./extract.ts) loads on first use.
 */

/** The longest text searched at once (the matcher is linear, but each candidate is parsed against the metadata). */
export const MAX_INPUT_CHARS = 200_000;

export function sizeError(text: string): string | null {
  if (text.length <= MAX_INPUT_CHARS) return null;
  return `This text is ${text.length.toLocaleString("en-US")} characters; the extractor reads up to ${MAX_INPUT_CHARS.toLocaleString("en-US")} at a time. Split it into parts.`;
}

export type SourceKind = "text" | "html";

/** HTML when the text holds an element tag we recognise; CSV and plain text are both read as text. */
export function detectKind(text: string): SourceKind {
  return /<\/?(?:html|head|body|div|p|a|span|table|tr|td|th|li|ul|ol|br|strong|em|b|i|h[1-6]|footer|header|section|address)(?:\s[^<>]{0,500})?\/?>/i.test(text) ? "html" : "text";
}

const PLUS_ENTITIES = new Set(["#43", "#x2b", "plus"]);
const DASH_ENTITIES = new Set(["ndash", "#8211", "#x2013", "hyphen", "#8208", "#x2010", "#8209", "#x2011", "minus", "#8722", "#x2212"]);
const ENTITY = /&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});/iy;

/**
 * Where the number of a `href="tel:…"` attribute starts in a tag, and the quote that ends it (or "" when unquoted); by
 * hand from each "tel:" backwards, so a tag full of spaces and = signs cannot make it backtrack.
 */
function telValue(tag: string): { start: number; quote: string } | null {
  const lower = tag.toLowerCase();
  for (let at = lower.indexOf("tel:"); at >= 0; at = lower.indexOf("tel:", at + 4)) {
    let k = at - 1;
    while (k >= 0 && /\s/.test(tag[k] ?? "")) k--;
    const quote = tag[k] === '"' || tag[k] === "'" ? (tag[k] ?? "") : "";
    if (quote) k--;
    while (k >= 0 && /\s/.test(tag[k] ?? "")) k--;
    if (tag[k] !== "=") continue;
    k--;
    while (k >= 0 && /\s/.test(tag[k] ?? "")) k--;
    if (lower.slice(k - 3, k + 1) === "href" && !/[\w-]/.test(tag[k - 4] ?? "")) return { start: at + 4, quote };
  }
  return null;
}

/** The text searched, and for each of its characters the span of the source it stands for. */
export interface Readable {
  text: string;
  /** Source offset where text[i] starts, and where it ends (exclusive). */
  starts: Int32Array;
  ends: Int32Array;
}

/**
 * What a reader of an HTML document sees, mapped back to the source: each tag, comment, script or style becomes one
 * space (so numbers are found only in the page's text), except the number of a `tel:` link, which is read where it is
 * written; each entity becomes one character (a space, or the + or - it stands for). Linear: one pass with indexOf.
 */
export function readHtml(html: string): Readable {
  const lower = html.toLowerCase();
  const n = html.length;
  const chars: string[] = [];
  const starts = new Int32Array(n + 1);
  const ends = new Int32Array(n + 1);
  const emit = (text: string, from: number, to: number) => {
    // One output character per source character (text runs), or one for a whole span (tags, entities).
    if (text.length === to - from) {
      for (let k = 0; k < text.length; k++) {
        starts[chars.length] = from + k;
        ends[chars.length] = from + k + 1;
        chars.push(text[k] ?? "");
      }
    } else {
      starts[chars.length] = from;
      ends[chars.length] = to;
      chars.push(text);
    }
  };
  let i = 0;
  while (i < n) {
    let next = html.indexOf("<", i);
    const amp = html.indexOf("&", i);
    if (next < 0) next = n;
    if (amp >= 0 && amp < next) next = amp;
    if (next > i) emit(html.slice(i, next), i, next);
    i = next;
    if (i >= n) break;
    if (html[i] === "&") {
      ENTITY.lastIndex = i;
      const m = ENTITY.exec(html);
      const name = (m?.[1] ?? "").toLowerCase();
      const end = m ? i + m[0].length : i + 1;
      emit(!m ? "&" : PLUS_ENTITIES.has(name) ? "+" : DASH_ENTITIES.has(name) ? "-" : " ", i, end);
      i = end;
      continue;
    }
    // A "<" that does not open a tag, comment or declaration is text ("a < b").
    const close = html.indexOf(">", i);
    if (!/[a-z/!?]/i.test(html[i + 1] ?? "") || close < 0) {
      emit("<", i, i + 1);
      i++;
      continue;
    }
    let end = close + 1;
    if (lower.startsWith("<!--", i)) {
      const comment = lower.indexOf("-->", i + 4);
      end = comment < 0 ? n : comment + 3;
    } else {
      const raw = /^<(script|style)\b/i.exec(html.slice(i, i + 8))?.[1]?.toLowerCase();
      if (raw) {
        const closing = lower.indexOf(`</${raw}`, end);
        const closeEnd = closing < 0 ? -1 : html.indexOf(">", closing);
        end = closeEnd < 0 ? n : closeEnd + 1;
      } else {
        const tag = html.slice(i, end);
        const tel = telValue(tag);
        if (tel) {
          const valueStart = tel.start;
          const quote = tel.quote;
          let valueEnd = valueStart;
          while (valueEnd < tag.length - 1 && !(quote ? tag[valueEnd] === quote : /[\s>]/.test(tag[valueEnd] ?? ""))) valueEnd++;
          emit(" ", i, i + valueStart);
          // The link's number, read as written; percent-escapes (%20, %2B) count as one character each.
          let k = i + valueStart;
          while (k < i + valueEnd) {
            const escape = /^%[0-9a-f]{2}/i.exec(html.slice(k, k + 3))?.[0];
            if (escape) {
              emit(escape.toLowerCase() === "%2b" ? "+" : " ", k, k + 3);
              k += 3;
            } else {
              emit(html[k] ?? "", k, k + 1);
              k++;
            }
          }
          emit(" ", i + valueEnd, end);
          i = end;
          continue;
        }
      }
    }
    emit(" ", i, end);
    i = end;
  }
  starts[chars.length] = n;
  ends[chars.length] = n;
  return { text: chars.join(""), starts: starts.subarray(0, chars.length + 1), ends: ends.subarray(0, chars.length + 1) };
}

/** The text searched for a source: HTML read as a reader sees it, anything else as it is (null map). */
export function readSource(source: string, kind: SourceKind): { text: string; map: Readable | null } {
  if (kind !== "html") return { text: source, map: null };
  const readable = readHtml(source);
  return { text: readable.text, map: readable };
}

/** A match in the searched text, placed in the source (its `original` stays the text a reader sees). */
export function toSource<T extends { start: number; end: number }>(match: T, map: Readable | null): T {
  if (!map || match.end <= match.start) return match;
  return { ...match, start: map.starts[match.start] ?? match.start, end: map.ends[match.end - 1] ?? match.end };
}

export type OutputFormat = "e164" | "international" | "national" | "rfc3966";

/**
 * A number as the chosen format writes it: the Formatted column, Copy numbers and the CSV's Formatted cell. E.164 has
 * no extension, so a number with one is written in the library's international format instead, which keeps it
 * (+1 212 736 5000 ext. 12): never dropped, and never glued to an E.164 string where it would not parse as one.
 */
export function formatted(match: Pick<Match, "e164" | "ext" | "international" | "national" | "rfc3966">, format: OutputFormat): string {
  if (format === "e164") return match.ext ? match.international : match.e164;
  return match[format];
}

const TYPE_LABELS: Record<string, string> = {
  MOBILE: "Mobile",
  FIXED_LINE: "Landline",
  FIXED_LINE_OR_MOBILE: "Landline or mobile",
  TOLL_FREE: "Toll-free",
  PREMIUM_RATE: "Premium rate",
  SHARED_COST: "Shared cost",
  VOIP: "VoIP",
  PERSONAL_NUMBER: "Personal number",
  PAGER: "Pager",
  UAN: "Company number",
  VOICEMAIL: "Voicemail",
};

export function typeLabel(type: string | null): string {
  return (type && TYPE_LABELS[type]) ?? "Unknown";
}

export interface Row {
  key: string;
  match: Match;
  /** Times the number was found (1 when duplicates are kept). */
  count: number;
  country: string;
  type: string;
}

/** The table's rows: one per distinct number (E.164 + extension) in the order first found, or one per match. */
export function toRows(matches: readonly Match[], options: { dedupe: boolean; validOnly: boolean }): Row[] {
  const rows: Row[] = [];
  const byKey = new Map<string, Row>();
  for (const match of matches) {
    if (options.validOnly && !match.valid) continue;
    const key = numberKey(match);
    const seen = options.dedupe ? byKey.get(key) : undefined;
    if (seen) {
      seen.count++;
      continue;
    }
    const row: Row = {
      key,
      match,
      count: 1,
      country: match.country ? `${countryName(match.country)} (${match.country})` : "Unknown",
      type: typeLabel(match.type),
    };
    byKey.set(key, row);
    rows.push(row);
  }
  return rows;
}

/** The table's and the CSV's columns, in order (the table says "Found" for "Times found"). */
export const COLUMNS = ["Original", "E.164", "Extension", "Formatted", "Country", "Type", "Valid", "Times found"] as const;

/**
 * One row's cells, as the table shows them and the CSV writes them. The extension gets its own column, beside a bare
 * E.164 number: a CRM import maps E.164 to a phone field that validates it (a ";ext=12" or " ext. 12" suffix fails or
 * is stored as digits) and the extension to its own field, or leaves it out.
 */
export function rowCells(row: Row, format: OutputFormat): string[] {
  return [row.match.original, row.match.e164, row.match.ext ?? "", formatted(row.match, format), row.country, row.type, row.match.valid ? "yes" : "no", String(row.count)];
}

/** The CSV file (RFC 4180, formula-safe cells from lib/engines/csv/write.ts): one line per row. */
export function rowsCsv(rows: readonly Row[], format: OutputFormat): string {
  return toCsv([[...COLUMNS], ...rows.map((row) => rowCells(row, format))]);
}

/** What Copy numbers puts on the clipboard: each row's Formatted cell, one per line. */
export function rowsList(rows: readonly Row[], format: OutputFormat): string {
  return rows.map((row) => formatted(row.match, format)).join("\n");
}

/** The source cut into plain runs and matched runs (by index into `matches`), for highlighting. */
export function segments(text: string, matches: readonly Pick<Match, "start" | "end">[]): { text: string; match: number | null }[] {
  const out: { text: string; match: number | null }[] = [];
  let at = 0;
  matches.forEach((m, index) => {
    if (m.start < at) return;
    if (m.start > at) out.push({ text: text.slice(at, m.start), match: null });
    out.push({ text: text.slice(m.start, m.end), match: index });
    at = m.end;
  });
  if (at < text.length) out.push({ text: text.slice(at), match: null });
  return out;
}

export const MASK = "•";

/**
 * The source with every found number's digits masked, keeping its punctuation and the last `keep` digits
 * (+44 20 7946 0958 → +•• •• •••• ••58 with keep 2). HTML stays HTML: only the digits of matches change.
 */
export function redact(text: string, matches: readonly Pick<Match, "start" | "end">[], keep: number): string {
  const parts: string[] = [];
  let at = 0;
  for (const m of matches) {
    if (m.start < at) continue;
    parts.push(text.slice(at, m.start));
    // Digits of the number only: entities (&#160;) and tags inside an HTML match stay as they are.
    const span = text.slice(m.start, m.end);
    const tokens = /&#?[a-z0-9]{1,31};|<[^<>]{0,2000}>|\d/gi;
    let digits = (span.match(tokens) ?? []).filter((t) => t.length === 1).length;
    parts.push(span.replace(tokens, (t) => (t.length === 1 && digits-- > keep ? MASK : t)));
    at = m.end;
  }
  parts.push(text.slice(at));
  return parts.join("");
}
