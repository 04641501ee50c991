import "server-only";
import { prisma, Prisma } from "@/lib/platform/db";
import { cheapestPlanWith } from "@/lib/domain/plans";
import { userEntitlements } from "@/lib/domain/plans/user-entitlements";
import { UserFacingError } from "@/lib/platform/errors";
import { checkTarget } from "@/tools/url-shortener/server/target";
import { hashPassword } from "@/lib/domain/auth/password";
import { isRedirectStatus, LINK_PASSWORD_MAX, LINK_PASSWORD_MIN, MAX_CLICKS_LIMIT, SETTINGS_MESSAGES, type RedirectStatus } from "@/tools/url-shortener/logic/link-settings";
import { applyUtm, cleanUtm, hasUtm, UTM_FIELDS, UTM_MESSAGES, type Utm } from "@/tools/url-shortener/logic/utm";
import { MAX_TARGET_LENGTH } from "@/tools/url-shortener/server/target";
import { countryName, GEO_RULES_MAX, geoOf, normaliseCountry, TARGETING_MESSAGES, type GeoRules } from "@/tools/url-shortener/logic/targeting";

/**
 * A link's settings besides its destination, read from a JSON body or a form (where an empty field means "none") and
 * checked against the owner's plan (lib/domain/plans `linkControls`). Shared by creating and editing a link. A field left out
 * (undefined) leaves the link as it is; null or "" removes the setting.
 */

export interface LinkSettingsInput {
  redirectStatus?: unknown;
  expiresAt?: unknown;
  maxClicks?: unknown;
  expiredUrl?: unknown;
  /** A new password (hashed here, never stored or answered as given), or null to remove it. */
  password?: unknown;
  /** UTM parameters to merge into the destination (not a setting: they become part of it). */
  utm?: unknown;
  /** Targeting: where iPhones and iPads go, or null to remove it. */
  ios?: unknown;
  /** Where Android devices go, or null to remove it. */
  android?: unknown;
  /**
   * Country rules: an object of country code → URL (the API), or [code, url] pairs in the form's order (the forms,
   * whose rows may repeat or leave out a country: each gets its own message); null or {} removes them.
   */
  geo?: unknown;
}

export interface LinkSettings {
  redirectStatus?: RedirectStatus;
  expiresAt?: Date | null;
  maxClicks?: number | null;
  expiredUrl?: string | null;
  passwordHash?: string | null;
  iosUrl?: string | null;
  androidUrl?: string | null;
  /** Uppercase country code → destination; null = no rules. */
  geo?: GeoRules | null;
}

/** What the link has now (an edit), so that a setting sent back unchanged is accepted as it is. */
export interface CurrentSettings {
  redirectStatus: number;
  expiresAt: Date | null;
  maxClicks: number | null;
  expiredUrl: string | null;
  iosUrl?: string | null;
  androidUrl?: string | null;
  geo?: Prisma.JsonValue | null;
}

export const SETTINGS_PLAN = cheapestPlanWith((e) => e.linkControls);

export const TARGETING_PLAN = cheapestPlanWith((e) => e.linkTargeting);

export const SETTINGS_FEATURE_MESSAGES = {
  signIn: "Sign in to change a link, add UTM parameters or give it an expiry date. Your links from this browser move into your account.",
  publicStatsSignIn: "Sign in to make a link's stats public. Your links from this browser move into your account.",
  targeting: `iOS and Android destinations and country rules are part of the ${TARGETING_PLAN.name} plan and above. Upgrade to use them.`,
  plan: `A password, expiry after a number of clicks, a fallback URL and the redirect status are part of the ${SETTINGS_PLAN.name} plan and above. Upgrade to use them.`,
} as const;

export function fieldError(field: string, message: string): UserFacingError {
  return new UserFacingError(message, "validation", "Error", { [field]: message });
}

const empty = (value: unknown) => value === null || (typeof value === "string" && value.trim() === "");

/** An ISO 8601 date-time with a time zone (Z or ±hh:mm): a time without one would mean a different instant to each reader. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/i;

const MONTH_NAME = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });

/**
 * Why a date and time in the right form names none (30 February, 24:00, month 13), in words naming the value; null
 * when it is a real one. new Date would silently roll such a value over to another day.
 */
function impossibleDateTime(text: string, match: RegExpExecArray): string | null {
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number, number, number];
  if (month < 1 || month > 12) return `"${text}" is not a real date: months go from 01 to 12.`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return `"${text}" is not a real date: ${MONTH_NAME.format(Date.UTC(2000, month - 1))} ${year} has ${days} days.`;
  if (hour > 23 || minute > 59 || second > 59) return `"${text}" is not a real time: use 00:00 to 23:59.`;
  if (offsetHours > 23 || offsetMinutes > 59) return `"${text}" has a time zone that does not exist: use Z, or -23:59 to +23:59.`;
  return null;
}

/**
 * An expiry (ISO 8601 with a time zone), the one check of every way a link gets one: the API, the forms and the CSV
 * import. A value in the right form naming a day or time that does not exist is refused naming it.
 */
function readExpiresAt(value: unknown, current: Date | null, now: Date): Date | null {
  if (empty(value)) return null;
  const text = typeof value === "string" ? value.trim() : "";
  const match = ISO_DATE_TIME.exec(text);
  if (!match) throw fieldError("expiresAt", SETTINGS_MESSAGES.expiresAt);
  const impossible = impossibleDateTime(text, match);
  if (impossible) throw fieldError("expiresAt", impossible);
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw fieldError("expiresAt", SETTINGS_MESSAGES.expiresAt);
  // The expiry the link already has may be past (an expired link being edited); a new one must be ahead.
  if (date.getTime() <= now.getTime() && date.getTime() !== current?.getTime()) throw fieldError("expiresAt", SETTINGS_MESSAGES.expiresAtPast);
  return date;
}

function readMaxClicks(value: unknown): number | null {
  if (empty(value)) return null;
  const n = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > MAX_CLICKS_LIMIT) throw fieldError("maxClicks", SETTINGS_MESSAGES.maxClicks);
  return n;
}

function readRedirectStatus(value: unknown): RedirectStatus {
  const n = typeof value === "string" && /^\s*\d{3}\s*$/.test(value) ? Number(value) : value;
  if (!isRedirectStatus(n)) throw fieldError("redirectStatus", SETTINGS_MESSAGES.redirectStatus);
  return n;
}

/** Whether `hostname` is a verified custom domain (a target there would be one of our short links). */
export async function isShortLinkDomain(hostname: string): Promise<boolean> {
  const found = await prisma.customDomain.findFirst({ where: { hostname, verifiedAt: { not: null } }, select: { id: true } });
  return found !== null;
}

/** A fallback URL that is not text (the API's schema says the same). */
export const EXPIRED_URL_SHAPE_MESSAGE = "Enter the fallback URL as text, or null for none.";

async function readExpiredUrl(value: unknown): Promise<string | null> {
  if (empty(value)) return null;
  if (typeof value !== "string") throw fieldError("expiredUrl", EXPIRED_URL_SHAPE_MESSAGE);
  const checked = await checkTarget(value, { isShortLinkDomain });
  if (!checked.ok) throw fieldError("expiredUrl", checked.message);
  return checked.url;
}

/** A targeting destination: checked exactly like a target (scheme, private addresses, blocklist, loops). */
async function readDestination(value: unknown, field: string): Promise<string | null> {
  if (empty(value)) return null;
  if (typeof value !== "string") throw fieldError(field, TARGETING_MESSAGES.url);
  const checked = await checkTarget(value, { isShortLinkDomain });
  if (!checked.ok) throw fieldError(field, checked.message);
  return checked.url;
}

/** Country rules, checked: known codes (stored uppercase), each once, at most GEO_RULES_MAX, each URL a valid target. */
async function readGeo(value: unknown): Promise<GeoRules | null> {
  if (value === null || value === "") return null;
  let entries: [unknown, unknown][];
  if (Array.isArray(value)) entries = value.map((pair) => (Array.isArray(pair) ? [pair[0], pair[1]] : [pair, undefined]));
  else if (typeof value === "object") entries = Object.entries(value);
  else throw fieldError("geo", TARGETING_MESSAGES.shape);
  if (entries.length > GEO_RULES_MAX) throw fieldError("geo", TARGETING_MESSAGES.tooMany);
  const rules: GeoRules = {};
  for (const [raw, url] of entries) {
    if (typeof raw !== "string") throw fieldError("geo", TARGETING_MESSAGES.shape);
    if (raw.trim() === "") throw fieldError("geo", TARGETING_MESSAGES.pickCountry);
    const code = normaliseCountry(raw);
    if (!code) throw fieldError(`geo.${raw.trim().slice(0, 10)}`, TARGETING_MESSAGES.country(raw.trim()));
    if (Object.hasOwn(rules, code)) throw fieldError(`geo.${code}`, TARGETING_MESSAGES.duplicate(countryName(code)));
    // A rule needs its URL: unlike ios and android, null is no way to say "none" here (the rule itself is removed).
    if (typeof url !== "string" || url.trim() === "") throw fieldError(`geo.${code}`, TARGETING_MESSAGES.empty);
    rules[code] = (await readDestination(url, `geo.${code}`))!;
  }
  return Object.keys(rules).length ? rules : null;
}

function sameGeo(a: GeoRules | null, b: GeoRules | null): boolean {
  const keys = Object.keys(a ?? {});
  return keys.length === Object.keys(b ?? {}).length && keys.every((k) => a![k] === b?.[k]);
}

/** The settings as Prisma writes them (a JSON column is cleared with DbNull, not null). */
export function settingsData(settings: LinkSettings): Omit<LinkSettings, "geo"> & { geo?: GeoRules | typeof Prisma.DbNull } {
  const { geo, ...rest } = settings;
  return geo === undefined ? rest : { ...rest, geo: geo ?? Prisma.DbNull };
}

/**
 * A new password's hash; null removes it. Spaces count (a password is what was typed), but spaces alone are refused:
 * more likely a slip than a secret, and a field that looks empty would lock the link.
 */
async function readPassword(value: unknown): Promise<string | null> {
  if (value === null) return null;
  if (typeof value !== "string" || [...value].length < LINK_PASSWORD_MIN || [...value].length > LINK_PASSWORD_MAX) {
    throw fieldError("password", SETTINGS_MESSAGES.password);
  }
  if (!value.trim()) throw fieldError("password", SETTINGS_MESSAGES.passwordBlank);
  return hashPassword(value);
}

export const PUBLIC_STATS_MESSAGE = "publicStats must be true (anyone may see the link's stats page) or false (only you).";

/** The public stats switch of a new link or an edit: undefined = not given (off for a new link; an edited one keeps it). */
export function readPublicStats(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "boolean") throw fieldError("publicStats", PUBLIC_STATS_MESSAGE);
  return value;
}

/** The UTM parameters to merge into the destination (null or an empty object: none), checked. */
export function readUtm(value: unknown): Utm {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw fieldError("utm", UTM_MESSAGES.shape);
  const given: Utm = {};
  for (const [key, v] of Object.entries(value)) {
    if (!(UTM_FIELDS as readonly string[]).includes(key) || (v !== null && v !== undefined && typeof v !== "string")) throw fieldError("utm", UTM_MESSAGES.shape);
    if (typeof v === "string") given[key as keyof Utm] = v;
  }
  const clean = cleanUtm(given);
  if (!clean.ok) throw fieldError("utm", clean.message);
  return clean.utm;
}

/** A destination with its UTM parameters must still fit the length every destination has. */
export function refuseLongTarget(target: string, field: string): void {
  if (target.length > MAX_TARGET_LENGTH) throw fieldError(field, `With the UTM parameters the destination is longer than ${MAX_TARGET_LENGTH.toLocaleString("en-US")} characters. Shorten them.`);
}

/**
 * UTM parameters go into every destination of the link, as into its target (docs/product.md): the targeting given with
 * them, else (an edit) the targeting the link has. Each must still fit a destination's length.
 */
export function utmIntoTargeting(settings: LinkSettings, utm: Utm, current: { iosUrl: string | null; androidUrl: string | null; geo: Prisma.JsonValue | null } | null): void {
  if (!hasUtm(utm)) return;
  const into = (url: string, field: string) => {
    const merged = applyUtm(url, utm);
    refuseLongTarget(merged, field);
    return merged;
  };
  const ios = settings.iosUrl === undefined ? current?.iosUrl : settings.iosUrl;
  if (ios) settings.iosUrl = into(ios, "ios");
  const android = settings.androidUrl === undefined ? current?.androidUrl : settings.androidUrl;
  if (android) settings.androidUrl = into(android, "android");
  const geo = settings.geo === undefined ? geoOf(current?.geo) : settings.geo;
  if (geo) settings.geo = Object.fromEntries(Object.entries(geo).map(([code, url]) => [code, into(url, `geo.${code}`)]));
}

/** The settings given, checked (each refusal names its field). */
export async function readLinkSettings(input: LinkSettingsInput, current: CurrentSettings | null, now = new Date()): Promise<LinkSettings> {
  const settings: LinkSettings = {};
  if (input.redirectStatus !== undefined) settings.redirectStatus = empty(input.redirectStatus) ? 302 : readRedirectStatus(input.redirectStatus);
  if (input.expiresAt !== undefined) settings.expiresAt = readExpiresAt(input.expiresAt, current?.expiresAt ?? null, now);
  if (input.maxClicks !== undefined) settings.maxClicks = readMaxClicks(input.maxClicks);
  if (input.expiredUrl !== undefined) settings.expiredUrl = await readExpiredUrl(input.expiredUrl);
  if (input.password !== undefined) settings.passwordHash = await readPassword(input.password);
  if (input.ios !== undefined) settings.iosUrl = await readDestination(input.ios, "ios");
  if (input.android !== undefined) settings.androidUrl = await readDestination(input.android, "android");
  if (input.geo !== undefined) settings.geo = await readGeo(input.geo);
  return settings;
}

/** Whether the settings add targeting the link does not have yet (what it already had is kept without asking). */
function needsLinkTargeting(settings: LinkSettings, current: Pick<CurrentSettings, "iosUrl" | "androidUrl" | "geo"> | null): boolean {
  if (settings.iosUrl != null && settings.iosUrl !== current?.iosUrl) return true;
  if (settings.androidUrl != null && settings.androidUrl !== current?.androidUrl) return true;
  return settings.geo != null && !sameGeo(settings.geo, geoOf(current?.geo));
}

/** Whether the settings send visitors somewhere the link did not (a new fallback or targeted destination); removing one does not. */
export function addsDestination(settings: LinkSettings, current: Pick<CurrentSettings, "expiredUrl" | "iosUrl" | "androidUrl" | "geo">): boolean {
  return needsLinkTargeting(settings, current) || (settings.expiredUrl != null && settings.expiredUrl !== current.expiredUrl);
}

/** Whether the settings ask for something only a paid plan has (a value the link already had is kept without asking). */
function needsLinkControls(settings: LinkSettings, current: CurrentSettings | null): boolean {
  const status = settings.redirectStatus;
  if (status !== undefined && status !== 302 && status !== current?.redirectStatus) return true;
  if (settings.maxClicks != null && settings.maxClicks !== current?.maxClicks) return true;
  if (settings.passwordHash != null) return true;
  return settings.expiredUrl != null && settings.expiredUrl !== current?.expiredUrl;
}

/**
 * Refuses what the caller's plan does not include: any setting, and UTM parameters, need an account (a visitor's link
 * has none yet); a password, the click limit, the fallback URL and a redirect status other than 302 need
 * `linkControls`; targeting needs `linkTargeting`.
 */
export async function requireSettingsAllowed(userId: string | null, settings: LinkSettings, current: CurrentSettings | null, utm: Utm = {}): Promise<void> {
  const asked = Object.values(settings).some((v) => v !== undefined && v !== null && v !== 302) || Object.keys(utm).length > 0;
  if (!asked) return;
  if (!userId) throw new UserFacingError(SETTINGS_FEATURE_MESSAGES.signIn, "unauthenticated", "Sign in required");
  if (needsLinkControls(settings, current) && !(await userEntitlements(userId)).linkControls) {
    throw new UserFacingError(SETTINGS_FEATURE_MESSAGES.plan, "forbidden", "Upgrade required");
  }
  if (needsLinkTargeting(settings, current) && !(await userEntitlements(userId)).linkTargeting) {
    throw new UserFacingError(SETTINGS_FEATURE_MESSAGES.targeting, "forbidden", "Upgrade required");
  }
}
