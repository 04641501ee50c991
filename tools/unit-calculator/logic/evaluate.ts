import { add, compare, div, exactDecimal, inverse, isNegative, isZero, mul, neg, parseDecimal, ratio, sub, type Ratio } from "@/lib/engines/units/decimal";
import { excerpt } from "@/lib/engines/text/quote-text";
import {
  describeDimension,
  divideDimensions,
  inverseDimension,
  isDimensionless,
  multiplyDimensions,
  powDimension,
  sameDimension,
  type Dimension,
} from "@/lib/engines/units/dimension";
import { findTemperatureChangeUnit, temperatureChangeUnitFor } from "@/lib/engines/units/calculator-units";
import { formatQuantity } from "@/lib/engines/units/display";
import { pastAbsoluteZero } from "@/lib/engines/units/convert";
import { findUnit, suggestUnits, UNITS, type UnitDefinition } from "@/lib/engines/units/units";
import { CalcError, parseLine, type Node, type Target } from "./parse";

/**
 * The Unit Calculator's evaluator: a parsed line (parse.ts) → an exact result in the best unit, with the parsed form,
 * alternatives and a dimension check at every + and −. Values are exact fractions in SI coherent units (m, kg, s, K,
 * m/s…) from the shared unit table (lib/engines/units/units.ts); rounding happens once, when the result is written.
 *
 * Temperatures: °C and °F are points on scales that do not start at absolute zero, so a value in them is an absolute
 * temperature. Absolute ± change (Δ°C, Δ°F, K) is a temperature; absolute − absolute is a change; absolute +
 * absolute, and × ÷ ^ of °C or °F, are refused with a message that says what to write instead. Pure.
 */

/** Largest power: 10^100 is plenty for units, and (10^100)^64 is still cheap to build exactly. */
export const MAX_EXPONENT = 64;
/** Bits of numerator plus denominator a value may have (about 12,000 digits): refused beyond, before any more work. */
const MAX_BITS = 40_000;

/** A unit term of a value: unit^power. Kept so a result can be shown in the units the user wrote ("kg/L"). */
interface Term {
  unit: UnitDefinition;
  power: number;
}

interface Quantity {
  /** In SI coherent units. */
  value: Ratio;
  dimension: Dimension;
  terms: Term[];
  /** An absolute temperature on an offset scale (°C, °F), or a change of temperature. */
  temperature?: { kind: "absolute" | "change"; unit: UnitDefinition };
  /** A bare offset unit ("°C") not yet applied to a number. */
  scale?: UnitDefinition;
}

// ---------------------------------------------------------------------------------------------------------------------
// Resolving unit names

/** A syntax tree whose unit names are looked up (multi-word names joined: "fl oz", "nautical miles"). */
type Resolved =
  | { kind: "num"; value: Ratio; text: string; at: number }
  | { kind: "unit"; unit: UnitDefinition; text: string; at: number }
  | { kind: "neg"; operand: Resolved; at: number }
  | { kind: "binary"; op: "+" | "-" | "*" | "/"; left: Resolved; right: Resolved; at: number }
  | { kind: "implicit"; factors: Resolved[]; at: number }
  | { kind: "compound"; parts: Resolved[]; at: number }
  | { kind: "pow"; base: Resolved; exponent: Resolved; at: number };

/** The unit spelled `text`, from the shared table or the calculator's own changes of temperature. */
export function lookUpUnit(text: string): UnitDefinition | undefined {
  return findTemperatureChangeUnit(text) ?? findUnit(text);
}

function quote(text: string): string {
  return `'${excerpt(text, 30)}'`;
}

function unknownUnit(text: string, at: number): CalcError {
  const suggestions = suggestUnits(text, { limit: 2 }).map((u) => quote(u.symbol));
  if (suggestions.length === 0) {
    return new CalcError(`Unknown unit ${quote(text)} — check the spelling, or see the list of units below`, at);
  }
  const list = suggestions.length === 1 ? suggestions[0] : `${suggestions.slice(0, -1).join(", ")} or ${suggestions[suggestions.length - 1]}`;
  return new CalcError(`Unknown unit ${quote(text)} — did you mean ${list}?`, at);
}

function resolveUnit(text: string, at: number): UnitDefinition {
  const unit = lookUpUnit(text);
  if (!unit) throw unknownUnit(text, at);
  return unit;
}

const WRITTEN_FRACTION = /^(?:(\d+) )?(\d+)\/(\d+)$/;

function parseNumber(text: string, at: number): Ratio {
  const fraction = WRITTEN_FRACTION.exec(text);
  if (fraction) {
    const [, whole = "0", numerator = "0", denominator = "0"] = fraction;
    if (/^0+$/.test(denominator)) throw new CalcError("You can't divide by zero", at);
    return add(ratio(BigInt(whole)), ratio(BigInt(numerator), BigInt(denominator)));
  }
  const parsed = parseDecimal(text);
  if (parsed.ok) return parsed.value;
  switch (parsed.reason) {
    case "too_long":
      throw new CalcError(`${excerpt(text, 12)} is too long: write a number with at most 100 digits`, at);
    case "too_large":
      throw new CalcError(`${text} is too large to calculate with: keep exponents within ±2000`, at);
    case "too_small":
      throw new CalcError(`${text} is too small to calculate with: keep exponents within ±2000`, at);
    default:
      throw new CalcError(`${quote(text)} is not a number we can read`, at);
  }
}

function resolve(node: Node): Resolved {
  switch (node.kind) {
    case "num":
      return { kind: "num", value: parseNumber(node.text, node.at), text: node.text, at: node.at };
    case "unit":
      return { kind: "unit", unit: resolveUnit(node.text, node.at), text: node.text, at: node.at };
    case "neg":
      return { kind: "neg", operand: resolve(node.operand), at: node.at };
    case "binary":
      return { kind: "binary", op: node.op, left: resolve(node.left), right: resolve(node.right), at: node.at };
    case "compound":
      return { kind: "compound", parts: node.parts.map(resolve), at: node.at };
    case "pow":
      return { kind: "pow", base: resolve(node.base), exponent: resolve(node.exponent), at: node.at };
    case "implicit": {
      // Join runs of words into the longest unit name that exists: "fl oz", "US gallons", "nautical miles".
      const factors: Resolved[] = [];
      const items = node.factors;
      for (let i = 0; i < items.length; ) {
        const item = items[i] as Node;
        if (item.kind !== "unit") {
          factors.push(resolve(item));
          i++;
          continue;
        }
        let taken = 0;
        for (let span = Math.min(3, items.length - i); span >= 2 && taken === 0; span--) {
          const run = items.slice(i, i + span);
          if (!run.every((n) => n.kind === "unit")) continue;
          const text = run.map((n) => (n.kind === "unit" ? n.text : "")).join(" ");
          const unit = lookUpUnit(text);
          if (unit) {
            factors.push({ kind: "unit", unit, text, at: item.at });
            taken = span;
          }
        }
        if (taken === 0) {
          factors.push({ kind: "unit", unit: resolveUnit(item.text, item.at), text: item.text, at: item.at });
          taken = 1;
        }
        i += taken;
      }
      return factors.length === 1 ? (factors[0] as Resolved) : { kind: "implicit", factors, at: node.at };
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Arithmetic

function bits(x: bigint): number {
  return (x < BigInt(0) ? -x : x).toString(16).length * 4;
}

function bounded(value: Ratio, at: number): Ratio {
  if (bits(value.n) + bits(value.d) > MAX_BITS) {
    throw new CalcError("That result is too large to calculate exactly: use smaller numbers or powers", at);
  }
  return value;
}

function article(words: string): string {
  if (words.startsWith("a ")) return words;
  return /^[aeiou]/i.test(words) ? `an ${words}` : `a ${words}`;
}

const SUPERSCRIPT: Record<string, string> = { "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹", "-": "⁻" };

function superscript(n: number): string {
  return [...String(n)].map((c) => SUPERSCRIPT[c] ?? c).join("");
}

/** Terms with the same unit merged and zero powers dropped: m·m → m², kg·L⁻¹ stays. */
function mergeTerms(terms: Term[]): Term[] {
  const out: Term[] = [];
  for (const term of terms) {
    const same = out.find((t) => t.unit === term.unit);
    if (same) same.power += term.power;
    else out.push({ ...term });
  }
  return out.filter((t) => t.power !== 0);
}

/** "kg/L", "N·m", "m/s²", "1/s": how the terms read. Symbols with a space or a slash get parentheses when combined. */
function termsText(terms: Term[]): string {
  const wrap = (t: Term) => (terms.length > 1 && /[\s/]/.test(t.unit.symbol) ? `(${t.unit.symbol})` : t.unit.symbol);
  const piece = (t: Term, power: number) => `${wrap(t)}${power === 1 ? "" : superscript(power)}`;
  const top = terms.filter((t) => t.power > 0).map((t) => piece(t, t.power));
  const bottom = terms.filter((t) => t.power < 0).map((t) => piece(t, -t.power));
  if (bottom.length === 0) return top.join("·");
  const denominator = bottom.length > 1 ? `(${bottom.join("·")})` : bottom[0];
  return `${top.length ? top.join("·") : "1"}/${denominator}`;
}

/** "a length (ft)", "a speed (mph)", "a plain number": for messages. */
function describe(q: Quantity): string {
  const words = article(describeDimension(q.dimension));
  const unit = q.temperature ? q.temperature.unit.symbol : termsText(q.terms);
  return unit ? `${words} (${unit})` : words;
}

function plain(value: Ratio): Quantity {
  return { value, dimension: {}, terms: [] };
}

function fromUnit(unit: UnitDefinition): Quantity {
  if (unit.offset) return { value: unit.factor, dimension: unit.dimension, terms: [{ unit, power: 1 }], scale: unit };
  const change = unit.id === "dC" || unit.id === "dF" || unit.id === "dK";
  return {
    value: unit.factor,
    dimension: unit.dimension,
    terms: [{ unit, power: 1 }],
    ...(change ? { temperature: { kind: "change" as const, unit } } : {}),
  };
}

/** The value of an absolute temperature in its own scale (K → °C: K − 273.15). */
function inScale(kelvin: Ratio, unit: UnitDefinition): Ratio {
  return div(sub(kelvin, unit.offset ?? ratio(0)), unit.factor);
}

function fromScale(value: Ratio, unit: UnitDefinition): Ratio {
  return add(mul(value, unit.factor), unit.offset ?? ratio(0));
}

/** Absolute zero in a scale, as text ("−273.15 °C", "−459.67 °F"). */
function absoluteZeroText(unit: UnitDefinition): string {
  const zero = inScale(ratio(0), unit);
  return `${formatNumber(zero).text.replace("-", "−")} ${unit.symbol}`;
}

function checkAboveAbsoluteZero(q: Quantity, at: number): Quantity {
  if (q.temperature?.kind === "absolute" && isNegative(q.value)) {
    const unit = q.temperature.unit;
    const shown = formatNumber(inScale(q.value, unit)).text.replace("-", "−");
    throw new CalcError(`${shown} ${unit.symbol} is ${pastAbsoluteZero(unit)} absolute zero (${absoluteZeroText(unit)}): no temperature is colder`, at);
  }
  return q;
}

function noOffset(q: Quantity, at: number, action: string): void {
  const unit = q.scale ?? (q.temperature?.kind === "absolute" ? q.temperature.unit : undefined);
  if (!unit) return;
  const change = temperatureChangeUnitFor(unit);
  throw new CalcError(
    `You can't ${action} a temperature in ${unit.symbol}: its scale doesn't start at absolute zero. ` +
      `Convert it to K first, or use ${change ? change.symbol : "K"} for a change of temperature`,
    at,
  );
}

function multiply(a: Quantity, b: Quantity, at: number): Quantity {
  // "20 °C": a number times a bare offset scale is an absolute temperature on that scale.
  const scale = b.scale && isDimensionless(a.dimension) && !a.scale ? b.scale : null;
  if (scale) {
    return checkAboveAbsoluteZero(
      { value: fromScale(a.value, scale), dimension: scale.dimension, terms: [{ unit: scale, power: 1 }], temperature: { kind: "absolute", unit: scale } },
      at,
    );
  }
  noOffset(a, at, "multiply");
  noOffset(b, at, "multiply");
  const keepChange = a.temperature ?? b.temperature;
  const onlyNumber = isDimensionless(a.dimension) || isDimensionless(b.dimension);
  return {
    value: bounded(mul(a.value, b.value), at),
    dimension: multiplyDimensions(a.dimension, b.dimension),
    terms: mergeTerms([...a.terms, ...b.terms]),
    // 2 × 5 Δ°C is still a change of temperature; Δ°C × kg is not a temperature at all.
    ...(keepChange && onlyNumber ? { temperature: keepChange } : {}),
  };
}

function divide(a: Quantity, b: Quantity, at: number): Quantity {
  noOffset(a, at, "divide");
  noOffset(b, at, "divide by");
  if (isZero(b.value)) throw new CalcError("You can't divide by zero", at);
  return {
    value: bounded(div(a.value, b.value), at),
    dimension: divideDimensions(a.dimension, b.dimension),
    terms: mergeTerms([...a.terms, ...b.terms.map((t) => ({ unit: t.unit, power: -t.power }))]),
    ...(a.temperature && isDimensionless(b.dimension) ? { temperature: a.temperature } : {}),
  };
}

function addOrSubtract(a: Quantity, b: Quantity, op: "+" | "-", at: number): Quantity {
  const left = settle(a, at);
  const right = settle(b, at);
  if (!sameDimension(left.dimension, right.dimension)) {
    throw new CalcError(
      op === "+" ? `You can't add ${describe(left)} and ${describe(right)}` : `You can't subtract ${describe(right)} from ${describe(left)}`,
      at,
    );
  }
  const value = bounded(op === "+" ? add(left.value, right.value) : sub(left.value, right.value), at);
  const terms = left.terms.length ? left.terms : right.terms;
  const la = left.temperature?.kind === "absolute" ? left.temperature.unit : null;
  const ra = right.temperature?.kind === "absolute" ? right.temperature.unit : null;
  if (la && ra) {
    if (op === "+") {
      const change = temperatureChangeUnitFor(la);
      throw new CalcError(
        `Adding absolute temperatures is ambiguous — use ${change ? change.symbol : "K"} for a change (20 °C + 5 Δ°C = 25 °C)`,
        at,
      );
    }
    // 30 °C − 10 °C: the difference of two temperatures is a change of temperature.
    const change = temperatureChangeUnitFor(la);
    return { value, dimension: left.dimension, terms: change ? [{ unit: change, power: 1 }] : terms, temperature: { kind: "change", unit: change ?? la } };
  }
  if (ra && op === "-") {
    throw new CalcError(`You can't subtract a temperature (${ra.symbol}) from a change of temperature: write the temperature first`, at);
  }
  const absolute = la ?? ra;
  if (absolute) {
    return checkAboveAbsoluteZero({ value, dimension: left.dimension, terms: [{ unit: absolute, power: 1 }], temperature: { kind: "absolute", unit: absolute } }, at);
  }
  const change = left.temperature ?? right.temperature;
  return { value, dimension: left.dimension, terms, ...(change ? { temperature: change } : {}) };
}

/** A bare offset unit left alone ("°C to °F") means one degree on that scale. */
function settle(q: Quantity, at: number): Quantity {
  return q.scale ? multiply(plain(ratio(1)), q, at) : q;
}

function integerExponent(q: Quantity, at: number): number {
  if (!isDimensionless(q.dimension)) throw new CalcError(`A power must be a plain number, not ${describe(q)}`, at);
  const { n, d } = q.value;
  if (n % d !== BigInt(0)) throw new CalcError("Powers must be whole numbers (2, 3, −1): fractional powers of units are not supported", at);
  const value = n / d;
  if (value > BigInt(MAX_EXPONENT) || value < BigInt(-MAX_EXPONENT)) {
    throw new CalcError(`That power is too large: use powers from −${MAX_EXPONENT} to ${MAX_EXPONENT}`, at);
  }
  return Number(value);
}

function power(base: Quantity, exponent: number, at: number): Quantity {
  noOffset(base, at, "raise to a power");
  if (exponent < 0 && isZero(base.value)) throw new CalcError("You can't divide by zero (0 to a negative power)", at);
  const k = Math.abs(exponent);
  // Bound the size BEFORE building the power.
  if ((bits(base.value.n) + bits(base.value.d)) * k > MAX_BITS) {
    throw new CalcError("That result is too large to calculate exactly: use smaller numbers or powers", at);
  }
  let value = ratio(1);
  for (let i = 0; i < k; i++) value = mul(value, base.value);
  if (exponent < 0) value = inverse(value);
  return {
    value,
    dimension: powDimension(base.dimension, exponent),
    terms: mergeTerms(base.terms.map((t) => ({ unit: t.unit, power: t.power * exponent }))),
  };
}

function evaluate(node: Resolved): Quantity {
  switch (node.kind) {
    case "num":
      return plain(node.value);
    case "unit":
      return fromUnit(node.unit);
    case "neg": {
      const q = settle(evaluate(node.operand), node.at);
      if (q.temperature?.kind === "absolute") {
        // −40 °C: the minus belongs to the number on the scale, not to the kelvins.
        const unit = q.temperature.unit;
        return checkAboveAbsoluteZero({ ...q, value: fromScale(neg(inScale(q.value, unit)), unit) }, node.at);
      }
      return { ...q, value: neg(q.value) };
    }
    case "binary": {
      const left = evaluate(node.left);
      const right = evaluate(node.right);
      if (node.op === "+" || node.op === "-") return addOrSubtract(left, right, node.op, node.at);
      return node.op === "*" ? multiply(settle(left, node.at), right, node.at) : divide(settle(left, node.at), settle(right, node.at), node.at);
    }
    case "implicit": {
      let q = evaluate(node.factors[0] as Resolved);
      for (const factor of node.factors.slice(1)) q = multiply(settle(q, factor.at), evaluate(factor), factor.at);
      return q;
    }
    case "compound": {
      const parts = node.parts.map((p) => settle(evaluate(p), p.at));
      const first = parts[0] as Quantity;
      for (const [i, part] of parts.entries()) {
        if (part.temperature) throw new CalcError("A temperature can't be written in parts: write one value, as in 20.5 °C", node.parts[i]?.at ?? node.at);
        if (isDimensionless(part.dimension) || !sameDimension(part.dimension, first.dimension)) {
          throw new CalcError(
            `A value in parts, like 5 ft 3 in, needs one kind of unit: this one mixes ${describe(first)} and ${describe(part)}. Put an operator between them`,
            node.parts[i]?.at ?? node.at,
          );
        }
      }
      let value = ratio(0);
      for (const part of parts) value = add(value, part.value);
      return { value, dimension: first.dimension, terms: first.terms };
    }
    case "pow": {
      const exponent = integerExponent(settle(evaluate(node.exponent), node.at), node.exponent.at);
      return power(settle(evaluate(node.base), node.at), exponent, node.at);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Writing the parsed expression

const PRECEDENCE = { sum: 1, product: 2, neg: 3, implicit: 4, pow: 5, atom: 6 } as const;

function precedenceOf(node: Resolved): number {
  switch (node.kind) {
    case "binary":
      return node.op === "+" || node.op === "-" ? PRECEDENCE.sum : PRECEDENCE.product;
    case "compound":
      return PRECEDENCE.sum;
    case "neg":
      return PRECEDENCE.neg;
    case "implicit":
      return PRECEDENCE.implicit;
    case "pow":
      return PRECEDENCE.pow;
    default:
      return PRECEDENCE.atom;
  }
}

/** A number times units ("3 kg", "9.81 m"), which × and ÷ show in parentheses so the grouping is visible. */
function isQuantityLiteral(node: Resolved): boolean {
  return node.kind === "implicit" && node.factors[0]?.kind === "num";
}

/**
 * The expression as the calculator read it, with parentheses wherever precedence decided something:
 * "3 kg / 2 L" → "(3 kg) ÷ (2 L)", "5 ft 3 in + 20 cm" → "(5 ft + 3 in) + 20 cm", "2^3^2" → "2^(3^2)".
 */
export function show(node: Resolved, compact = false): string {
  const wrap = (child: Resolved, paren: boolean) => (paren ? `(${show(child, compact)})` : show(child, compact));
  switch (node.kind) {
    case "num":
      return node.text;
    case "unit":
      return node.unit.symbol;
    case "neg":
      return `−${wrap(node.operand, precedenceOf(node.operand) < PRECEDENCE.implicit)}`;
    case "compound":
      return node.parts.map((p) => show(p, compact)).join(" + ");
    case "binary": {
      const p = precedenceOf(node);
      const symbol = compact ? (node.op === "*" ? "·" : node.op === "/" ? "/" : node.op) : { "+": "+", "-": "−", "*": "×", "/": "÷" }[node.op];
      const product = p === PRECEDENCE.product;
      const left = wrap(node.left, precedenceOf(node.left) < p || (!compact && isQuantityLiteral(node.left) && product) || node.left.kind === "compound");
      const right = wrap(
        node.right,
        precedenceOf(node.right) <= p ||
          node.right.kind === "compound" || (product && (isQuantityLiteral(node.right) || (compact && node.right.kind === "implicit"))),
      );
      return compact && product ? `${left}${symbol}${right}` : `${left} ${symbol} ${right}`;
    }
    case "implicit": {
      let out = "";
      node.factors.forEach((factor, i) => {
        const text = wrap(factor, precedenceOf(factor) < PRECEDENCE.pow);
        const previous = node.factors[i - 1];
        if (i === 0) out = text;
        else out += previous?.kind === "num" || compact ? ` ${text}` : `·${text}`;
      });
      return out;
    }
    case "pow": {
      const base = wrap(node.base, precedenceOf(node.base) < PRECEDENCE.atom);
      if (node.exponent.kind === "num") return `${base}${superscript(Number(node.exponent.text))}`;
      if (node.exponent.kind === "neg" && node.exponent.operand.kind === "num") return `${base}${superscript(-Number(node.exponent.operand.text))}`;
      return `${base}^${wrap(node.exponent, precedenceOf(node.exponent) < PRECEDENCE.atom)}`;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Choosing the unit of the answer

/** The units a result is shown in by default, smallest first, per dimension and system. */
const COMMON: readonly { metric: readonly string[]; imperial: readonly string[] }[] = [
  { metric: ["mm", "cm", "m", "km"], imperial: ["in", "ft", "yd", "mi"] },
  { metric: ["mm2", "cm2", "m2", "ha", "km2"], imperial: ["in2", "ft2", "yd2", "ac", "mi2"] },
  { metric: ["mL", "L", "m3"], imperial: ["tsp", "tbsp", "floz", "cup", "gal"] },
  { metric: ["mg", "g", "kg", "t"], imperial: ["oz", "lb", "ton"] },
  { metric: ["ms", "s", "min", "h", "d"], imperial: ["ms", "s", "min", "h", "d"] },
  { metric: ["m/s", "km/h"], imperial: ["ft/s", "mph"] },
  { metric: ["m/s2"], imperial: ["m/s2"] },
  { metric: ["N", "kN"], imperial: ["lbf"] },
  { metric: ["J", "kJ", "MJ"], imperial: ["ftlbf", "BTU"] },
  { metric: ["W", "kW", "MW"], imperial: ["W", "kW", "hp"] },
  { metric: ["Pa", "kPa", "MPa"], imperial: ["psi"] },
  { metric: ["Hz", "kHz", "MHz", "GHz"], imperial: ["Hz", "kHz", "MHz", "GHz"] },
  { metric: ["L/100km"], imperial: ["mpg"] },
  { metric: ["km/L"], imperial: ["mpg"] },
];

function unitOf(id: string): UnitDefinition | undefined {
  return UNITS.find((u) => u.id === id);
}

function commonUnits(dimension: Dimension, system: "metric" | "imperial"): UnitDefinition[] {
  for (const entry of COMMON) {
    const units = entry[system].map(unitOf).filter((u): u is UnitDefinition => u !== undefined);
    if (units[0] && sameDimension(units[0].dimension, dimension)) return units;
  }
  return [];
}

/** The largest unit in which the value is still at least 1 (so 241401.6 m shows as 150 mi, 0.2 m as 20 cm). */
function bestOf(units: UnitDefinition[], value: Ratio): UnitDefinition | undefined {
  const magnitude = isNegative(value) ? neg(value) : value;
  let best = units[0];
  for (const unit of units) if (compare(magnitude, unit.factor) >= 0) best = unit;
  return best;
}

/** True when the line is about fuel: a volume per distance or a distance per volume written with such units. */
function isFuelEconomy(q: Quantity): boolean {
  const fuelDimension = sameDimension(q.dimension, { length: 2 }) || sameDimension(q.dimension, { length: -2 });
  return fuelDimension && q.terms.some((t) => t.unit.kind === "volume" || t.unit.kind === "fuel economy");
}

/** Base SI symbols, for a result no unit in the table fits: "kg/m³", "m²·kg/s³". */
function siText(d: Dimension): string {
  const symbols: [keyof Dimension, string][] = [["mass", "kg"], ["length", "m"], ["time", "s"], ["temperature", "K"], ["current", "A"], ["amount", "mol"], ["luminosity", "cd"]];
  const top: string[] = [];
  const bottom: string[] = [];
  for (const [base, symbol] of symbols) {
    const e = d[base] ?? 0;
    if (e > 0) top.push(`${symbol}${e === 1 ? "" : superscript(e)}`);
    if (e < 0) bottom.push(`${symbol}${e === -1 ? "" : superscript(-e)}`);
  }
  if (!bottom.length) return top.join("·");
  return `${top.length ? top.join("·") : "1"}/${bottom.length > 1 ? `(${bottom.join("·")})` : bottom[0]}`;
}

/** A way to show a value: a unit of the table, several of them (5 ft 3 in), or the user's own units ("kg/L"). */
interface Display {
  /** value in SI → value shown */
  symbol: string;
  factor: Ratio;
  /** fuel economy shown in its reciprocal form */
  reciprocal?: boolean;
  offsetUnit?: UnitDefinition;
}

function displayFor(unit: UnitDefinition, q: Quantity): Display {
  const reciprocal = !sameDimension(unit.dimension, q.dimension) && sameDimension(unit.dimension, inverseDimension(q.dimension));
  return { symbol: unit.symbol, factor: unit.factor, ...(reciprocal ? { reciprocal } : {}) };
}

function valueIn(q: Quantity, display: Display): Ratio {
  if (display.offsetUnit) return inScale(q.value, display.offsetUnit);
  if (display.reciprocal) {
    if (isZero(q.value)) {
      // The two forms are reciprocals, so zero in one is infinite in the other; which way round depends on the form.
      throw new CalcError(
        sameDimension(q.dimension, { length: 2 })
          ? `Zero fuel per distance means no fuel is used at all: in ${display.symbol} that would be infinitely far on any fuel, which is no number`
          : `Zero distance per fuel means going nowhere on any fuel: in ${display.symbol} that would be an infinite amount of fuel per distance, which is no number`,
      );
    }
    return div(inverse(q.value), display.factor);
  }
  return div(q.value, display.factor);
}

// ---------------------------------------------------------------------------------------------------------------------
// Formatting

export interface FormattedNumber {
  text: string;
  exact: boolean;
}

/** Significant digits of a rounded main result (100 km/h ≈ 62.1371192237334 mph). */
export const RESULT_SIGNIFICANT = 15;
/** Longest exact decimal shown in full (1 acre = 4046.8564224 m²; 3 cups = 709.7647095 mL). */
const EXACT_DIGITS = 24;

/**
 * A result as written: its exact decimal when it has one short enough to read (so the "=" results of the unit
 * table are never cut: 4046.8564224, not 4046.856422), otherwise the shared display rule rounded to
 * RESULT_SIGNIFICANT digits for the main result, or its default (6 decimals) for the alternatives.
 */
function formatNumber(value: Ratio, main = false): FormattedNumber {
  const exact = exactDecimal(value);
  if (exact !== null && exact.replace(/^-|\./g, "").replace(/^0+/, "").length <= (main ? EXACT_DIGITS : 12) && exact.length <= EXACT_DIGITS + 4) {
    return { text: exact, exact: true };
  }
  return formatQuantity(value, main ? { significant: RESULT_SIGNIFICANT } : {});
}

// ---------------------------------------------------------------------------------------------------------------------
// The answer

export interface ShownValue {
  /** "=" when the text is the exact value, "≈" when it is rounded. */
  relation: "=" | "≈";
  text: string;
  /** The unit after the number ("m", "kg/L"); empty for a plain number. */
  unit: string;
}

export interface CalcAnswer extends ShownValue {
  /** The line as the calculator read it, with its grouping made visible: "(5 ft + 3 in) + 20 cm → m". */
  parsed: string;
  /** What the result measures: "length", "speed", "a plain number". */
  dimension: string;
  /** How the dimensions combined, for × and ÷ of two measures: "speed × time = length". */
  explanation: string | null;
  /** The same result in other common units. */
  alternatives: ShownValue[];
  /** Anything the reader must know to read the result right (a reciprocal, a change of temperature). */
  note: string | null;
}

export type CalcOutcome = { kind: "empty" } | { kind: "ok"; answer: CalcAnswer } | { kind: "error"; message: string; at: number | null };

function shown(q: Quantity, display: Display, main = false): ShownValue {
  const { text, exact } = formatNumber(valueIn(q, display), main);
  return { relation: exact ? "=" : "≈", text, unit: display.symbol };
}

/** What a value measures, in words: the dimension's name, told apart where one dimension means two things. */
function dimensionWords(q: Quantity): string {
  if (q.temperature?.kind === "change") return "change of temperature";
  if (isFuelEconomy(q)) return sameDimension(q.dimension, { length: 2 }) ? "fuel consumption (fuel per distance)" : "fuel economy (distance per fuel)";
  return describeDimension(q.dimension);
}

function explain(node: Resolved, result: Quantity): string | null {
  if (node.kind !== "binary" || (node.op !== "*" && node.op !== "/")) return null;
  const left = evaluate(node.left);
  const right = evaluate(node.right);
  if (isDimensionless(left.dimension) || isDimensionless(right.dimension) || left.scale || right.scale) return null;
  return `${dimensionWords(left)} ${node.op === "*" ? "×" : "÷"} ${dimensionWords(right)} = ${dimensionWords(result)}`;
}

function unitsIn(node: Resolved, out: UnitDefinition[] = []): UnitDefinition[] {
  switch (node.kind) {
    case "unit":
      out.push(node.unit);
      break;
    case "neg":
      unitsIn(node.operand, out);
      break;
    case "binary":
      unitsIn(node.left, out);
      unitsIn(node.right, out);
      break;
    case "implicit":
      node.factors.forEach((f) => unitsIn(f, out));
      break;
    case "compound":
      node.parts.forEach((p) => unitsIn(p, out));
      break;
    case "pow":
      unitsIn(node.base, out);
      break;
  }
  return out;
}

/** The unit to show a result in when the line names none (see the FAQ in content.ts). */
function chooseDisplay(q: Quantity, node: Resolved): { display: Display; others: Display[]; note: string | null } {
  if (q.temperature) {
    const unit = q.temperature.unit;
    if (q.temperature.kind === "absolute") {
      const others = ["degC", "degF", "K"].filter((id) => id !== unit.id).map(unitOf).filter((u): u is UnitDefinition => !!u);
      return { display: { symbol: unit.symbol, factor: unit.factor, offsetUnit: unit }, others: others.map((u) => (u.offset ? { symbol: u.symbol, factor: u.factor, offsetUnit: u } : displayFor(u, q))), note: null };
    }
    const others = ["dC", "dF", "dK"].map(findTemperatureChangeUnit).filter((u): u is UnitDefinition => !!u && u.id !== unit.id);
    return {
      display: { symbol: unit.symbol, factor: unit.factor },
      others: others.map((u) => ({ symbol: u.symbol, factor: u.factor })),
      note: "This is a change of temperature (a difference), not a temperature: a change of 1 °C is a change of 1.8 °F.",
    };
  }
  if (isDimensionless(q.dimension)) return { display: { symbol: "", factor: ratio(1) }, others: [], note: null };
  const used = unitsIn(node).filter((u) => !u.offset);
  const imperial = used.find((u) => u.system === "Imperial" || u.system === "US");
  const system = imperial && used[0] && (used[0].system === "Imperial" || used[0].system === "US") ? "imperial" : "metric";
  if (isFuelEconomy(q)) {
    const fuel = UNITS.filter((u) => u.kind === "fuel economy");
    const own = used.find((u) => u.kind === "fuel economy" && sameDimension(u.dimension, q.dimension)) ?? fuel.find((u) => sameDimension(u.dimension, q.dimension));
    if (own) {
      const others = fuel.filter((u) => u !== own).map((u) => displayFor(u, q));
      return { display: displayFor(own, q), others, note: null };
    }
  }
  const others = [...commonUnits(q.dimension, system), ...commonUnits(q.dimension, system === "metric" ? "imperial" : "metric")];
  const same = used.find((u) => sameDimension(u.dimension, q.dimension));
  const best = same ?? bestOf(commonUnits(q.dimension, system), q.value) ?? UNITS.find((u) => !u.offset && sameDimension(u.dimension, q.dimension));
  if (best) {
    // Other units the value reads well in (0.001 to a million), at most six.
    const readable = (u: UnitDefinition) => {
      const v = valueIn(q, displayFor(u, q));
      const magnitude = isNegative(v) ? neg(v) : v;
      return isZero(v) || (compare(magnitude, ratio(1, 1000)) >= 0 && compare(magnitude, ratio(1000000)) <= 0);
    };
    const rest = [...new Set(others)].filter((u) => u !== best && readable(u)).slice(0, 6);
    return { display: displayFor(best, q), others: rest.map((u) => displayFor(u, q)), note: null };
  }
  // No unit of the table measures this (a density, a flow): the user's own units, merged, then SI base units.
  const terms = mergeTerms(q.terms);
  let factor = ratio(1);
  for (const term of terms) factor = mul(factor, power({ value: term.unit.factor, dimension: {}, terms: [] }, term.power, 0).value);
  const own = { symbol: termsText(terms), factor };
  const si = { symbol: siText(q.dimension), factor: ratio(1) };
  return { display: own, others: own.symbol === si.symbol ? [] : [si], note: null };
}

/** A target of several units of one dimension: "ft in" → 5 ft 3 in. The last unit takes the remainder. */
function compoundText(q: Quantity, units: UnitDefinition[]): ShownValue {
  const negative = isNegative(q.value);
  let rest = negative ? neg(q.value) : q.value;
  const parts: string[] = [];
  let exact = true;
  units.forEach((unit, i) => {
    if (i < units.length - 1) {
      const amount = div(rest, unit.factor);
      const whole = amount.n / amount.d;
      parts.push(`${whole} ${unit.symbol}`);
      rest = sub(rest, mul(ratio(whole), unit.factor));
    } else {
      const last = formatNumber(div(rest, unit.factor));
      exact = last.exact;
      parts.push(`${last.text} ${unit.symbol}`);
    }
  });
  return { relation: exact ? "=" : "≈", text: `${negative ? "−" : ""}${parts.join(" ")}`, unit: "" };
}

function convertTo(q: Quantity, target: Target, source: Resolved): { display: ShownValue; targetShown: string; note: string | null; others: Display[] } {
  // The whole target as one unit name first: "L/100km", "km/h", "fl oz", "sq ft", "mpg (imp)".
  const whole = lookUpUnit(target.text);
  let display: Display | null = null;
  let targetShown = target.text;
  let note: string | null = null;
  let compound: UnitDefinition[] | null = null;
  let wanted: Quantity;
  if (whole) {
    wanted = fromUnit(whole);
    targetShown = whole.symbol;
  } else if (target.kind === "units") {
    const units = target.names.map((n) => resolveUnit(n.text, n.at));
    const first = units[0] as UnitDefinition;
    if (units.every((u) => sameDimension(u.dimension, first.dimension) && !u.offset)) {
      compound = [...units].sort((a, b) => compare(b.factor, a.factor));
      targetShown = compound.map((u) => u.symbol).join(" ");
    }
    const resolved = resolve(target.node);
    wanted = evaluate(resolved);
    if (!compound) targetShown = show(resolved, true);
  } else {
    const resolved = resolve(target.node);
    wanted = evaluate(resolved);
    targetShown = show(resolved, true);
  }
  const value = settle(q, source.at);
  const at = target.at;
  const targetUnit = wanted.scale ?? (whole?.offset ? whole : undefined);
  if (targetUnit) {
    if (!sameDimension(value.dimension, targetUnit.dimension)) {
      throw new CalcError(`You can't convert ${describe(value)} to a temperature (${targetUnit.symbol})`, at);
    }
    if (value.temperature?.kind === "change") {
      // A change converts without the offset: a change of 10 °C is a change of 18 °F.
      const change = temperatureChangeUnitFor(targetUnit);
      display = change ? { symbol: change.symbol, factor: change.factor } : { symbol: `K`, factor: ratio(1) };
      note = "This is a change of temperature (a difference), so no offset applies: a change of 10 °C is a change of 18 °F.";
    } else {
      display = { symbol: targetUnit.symbol, factor: targetUnit.factor, offsetUnit: targetUnit };
    }
  } else if (wanted.temperature?.kind === "change" && value.temperature?.kind === "absolute") {
    throw new CalcError(
      `${value.temperature.unit.symbol} is a temperature, not a change of temperature: convert it to ${targetShown.replace("Δ", "")} instead`,
      at,
    );
  } else if (compound && sameDimension(value.dimension, (compound[0] as UnitDefinition).dimension)) {
    return { display: compoundText(value, compound), targetShown, note: null, others: [] };
  } else if (sameDimension(value.dimension, wanted.dimension)) {
    display = { symbol: targetShown, factor: wanted.value };
  } else if (
    sameDimension(value.dimension, inverseDimension(wanted.dimension)) &&
    (sameDimension(value.dimension, { length: 2 }) || sameDimension(value.dimension, { length: -2 }))
  ) {
    // Fuel economy: L/100 km is fuel per distance, mpg distance per fuel; one is the reciprocal of the other.
    display = { symbol: targetShown, factor: wanted.value, reciprocal: true };
    note =
      "Fuel per distance (L/100 km) and distance per fuel (mpg, km/L) are reciprocals, so the calculator inverts the value: " +
      "the higher the mpg, the lower the L/100 km.";
  } else {
    const words = compound ? `${article(describeDimension((compound[0] as UnitDefinition).dimension))} (${targetShown})` : describe(wanted);
    throw new CalcError(`You can't convert ${describe(value)} to ${words}`, at);
  }
  return { display: shown(value, display, true), targetShown, note, others: [] };
}

/** Evaluates one line of the calculator. Empty input is no result and no error. Never throws. */
export function calculate(text: string): CalcOutcome {
  if (text.trim() === "") return { kind: "empty" };
  try {
    const parsed = parseLine(text);
    if (!parsed) return { kind: "empty" };
    const source = resolve(parsed.expression);
    const q = evaluate(source);
    const settled = settle(q, source.at);
    const dimension = dimensionWords(settled);
    const explanation = explain(source, settled);
    if (parsed.target) {
      const converted = convertTo(settled, parsed.target, source);
      return {
        kind: "ok",
        answer: { ...converted.display, parsed: `${show(source)} → ${converted.targetShown}`, dimension, explanation, alternatives: [], note: converted.note },
      };
    }
    const choice = chooseDisplay(settled, source);
    const main = shown(settled, choice.display, true);
    const alternatives = choice.others.map((d) => shown(settled, d)).filter((alt) => alt.unit !== main.unit);
    return { kind: "ok", answer: { ...main, parsed: show(source), dimension, explanation, alternatives, note: choice.note } };
  } catch (error) {
    if (error instanceof CalcError) return { kind: "error", message: error.message, at: error.at };
    if (error instanceof RangeError) return { kind: "error", message: "You can't divide by zero", at: null };
    throw error;
  }
}
