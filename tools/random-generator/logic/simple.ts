import { sampleIndices } from "@/lib/engines/random/sample";
import { shuffle, uniformInt, type RandomSource } from "@/lib/engines/random/uniform";
import { parseCount, sortValues, type Planned, type SortOrder } from "./numbers";

/** Coins, yes/no, list shuffle and pick, dates: small draws on the same uniform sampler. */

export function flipCoins(count: number, source: RandomSource): ("Heads" | "Tails")[] {
  return Array.from({ length: count }, () => (uniformInt(2, source) === 0 ? "Heads" : "Tails"));
}

export function yesNo(count: number, source: RandomSource): ("Yes" | "No")[] {
  return Array.from({ length: count }, () => (uniformInt(2, source) === 0 ? "Yes" : "No"));
}

export const LIST_MAX_ITEMS = 10_000;
export const LIST_MAX_CHARS = 500_000;

/** The list's items: one a line, trimmed, blank lines left out. Duplicates stay: each line is one entry. */
export function parseList(text: string): string[] | { error: string } {
  if (text.length > LIST_MAX_CHARS) return { error: `The list is too long: up to ${LIST_MAX_CHARS.toLocaleString("en-US")} characters.` };
  const items = text.split(/\r?\n/).map((s) => s.trim()).filter(Boolean);
  if (items.length > LIST_MAX_ITEMS) return { error: `Up to ${LIST_MAX_ITEMS.toLocaleString("en-US")} items, one a line (this list has ${items.length.toLocaleString("en-US")}).` };
  return items;
}

export interface ListSettings {
  items: string;
  action: "shuffle" | "pick";
  count: string;
}

export function planList(s: ListSettings): Planned<{ items: string[]; action: "shuffle" | "pick"; count: number }> {
  const items = parseList(s.items);
  if ("error" in items) return { error: items.error, field: "items" };
  if (items.length === 0) return { empty: true };
  if (s.action === "shuffle") return { plan: { items, action: "shuffle", count: items.length } };
  const count = parseCount(s.count, "items");
  if (typeof count === "string") return { error: count, field: "count" };
  if (count > items.length) return { error: `The list has ${items.length} item${items.length === 1 ? "" : "s"} — pick ${items.length} or fewer.`, field: "count" };
  return { plan: { items, action: "pick", count } };
}

/** Shuffle: Fisher–Yates on the sampler, every order equally likely. Pick: that many different lines. */
export function drawList(plan: { items: string[]; action: "shuffle" | "pick"; count: number }, source: RandomSource): string[] {
  if (plan.action === "shuffle") return shuffle([...plan.items], source);
  return sampleIndices(BigInt(plan.items.length), plan.count, true, source).map((i) => plan.items[Number(i)]!);
}

export interface DateSettings {
  from: string;
  to: string;
  count: string;
  unique: boolean;
  weekdaysOnly: boolean;
  sort: SortOrder;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a YYYY-MM-DD date (years 0001–9999), or null if it is not a real date. */
export function dayNumber(text: string): number | null {
  const m = ISO_DATE.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1) return null;
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return Math.round(date.getTime() / DAY_MS);
}

export function formatDay(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${String(date.getUTCFullYear()).padStart(4, "0")}-${String(date.getUTCMonth() + 1).padStart(2, "0")}-${String(date.getUTCDate()).padStart(2, "0")}`;
}

/** Monday–Friday offsets (0–6) of the first seven days from `start`: the k-th weekday is start + 7⌊k/5⌋ + offsets[k mod 5]. */
function weekdayOffsets(start: number): number[] {
  // 1970-01-01 was a Thursday: (day + 4) mod 7 is 0 on Sunday.
  return [0, 1, 2, 3, 4, 5, 6].filter((o) => {
    const weekday = (((start + o + 4) % 7) + 7) % 7;
    return weekday !== 0 && weekday !== 6;
  });
}

export interface DatePlan {
  start: number;
  days: number;
  weekdaysOnly: boolean;
  size: number;
  count: number;
  unique: boolean;
  sort: SortOrder;
}

export function planDates(s: DateSettings): Planned<DatePlan> {
  if (!s.from.trim() || !s.to.trim() || !s.count.trim()) return { empty: true };
  const start = dayNumber(s.from);
  if (start === null) return { error: "The start must be a date like 2026-01-31.", field: "min" };
  const end = dayNumber(s.to);
  if (end === null) return { error: "The end must be a date like 2026-12-31.", field: "max" };
  if (start > end) return { error: "The start date must be on or before the end date.", field: "min" };
  const count = parseCount(s.count, "dates");
  if (typeof count === "string") return { error: count, field: "count" };
  const days = end - start + 1;
  const offsets = weekdayOffsets(start);
  const size = s.weekdaysOnly ? 5 * Math.floor(days / 7) + offsets.filter((o) => o < days % 7).length : days;
  if (size === 0) return { error: "There is no weekday in that range.", field: "min" };
  if (s.unique && count > size) {
    return { error: `There ${size === 1 ? "is" : "are"} only ${size.toLocaleString("en-US")} ${s.weekdaysOnly ? "weekday" : "day"}${size === 1 ? "" : "s"} from ${s.from.trim()} to ${s.to.trim()} — ask for ${size.toLocaleString("en-US")} or fewer, or allow repeats.`, field: "count" };
  }
  return { plan: { start, days, weekdaysOnly: s.weekdaysOnly, size, count, unique: s.unique, sort: s.sort } };
}

export function drawDates(plan: DatePlan, source: RandomSource): string[] {
  const offsets = weekdayOffsets(plan.start);
  const days = sampleIndices(BigInt(plan.size), plan.count, plan.unique, source).map((i) => {
    const k = Number(i);
    return BigInt(plan.weekdaysOnly ? plan.start + 7 * Math.floor(k / 5) + offsets[k % 5]! : plan.start + k);
  });
  return sortValues(days, plan.sort).map((d) => formatDay(Number(d)));
}
