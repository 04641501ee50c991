import { compare, div, isZero, mul, ratio, reduce, sub, type Ratio } from "@/lib/engines/units/decimal";
import { readAmountField } from "@/lib/engines/units/field";

function add(a: Ratio, b: Ratio): Ratio {
  return reduce({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
}

/**
 * Body mass index, exactly: weight in kg over height in metres squared, with heights and weights typed in metric,
 * US (ft + in) or stone (st + lb) units converted by their exact definitions (1 in = 0.0254 m, 1 lb = 0.45359237 kg,
 * 1 st = 14 lb), never the ×703 shortcut. The class is read from the exact BMI and the number is shown rounded once,
 * to one decimal; where the rounding crosses a class boundary (18.48 shows as 18.5 and is Underweight) the result
 * says so. Pure: runs in the browser, nothing typed leaves it.
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
  /** The class's BMI range, as text ("18.5 to under 25"). */
  range: string;
}

/** WHO adult classes by the exact BMI: [the lower bound of the next class, class]. */
const WHO: readonly (readonly [Ratio | null, WhoClass])[] = [
  [ratio(185, 10), { id: "underweight", label: "Underweight", range: "below 18.5" }],
  [ratio(25), { id: "normal", label: "Normal weight", range: "18.5 to under 25" }],
  [ratio(30), { id: "overweight", label: "Overweight", range: "25 to under 30" }],
  [ratio(35), { id: "obese1", label: "Obesity class I", range: "30 to under 35" }],
  [ratio(40), { id: "obese2", label: "Obesity class II", range: "35 to under 40" }],
  [null, { id: "obese3", label: "Obesity class III", range: "40 and above" }],
];

/** The WHO expert consultation's action points for Asian populations (Lancet 2004): 23 and 27.5. */
const ASIAN: readonly (readonly [Ratio | null, WhoClass])[] = [
  [ratio(185, 10), { id: "underweight", label: "Underweight", range: "below 18.5" }],
  [ratio(23), { id: "normal", label: "Healthy weight (lower risk)", range: "18.5 to under 23" }],
  [ratio(275, 10), { id: "asian-increased", label: "Increased risk", range: "23 to under 27.5" }],
  [null, { id: "asian-high", label: "High risk", range: "27.5 and above" }],
];

export function classTable(cutOffs: CutOffs): readonly WhoClass[] {
  return (cutOffs === "asian" ? ASIAN : WHO).map(([, c]) => c);
}

/** The class of an exact BMI (18.48 is Underweight, though it shows as 18.5). */
export function classify(bmi: Ratio, cutOffs: CutOffs = "who"): WhoClass {
  const table = cutOffs === "asian" ? ASIAN : WHO;
  for (const [next, c] of table) if (next === null || compare(bmi, next) < 0) return c;
  throw new Error("unreachable");
}

/** The healthy class's BMI bounds: from `min`, up to but not including `below`. */
const HEALTHY: Record<CutOffs, { min: Ratio; below: Ratio }> = {
  who: { min: ratio(185, 10), below: ratio(25) },
  asian: { min: ratio(185, 10), below: ratio(23) },
};

/** round(r × 10^decimals), halves away from zero, for r ≥ 0; or rounded up or down. */
export function roundScaled(r: Ratio, decimals: number, direction: "nearest" | "up" | "down" = "nearest"): bigint {
  const scale = BigInt(10) ** BigInt(decimals);
  if (direction === "down") return (r.n * scale) / r.d;
  if (direction === "up") return (r.n * scale + r.d - BigInt(1)) / r.d;
  return (BigInt(2) * r.n * scale + r.d) / (BigInt(2) * r.d);
}

/** r ≥ 0 with exactly `decimals` decimals: 25 → "25.0". */
export function fixed(r: Ratio, decimals: number, direction: "nearest" | "up" | "down" = "nearest"): string {
  const digits = roundScaled(r, decimals, direction).toString().padStart(decimals + 1, "0");
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * A weight in the chosen units, to 0.1: "56.7 kg", "125 lb", "8 st 13.0 lb". Rounded to the nearest, or up or down
 * (the ends of a range, kept inside it).
 */
export function formatWeight(kg: Ratio, units: BmiUnits, direction: "nearest" | "up" | "down" = "nearest"): string {
  if (units === "metric") return `${fixed(kg, 1, direction)} kg`;
  const pounds = div(kg, KG_PER_POUND);
  if (units === "us") return `${fixed(pounds, 1, direction)} lb`;
  const tenths = Number(roundScaled(pounds, 1, direction));
  const stones = Math.floor(tenths / (POUNDS_PER_STONE * 10));
  const rest = tenths - stones * POUNDS_PER_STONE * 10;
  return `${stones} st ${fixed(ratio(rest, 10), 1)} lb`;
}

/**
 * The healthy weights at a height, as shown: the lightest rounded up and the heaviest rounded down to 0.1, so every
 * weight shown in the range is in the healthy class ("56.7 – 76.5 kg" at 1.75 m; 76.5625 kg is BMI 25, Overweight).
 */
export function healthyRange(heightM: Ratio, units: BmiUnits, cutOffs: CutOffs = "who"): string {
  const squared = mul(heightM, heightM);
  const { min, below } = HEALTHY[cutOffs];
  const low = mul(min, squared);
  const high = mul(below, squared);
  // The heaviest healthy weight is just under `high`: rounding down lands on `high` itself only when it is a whole tenth.
  let top = formatWeight(high, units, "down");
  if (top === formatWeight(high, units, "up")) top = formatWeight(sub(high, units === "metric" ? ratio(1, 10) : mul(ratio(1, 10), KG_PER_POUND)), units, "down");
  return `${formatWeight(low, units, "up")} – ${top}`;
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
      /** To one decimal, as shown ("22.9"). */
      shown: string;
      /** The class of the exact BMI; null for ages 2–19: the adult classes do not apply. */
      category: WhoClass | null;
      /** When the shown value is in another class than the exact one: why ("18.5 is 18.48 rounded, under 18.5"). */
      boundary: string | null;
      /** BMI ÷ 25 from the exact BMI, two decimals. */
      prime: string;
      /** The healthy weights at this height in the chosen units ("56.7 – 76.5 kg"; null for ages 2–19). */
      healthy: string | null;
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
    const cm = readAmountField(fields.cm, "Height", "175");
    if (!cm.ok) return void (errors.height = cm.error), null;
    return cm.value === null ? null : div(cm.value, ratio(100));
  }
  const ft = readAmountField(fields.ft, "Feet", "5");
  if (!ft.ok) return void (errors.height = ft.error), null;
  const inch = readAmountField(fields.inch, "Inches", "9");
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
    const kg = readAmountField(fields.kg, "Weight", "70");
    if (!kg.ok) return void (errors.weight = kg.error), null;
    return kg.value;
  }
  if (fields.units === "us") {
    const lb = readAmountField(fields.lb, "Weight", "154");
    if (!lb.ok) return void (errors.weight = lb.error), null;
    return lb.value === null ? null : mul(lb.value, KG_PER_POUND);
  }
  const st = readAmountField(fields.st, "Stones", "11");
  if (!st.ok) return void (errors.weight = st.error), null;
  const lb = readAmountField(fields.stLb, "Pounds", "6");
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
  const shown = fixed(bmi, 1);
  const child = age !== null && age < AGE.adult;
  const category = child ? null : classify(bmi, cutOffs);
  const shownClass = classify(ratio(Number(roundScaled(bmi, 1)), 10), cutOffs);
  return {
    state: "ok",
    errors,
    heightM,
    weightKg,
    bmi,
    shown,
    category,
    boundary: category && shownClass.id !== category.id ? boundaryNote(bmi, shown, category) : null,
    prime: fixed(div(bmi, ratio(25)), 2),
    healthy: child ? null : healthyRange(heightM, fields.units, cutOffs),
    child,
    steps: formulaSteps(fields.units, heightM, weightKg, bmi, shown),
  };
}

/**
 * "18.5 is your BMI of 18.49… rounded to one decimal…". Cut (not rounded) to two decimals, the BMI stays on its side
 * of every class boundary, as those have at most one decimal.
 */
function boundaryNote(bmi: Ratio, shown: string, category: WhoClass): string {
  const cut = fixed(bmi, 2, "down");
  const exact = compare(ratio(roundScaled(bmi, 2, "down"), 100), bmi) === 0;
  const under = compare(bmi, ratio(Number(roundScaled(bmi, 1)), 10)) < 0;
  return `${shown} is your BMI of ${cut}${exact ? "" : "…"} rounded to one decimal. The class is read from the exact BMI, which is ${under ? "under" : "over"} ${shown}: ${category.label}.`;
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
