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
 * country headers can say (lib/platform/http/request.ts `clientCountry`), with their English names (CLDR's, the
 * short form where it has one). Fixed here, not asked of `Intl.DisplayNames`: browsers' ICU data words some of them
 * differently from the server's (Node says "Hong Kong SAR China", Chromium "Hong Kong"), and a country menu rendered
 * by the server must read the same in the browser, or React throws the server's HTML away (and what was typed with it).
 */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
AD: "Andorra", AE: "United Arab Emirates", AF: "Afghanistan", AG: "Antigua & Barbuda", AI: "Anguilla",
  AL: "Albania", AM: "Armenia", AO: "Angola", AQ: "Antarctica", AR: "Argentina", AS: "American Samoa", AT: "Austria",
  AU: "Australia", AW: "Aruba", AX: "Åland Islands", AZ: "Azerbaijan", BA: "Bosnia & Herzegovina", BB: "Barbados",
  BD: "Bangladesh", BE: "Belgium", BF: "Burkina Faso", BG: "Bulgaria", BH: "Bahrain", BI: "Burundi", BJ: "Benin",
  BL: "St. Barthélemy", BM: "Bermuda", BN: "Brunei", BO: "Bolivia", BQ: "Caribbean Netherlands", BR: "Brazil",
  BS: "Bahamas", BT: "Bhutan", BV: "Bouvet Island", BW: "Botswana", BY: "Belarus", BZ: "Belize", CA: "Canada",
  CC: "Cocos (Keeling) Islands", CD: "Congo - Kinshasa", CF: "Central African Republic", CG: "Congo - Brazzaville",
  CH: "Switzerland", CI: "Côte d’Ivoire", CK: "Cook Islands", CL: "Chile", CM: "Cameroon", CN: "China",
  CO: "Colombia", CR: "Costa Rica", CU: "Cuba", CV: "Cape Verde", CW: "Curaçao", CX: "Christmas Island",
  CY: "Cyprus", CZ: "Czechia", DE: "Germany", DJ: "Djibouti", DK: "Denmark", DM: "Dominica",
  DO: "Dominican Republic", DZ: "Algeria", EC: "Ecuador", EE: "Estonia", EG: "Egypt", EH: "Western Sahara",
  ER: "Eritrea", ES: "Spain", ET: "Ethiopia", FI: "Finland", FJ: "Fiji", FK: "Falkland Islands", FM: "Micronesia",
  FO: "Faroe Islands", FR: "France", GA: "Gabon", GB: "United Kingdom", GD: "Grenada", GE: "Georgia",
  GF: "French Guiana", GG: "Guernsey", GH: "Ghana", GI: "Gibraltar", GL: "Greenland", GM: "Gambia", GN: "Guinea",
  GP: "Guadeloupe", GQ: "Equatorial Guinea", GR: "Greece", GS: "South Georgia & South Sandwich Islands",
  GT: "Guatemala", GU: "Guam", GW: "Guinea-Bissau", GY: "Guyana", HK: "Hong Kong", HM: "Heard & McDonald Islands",
  HN: "Honduras", HR: "Croatia", HT: "Haiti", HU: "Hungary", ID: "Indonesia", IE: "Ireland", IL: "Israel",
  IM: "Isle of Man", IN: "India", IO: "British Indian Ocean Territory", IQ: "Iraq", IR: "Iran", IS: "Iceland",
  IT: "Italy", JE: "Jersey", JM: "Jamaica", JO: "Jordan", JP: "Japan", KE: "Kenya", KG: "Kyrgyzstan", KH: "Cambodia",
  KI: "Kiribati", KM: "Comoros", KN: "St. Kitts & Nevis", KP: "North Korea", KR: "South Korea", KW: "Kuwait",
  KY: "Cayman Islands", KZ: "Kazakhstan", LA: "Laos", LB: "Lebanon", LC: "St. Lucia", LI: "Liechtenstein",
  LK: "Sri Lanka", LR: "Liberia", LS: "Lesotho", LT: "Lithuania", LU: "Luxembourg", LV: "Latvia", LY: "Libya",
  MA: "Morocco", MC: "Monaco", MD: "Moldova", ME: "Montenegro", MF: "St. Martin", MG: "Madagascar",
  MH: "Marshall Islands", MK: "North Macedonia", ML: "Mali", MM: "Myanmar (Burma)", MN: "Mongolia", MO: "Macao",
  MP: "Northern Mariana Islands", MQ: "Martinique", MR: "Mauritania", MS: "Montserrat", MT: "Malta", MU: "Mauritius",
  MV: "Maldives", MW: "Malawi", MX: "Mexico", MY: "Malaysia", MZ: "Mozambique", NA: "Namibia", NC: "New Caledonia",
  NE: "Niger", NF: "Norfolk Island", NG: "Nigeria", NI: "Nicaragua", NL: "Netherlands", NO: "Norway", NP: "Nepal",
  NR: "Nauru", NU: "Niue", NZ: "New Zealand", OM: "Oman", PA: "Panama", PE: "Peru", PF: "French Polynesia",
  PG: "Papua New Guinea", PH: "Philippines", PK: "Pakistan", PL: "Poland", PM: "St. Pierre & Miquelon",
  PN: "Pitcairn Islands", PR: "Puerto Rico", PS: "Palestine", PT: "Portugal", PW: "Palau", PY: "Paraguay",
  QA: "Qatar", RE: "Réunion", RO: "Romania", RS: "Serbia", RU: "Russia", RW: "Rwanda", SA: "Saudi Arabia",
  SB: "Solomon Islands", SC: "Seychelles", SD: "Sudan", SE: "Sweden", SG: "Singapore", SH: "St. Helena",
  SI: "Slovenia", SJ: "Svalbard & Jan Mayen", SK: "Slovakia", SL: "Sierra Leone", SM: "San Marino", SN: "Senegal",
  SO: "Somalia", SR: "Suriname", SS: "South Sudan", ST: "São Tomé & Príncipe", SV: "El Salvador", SX: "Sint Maarten",
  SY: "Syria", SZ: "Eswatini", TC: "Turks & Caicos Islands", TD: "Chad", TF: "French Southern Territories",
  TG: "Togo", TH: "Thailand", TJ: "Tajikistan", TK: "Tokelau", TL: "Timor-Leste", TM: "Turkmenistan", TN: "Tunisia",
  TO: "Tonga", TR: "Türkiye", TT: "Trinidad & Tobago", TV: "Tuvalu", TW: "Taiwan", TZ: "Tanzania", UA: "Ukraine",
  UG: "Uganda", UM: "U.S. Outlying Islands", US: "United States", UY: "Uruguay", UZ: "Uzbekistan",
  VA: "Vatican City", VC: "St. Vincent & Grenadines", VE: "Venezuela", VG: "British Virgin Islands",
  VI: "U.S. Virgin Islands", VN: "Vietnam", VU: "Vanuatu", WF: "Wallis & Futuna", WS: "Samoa", XK: "Kosovo",
  YE: "Yemen", YT: "Mayotte", ZA: "South Africa", ZM: "Zambia", ZW: "Zimbabwe",
};

export const COUNTRY_CODES: readonly string[] = Object.keys(COUNTRY_NAMES);
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

/** "Germany" for DE, in English; the code itself for a code we have no name for. */
export function countryName(code: string): string {
  return Object.hasOwn(COUNTRY_NAMES, code) ? COUNTRY_NAMES[code]! : code;
}

/** A name's sort key: without accents ("Åland" beside "Albania"), compared by code unit, the same on every runtime. */
const sortKey = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The country menus' entries, sorted by name. */
export const COUNTRY_MENU: readonly { code: string; name: string }[] = COUNTRY_CODES.map((code) => ({ code, name: COUNTRY_NAMES[code]!, key: sortKey(COUNTRY_NAMES[code]!) }))
  .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  .map(({ code, name }) => ({ code, name }));
