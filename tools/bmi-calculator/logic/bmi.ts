import { compare, div, isNegative, isZero, mul, parseDecimal, ratio, reduce, type Ratio } from "@/lib/units/decimal";

function add(a: Ratio, b: Ratio): Ratio {
  return reduce({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
}

/**
 * Body mass index, exactly: weight in kg over height in metres squared, with heights and weights typed in metric,
 * US (ft + in) or stone (st + lb) units converted by their exact definitions (1 in = 0.0254 m, 1 lb = 0.45359237 kg,
 * 1 st = 14 lb), never the ×703 shortcut. The BMI is rounded once, to one decimal, and the class is read from that
 * shown value, so the number and its class always agree (24.96 shows as 25.0 and is Overweight). Pure: runs in the
 * browser, nothing typed leaves it.
 */

export type BmiUnits = "metric" | "us" | "stone";
export type CutOffs = "who" | "asian";

export interface BmiFields {
  units: BmiUnits;
  cm: string;
  ft: string;
  inch: string;
  kg: string;
  lb: string;
  st: string;
  stLb: string;
  age: string;
}

/** Exact definitions (international yard and pound, 1959). */
export const METRES_PER_INCH: Ratio = ratio(254, 10_000);
export const KG_PER_POUND: Ratio = ratio(45_359_237, 100_000_000);
export const POUNDS_PER_STONE = 14;

/** The human ranges we accept, in the units of the definitions. */
export const HEIGHT_CM = { min: 50, max: 272 } as const;
export const WEIGHT_KG = { min: 2, max: 650 } as const;
export const AGE = { min: 2, adult: 20, max: 120 } as const;

export interface WhoClass {
  /** Stable id, for tests and styling. */
  id: "underweight" | "normal" | "overweight" | "obese1" | "obese2" | "obese3" | "asian-increased" | "asian-high";
  label: string;
  /** The shown-BMI range of the class, as text ("18.5–24.9"). */
  range: string;
}

/** WHO adult classes, by the BMI shown to one decimal (tenths): [upper bound in tenths, class]. */
const WHO: readonly (readonly [number, WhoClass])[] = [
  [184, { id: "underweight", label: "Underweight", range: "below 18.5" }],
  [249, { id: "normal", label: "Normal weight", range: "18.5–24.9" }],
  [299, { id: "overweight", label: "Overweight", range: "25.0–29.9" }],
  [349, { id: "obese1", label: "Obesity class I", range: "30.0–34.9" }],
  [399, { id: "obese2", label: "Obesity class II", range: "35.0–39.9" }],
  [Infinity, { id: "obese3", label: "Obesity class III", range: "40.0 and above" }],
];

/** The WHO expert consultation's action points for Asian populations (Lancet 2004): 23 and 27.5. */
const ASIAN: readonly (readonly [number, WhoClass])[] = [
  [184, { id: "underweight", label: "Underweight", range: "below 18.5" }],
  [229, { id: "normal", label: "Healthy weight (lower risk)", range: "18.5–22.9" }],
  [274, { id: "asian-increased", label: "Increased risk", range: "23.0–27.4" }],
  [Infinity, { id: "asian-high", label: "High risk", range: "27.5 and above" }],
];

export function classTable(cutOffs: CutOffs): readonly WhoClass[] {
  return (cutOffs === "asian" ? ASIAN : WHO).map(([, c]) => c);
}

/** The class of a BMI as shown, in tenths (229 = 22.9). */
export function classify(shownTenths: number, cutOffs: CutOffs = "who"): WhoClass {
  const table = cutOffs === "asian" ? ASIAN : WHO;
  for (const [upper, c] of table) if (shownTenths <= upper) return c;
  throw new Error("unreachable");
}

/** The healthy range's ends in BMI (tenths) for the cut-offs. */
const HEALTHY: Record<CutOffs, { min: Ratio; max: Ratio }> = {
  who: { min: ratio(185, 10), max: ratio(249, 10) },
  asian: { min: ratio(185, 10), max: ratio(229, 10) },
};

/** round(r × 10^decimals), halves away from zero, for r ≥ 0. */
export function roundScaled(r: Ratio, decimals: number): bigint {
  const scale = BigInt(10) ** BigInt(decimals);
  return (BigInt(2) * r.n * scale + r.d) / (BigInt(2) * r.d);
}

/** r ≥ 0 with exactly `decimals` decimals: 25 → "25.0". */
export function fixed(r: Ratio, decimals: number): string {
  const digits = roundScaled(r, decimals).toString().padStart(decimals + 1, "0");
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** A weight in the chosen units, rounded to 0.1: "56.7 kg", "125 lb", "8 st 13.0 lb". */
export function formatWeight(kg: Ratio, units: BmiUnits): string {
  if (units === "metric") return `${fixed(kg, 1)} kg`;
  const pounds = div(kg, KG_PER_POUND);
  if (units === "us") return `${fixed(pounds, 1)} lb`;
  const tenths = Number(roundScaled(pounds, 1));
  const stones = Math.floor(tenths / (POUNDS_PER_STONE * 10));
  const rest = tenths - stones * POUNDS_PER_STONE * 10;
  return `${stones} st ${fixed(ratio(rest, 10), 1)} lb`;
}

/** A height in the chosen units: "175 cm", "5 ft 9 in". */
export function formatHeight(m: Ratio, units: BmiUnits): string {
  if (units === "metric") return `${trim(fixed(mul(m, ratio(100)), 1))} cm`;
  const inches = div(m, METRES_PER_INCH);
  const tenths = Number(roundScaled(inches, 1));
  const feet = Math.floor(tenths / 120);
  return `${feet} ft ${trim(fixed(ratio(tenths - feet * 120, 10), 1))} in`;
}

function trim(text: string): string {
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}

type Read = { ok: true; value: Ratio | null } | { ok: false; error: string };

/** One numeric field: empty is null (not an error); text, negatives and more than 4 decimals get their own message. */
function readNumber(text: string, what: string, example: string): Read {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  const parsed = parseDecimal(trimmed);
  if (!parsed.ok) {
    if (parsed.reason === "too_long" || parsed.reason === "too_large") return { ok: false, error: `${what} is far too large` };
    return { ok: false, error: `Enter ${what.toLowerCase()} as a number, like ${example}` };
  }
  if (isNegative(parsed.value)) return { ok: false, error: `${what} can't be negative` };
  return { ok: true, value: parsed.value };
}

export type BmiResult =
  | { state: "empty"; errors: BmiErrors }
  | { state: "error"; errors: BmiErrors }
  | {
      state: "ok";
      errors: BmiErrors;
      heightM: Ratio;
      weightKg: Ratio;
      /** The exact BMI. */
      bmi: Ratio;
      /** To one decimal, as shown ("22.9"); the class is read from this. */
      shown: string;
      /** null for ages 2–19: the adult classes do not apply. */
      category: WhoClass | null;
      /** BMI ÷ 25 from the exact BMI, two decimals. */
      prime: string;
      /** The weights at this height whose BMI is at the ends of the healthy class (null for ages 2–19). */
      healthy: { min: Ratio; max: Ratio } | null;
      /** 2–19: the child and teen note replaces the adult class. */
      child: boolean;
      /** The formula with the user's numbers. */
      steps: string[];
    };

export interface BmiErrors {
  height?: string;
  weight?: string;
  age?: string;
}

function heightOf(fields: BmiFields, errors: BmiErrors): Ratio | null {
  if (fields.units === "metric") {
    const cm = readNumber(fields.cm, "Height", "175");
    if (!cm.ok) return void (errors.height = cm.error), null;
    return cm.value === null ? null : div(cm.value, ratio(100));
  }
  const ft = readNumber(fields.ft, "Feet", "5");
  if (!ft.ok) return void (errors.height = ft.error), null;
  const inch = readNumber(fields.inch, "Inches", "9");
  if (!inch.ok) return void (errors.height = inch.error), null;
  if (ft.value === null && inch.value === null) return null;
  if (ft.value !== null && inch.value !== null && compare(inch.value, ratio(12)) >= 0) {
    return void (errors.height = "Inches must be under 12: put whole feet in the feet box"), null;
  }
  const total = add(mul(ft.value ?? ratio(0), ratio(12)), inch.value ?? ratio(0));
  return mul(total, METRES_PER_INCH);
}

function weightOf(fields: BmiFields, errors: BmiErrors): Ratio | null {
  if (fields.units === "metric") {
    const kg = readNumber(fields.kg, "Weight", "70");
    if (!kg.ok) return void (errors.weight = kg.error), null;
    return kg.value;
  }
  if (fields.units === "us") {
    const lb = readNumber(fields.lb, "Weight", "154");
    if (!lb.ok) return void (errors.weight = lb.error), null;
    return lb.value === null ? null : mul(lb.value, KG_PER_POUND);
  }
  const st = readNumber(fields.st, "Stones", "11");
  if (!st.ok) return void (errors.weight = st.error), null;
  const lb = readNumber(fields.stLb, "Pounds", "6");
  if (!lb.ok) return void (errors.weight = lb.error), null;
  if (st.value === null && lb.value === null) return null;
  if (st.value !== null && lb.value !== null && compare(lb.value, ratio(POUNDS_PER_STONE)) >= 0) {
    return void (errors.weight = "Pounds must be under 14: put whole stones in the stone box"), null;
  }
  const pounds = add(mul(st.value ?? ratio(0), ratio(POUNDS_PER_STONE)), lb.value ?? ratio(0));
  return mul(pounds, KG_PER_POUND);
}

/** The range messages, in the units the user typed (the limits are defined in cm and kg). */
function heightRangeMessage(units: BmiUnits): string {
  return units === "metric"
    ? `Height must be ${HEIGHT_CM.min}–${HEIGHT_CM.max} cm`
    : `Height must be ${HEIGHT_CM.min}–${HEIGHT_CM.max} cm, about ${formatHeight(ratio(HEIGHT_CM.min, 100), units)} to ${formatHeight(ratio(HEIGHT_CM.max, 100), units)}`;
}

function weightRangeMessage(units: BmiUnits): string {
  return units === "metric"
    ? `Weight must be ${WEIGHT_KG.min}–${WEIGHT_KG.max} kg`
    : `Weight must be ${WEIGHT_KG.min}–${WEIGHT_KG.max} kg, about ${formatWeight(ratio(WEIGHT_KG.min), units)} to ${formatWeight(ratio(WEIGHT_KG.max), units)}`;
}

function readAge(text: string, errors: BmiErrors): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^\d{1,3}$/.test(trimmed)) {
    errors.age = "Enter the age in whole years, like 35";
    return null;
  }
  const age = Number(trimmed);
  if (age < AGE.min) errors.age = "BMI isn't used under age 2";
  else if (age > AGE.max) errors.age = `Age must be ${AGE.min}–${AGE.max} years`;
  return errors.age ? null : age;
}

const M_PER_CM = ratio(1, 100);

/** Reads the fields and computes everything the result shows. Empty fields give "empty", never an error. */
export function computeBmi(fields: BmiFields, cutOffs: CutOffs = "who"): BmiResult {
  const errors: BmiErrors = {};
  const heightM = heightOf(fields, errors);
  const weightKg = weightOf(fields, errors);
  const age = readAge(fields.age, errors);
  if (heightM && (compare(heightM, mul(ratio(HEIGHT_CM.min), M_PER_CM)) < 0 || compare(heightM, mul(ratio(HEIGHT_CM.max), M_PER_CM)) > 0)) {
    errors.height = heightRangeMessage(fields.units);
  }
  if (weightKg && (compare(weightKg, ratio(WEIGHT_KG.min)) < 0 || compare(weightKg, ratio(WEIGHT_KG.max)) > 0)) {
    errors.weight = weightRangeMessage(fields.units);
  }
  if (heightM && isZero(heightM)) errors.height = heightRangeMessage(fields.units);
  if (errors.height || errors.weight || errors.age) return { state: "error", errors };
  if (!heightM || !weightKg) return { state: "empty", errors };

  const squared = mul(heightM, heightM);
  const bmi = div(weightKg, squared);
  const shownTenths = Number(roundScaled(bmi, 1));
  const shown = fixed(bmi, 1);
  const child = age !== null && age < AGE.adult;
  const ends = HEALTHY[cutOffs];
  return {
    state: "ok",
    errors,
    heightM,
    weightKg,
    bmi,
    shown,
    category: child ? null : classify(shownTenths, cutOffs),
    prime: fixed(div(bmi, ratio(25)), 2),
    healthy: child ? null : { min: mul(ends.min, squared), max: mul(ends.max, squared) },
    child,
    steps: formulaSteps(fields.units, heightM, weightKg, bmi, shown),
  };
}

/** The formula with the user's numbers, one line per step. */
function formulaSteps(units: BmiUnits, heightM: Ratio, weightKg: Ratio, bmi: Ratio, shown: string): string[] {
  const steps: string[] = [];
  if (units !== "metric") {
    const inches = div(heightM, METRES_PER_INCH);
    const pounds = div(weightKg, KG_PER_POUND);
    steps.push(`Height: ${plain(inches)} in × 0.0254 = ${plain(heightM)} m`);
    steps.push(`Weight: ${plain(pounds)} lb × 0.45359237 = ${plain(weightKg)} kg`);
  }
  const squared = mul(heightM, heightM);
  steps.push(`BMI = ${plain(weightKg)} kg ÷ (${plain(heightM)} m)² = ${plain(weightKg)} ÷ ${plain(squared)} = ${plain(bmi)}`);
  steps.push(`Rounded to one decimal: ${shown}`);
  return steps;
}

/** Up to 6 decimals, trailing zeros trimmed, with "…" when the value was cut short. */
function plain(r: Ratio): string {
  const text = fixed(r, 6);
  const exact = compare(ratio(roundScaled(r, 6), 1_000_000), r) === 0;
  let end = text.length;
  while (text[end - 1] === "0") end--;
  if (text[end - 1] === ".") end--;
  const trimmed = text.slice(0, end);
  return exact ? trimmed : `${trimmed}…`;
}
