import { areaUnit, builtInUnit, convertExact, factorBetween, formatArea, formatFactor, showArea, type AreaUnit } from "@/tools/area-converter/logic/area";
import { ratio } from "@/lib/engines/units/decimal";

/**
 * Pages for the most searched area conversions (/area-converter/acres-to-square-feet, …): each one prerendered with
 * its own title, description, formula and table, and listed in the SEO registry (sitemap, Open Graph images).
 */

const PAIRS: readonly [from: string, to: string][] = [
  ["ac", "ft2"],
  ["ft2", "ac"],
  ["ha", "ac"],
  ["ac", "ha"],
  ["m2", "ft2"],
  ["ft2", "m2"],
  ["km2", "mi2"],
  ["mi2", "km2"],
  ["yd2", "ft2"],
  ["ft2", "yd2"],
  ["ac", "m2"],
  ["m2", "ac"],
  ["ha", "m2"],
  ["m2", "ha"],
  ["mi2", "ac"],
  ["ac", "mi2"],
  ["in2", "cm2"],
  ["cm2", "in2"],
  ["m2", "yd2"],
  ["yd2", "m2"],
  ["ha", "ft2"],
  ["km2", "ha"],
];

/** The values of each pair's table: 1 to 100 in the steps people look up. */
export const PAIR_TABLE_VALUES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 40, 50, 60, 70, 75, 80, 90, 100];

export interface AreaPair {
  slug: string;
  path: string;
  from: AreaUnit;
  to: AreaUnit;
  /** H1. */
  heading: string;
  /** <title> without the site suffix. */
  title: string;
  description: string;
  keywords: string[];
  /** "1 acre = 43,560 square feet" (exact) or "1 hectare ≈ 2.471054 acres" (rounded for display). */
  statement: string;
  /** Whether the 1:1 factor shown is the exact value. */
  exact: boolean;
  /** The 1:1 factor as shown, grouped ("43,560"). */
  factor: string;
  /** The reverse factor as shown. */
  reverseFactor: string;
}

function lower(text: string): string {
  return text.toLowerCase();
}

/** "1 acre", "2 acres", "0.5 acres". */
export function quantity(value: string, unit: AreaUnit): string {
  return `${value} ${lower(value === "1" ? unit.singular : unit.name)}`;
}

function build(fromId: string, toId: string): AreaPair {
  const from = areaUnit(fromId)!;
  const to = areaUnit(toId)!;
  const f = factorBetween(builtInUnit(fromId)!, builtInUnit(toId)!);
  const { text: shown, exact } = showArea(f, { group: true });
  const statement = `1 ${lower(from.singular)} ${exact ? "=" : "≈"} ${quantity(shown, to)}`;
  const fromPlural = lower(from.name);
  const toPlural = lower(to.name);
  const slug = `${from.slug}-to-${to.slug}`;
  const short = (t: string) => t.replace(/^square /, "sq ");
  return {
    slug,
    path: `/area-converter/${slug}`,
    from,
    to,
    heading: `${from.name} to ${to.name} Converter`,
    title: `${from.name} to ${to.name} Converter (${from.symbol} to ${to.symbol})`,
    description: `Convert ${fromPlural} to ${toPlural}${exact ? " exactly" : ""}: ${statement}${exact ? " exactly" : ""}. Free ${from.symbol} to ${to.symbol} converter with the formula and a table from 1 to 100 ${fromPlural}.`,
    keywords: [...new Set([`${fromPlural} to ${toPlural}`, `${short(fromPlural)} to ${short(toPlural)}`, `${from.symbol} to ${to.symbol}`, `convert ${fromPlural} to ${toPlural}`, `${fromPlural} to ${toPlural} calculator`])],
    statement,
    exact,
    factor: shown,
    reverseFactor: formatArea(factorBetween(builtInUnit(toId)!, builtInUnit(fromId)!), { group: true }),
  };
}

export const AREA_PAIRS: readonly AreaPair[] = PAIRS.map(([from, to]) => build(from, to));

export function areaPair(slug: string): AreaPair | undefined {
  return AREA_PAIRS.find((p) => p.slug === slug);
}

export interface PairTableRow {
  value: string;
  result: string;
  /** Whether `result` is the exact value (else it is rounded for display). */
  exact: boolean;
}

/** The pair's table: each value of PAIR_TABLE_VALUES converted exactly, shown with thousands separators. */
export function pairTable(pair: AreaPair): PairTableRow[] {
  const from = builtInUnit(pair.from.id)!;
  const to = builtInUnit(pair.to.id)!;
  return PAIR_TABLE_VALUES.map((v) => {
    const shown = showArea(convertExact(ratio(v), from, to), { group: true });
    return { value: String(v), result: shown.text, exact: shown.exact };
  });
}

/** The exact m² factor text of a unit, grouped (for the "how it's defined" line). */
export function squareMeters(unit: AreaUnit): string {
  return formatFactor(builtInUnit(unit.id)!.factor, { group: true });
}
