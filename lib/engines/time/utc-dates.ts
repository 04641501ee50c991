/**
 * Dates written the same on the server and in every browser, in UTC and the spec's style: `Jan 5, 2025` and
 * `Dec 31, 2026, 23:59`, as `Intl.DateTimeFormat("en-US", { timeZone: "UTC" })` writes them. Built from the UTC fields
 * rather than with Intl because a page's first Intl.DateTimeFormat loads ICU's calendar data: 140–260 ms of main
 * thread at 4× CPU, paid when the shortener shows its first result row. (The test holds them equal to Intl's output.)
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

const asDate = (value: string | Date) => (typeof value === "string" ? new Date(value) : value);
const twoDigits = (n: number) => String(n).padStart(2, "0");

/** `Jan 5, 2025`: the UTC day. */
export function formatUtcDay(value: string | Date): string {
  const date = asDate(value);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** `Dec 31, 2026, 23:59`: the UTC day and minute (24-hour clock). */
export function formatUtcMinute(value: string | Date): string {
  const date = asDate(value);
  return `${formatUtcDay(date)}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
}
