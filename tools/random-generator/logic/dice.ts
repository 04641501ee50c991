import { uniformInt, type RandomSource } from "@/lib/engines/random/uniform";

/**
 * Dice notation: terms joined by + and -, each a constant (`2`) or dice (`3d6`, `d20`, `d%` for d100) with an optional
 * keep or drop of the highest or lowest (`4d6kh3` = keep the highest 3, `k3` the same, `kl`, `dh`, `dl`, `d1` = drop
 * the lowest one). Every die is rolled uniformly (rejection sampling) and shown, kept or dropped. Counts are bounded
 * before any roll.
 */

export const DICE_PER_TERM_MAX = 100;
export const DICE_TOTAL_MAX = 500;
export const SIDES_MAX = 1_000;
export const TERMS_MAX = 10;
export const CONSTANT_MAX = 1_000_000;
export const ROLLS_MAX = 100;
export const NOTATION_MAX_CHARS = 100;

export const NOTATION_HINT = "Use dice notation like 2d6+3, 4d6kh3 or d20-1.";

export type Keep = { which: "keep-high" | "keep-low" | "drop-high" | "drop-low"; n: number };
export type DiceTerm = { sign: 1 | -1; kind: "dice"; count: number; sides: number; keep?: Keep } | { sign: 1 | -1; kind: "constant"; value: number };

export interface DiceRoll {
  terms: { term: DiceTerm; dice: { value: number; kept: boolean }[] }[];
  total: number;
}

const digitsAt = (text: string, at: number) => {
  let end = at;
  while (end < text.length && end - at < 8 && text[end]! >= "0" && text[end]! <= "9") end++;
  return { value: end > at ? Number(text.slice(at, end)) : null, end };
};

export function parseDice(input: string): DiceTerm[] | { error: string } {
  if (input.length > NOTATION_MAX_CHARS) return { error: `Dice notation is up to ${NOTATION_MAX_CHARS} characters.` };
  // Spaces may stand around + and − only: "3d6 + 2" reads, "3d6 2" does not.
  const words = input.toLowerCase().replace(/−/g, "-").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  for (let w = 1; w < words.length; w++) {
    if (!/[+-]$/.test(words[w - 1]!) && !/^[+-]/.test(words[w]!)) return { error: NOTATION_HINT };
  }
  const text = words.join("");
  const terms: DiceTerm[] = [];
  let i = 0;
  let dice = 0;
  while (i < text.length) {
    let sign: 1 | -1 = 1;
    if (text[i] === "+" || text[i] === "-") {
      sign = text[i] === "-" ? -1 : 1;
      i++;
    } else if (terms.length > 0) return { error: NOTATION_HINT };
    const count = digitsAt(text, i);
    i = count.end;
    if (text[i] === "d") {
      i++;
      let sides: number | null;
      if (text[i] === "%") {
        sides = 100;
        i++;
      } else {
        const s = digitsAt(text, i);
        sides = s.value;
        i = s.end;
      }
      if (sides === null) return { error: NOTATION_HINT };
      const n = count.value ?? 1;
      if (n < 1 || n > DICE_PER_TERM_MAX) return { error: `Roll 1 to ${DICE_PER_TERM_MAX} dice per term.` };
      if (sides < 2 || sides > SIDES_MAX) return { error: `A die has 2 to ${SIDES_MAX.toLocaleString("en-US")} sides.` };
      let keep: Keep | undefined;
      const rule = text.slice(i, i + 2);
      const which = rule === "kh" ? "keep-high" : rule === "kl" ? "keep-low" : rule === "dh" ? "drop-high" : rule === "dl" ? "drop-low" : text[i] === "k" ? "keep-high" : text[i] === "d" ? "drop-low" : null;
      if (which) {
        i += rule === "kh" || rule === "kl" || rule === "dh" || rule === "dl" ? 2 : 1;
        const k = digitsAt(text, i);
        i = k.end;
        const kn = k.value ?? 1;
        const keeps = which.startsWith("keep");
        if (keeps ? kn < 1 || kn > n : kn < 0 || kn >= n) {
          return { error: keeps ? `Keep 1 to ${n} of ${n}d${sides}.` : `Drop 0 to ${n - 1} of ${n}d${sides}.` };
        }
        keep = { which, n: kn };
      }
      dice += n;
      if (dice > DICE_TOTAL_MAX) return { error: `Up to ${DICE_TOTAL_MAX} dice in one roll.` };
      terms.push(keep ? { sign, kind: "dice", count: n, sides, keep } : { sign, kind: "dice", count: n, sides });
    } else {
      if (count.value === null) return { error: NOTATION_HINT };
      if (count.value > CONSTANT_MAX) return { error: `Modifiers go up to ${CONSTANT_MAX.toLocaleString("en-US")}.` };
      terms.push({ sign, kind: "constant", value: count.value });
    }
    if (terms.length > TERMS_MAX) return { error: `Up to ${TERMS_MAX} terms in one roll.` };
  }
  if (!terms.some((t) => t.kind === "dice")) return { error: NOTATION_HINT };
  return terms;
}

/** How many dice a term keeps. */
function keptCount(term: Extract<DiceTerm, { kind: "dice" }>): number {
  if (!term.keep) return term.count;
  return term.keep.which.startsWith("keep") ? term.keep.n : term.count - term.keep.n;
}

/** The lowest and highest totals the notation can give. */
export function diceRange(terms: readonly DiceTerm[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const t of terms) {
    const [a, b] = t.kind === "constant" ? [t.value, t.value] : [keptCount(t), keptCount(t) * t.sides];
    if (t.sign === 1) {
      lo += a;
      hi += b;
    } else {
      lo -= b;
      hi -= a;
    }
  }
  return [lo, hi];
}

export function rollDice(terms: readonly DiceTerm[], source: RandomSource): DiceRoll {
  let total = 0;
  const rolled = terms.map((term) => {
    if (term.kind === "constant") {
      total += term.sign * term.value;
      return { term, dice: [] };
    }
    const values = Array.from({ length: term.count }, () => uniformInt(term.sides, source) + 1);
    const kept = new Array<boolean>(values.length).fill(true);
    if (term.keep) {
      // Order the dice by value (ties by position), then mark the dropped end.
      const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, i]) => i);
      const keepN = keptCount(term);
      const high = term.keep.which === "keep-high" || term.keep.which === "drop-low";
      const dropped = high ? order.slice(0, values.length - keepN) : order.slice(keepN);
      for (const i of dropped) kept[i] = false;
    }
    const dice = values.map((value, i) => ({ value, kept: kept[i]! }));
    total += term.sign * dice.reduce((sum, d) => sum + (d.kept ? d.value : 0), 0);
    return { term, dice };
  });
  return { terms: rolled, total };
}

/** The notation in its normal spelling: `4d6kh3+2`. */
export function formatNotation(terms: readonly DiceTerm[]): string {
  return terms
    .map((t, i) => {
      const sign = t.sign === -1 ? "-" : i > 0 ? "+" : "";
      if (t.kind === "constant") return `${sign}${t.value}`;
      const keep = t.keep ? { "keep-high": "kh", "keep-low": "kl", "drop-high": "dh", "drop-low": "dl" }[t.keep.which] + t.keep.n : "";
      return `${sign}${t.count}d${t.sides}${keep}`;
    })
    .join("");
}

/** One roll as a line of text, each die shown and dropped dice struck in brackets: `4d6kh3: 6 5 4 (1) = 15`. */
export function formatRoll(roll: DiceRoll): string {
  const parts = roll.terms.map(({ term, dice }, i) => {
    const sign = term.sign === -1 ? "− " : i > 0 ? "+ " : "";
    if (term.kind === "constant") return `${sign}${term.value}`;
    return `${sign}[${dice.map((d) => (d.kept ? String(d.value) : `(${d.value})`)).join(" ")}]`;
  });
  return `${parts.join(" ")} = ${roll.total}`;
}
