/**
 * The UTM builder (docs/product.md, "Links people manage"): campaign parameters merged into a link's destination.
 * Pure and client-safe: the forms' live preview and the server's merge are the same function.
 *
 * The destination's own query is kept byte for byte (its order, its encoding, its bare flags): only the utm_* pairs
 * being set are taken out, and the new ones added after it, before the fragment.
 */

export const UTM_FIELDS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type Utm = Partial<Record<UtmField, string>>;

/** The form fields of the builder ("utmSource", …), beside the API's `utm` object. */
export const UTM_FORM_FIELDS = {
  source: "utmSource",
  medium: "utmMedium",
  campaign: "utmCampaign",
  term: "utmTerm",
  content: "utmContent",
} as const satisfies Record<UtmField, string>;

/** The UTM builder's fields of a form (by their UTM_FORM_FIELDS names) as parameters; empty ones left out. */
export function utmOfForm(fields: Partial<Record<string, string | undefined>>): Utm {
  const utm: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = fields[UTM_FORM_FIELDS[field]];
    if (value) utm[field] = value;
  }
  return utm;
}

export const UTM_LABELS: Record<UtmField, { label: string; placeholder: string }> = {
  source: { label: "Source", placeholder: "newsletter" },
  medium: { label: "Medium", placeholder: "email" },
  campaign: { label: "Campaign", placeholder: "spring_sale" },
  term: { label: "Term", placeholder: "running shoes" },
  content: { label: "Content", placeholder: "header_button" },
};

export const UTM_MAX_LENGTH = 200;

export const UTM_MESSAGES = {
  shape: "Send utm as an object with any of source, medium, campaign, term and content, each a string.",
  tooLong: (field: UtmField) => `The UTM ${field} must be at most ${UTM_MAX_LENGTH} characters.`,
  unreadable: (field: UtmField) => `The UTM ${field} has a character that cannot be put in a web address.`,
} as const;

/** The parameters given (trimmed, empty ones left out), or a message naming the first one that cannot be used. */
export function cleanUtm(utm: Utm): { ok: true; utm: Utm } | { ok: false; message: string } {
  const clean: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = utm[field]?.trim();
    if (!value) continue;
    if (value.length > UTM_MAX_LENGTH) return { ok: false, message: UTM_MESSAGES.tooLong(field) };
    // A lone surrogate cannot be written in UTF-8, so not in a URL either.
    if (/\p{Cs}/u.test(value)) return { ok: false, message: UTM_MESSAGES.unreadable(field) };
    clean[field] = value;
  }
  return { ok: true, utm: clean };
}

export function hasUtm(utm: Utm): boolean {
  return UTM_FIELDS.some((field) => Boolean(utm[field]?.trim()));
}

/** A query pair's name as a reader of the query sees it ("utm%5Fsource" and "UTM_Source" are both utm_source). */
function pairName(pair: string): string {
  const eq = pair.indexOf("=");
  const raw = (eq >= 0 ? pair.slice(0, eq) : pair).replaceAll("+", " ");
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * `target` with the given UTM parameters: pairs of the same names already in its query are replaced, everything else
 * in it is kept as it was, the new pairs come last (in the order source, medium, campaign, term, content) and the
 * fragment stays at the end. Values are percent-encoded as URL components (a space is %20). Empty values are ignored.
 */
/** A URL as text, cut into what comes before its query, the query (without "?") and the fragment (with "#"). */
function urlParts(target: string): { base: string; query: string; fragment: string } {
  const hashAt = target.indexOf("#");
  const fragment = hashAt >= 0 ? target.slice(hashAt) : "";
  const beforeFragment = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const queryAt = beforeFragment.indexOf("?");
  return { base: queryAt >= 0 ? beforeFragment.slice(0, queryAt) : beforeFragment, query: queryAt >= 0 ? beforeFragment.slice(queryAt + 1) : "", fragment };
}

export function applyUtm(target: string, utm: Utm): string {
  const set = UTM_FIELDS.filter((field) => utm[field]?.trim());
  if (set.length === 0) return target;
  const { base, query, fragment } = urlParts(target);
  const replaced = new Set(set.map((field) => `utm_${field}`));
  const kept = query.split("&").filter((pair) => pair !== "" && !replaced.has(pairName(pair)));
  const added = set.map((field) => `utm_${field}=${encodeURIComponent(utm[field]!.trim())}`);
  return `${base}?${[...kept, ...added].join("&")}${fragment}`;
}

/**
 * The UTM parameters a destination carries, read as applyUtm writes them and as the destination's site will read them
 * (names in any case or percent-encoding, the last of repeated pairs, values decoded; an undecodable value as written).
 * The Link's `utm`: what the link sends, whether the builder or the pasted URL put it there.
 */
export function utmOf(target: string): Utm {
  const utm: Utm = {};
  for (const pair of urlParts(target).query.split("&")) {
    const name = pairName(pair);
    const field = UTM_FIELDS.find((f) => name === `utm_${f}`);
    const eq = pair.indexOf("=");
    if (!field || eq < 0) continue;
    const raw = pair.slice(eq + 1).replaceAll("+", " ");
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = raw;
    }
    if (value !== "") utm[field] = value;
  }
  return utm;
}
