/** Editing helpers for the calculators' keypads: pure text operations, no arithmetic (so no decimal.js). */

/**
 * A number as typed (1,234.5, .5, 1.5E3, 2e-3) or a constant: what ± and the function keys act on. The number is
 * matched only from where it starts, so a long pasted line is searched in linear time, not quadratic.
 */
const OPERAND = "((?<![0-9.,])[.,]?[0-9][0-9.,]*(?:[eE][+\\-−]?[0-9]+)?|π|Ans|e)";

/**
 * The ± key: changes the sign of the number at the end of the expression (5 × 3 → 5 × (−3) → 5 × 3), or of the whole
 * expression when it does not end with a number.
 */
export function toggleSign(text: string): string {
  const wrapped = new RegExp(`\\(−${OPERAND}\\)$`).exec(text);
  if (wrapped) return text.slice(0, wrapped.index) + wrapped[1];
  const last = new RegExp(`${OPERAND}$`).exec(text);
  if (!last) return text.trim() === "" ? "−" : `−(${text})`;
  const before = text.slice(0, last.index);
  const trimmed = before.trimEnd();
  if (trimmed.endsWith("−") || trimmed.endsWith("-")) {
    const head = trimmed.slice(0, -1).trimEnd();
    if (head === "" || /[+\-−×÷*/^(]$/.test(head)) return head + (head && !head.endsWith("(") ? " " : "") + last[1];
  }
  if (trimmed === "") return `−${last[1]}`;
  return `${before}(−${last[1]})`;
}

/**
 * A key that takes an argument (√, sin, 10ˣ, root…) pressed with the cursor right after a number or constant: it
 * applies to that number, as x² does, instead of being written after it, where it would join the number (3 10ˣ →
 * 310^) or multiply it (8 ∛ → 8∛( = 8 × ∛…). `wrap` goes around the number: 3 → 10^3, 8 → ∛(8), 8 → root(8, .
 * Null when no number ends at the cursor: the key is inserted as usual.
 */
export function applyToNumber(text: string, caret: number, [before, after]: readonly [string, string]): { text: string; caret: number } | null {
  // The cursor inside a number (12|3): there is no whole number before it to apply to.
  if (/^[0-9.,]/.test(text.slice(caret))) return null;
  const last = new RegExp(`${OPERAND}$`).exec(text.slice(0, caret));
  if (!last) return null;
  const applied = before + last[1] + after;
  return { text: text.slice(0, last.index) + applied + text.slice(caret), caret: last.index + applied.length };
}

/**
 * A stored value (decimal.js text: "0.5", "1.2e+21", "-3e-7") written the way the parser reads it back, in the chosen
 * decimal mark: "1.2E21", "0,5". Used for MR, the history tape and memory sums.
 */
export function typedValue(value: string, decimal: "." | "," = "."): string {
  const typed = value.replace(/e\+?/i, "E");
  return decimal === "," ? typed.replace(".", ",") : typed;
}

/**
 * What a memory key leaves finished, as on a standard calculator: after M+ or M− the whole expression (its value went
 * to the memory), after MR the recalled value, at [from, to) in the expression.
 */
export type MemoryEntry = { kind: "all" } | { kind: "recalled"; from: number; to: number };

/**
 * The next key after a memory key, with the cursor at `caret`: a digit or a decimal mark starts a new number in place
 * of the finished entry (0.1 M+ 0.2 is 0.2, not 0.10.2; 5 + MR 2 is 5 + 2). Null when the key is inserted as usual:
 * anything else (an operator continues from the entry), or the cursor has moved away from the entry's end.
 */
export function startNewNumber(text: string, entry: MemoryEntry, insert: string, caret: number): { text: string; caret: number } | null {
  if (!/^[0-9.,]/.test(insert)) return null;
  if (entry.kind === "all") return caret === text.length ? { text: insert, caret: insert.length } : null;
  if (caret !== entry.to || entry.to > text.length) return null;
  return { text: text.slice(0, entry.from) + insert + text.slice(entry.to), caret: entry.from + insert.length };
}
