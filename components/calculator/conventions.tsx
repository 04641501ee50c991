import { ScrollRegion } from "@/components/ui/scroll-region";
import { SectionHeading } from "@/components/ui/page-header";
import { MAX_COMBINATORICS_N, MAX_EXPONENT, MAX_FACTORIAL } from "@/lib/engines/math/evaluate";
import { MAX_DEPTH, MAX_INPUT_LENGTH } from "@/lib/engines/math/parse";

/**
 * "How your input is read": the calculators' conventions (precedence, implicit multiplication, −2², percent, E, the
 * decimal mark, rounding) and limits as a reference table, rendered on the server under each calculator. The rows
 * quote the parser's and evaluator's own limits, so the page and the code cannot disagree.
 */

const SPACED_NUMBERS: [string, string, string] = ["Two numbers side by side", "Refused, not guessed: a space neither groups digits nor multiplies", "1 000 + 1: write 1000 + 1"];

const BASIC_ROWS: readonly [string, string, string][] = [
  ["Order of operations", "Brackets, then powers, then × ÷ left to right, then + − left to right", "2 + 3 × 4 = 14"],
  ["Minus sign and powers", "The power comes first", "−2^2 = −4, (−2)^2 = 4"],
  ["Implicit multiplication", "A number next to a bracket is multiplied, with the rank of × and ÷", "2(3) = 6; 6 ÷ 2(1 + 2) = 9"],
  SPACED_NUMBERS,
  ["Percent after + or −", "A share of the number before it", "200 + 10% = 220; 200 − 10% = 180"],
  ["Percent elsewhere", "The number divided by 100", "50% × 200 = 100"],
  ["= pressed again", "Repeats the last operation on the result", "5 + 3 = = gives 11"],
  ["Decimal mark", "Point or comma, as you choose; the other mark separates thousands", "1,234.5 or 1.234,5"],
  ["Results", "Exact decimals, shown whole up to 20 digits, otherwise to 12 significant digits; = when exact, ≈ when rounded", "1,234,567,890,123.45 + 0.01 = 1,234,567,890,123.46; 1 ÷ 3 ≈ 0.333333333333"],
];

const SCIENTIFIC_ROWS: readonly [string, string, string][] = [
  ["Order of operations", "Brackets; then ! % ² ³; then ^ (right to left); then a leading minus; then × ÷ and implicit ×; then + −", "2 + 3 × 4 = 14; 2^3^2 = 512"],
  ["Minus sign and powers", "The power comes first", "−2² = −4, (−2)² = 4"],
  ["Implicit multiplication", "Things written next to each other are multiplied, with the rank of × and ÷, left to right", "2π = 2 × π; 6 ÷ 2(1 + 2) = 9"],
  SPACED_NUMBERS,
  ["Functions without brackets", "Take the number that follows", "sin 30 = sin(30); √4² = √(4²)"],
  ["E and e", "E or e with digits right after a number is × 10 to a power; a lone e is Euler's number", "1e3 = 1E3 = 1000; 2e-3 = 0.002; 2e = 2 × e"],
  ["Several numbers in a function", "Separated by a comma (a semicolon when the decimal mark is a comma)", "log(8, 2) = 3; nCr(5; 2) = 10"],
  ["Angles", "DEG, RAD or GRAD; right angles come from a table", "cos 90° = 0; tan 90° undefined"],
  ["Roots of negatives", "Odd roots are real; even roots have no real value", "∛(−8) = −2; √(−4) is an error"],
  ["0^0", "1, as in most mathematics software", "0^0 = 1"],
  ["Results", "Worked out to 50 digits, kept to 40, shown to 15; = when exact, ≈ when rounded", "π ≈ 3.14159265358979"],
];

export function CalculatorConventions({ variant }: { variant: "basic" | "scientific" }) {
  const rows = variant === "scientific" ? SCIENTIFIC_ROWS : BASIC_ROWS;
  const limits =
    variant === "scientific"
      ? `Expressions up to ${MAX_INPUT_LENGTH} characters and ${MAX_DEPTH} levels of brackets; results below 10^${MAX_EXPONENT}; factorials up to ${MAX_FACTORIAL}!; nPr and nCr with n up to ${MAX_COMBINATORICS_N.toLocaleString("en-US")}.`
      : `Expressions up to ${MAX_INPUT_LENGTH} characters and ${MAX_DEPTH} levels of brackets; results below 10^${MAX_EXPONENT}.`;
  return (
    <section aria-labelledby="conventions-heading" className="flex flex-col gap-4">
      <SectionHeading
        id="conventions-heading"
        title="How your input is read"
        description="The rules this calculator follows, so there is never a doubt about what it computed. The line under the expression shows each calculation with its brackets written out."
        className="mb-0"
      />
      <ScrollRegion className="rounded-xl border border-line bg-surface">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-ink">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-4 font-semibold">
                Rule
              </th>
              <th scope="col" className="px-2 py-2 sm:px-4 font-semibold">
                What it means
              </th>
              <th scope="col" className="px-2 py-2 sm:px-4 font-semibold">
                Example
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([rule, meaning, example]) => (
              <tr key={rule} className="border-t border-line">
                <th scope="row" className="px-2 py-2 sm:px-4 font-medium text-ink">
                  {rule}
                </th>
                <td className="px-2 py-2 sm:px-4 text-muted">{meaning}</td>
                <td className="px-2 py-2 sm:px-4 font-mono text-ink">{example}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-sm text-muted">
        Limits, checked before any work so the page never freezes: {limits} Everything is worked out in your browser; nothing you type leaves your
        device.
      </p>
    </section>
  );
}
