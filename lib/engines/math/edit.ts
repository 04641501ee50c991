/** Editing helpers for the calculators' keypads: pure text operations, no arithmetic (so no decimal.js). */

/**
 * The ± key: changes the sign of the number at the end of the expression (5 × 3 → 5 × (−3) → 5 × 3), or of the whole
 * expression when it does not end with a number.
 */
export function toggleSign(text: string): string {
  const operand = "([0-9][0-9.,]*(?:E[+\\-−]?[0-9]+)?|π|Ans|e)";
  const wrapped = new RegExp(`\\(−${operand}\\)$`).exec(text);
  if (wrapped) return text.slice(0, wrapped.index) + wrapped[1];
  const last = new RegExp(`${operand}$`).exec(text);
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
