/**
 * Link tags (docs/product.md, "Links people manage"): what a tag's name may be, how two names are told to be the same
 * tag, the colour palette, and the messages. Pure: the forms, the API's schemas and the server read the same rules.
 */

/** A tag's name: 1 to 24 characters (code points) of any script, once trimmed. */
export const TAG_NAME_MAX = 24;
/** The most tags one link has. */
export const LINK_TAGS_MAX = 10;

/** The palette, in the order a new tag's default colour is picked from. */
export const TAG_COLORS = ["blue", "green", "amber", "red", "purple", "sky", "rose", "orange", "emerald", "slate"] as const;
export type TagColor = (typeof TAG_COLORS)[number];

export const TAG_COLOR_LABELS: Record<TagColor, string> = {
  blue: "Blue",
  green: "Green",
  amber: "Amber",
  red: "Red",
  purple: "Purple",
  sky: "Sky",
  rose: "Rose",
  orange: "Orange",
  emerald: "Emerald",
  slate: "Grey",
};

export function isTagColor(value: unknown): value is TagColor {
  return typeof value === "string" && (TAG_COLORS as readonly string[]).includes(value);
}

/** A tag as the API and the pages show it on a link. */
export interface LinkTagView {
  name: string;
  color: TagColor;
}

/** One of the account's tags, with how many of its links (not deleted) carry it when that was asked for. */
export interface TagView extends LinkTagView {
  id: string;
  links?: number;
}

export const TAG_MESSAGES = {
  empty: `Give the tag a name of 1 to ${TAG_NAME_MAX} characters.`,
  tooLong: `A tag's name has at most ${TAG_NAME_MAX} characters.`,
  comma: "A tag's name can't contain a comma: commas separate tags.",
  control: "A tag's name can't contain control characters.",
  shape: "tags must be a list of tag names, like [\"spring\", \"email\"].",
  tooManyOnLink: `A link has at most ${LINK_TAGS_MAX} tags.`,
  color: `Choose a colour: ${TAG_COLORS.join(", ")}.`,
  signIn: "Sign in to tag your links. Your links from this browser move into your account.",
  notFound: "This tag does not exist or is not yours.",
  taken: (name: string) => `You already have a tag named "${name}".`,
} as const;

// Control characters (what is left of them once whitespace is folded): a tag is one line of text.
const CONTROL = /\p{Cc}/u;

/** The key two names are compared by: "Promo", "PROMO" and "ｐｒｏｍｏ" are one tag. */
export function tagKey(name: string): string {
  return name.normalize("NFKC").toLowerCase();
}

/**
 * A one-line name as typed (a tag's, a UTM template's), tidied: NFC, trimmed, runs of whitespace as one space (tabs
 * and line breaks of a pasted name are spaces), with whether a control character is left (the name is then refused).
 */
export function tidyName(raw: string): { name: string; control: boolean } {
  const name = raw.normalize("NFC").replace(/\s+/gu, " ").trim();
  return { name, control: CONTROL.test(name) };
}

/** A name as typed, checked and tidied (NFC, trimmed, runs of spaces as one): the name and its key, or the problem. */
export function readTagName(raw: string): { ok: true; name: string; key: string } | { ok: false; message: string } {
  const { name, control } = tidyName(raw);
  if (control) return { ok: false, message: TAG_MESSAGES.control };
  if (name === "") return { ok: false, message: TAG_MESSAGES.empty };
  if (name.includes(",")) return { ok: false, message: TAG_MESSAGES.comma };
  if ([...name].length > TAG_NAME_MAX) return { ok: false, message: TAG_MESSAGES.tooLong };
  return { ok: true, name, key: tagKey(name) };
}

/**
 * A list of names (the API's array, or the forms' comma-separated text) checked and without repeats (the first
 * spelling of a name wins), or the first problem.
 */
export function readTagNames(raw: readonly string[]): { ok: true; names: { name: string; key: string }[] } | { ok: false; message: string } {
  const seen = new Set<string>();
  const names: { name: string; key: string }[] = [];
  for (const item of raw) {
    const read = readTagName(item);
    if (!read.ok) return read;
    if (seen.has(read.key)) continue;
    seen.add(read.key);
    names.push({ name: read.name, key: read.key });
  }
  if (names.length > LINK_TAGS_MAX) return { ok: false, message: TAG_MESSAGES.tooManyOnLink };
  return { ok: true, names };
}

/** The forms' text: names separated by commas; empty pieces (",,", a trailing comma) are nothing. */
export function splitTagText(text: string): string[] {
  return text.split(",").filter((piece) => piece.trim() !== "");
}

/** A new tag's colour when none is chosen: the same name always gets the same one. */
export function defaultTagColor(key: string): TagColor {
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return TAG_COLORS[hash % TAG_COLORS.length]!;
}
