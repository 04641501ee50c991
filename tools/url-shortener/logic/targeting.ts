/**
 * Targeting (docs/product.md, "Links people manage"): an iOS and an Android destination and country rules, and the
 * choice the redirect makes among them. Free of imports: the redirect's hot path reads it, and so do the forms, the
 * API's schemas and the server's checks.
 */

/** The most country rules one link has. */
export const GEO_RULES_MAX = 20;

/** The forms' names of each country rule's row: `geoCountry0`/`geoUrl0` … (a form without script posts them as they are). */
export const GEO_FORM_FIELDS: readonly (readonly [string, string])[] = Array.from({ length: GEO_RULES_MAX }, (_, i) => [`geoCountry${i}`, `geoUrl${i}`] as const);

/**
 * ISO 3166-1 alpha-2 codes (the 249 assigned ones) and XK, the code CDNs send for Kosovo: what the redirect's
 * country headers can say (lib/platform/http/request.ts `clientCountry`).
 */
const CODES =
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP " +
  "KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS " +
  "MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS " +
  "RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW " +
  "TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW";

export const COUNTRY_CODES: readonly string[] = CODES.split(" ");
const KNOWN = new Set(COUNTRY_CODES);

/**
 * A country code as stored: uppercase. Lowercase input ("de") is accepted and stored as "DE" (CDNs differ in case;
 * clientCountry uppercases too); anything that is not a known code is null.
 */
export function normaliseCountry(code: string): string | null {
  const upper = code.trim().toUpperCase();
  return KNOWN.has(upper) ? upper : null;
}

export const TARGETING_MESSAGES = {
  shape: "Send geo as an object of country codes and URLs, like {\"DE\": \"https://example.de\"}, or null to remove the rules.",
  tooMany: `A link has at most ${GEO_RULES_MAX} country rules.`,
  country: (code: string) => `"${code.slice(0, 10)}" is not a country code. Use two letters, like DE or US.`,
  duplicate: (name: string) => `${name} has two rules. Keep one.`,
  url: "Enter the destination as text, or null for none.",
  empty: "Enter a URL for this country, or remove the rule.",
  pickCountry: "Choose a country for this rule, or remove it.",
} as const;

/** Uppercase country code → destination. */
export type GeoRules = Record<string, string>;

/** The stored rules (a JSON column) as an object; anything else reads as none. */
export function geoOf(value: unknown): GeoRules | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const rules: GeoRules = {};
  for (const [code, url] of Object.entries(value)) if (typeof url === "string") rules[code] = url;
  return Object.keys(rules).length ? rules : null;
}

/** Where the visitor is and what they use: the click's country (null without a trusted proxy) and OS name (classify.ts). */
export interface Visitor {
  country: string | null;
  /** ua-parser's OS name: "iOS", "Android", … */
  os: string | null;
}

export interface TargetingOf<T> {
  ios: T | null;
  android: T | null;
  /** Uppercase country code → destination. */
  geo: ReadonlyMap<string, T> | null;
}

/**
 * The destination of one visit: the rule for the visitor's country, else the iOS or Android destination by their OS,
 * else the link's own. Generic so the redirect can carry its loop check along with each URL.
 */
export function chooseDestination<T>(targeting: TargetingOf<T> | null, fallback: T, visitor: Visitor): T {
  if (!targeting) return fallback;
  if (visitor.country && targeting.geo) {
    const rule = targeting.geo.get(visitor.country);
    if (rule !== undefined) return rule;
  }
  if (visitor.os === "iOS" && targeting.ios !== null) return targeting.ios;
  if (visitor.os === "Android" && targeting.android !== null) return targeting.android;
  return fallback;
}

/** The link page's summary, one line each: "iPhone and iPad → …", "Android → …", "Germany → …". */
export function targetingSummary(
  link: { ios: string | null; android: string | null; geo: Record<string, string> | null },
  countryName: (code: string) => string,
): { label: string; url: string }[] {
  const lines: { label: string; url: string }[] = [];
  for (const [code, url] of Object.entries(link.geo ?? {})) lines.push({ label: countryName(code), url });
  lines.sort((a, b) => a.label.localeCompare(b.label, "en"));
  if (link.ios) lines.push({ label: "iPhone and iPad", url: link.ios });
  if (link.android) lines.push({ label: "Android", url: link.android });
  return lines;
}

/** "Germany" for DE, in English; the code itself where the runtime has no name for it. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
