import tlds from "tlds";

/**
 * X (Twitter) weighted length, by the published twitter-text v3 rules (config v3, the one X uses today): the text is
 * NFC-normalised; each code point in U+0000–U+10FF, U+2000–U+200D, U+2010–U+201F and U+2032–U+2037 weighs 1, every
 * other weighs 2 (CJK, most symbols); an emoji, however many code points its sequence has (👨‍👩‍👧‍👦, 🇯🇵, 👍🏽), weighs 2;
 * every URL weighs 23, its length whatever (t.co shortens it). The limit is 280.
 *
 * URLs are found as twitter-text finds them, closely: http(s):// or www. addresses, and bare domains whose top-level
 * domain is on IANA's list (example.com, readme.md), with trailing punctuation left out.
 */

export const X_LIMIT = 280;
export const X_URL_WEIGHT = 23;

const LIGHT: readonly (readonly [number, number])[] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];

const TLDS = new Set(tlds);
const WWW = /^www\.[^\s.]+\.[^\s]+$/iu;
const BARE = /^([\p{L}\p{N}-]+\.)+([\p{L}]{2,63})(?:[/?#:][^\s]*)?$/u;
const TRAILING = new Set([...".,!?;:)]}'\"’”»…"]);
const LEADING = /^[(\["'“‘«¿¡]+/u;

let emoji: RegExp;
try {
  emoji = new RegExp("^\\p{RGI_Emoji}$", "v");
} catch {
  // Engines without the v flag: a pictograph beyond U+10FF, or one made an emoji by U+FE0F.
  emoji = /^(?:[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}]|\p{Regional_Indicator}|\p{Extended_Pictographic}\uFE0F)/u;
}

function weightOf(codePoint: number): number {
  for (const [lo, hi] of LIGHT) if (codePoint >= lo && codePoint <= hi) return 1;
  return 2;
}

/** Whether a whitespace-free token (without leading/trailing punctuation) is a URL by X's rules. */
export function isUrl(token: string): boolean {
  const lower = token.toLowerCase();
  const scheme = lower.startsWith("https://") ? 8 : lower.startsWith("http://") ? 7 : 0;
  if (scheme) {
    const host = token.slice(scheme).split(/[/?#]/, 1)[0] ?? "";
    const dot = host.indexOf(".");
    return dot > 0 && dot < host.length - 1;
  }
  if (WWW.test(token)) return true;
  const bare = BARE.exec(token);
  if (!bare) return false;
  const host = token.split(/[/?#:]/, 1)[0] ?? "";
  const tld = host.slice(host.lastIndexOf(".") + 1).toLowerCase();
  return TLDS.has(tld) && !host.startsWith("-") && !host.includes("..");
}

export interface XCount {
  weighted: number;
  urls: number;
  limit: number;
}

export function xWeightedLength(text: string): XCount {
  const normal = text.normalize("NFC");
  const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
  let weighted = 0;
  let urls = 0;
  // Whitespace-separated tokens; a URL inside one (after its leading punctuation, before trailing) weighs 23.
  for (const part of normal.split(/(\s+)/u)) {
    if (!part) continue;
    const lead = LEADING.exec(part)?.[0] ?? "";
    const rest = part.slice(lead.length);
    let end = rest.length;
    while (end > 0 && TRAILING.has(rest[end - 1] ?? "")) end--;
    const trail = rest.slice(end);
    const core = rest.slice(0, rest.length - trail.length);
    if (core && isUrl(core)) {
      urls++;
      weighted += weighGraphemes(lead, segmenter) + X_URL_WEIGHT + weighGraphemes(trail, segmenter);
    } else weighted += weighGraphemes(part, segmenter);
  }
  return { weighted, urls, limit: X_LIMIT };
}

function weighGraphemes(text: string, segmenter: Intl.Segmenter): number {
  let total = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (emoji.test(segment)) {
      total += 2;
      continue;
    }
    for (const ch of segment) total += weightOf(ch.codePointAt(0) ?? 0);
  }
  return total;
}
