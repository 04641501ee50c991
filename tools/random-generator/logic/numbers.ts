import { sampleIndices } from "@/lib/engines/random/sample";
import type { RandomSource } from "@/lib/engines/random/uniform";
import { parseDecimal, pow10 } from "@/lib/engines/units/ratio";
import { excerpt } from "@/lib/engines/text/quote-text";
import { PLACES_MAX } from "./defaults";

export { PLACES_MAX };

/**
 * Random integers and decimals with inclusive bounds. A decimal with d places is an integer count of 10^-d steps, so
 * a draw is a uniform integer over the grid [min·10^d, max·10^d] in BigInt: every value on the grid, both bounds
 * included, is exactly as likely as any other (no float scaling, no rounding bias, no bound left out), and bounds
 * may pass 2^53. Exclusions are removed from the grid first (merged into disjoint ranges), and the draw indexes
 * what is left, so nothing is redrawn.
 */

export const COUNT_MAX = 10_000;
/** Bounds are below 10^30 in size (up to 30 digits before the point): far past 2^53, yet a bound on the BigInt work. */
export const DIGITS_MAX = 30;
export const EXCLUSIONS_MAX = 1_000;
export const EXCLUSIONS_MAX_CHARS = 20_000;

export type SortOrder = "none" | "asc" | "desc";

export interface NumberSettings {
  min: string;
  max: string;
  /** Decimal places: 0 for whole numbers. */
  places: number;
  count: string;
  unique: boolean;
  sort: SortOrder;
  /** Values and ranges (`13`, `20..29`), separated by commas or new lines. */
  exclude: string;
}

export { DEFAULT_NUMBERS } from "./defaults";

export type Field = "min" | "max" | "count" | "exclude" | "places" | "items" | "notation";
export type Planned<T> = { empty: true } | { error: string; field: Field } | { plan: T };

export interface NumberPlan {
  places: number;
  lo: bigint;
  hi: bigint;
  /** The grid points left after exclusions, as disjoint inclusive ranges in order. */
  allowed: [bigint, bigint][];
  size: bigint;
  count: number;
  unique: boolean;
  sort: SortOrder;
}

/**
 * A number as typed (1, -20, 2.5, 1e3, 2.5E-1, 1,000: the site's one exact decimal reader, parseDecimal, which the
 * calculators' number syntax agrees with) as an integer number of 10^-places steps.
 */
export function parseScaled(text: string, places: number): { value: bigint } | { error: "format" | "places" | "size" } {
  if (text.length > DIGITS_MAX + PLACES_MAX + 30) return { error: "size" };
  const read = parseDecimal(text);
  if (!read.ok) return { error: read.reason === "too_small" ? "places" : read.reason === "invalid" ? "format" : "size" };
  const { n, d } = read.value;
  if ((n < BigInt(0) ? -n : n) >= pow10(DIGITS_MAX) * d) return { error: "size" };
  const steps = n * pow10(places);
  if (steps % d !== BigInt(0)) return { error: "places" };
  return { value: steps / d };
}

/** An integer number of 10^-places steps as a decimal string with exactly `places` places. */
export function formatScaled(value: bigint, places: number): string {
  const negative = value < BigInt(0);
  const digits = (negative ? -value : value).toString().padStart(places + 1, "0");
  const body = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return negative ? `-${body}` : body;
}

const n = (v: bigint | number) => v.toLocaleString("en-US");

function kind(places: number, plural = true): string {
  if (places === 0) return plural ? "whole numbers" : "whole number";
  return `${plural ? "numbers" : "number"} with ${places} decimal place${places === 1 ? "" : "s"}`;
}

function boundError(label: string, text: string, error: "format" | "places" | "size", places: number): string {
  if (error === "places") return `${label} ${text.trim()} has more than ${places} decimal place${places === 1 ? "" : "s"}: add places or round it.`;
  if (error === "size") return `${label} must be between −10^${DIGITS_MAX} and 10^${DIGITS_MAX}, not including them.`;
  return `${label} must be a number, like 1, -20, 2.5 or 1e3.`;
}

/** Parses the count field: a whole number from 1 to COUNT_MAX. */
export function parseCount(text: string, noun = "numbers"): number | string {
  const t = text.trim();
  const value = /^\d{1,6}$/.test(t) ? Number(t) : Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > COUNT_MAX) return `Ask for 1 to ${n(COUNT_MAX)} ${noun}.`;
  return value;
}

/** The exclusion list as inclusive ranges of grid steps (a single value is a range of one). */
export function parseExclusions(text: string, places: number): [bigint, bigint][] | string {
  if (text.length > EXCLUSIONS_MAX_CHARS) return `The exclusions are too long: up to ${n(EXCLUSIONS_MAX_CHARS)} characters.`;
  const items = text.split(/[,;\n]/).map((s) => s.trim()).filter(Boolean);
  if (items.length > EXCLUSIONS_MAX) return `Up to ${n(EXCLUSIONS_MAX)} exclusions.`;
  const ranges: [bigint, bigint][] = [];
  for (const item of items) {
    const single = parseScaled(item, places);
    if ("value" in single) {
      ranges.push([single.value, single.value]);
      continue;
    }
    const split = rangeSplit(item);
    const a = split && parseScaled(split[0], places);
    const b = split && parseScaled(split[1], places);
    if (!a || !b || !("value" in a) || !("value" in b)) {
      const places_ = single.error === "places" || (a && "error" in a && a.error === "places") || (b && "error" in b && b.error === "places");
      return places_
        ? `Exclusion “${item}” has more decimal places than the numbers drawn (${places}).`
        : `Couldn't read the exclusion “${excerpt(item, 40)}”: write numbers or ranges like 13, 20..29, separated by commas.`;
    }
    ranges.push(a.value <= b.value ? [a.value, b.value] : [b.value, a.value]);
  }
  return ranges;
}

/** `a..b`, `a to b`, `a–b` or `a-b` (the dash after the first character, so `-5` and `-5-5` read right). */
function rangeSplit(item: string): [string, string] | null {
  for (const sep of ["..", " to ", "–"]) {
    const at = item.indexOf(sep);
    if (at > 0) return [item.slice(0, at), item.slice(at + sep.length)];
  }
  const dash = item.indexOf("-", 1);
  if (dash > 0 && /[\d.\s]/.test(item[dash - 1]!)) return [item.slice(0, dash), item.slice(dash + 1)];
  return null;
}

/** [lo, hi] minus the excluded ranges, as disjoint ranges in order, and how many grid points they hold. */
export function subtractRanges(lo: bigint, hi: bigint, excluded: [bigint, bigint][]): { allowed: [bigint, bigint][]; size: bigint } {
  const sorted = excluded.filter(([a, b]) => b >= lo && a <= hi).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const allowed: [bigint, bigint][] = [];
  let next = lo;
  for (const [a, b] of sorted) {
    if (a > next) allowed.push([next, a - BigInt(1)]);
    if (b + BigInt(1) > next) next = b + BigInt(1);
  }
  if (next <= hi) allowed.push([next, hi]);
  const size = allowed.reduce((sum, [a, b]) => sum + (b - a + BigInt(1)), BigInt(0));
  return { allowed, size };
}

export function planNumbers(s: NumberSettings): Planned<NumberPlan> {
  if (!Number.isInteger(s.places) || s.places < 0 || s.places > PLACES_MAX) return { error: `Choose 0 to ${PLACES_MAX} decimal places.`, field: "places" };
  if (!s.min.trim() || !s.max.trim() || !s.count.trim()) return { empty: true };
  const min = parseScaled(s.min, s.places);
  if ("error" in min) return { error: boundError("The minimum", s.min, min.error, s.places), field: "min" };
  const max = parseScaled(s.max, s.places);
  if ("error" in max) return { error: boundError("The maximum", s.max, max.error, s.places), field: "max" };
  if (min.value > max.value) return { error: `The minimum (${s.min.trim()}) must be less than or equal to the maximum (${s.max.trim()}).`, field: "min" };
  const count = parseCount(s.count);
  if (typeof count === "string") return { error: count, field: "count" };
  const excluded = parseExclusions(s.exclude, s.places);
  if (typeof excluded === "string") return { error: excluded, field: "exclude" };
  const { allowed, size } = subtractRanges(min.value, max.value, excluded);
  const from = formatScaled(min.value, s.places);
  const to = formatScaled(max.value, s.places);
  if (size === BigInt(0)) return { error: `Your exclusions leave no ${kind(s.places, false)} between ${from} and ${to}.`, field: "exclude" };
  if (s.unique && BigInt(count) > size) {
    const total = max.value - min.value + BigInt(1);
    const left = total === size ? "" : ` once ${n(total - size)} ${total - size === BigInt(1) ? "is" : "are"} excluded`;
    const noun = size === BigInt(1) ? kind(s.places, false) : kind(s.places);
    return { error: `There ${size === BigInt(1) ? "is" : "are"} only ${n(size)} ${noun} from ${from} to ${to}${left} — ask for ${n(size)} or fewer, or allow repeats.`, field: "count" };
  }
  return { plan: { places: s.places, lo: min.value, hi: max.value, allowed, size, count, unique: s.unique, sort: s.sort } };
}

/** The k-th grid point (0-based) of the allowed ranges. */
function nth(allowed: readonly [bigint, bigint][], k: bigint): bigint {
  let rest = k;
  for (const [a, b] of allowed) {
    const length = b - a + BigInt(1);
    if (rest < length) return a + rest;
    rest -= length;
  }
  throw new RangeError("nth: index past the allowed values");
}

export function sortValues(values: bigint[], order: SortOrder): bigint[] {
  if (order === "asc") values.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (order === "desc") values.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  return values;
}

export function drawNumbers(plan: NumberPlan, source: RandomSource): string[] {
  const values = sampleIndices(plan.size, plan.count, plan.unique, source).map((k) => nth(plan.allowed, k));
  return sortValues(values, plan.sort).map((v) => formatScaled(v, plan.places));
}
