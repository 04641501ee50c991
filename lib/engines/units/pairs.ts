import { parseDecimal, type Ratio } from "./decimal";
import { convertValue, conversionFormula, exactDigits, unitStatement, type ConverterSpec } from "./converter";
import { requireUnit, type UnitDefinition } from "./units";

/**
 * Long-tail pair pages of the single-kind converters (/length-converter/cm-to-inches, …): which pairs exist, their
 * words and their tables, all computed by the engine. Each converter lists its searched pairs; everything else on
 * the page derives from the two units. Pure.
 */

export interface PairUnitWords {
  /** URL word(s), as people search: "cm", "inches", "lbs", "celsius". */
  slug: string;
  /** Title-case name for headings: "Centimeters", "Inches", "Pounds", "Celsius". */
  title: string;
}

export interface PairsConfig {
  /** The converter's route ("/length-converter"). */
  route: string;
  spec: ConverterSpec;
  words: Readonly<Record<string, PairUnitWords>>;
  pairs: readonly (readonly [from: string, to: string])[];
  /** The table's values per "from" unit (temperatures); 1–100 otherwise. */
  tableValues?: Readonly<Record<string, readonly string[]>>;
  /** The worked example's value per "from" unit; 5 otherwise. */
  exampleValues?: Readonly<Record<string, string>>;
}

export interface ConverterPair {
  slug: string;
  path: string;
  from: UnitDefinition;
  to: UnitDefinition;
  fromWords: PairUnitWords;
  toWords: PairUnitWords;
  /** H1. */
  heading: string;
  /** <title> without the site suffix. */
  title: string;
  description: string;
  keywords: string[];
  /** "1 inch = 2.54 centimeters", or for temperatures the formula ("°F = °C × 1.8 + 32"). */
  statement: string;
  exact: boolean;
  /** The formula in symbols. */
  formula: string;
  /** The worked example: "5 in × 2.54 = 12.7 cm". */
  example: string;
  /** The example's value, for the converter on the page. */
  exampleValue: string;
  /** The reverse pair's slug when that page exists. */
  reverseSlug?: string;
}

/** The values of a pair's table: 1 to 100 in the steps people look up. */
export const PAIR_TABLE_VALUES: readonly string[] = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "12", "15", "20", "25", "30", "40", "50", "60", "70", "75", "80", "90", "100"];

/** A title inside a sentence: "US Fluid Ounces" → "US fluid ounces" (abbreviations such as US and UK keep their case). */
export function titleInSentence(title: string): string {
  return title
    .split(" ")
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(" ");
}

function value(text: string): Ratio {
  const parsed = parseDecimal(text);
  if (!parsed.ok) throw new Error(`Bad table value ${text}`);
  return parsed.value;
}

function build(config: PairsConfig, fromId: string, toId: string): ConverterPair {
  const from = requireUnit(fromId);
  const to = requireUnit(toId);
  const fromWords = config.words[fromId];
  const toWords = config.words[toId];
  if (!fromWords || !toWords) throw new Error(`Pair ${fromId} → ${toId} needs URL words for both units`);
  const slug = `${fromWords.slug}-to-${toWords.slug}`;
  const path = `${config.route}/${slug}`;
  const formula = conversionFormula(from, to);
  const exampleValue = config.exampleValues?.[fromId] ?? "5";
  const example = convertValue(value(exampleValue), from, to, "value", undefined, exactDigits(config.spec));
  const exampleText = formula.apply(exampleValue, example.shown);
  const temperature = !!config.spec.temperature;
  const unitLine = temperature ? null : unitStatement(from, to, exactDigits(config.spec));
  const statement = unitLine ? unitLine.text : formula.general;
  const exact = unitLine ? unitLine.exact : formula.exact;
  const fromTitle = fromWords.title;
  const toTitle = toWords.title;
  const fromLower = titleInSentence(fromTitle);
  const toLower = titleInSentence(toTitle);
  const description = temperature
    ? `Convert ${fromTitle} to ${toTitle} exactly: ${formula.general}. ${exampleText}. Free ${from.symbol} to ${to.symbol} converter with the formula and a table.`
    : `Convert ${fromLower} to ${toLower}: ${statement}${exact ? " exactly" : ""}. Free ${from.symbol} to ${to.symbol} converter with the formula, a worked example and a table from 1 to 100 ${from.plural}.`;
  const reverse = config.pairs.some(([f, t]) => f === toId && t === fromId);
  return {
    slug,
    path,
    from,
    to,
    fromWords,
    toWords,
    heading: `${fromTitle} to ${toTitle} Converter`,
    title: `${fromTitle} to ${toTitle} Converter (${from.symbol} to ${to.symbol})`,
    description,
    keywords: [
      ...new Set([
        `${fromWords.slug.replace(/-/g, " ")} to ${toWords.slug.replace(/-/g, " ")}`,
        `${fromLower} to ${toLower}`,
        `${from.symbol} to ${to.symbol}`,
        `convert ${fromLower} to ${toLower}`,
        `${fromLower} to ${toLower} converter`,
      ]),
    ],
    statement,
    exact,
    formula: formula.general,
    example: exampleText,
    exampleValue,
    ...(reverse ? { reverseSlug: `${toWords.slug}-to-${fromWords.slug}` } : {}),
  };
}

export function buildPairs(config: PairsConfig): ConverterPair[] {
  const pairs = config.pairs.map(([from, to]) => build(config, from, to));
  const slugs = new Set(pairs.map((p) => p.slug));
  if (slugs.size !== pairs.length) throw new Error(`Duplicate pair slugs under ${config.route}`);
  return pairs;
}

/** The catalogue's long-tail entries of a converter's pair pages (tools/types.ts): each indexed, with its OG heading. */
export function pairPageEntries(pairs: readonly ConverterPair[]) {
  return pairs.map((pair) => ({
    slug: pair.slug,
    path: pair.path,
    title: pair.title,
    description: pair.description,
    keywords: pair.keywords,
    indexed: true,
    ogHeading: `${pair.fromWords.title} to ${pair.toWords.title}`,
  }));
}

export interface PairTableRow {
  value: string;
  result: string;
  exact: boolean;
}

/** The pair's table: each value converted exactly and shown by the display rule. */
export function pairTable(config: PairsConfig, pair: ConverterPair): PairTableRow[] {
  const values = config.tableValues?.[pair.from.id] ?? PAIR_TABLE_VALUES;
  return values.map((v) => {
    const { shown } = convertValue(value(v), pair.from, pair.to, "value", undefined, exactDigits(config.spec));
    return { value: v, result: shown.text, exact: shown.exact };
  });
}
