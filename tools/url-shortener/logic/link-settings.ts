/**
 * What a link's owner may set besides its destination (docs/product.md, "Links people manage"): the redirect status,
 * an expiry date, a maximum number of clicks, a fallback URL for when it has expired, and a password. Pure: the forms, the API's
 * schemas and the server's checks read the same lists and messages.
 */

/** 302 first: the default, which browsers never keep, so every visit comes back and is counted. */
export const REDIRECT_STATUSES = [302, 301, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export const DEFAULT_REDIRECT_STATUS: RedirectStatus = 302;

export const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = {
  302: "302 Found (temporary, default)",
  301: "301 Moved permanently",
  307: "307 Temporary redirect",
  308: "308 Permanent redirect",
};

export function isRedirectStatus(value: unknown): value is RedirectStatus {
  return (REDIRECT_STATUSES as readonly unknown[]).includes(value);
}

/** The permanent ones: browsers may keep them and skip the short link next time. */
export function isPermanentRedirect(status: number): boolean {
  return status === 301 || status === 308;
}

export const PERMANENT_REDIRECT_NOTE =
  "Browsers may remember a 301 or 308 and go straight to the destination next time: those visits are not counted, and a later change of destination may not reach them.";

export const MAX_CLICKS_LIMIT = 1_000_000_000;

export const LINK_PASSWORD_MIN = 4;
export const LINK_PASSWORD_MAX = 128;

export const SETTINGS_MESSAGES = {
  password: `Enter a password of ${LINK_PASSWORD_MIN} to ${LINK_PASSWORD_MAX} characters, or null to remove it.`,
  passwordBlank: "The password can't be only spaces: type the characters visitors will enter.",
  redirectStatus: "Choose a redirect status: 301, 302, 307 or 308.",
  expiresAt: "Enter the expiry as a date and time with a time zone, like 2026-12-31T23:59:00Z.",
  expiresAtPast: "The expiry date must be in the future.",
  maxClicks: `The maximum number of clicks must be a whole number from 1 to ${MAX_CLICKS_LIMIT.toLocaleString("en-US")}.`,
} as const;

/** Whether a link has expired at `now`: its date has passed, or it has redirected its maximum number of people. */
export function linkExpired(link: { expiresAt: Date | null; maxClicks: number | null; clicksServed: number }, now = Date.now()): boolean {
  if (link.expiresAt !== null && link.expiresAt.getTime() <= now) return true;
  return link.maxClicks !== null && link.clicksServed >= link.maxClicks;
}

/**
 * A `datetime-local` field's value ("2026-12-31T23:59") in the zone `offsetMinutes` behind UTC (the browser's
 * `getTimezoneOffset`) as an ISO instant; "" stays "" (no expiry). Anything else, a date that does not exist included,
 * is passed on unchanged, for the server's check to name.
 */
export function localDateTimeToIso(local: string, offsetMinutes: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return local;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = new Date(Date.UTC(y, mo - 1, d, h, mi));
  // Date.UTC rolls 30 February over to 2 March and 24:00 to the next day: a time that does not exist is passed on as
  // typed, for the server's check to refuse, never moved to another date.
  if (wall.getUTCFullYear() !== y || wall.getUTCMonth() !== mo - 1 || wall.getUTCDate() !== d || wall.getUTCHours() !== h || wall.getUTCMinutes() !== mi) return local;
  return new Date(wall.getTime() + offsetMinutes * 60_000).toISOString();
}

/**
 * Minutes behind UTC of the browser's own zone at the wall time `local` (a `datetime-local` value), not today's:
 * a summer date typed in winter is read at its summer offset. A time the clocks skip reads as the browser's Date does
 * (02:30 on a spring-forward night is 03:30). Anything that is not such a value gets today's offset.
 */
export function browserOffsetAt(local: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return new Date().getTimezoneOffset();
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return Math.round((new Date(y, mo - 1, d, h, mi).getTime() - Date.UTC(y, mo - 1, d, h, mi)) / 60_000);
}

/** An instant as a `datetime-local` value in the browser's own zone, at that instant's offset. */
export function isoToBrowserDateTime(iso: string): string {
  return isoToLocalDateTime(iso, new Date(iso).getTimezoneOffset());
}

/** An instant as a `datetime-local` value in the zone `offsetMinutes` behind UTC. */
export function isoToLocalDateTime(iso: string, offsetMinutes: number): string {
  return new Date(new Date(iso).getTime() - offsetMinutes * 60_000).toISOString().slice(0, 16);
}
