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
