import { absoluteZeroIn, convert, convertDifference, fromSI, pastAbsoluteZero } from "./convert";
import { div, exactDecimal, isNegative, isZero, neg, ratio, sub, type Ratio } from "./decimal";
import { formatCompound, formatQuantity, parseCompound, relation, type FormattedQuantity, type QuantityPart } from "./display";
import { requireUnit, type UnitDefinition, type UnitKind } from "./units";

/**
 * The logic of the single-kind converters (length, weight, temperature), shared by their pages, their long-tail
 * pair pages and the generic converter UI (components/converter/): reading what people type, one conversion, the
 * formula with their numbers, the all-units table and compound results. Pure.
 */

/** What a converter page converts: plain data, so a server page can hand it to the client UI. */
export interface ConverterSpec {
  kind: UnitKind;
  /** "Length", "Weight", "Temperature": the subject of messages ("Length can't be negative."). */
  noun: string;
  /** Units in the pickers and the all-units table, in order. */
  units: readonly string[];
  /** Less common units, listed after the others under "More units". */
  more?: readonly string[];
  defaultFrom: string;
  defaultTo: string;
  /** What a valid entry looks like, for the message on bad input ("12.5 or 5 ft 3 in"). */
  example: string;
  /** Compound results shown when converting into one of their units: [["ft", "in"]], [["st", "lb"], ["lb", "oz"]]. */
  compounds?: readonly (readonly string[])[];
  /** Unit ids whose compound results also get a fraction line (inches to the nearest 1/16). */
  fractionOf?: Readonly<Record<string, number>>;
  /** Temperature: values are readings on a scale (absolute zero guard) and a difference mode exists. */
  temperature?: boolean;
  /**
   * Words people type as units that this converter leaves out on purpose, lower-case, with the reason shown instead
   * of "isn't a unit we know" (the speed converter's "mach": the speed of sound is no fixed speed).
   */
  notUnits?: Readonly<Record<string, string>>;
  /**
   * Significant digits up to which an exact result is shown whole (default EXACT_UP_TO). Data sizes set more: every
   * one of their results is a terminating decimal (powers of 2 and 10), so 1 GB = 0.931322574615478515625 GiB is
   * shown as the equality it is.
   */
  exactUpTo?: number;
}

export type ConvertMode = "value" | "difference";

/**
 * The converters show an exact decimal in full up to this many significant digits (1 lb = 0.45359237 kg, 5 lb =
 * 2.26796185 kg) and round by the display rule beyond it (1 kg ≈ 2.204623 lb), marking it "≈".
 */
export const EXACT_UP_TO = 12;

/** The converter's "shown whole up to" digits: its own, or the converters' default. */
export function exactDigits(spec: Pick<ConverterSpec, "exactUpTo">): number {
  return spec.exactUpTo ?? EXACT_UP_TO;
}

export type ReadInput =
  | { status: "empty" }
  | { status: "error"; message: string }
  | {
      status: "ok";
      /** The quantity in the SI unit (a point for readings, an interval in difference mode). */
      si: Ratio;
      /** The unit the value was written in (the "from" unit, or the one typed: "5 ft 3 in" → ft). */
      unit: UnitDefinition;
      /** Whether the text held units of its own ("5 ft 3 in", "12 cm"), not just a number. */
      typedUnits: boolean;
      /** The parts as read ("5 ft", "3 in"); one part for a plain value. */
      parts: readonly QuantityPart[];
    };

/** "−273.15": numbers in messages use a real minus sign. */
function signed(text: string): string {
  return text.replace(/^-/, "\u2212");
}

/**
 * Reads the converter's input: empty text is "empty" (the UI shows nothing); bad text gets the converter's message;
 * negative lengths and weights are refused; a temperature reading below absolute zero is refused with the scale's
 * absolute zero ("−300 °C is below absolute zero (−273.15 °C)."). In difference mode a temperature may be negative.
 */
export function readConverterInput(text: string, spec: ConverterSpec, from: UnitDefinition, mode: ConvertMode = "value"): ReadInput {
  if (text.trim() === "") return { status: "empty" };
  const parsed = parseCompound(text, spec.kind, { defaultUnit: from });
  if (!parsed.ok) {
    if (parsed.error.code === "invalid") return { status: "error", message: `Enter a number, e.g. ${spec.example}.` };
    const why = parsed.error.code === "unknown_unit" ? spec.notUnits?.[parsed.error.unitText?.toLowerCase() ?? ""] : undefined;
    if (why) return { status: "error", message: why };
    if (parsed.error.code === "calculation") {
      return { status: "error", message: `${parsed.error.message} Enter one value, e.g. ${spec.example}, or work out sums with units in the Unit Calculator.` };
    }
    return { status: "error", message: parsed.error.message };
  }
  const typedUnits = parsed.parts.some((p) => p.unit !== from) || parsed.parts.length > 1 || /[^\d\s.,+\-\u2212/eE½⅓⅔¼¾⅛⅜⅝⅞]/.test(text);
  const unit = parsed.unit;
  if (spec.temperature) {
    if (mode === "difference") {
      const interval = unit.offset ? sub(parsed.value, unit.offset) : parsed.value;
      return { status: "ok", si: interval, unit, typedUnits, parts: parsed.parts };
    }
    if (isNegative(parsed.value)) {
      const reading = fromSI(parsed.value, unit);
      const zero = absoluteZeroIn(unit);
      return {
        status: "error",
        message: `${signed(formatQuantity(reading).text)} ${unit.symbol} is ${pastAbsoluteZero(unit)} absolute zero (${signed(formatQuantity(zero).text)} ${unit.symbol}).`,
      };
    }
    return { status: "ok", si: parsed.value, unit, typedUnits, parts: parsed.parts };
  }
  if (parsed.negative && !isZero(parsed.value)) return { status: "error", message: `${spec.noun} can't be negative.` };
  return { status: "ok", si: parsed.value, unit, typedUnits, parts: parsed.parts };
}

/** The SI quantity in `unit`: a reading (offset applies) or, in difference mode, an interval. */
export function inUnit(si: Ratio, unit: UnitDefinition, mode: ConvertMode = "value"): Ratio {
  return mode === "difference" ? div(si, unit.factor) : fromSI(si, unit);
}

export interface ConvertedRow {
  unit: UnitDefinition;
  value: Ratio;
  shown: FormattedQuantity;
}

/** The quantity in each of the spec's units (the all-units table). */
export function allUnits(si: Ratio, spec: ConverterSpec, mode: ConvertMode = "value", significant?: number): ConvertedRow[] {
  return [...spec.units, ...(spec.more ?? [])].map((id) => {
    const unit = requireUnit(id);
    const value = inUnit(si, unit, mode);
    return { unit, value, shown: formatQuantity(value, { significant, group: true, exactUpTo: exactDigits(spec) }) };
  });
}

/** Compound results for a target unit ("5 ft 3 in", "5 ft 3 1/16 in", "11 st 6 lb"), when the spec has them. */
export function compoundResults(si: Ratio, spec: ConverterSpec, to: UnitDefinition): FormattedQuantity[] {
  if (spec.temperature) return [];
  const out: FormattedQuantity[] = [];
  const all = spec.compounds ?? [];
  // The compounds that start with the target unit, and the first that contains it ("in" → ft + in; "lb" → lb + oz, st + lb).
  const chosen = [...all.filter((units) => units[0] === to.id), ...all.filter((units) => units.includes(to.id)).slice(0, 1)];
  const seen = new Set<string>();
  for (const units of chosen) {
    const key = units.join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    const plain = formatCompound(si, units);
    // "0.393701 in" alone repeats the result: a compound is worth showing when it has more than one part.
    if (plain.text.split(" ").length > 2) out.push(plain);
    const last = units[units.length - 1] ?? "";
    const fraction = spec.fractionOf?.[last];
    if (fraction && !plain.exact) {
      const rounded = formatCompound(si, units, { fraction });
      out.push({ text: `${rounded.text} (nearest 1/${fraction} ${requireUnit(last).symbol})`, exact: rounded.exact });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------
// Formulas

/** A constant as a person reads it: exact decimal ("2.54", "1.8"), else a small fraction ("5/9"), else rounded. */
export function constantText(value: Ratio): { text: string; exact: boolean } {
  const decimal = exactDecimal(value, { group: true });
  if (decimal !== null && decimal.replace(/[^0-9]/g, "").length <= 16) return { text: decimal, exact: true };
  // Small fractions are shown as such, so the formula gives the result shown (the US survey foot is 1200/3937 m).
  if (value.d < BigInt(10000) && value.n < BigInt(10000000) && value.n > -BigInt(10000000)) return { text: `${value.n}/${value.d}`, exact: true };
  return formatQuantity(value, { significant: 12 });
}

export interface Formula {
  /** "in = cm ÷ 2.54", "°F = °C × 9/5 + 32", "°C = (°F − 32) × 5/9" */
  general: string;
  /** The same with numbers: "12 cm ÷ 2.54 = 4.724409 in" (with "≈" when the result shown is rounded). */
  apply(valueText: string, result: FormattedQuantity): string;
  /** Whether every constant in the formula is shown exactly. */
  exact: boolean;
}

/**
 * The conversion from → to as a formula a person can follow. Without offsets: a multiplication by the factor, or a
 * division by its inverse when only that is a terminating decimal (m → ft: "÷ 0.3048", exact, instead of
 * "× 3.28084…"). With offsets (temperature readings): "× a + b" or "(x − c) × a", whichever has exact constants.
 */
export function conversionFormula(from: UnitDefinition, to: UnitDefinition, mode: ConvertMode = "value"): Formula {
  const a = div(from.factor, to.factor);
  const offsetFree = mode === "difference" || (!from.offset && !to.offset);
  const scale = scaleText(a);
  if (offsetFree) {
    return {
      general: `${to.symbol} ${relation(scale.exact)} ${from.symbol}${scale.text}`,
      exact: scale.exact,
      apply: (v, r) => `${v} ${from.symbol}${scale.text} ${relation(r.exact && scale.exact)} ${r.text} ${to.symbol}`,
    };
  }
  // to = from × a + b, or to = (from − c) × a.
  const fromOffset = from.offset ?? ratio(0);
  const toOffset = to.offset ?? ratio(0);
  const b = div(sub(fromOffset, toOffset), to.factor);
  const c = div(sub(toOffset, fromOffset), from.factor);
  const bText = constantText(b);
  const cText = constantText(c);
  const preferShift = !isZero(c) && cText.exact && (!bText.exact || !exactDecimal(b)) && !!exactDecimal(c);
  if (preferShift) {
    const shift = `${isNegative(c) ? "+" : "\u2212"} ${constantText(isNegative(c) ? neg(c) : c).text}`;
    const body = (x: string) => (isOne(a) ? `${x} ${shift}` : `(${x} ${shift})${scale.text}`);
    const exact = scale.exact && cText.exact;
    return {
      general: `${to.symbol} ${relation(exact)} ${body(from.symbol)}`,
      exact,
      apply: (v, r) => `${body(`${v} ${from.symbol}`)} ${relation(r.exact && exact)} ${r.text} ${to.symbol}`,
    };
  }
  const add = isZero(b) ? "" : ` ${isNegative(b) ? "\u2212" : "+"} ${constantText(isNegative(b) ? neg(b) : b).text}`;
  const exact = scale.exact && bText.exact;
  return {
    general: `${to.symbol} ${relation(exact)} ${from.symbol}${scale.text}${add}`,
    exact,
    apply: (v, r) => `${v} ${from.symbol}${scale.text}${add} ${relation(r.exact && exact)} ${r.text} ${to.symbol}`,
  };
}

function isOne(r: Ratio): boolean {
  return r.n === r.d;
}

/** Digits up to which a formula's factor that ends is written whole. */
const FORMULA_DIGITS = 30;

/** " × 2.54", " ÷ 0.3048", " × 9/5", "" for 1. */
function scaleText(a: Ratio): { text: string; exact: boolean } {
  if (isOne(a)) return { text: "", exact: true };
  const direct = exactDecimal(a);
  if (direct !== null && direct.length <= 18) return { text: ` × ${exactDecimal(a, { group: true })}`, exact: true };
  const inverse = div(ratio(1), a);
  const inverseDecimal = exactDecimal(inverse, { group: true });
  if (inverseDecimal !== null && inverseDecimal.length <= 18) return { text: ` ÷ ${inverseDecimal}`, exact: true };
  // A longer factor that still ends (data units: 1 EiB = 9,223,372,036,854,775,808 bit) is written whole, as results
  // are up to FORMULA_DIGITS digits; only one that does not end is rounded, and the formula then says ≈.
  const longest = (text: string | null) => (text === null ? Infinity : text.replace(/[^0-9]/g, "").length);
  if (Math.min(longest(direct), longest(inverseDecimal)) <= FORMULA_DIGITS) {
    return longest(direct) <= longest(inverseDecimal) ? { text: ` × ${exactDecimal(a, { group: true })}`, exact: true } : { text: ` ÷ ${inverseDecimal}`, exact: true };
  }
  const shown = constantText(a);
  return { text: ` × ${shown.text}`, exact: shown.exact };
}

// ---------------------------------------------------------------------------------------------------------------------
// One conversion, end to end

export interface Conversion {
  from: UnitDefinition;
  to: UnitDefinition;
  /** The input value in `from`, exact. */
  value: Ratio;
  result: Ratio;
  shown: FormattedQuantity;
}

/** value (in from) → to, exactly, with the display rule applied (exact decimals whole up to `exactUpTo` digits). */
export function convertValue(value: Ratio, from: UnitDefinition, to: UnitDefinition, mode: ConvertMode = "value", significant?: number, exactUpTo = EXACT_UP_TO): Conversion {
  const result = mode === "difference" ? convertDifference(value, from, to) : convert(value, from, to);
  return { from, to, value, result, shown: formatQuantity(result, { significant, group: true, exactUpTo }) };
}

/** "1 inch", "2.54 centimeters": the unit's name agreeing with the number as shown. */
export function quantityWords(valueText: string, unit: UnitDefinition): string {
  const one = /^[+-]?1$/.test(valueText.replace(/,/g, ""));
  return `${valueText} ${one ? unit.name : unit.plural}`;
}

/** The exact size of a unit in its SI unit, as text ("0.3048 m"); temperatures get their scale definition. */
export function siSize(unit: UnitDefinition): string {
  const si: Record<UnitKind, string> = {
    length: "m",
    area: "m²",
    volume: "m³",
    mass: "kg",
    temperature: "K",
    time: "s",
    speed: "m/s",
    acceleration: "m/s²",
    force: "N",
    energy: "J",
    power: "W",
    pressure: "Pa",
    frequency: "Hz",
    "fuel economy": "",
    "data size": "B",
  };
  const factor = constantText(unit.factor);
  return `${factor.exact ? "" : "≈ "}${factor.text} ${si[unit.kind]}`.trim();
}

/** The multiplier between two units (1 from = ? to) as shown, for statements like "1 inch = 2.54 centimeters". */
export function unitStatement(from: UnitDefinition, to: UnitDefinition, exactUpTo = EXACT_UP_TO): { text: string; exact: boolean; factor: FormattedQuantity } {
  const factor = formatQuantity(div(from.factor, to.factor), { group: true, exactUpTo });
  return { text: `1 ${from.name} ${relation(factor.exact)} ${quantityWords(factor.text, to)}`, exact: factor.exact, factor };
}
