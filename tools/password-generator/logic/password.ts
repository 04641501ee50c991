import { secureRandom, shuffle, uniformBigInt, uniformInt, type RandomSource } from "@/lib/engines/random/uniform";

/**
 * Random passwords, uniform over exactly the passwords the settings allow (docs/product.md §10 "Password Generator").
 *
 * "At least one of each chosen type" (or more, with the minimums) is a constraint, and the usual ways of meeting it
 * are not uniform: placing one character of each type and shuffling favours passwords with few characters of the
 * rarer types, and redrawing until the password qualifies is uniform but can take billions of draws (9 digits and 9
 * symbols in 18 characters: one draw in 200 million qualifies). We count instead. N, the number of valid passwords,
 * is a sum over the number of characters c₁…c_k of each type: multinomial(L; c₁…c_k) × Π sizeᵢ^cᵢ. The generator
 * picks the counts with probability proportional to their term (exact BigInt arithmetic, uniformBigInt), the
 * positions of each type as a uniformly shuffled list, and each character uniformly within its type. Every valid
 * password then has probability (term / N) × (1 / multinomial) × Π sizeᵢ^−cᵢ = 1 / N: uniform, with a bounded
 * number of draws. The strength shown is log₂ N, the exact entropy of what the generator can produce.
 */

export const LENGTH_MIN = 4;
export const LENGTH_MAX = 128;
export const COUNT_MAX = 100;
export const MINIMUM_MAX = 9;
export const EXCLUDE_MAX = 200;

export type ClassId = "lower" | "upper" | "digits" | "symbols";

export const CLASSES: readonly { id: ClassId; label: string; chars: string; noun: string }[] = [
  { id: "lower", label: "Lowercase (a–z)", chars: "abcdefghijklmnopqrstuvwxyz", noun: "lowercase letter" },
  { id: "upper", label: "Uppercase (A–Z)", chars: "ABCDEFGHIJKLMNOPQRSTUVWXYZ", noun: "uppercase letter" },
  { id: "digits", label: "Digits (0–9)", chars: "0123456789", noun: "digit" },
  // The 32 printable ASCII punctuation characters, as every password field accepts.
  { id: "symbols", label: "Symbols (!@#…)", chars: "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", noun: "symbol" },
];

/** Characters people misread for one another in many fonts: capital i, small L, one, capital o, zero, bar. */
export const AMBIGUOUS = "Il1O0|";

export interface PasswordSettings {
  length: string;
  count: string;
  use: Record<ClassId, boolean>;
  /** Minimum number of digits and of symbols (lowercase and uppercase need one when chosen). */
  minDigits: string;
  minSymbols: string;
  excludeAmbiguous: boolean;
  exclude: string;
}

export const DEFAULT_SETTINGS: PasswordSettings = {
  length: "20",
  count: "1",
  use: { lower: true, upper: true, digits: true, symbols: true },
  minDigits: "1",
  minSymbols: "1",
  excludeAmbiguous: false,
  exclude: "",
};

export interface Plan {
  length: number;
  count: number;
  /** The chosen types after exclusions, each with its minimum. */
  classes: { id: ClassId; chars: string[]; min: number }[];
  /** The number of distinct passwords these settings allow. */
  total: bigint;
  /** tables[j][m]: passwords of length m over types j… meeting their minimums. */
  tables: bigint[][];
}

export type Field = "classes" | "length" | "count" | "minDigits" | "minSymbols" | "exclude";
export type Planned = { ok: true; plan: Plan } | { ok: false; field: Field; error: string };

const WHOLE = /^\d{1,4}$/;

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return WHOLE.test(trimmed) ? Number(trimmed) : null;
}

/** Checks the settings, in the order a person fixes them, and works out the counting tables. */
export function planPasswords(settings: PasswordSettings): Planned {
  const chosen = CLASSES.filter((c) => settings.use[c.id]);
  if (chosen.length === 0) return { ok: false, field: "classes", error: "Select at least one character type" };

  const length = wholeNumber(settings.length);
  if (length === null || length < LENGTH_MIN || length > LENGTH_MAX) {
    return { ok: false, field: "length", error: `Length must be a whole number from ${LENGTH_MIN} to ${LENGTH_MAX}` };
  }
  const count = wholeNumber(settings.count);
  if (count === null || count < 1 || count > COUNT_MAX) {
    return { ok: false, field: "count", error: `Choose from 1 to ${COUNT_MAX} passwords` };
  }
  const minimum = (text: string, field: "minDigits" | "minSymbols", what: string): number | { field: Field; error: string } => {
    const n = wholeNumber(text);
    return n === null || n < 1 || n > MINIMUM_MAX ? { field, error: `Minimum ${what} must be a whole number from 1 to ${MINIMUM_MAX}` } : n;
  };
  const minDigits = settings.use.digits ? minimum(settings.minDigits, "minDigits", "digits") : 0;
  if (typeof minDigits !== "number") return { ok: false, ...minDigits };
  const minSymbols = settings.use.symbols ? minimum(settings.minSymbols, "minSymbols", "symbols") : 0;
  if (typeof minSymbols !== "number") return { ok: false, ...minSymbols };

  if (settings.exclude.length > EXCLUDE_MAX) {
    return { ok: false, field: "exclude", error: `List at most ${EXCLUDE_MAX} characters to exclude` };
  }
  const excluded = new Set([...settings.exclude, ...(settings.excludeAmbiguous ? AMBIGUOUS : "")]);
  const classes = chosen.map((c) => ({
    id: c.id,
    noun: c.noun,
    chars: [...c.chars].filter((ch) => !excluded.has(ch)),
    min: c.id === "digits" ? minDigits : c.id === "symbols" ? minSymbols : 1,
  }));
  if (classes.every((c) => c.chars.length === 0)) {
    return { ok: false, field: "exclude", error: "Your exclusions remove every character" };
  }
  const emptied = classes.find((c) => c.chars.length === 0);
  if (emptied) {
    return { ok: false, field: "exclude", error: `Your exclusions remove every ${emptied.noun}: allow one back, or turn that type off` };
  }
  const needed = classes.reduce((sum, c) => sum + c.min, 0);
  if (needed > length) {
    return { ok: false, field: "length", error: `Length must be at least ${needed} to include every selected type` };
  }

  const plainClasses = classes.map(({ id, chars, min }) => ({ id, chars, min }));
  const tables = countTables(plainClasses, length);
  return { ok: true, plan: { length, count, classes: plainClasses, total: tables[0]![length]!, tables } };
}

const binomials: bigint[][] = [];
/** C(n, k) for n up to LENGTH_MAX, Pascal's triangle built once. */
function binomial(n: number, k: number): bigint {
  while (binomials.length <= n) {
    const i = binomials.length;
    const row: bigint[] = [BigInt(1)];
    for (let j = 1; j < i; j++) row.push(binomials[i - 1]![j - 1]! + binomials[i - 1]![j]!);
    if (i > 0) row.push(BigInt(1));
    binomials.push(row);
  }
  return binomials[n]![k]!;
}

/** tables[j][m] = Σ over c ≥ min_j of C(m, c) × size_j^c × tables[j+1][m − c]; tables[k] is 1 at m = 0, else 0. */
function countTables(classes: Plan["classes"], length: number): bigint[][] {
  const k = classes.length;
  const tables: bigint[][] = Array.from({ length: k + 1 }, () => new Array<bigint>(length + 1).fill(BigInt(0)));
  tables[k]![0] = BigInt(1);
  for (let j = k - 1; j >= 0; j--) {
    const { chars, min } = classes[j]!;
    const size = BigInt(chars.length);
    const powers = [BigInt(1)];
    for (let c = 1; c <= length; c++) powers.push(powers[c - 1]! * size);
    for (let m = 0; m <= length; m++) {
      let sum = BigInt(0);
      for (let c = min; c <= m; c++) {
        const rest = tables[j + 1]![m - c]!;
        if (rest !== BigInt(0)) sum += binomial(m, c) * powers[c]! * rest;
      }
      tables[j]![m] = sum;
    }
  }
  return tables;
}

/** One password, uniform over the plan's `total` valid passwords (see the comment at the top). */
export function generatePassword(plan: Plan, source: RandomSource = secureRandom()): string {
  const { classes, tables, length } = plan;
  const labels: number[] = [];
  let remaining = length;
  for (let j = 0; j < classes.length; j++) {
    const { chars, min } = classes[j]!;
    const size = BigInt(chars.length);
    // Choose how many characters of type j: c with weight C(remaining, c) × size^c × tables[j+1][remaining − c].
    let target = uniformBigInt(tables[j]![remaining]!, source);
    let chosen = -1;
    let power = size ** BigInt(min);
    for (let c = min; c <= remaining; c++, power *= size) {
      const weight = binomial(remaining, c) * power * tables[j + 1]![remaining - c]!;
      if (target < weight) {
        chosen = c;
        break;
      }
      target -= weight;
    }
    if (chosen < 0) throw new Error("password plan tables are inconsistent");
    for (let i = 0; i < chosen; i++) labels.push(j);
    remaining -= chosen;
  }
  // A uniformly random arrangement of the types, then a uniform character of each type.
  shuffle(labels, source);
  return labels.map((j) => {
    const chars = classes[j]!.chars;
    return chars[uniformInt(chars.length, source)]!;
  }).join("");
}

export function generatePasswords(plan: Plan, source: RandomSource = secureRandom()): string[] {
  return Array.from({ length: plan.count }, () => generatePassword(plan, source));
}

/** log₂ of a positive BigInt, to double precision. */
export function log2Big(n: bigint): number {
  if (n <= BigInt(0)) return Number.NEGATIVE_INFINITY;
  const bits = n.toString(2).length;
  if (bits <= 53) return Math.log2(Number(n));
  const shift = bits - 53;
  return shift + Math.log2(Number(n >> BigInt(shift)));
}

/** What the textbook formula gives, length × log₂(pool): shown beside the exact figure. */
export function poolBits(length: number, poolSize: number): number {
  return length * Math.log2(poolSize);
}

/** The characters that can appear (all types after exclusions). */
export function poolSize(plan: Plan): number {
  return plan.classes.reduce((sum, c) => sum + c.chars.length, 0);
}

/** Each password's type check: every character from the pool, each type at its minimum. */
export function meetsPlan(password: string, plan: Plan): boolean {
  const chars = [...password];
  if (chars.length !== plan.length) return false;
  const owner = new Map<string, number>();
  plan.classes.forEach((c, j) => c.chars.forEach((ch) => owner.set(ch, j)));
  const counts = new Array<number>(plan.classes.length).fill(0);
  for (const ch of chars) {
    const j = owner.get(ch);
    if (j === undefined) return false;
    counts[j]! += 1;
  }
  return plan.classes.every((c, j) => counts[j]! >= c.min);
}
