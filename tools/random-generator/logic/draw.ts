import { seededSource } from "@/lib/random/seeded";
import type { RandomSource } from "@/lib/random/uniform";
import { z } from "@/lib/zod";
import { formatRoll, parseDice, rollDice, ROLLS_MAX } from "./dice";
import { drawNumbers, parseCount, planNumbers, type Field, type NumberSettings } from "./numbers";
import { drawDates, drawList, flipCoins, planDates, planList, yesNo, type DateSettings, type ListSettings } from "./simple";

/**
 * One draw of any tab, from its settings (the strings the form holds) and a source: what the page shows, what a draw
 * record stores as its inputs, and what verifying a record runs again on the record's seed.
 */

export const TOOL_ID = "random-generator";

export type DrawInputs =
  | { mode: "numbers"; settings: NumberSettings }
  | { mode: "dice"; settings: { notation: string; rolls: string } }
  | { mode: "coin"; settings: { count: string } }
  | { mode: "yes-no"; settings: { count: string } }
  | { mode: "list"; settings: ListSettings }
  | { mode: "dates"; settings: DateSettings };

export type Mode = DrawInputs["mode"];

export type DrawOutcome = { empty: true } | { error: string; field: Field } | { result: string[] };

/** Draws with the given source; `empty` when a field needed is blank, a message for settings that can't work. */
export function draw(inputs: DrawInputs, source: RandomSource): DrawOutcome {
  switch (inputs.mode) {
    case "numbers": {
      const planned = planNumbers(inputs.settings);
      return "plan" in planned ? { result: drawNumbers(planned.plan, source) } : planned;
    }
    case "dice": {
      const terms = parseDice(inputs.settings.notation);
      if ("error" in terms) return { error: terms.error, field: "notation" };
      if (terms.length === 0 || !inputs.settings.rolls.trim()) return { empty: true };
      const rolls = parseCount(inputs.settings.rolls, "rolls");
      if (typeof rolls === "string" || rolls > ROLLS_MAX) return { error: `Roll 1 to ${ROLLS_MAX} times.`, field: "count" };
      return { result: Array.from({ length: rolls }, () => formatRoll(rollDice(terms, source))) };
    }
    case "coin":
    case "yes-no": {
      if (!inputs.settings.count.trim()) return { empty: true };
      const count = parseCount(inputs.settings.count, inputs.mode === "coin" ? "flips" : "answers");
      if (typeof count === "string") return { error: count, field: "count" };
      return { result: inputs.mode === "coin" ? flipCoins(count, source) : yesNo(count, source) };
    }
    case "list": {
      const planned = planList(inputs.settings);
      return "plan" in planned ? { result: drawList(planned.plan, source) } : planned;
    }
    case "dates": {
      const planned = planDates(inputs.settings);
      return "plan" in planned ? { result: drawDates(planned.plan, source) } : planned;
    }
  }
}

const str = z.string().max(600_000);
const sort = z.enum(["none", "asc", "desc"]);
const inputsSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("numbers"), settings: z.object({ min: str, max: str, places: z.number(), count: str, unique: z.boolean(), sort, exclude: str }) }),
  z.object({ mode: z.literal("dice"), settings: z.object({ notation: str, rolls: str }) }),
  z.object({ mode: z.literal("coin"), settings: z.object({ count: str }) }),
  z.object({ mode: z.literal("yes-no"), settings: z.object({ count: str }) }),
  z.object({ mode: z.literal("list"), settings: z.object({ items: str, action: z.enum(["shuffle", "pick"]), count: str }) }),
  z.object({ mode: z.literal("dates"), settings: z.object({ from: str, to: str, count: str, unique: z.boolean(), weekdaysOnly: z.boolean(), sort }) }),
]);

/** Runs a record's inputs again on its seed (lib/random/draw-record.ts verifyRecord). */
export function rerun(inputs: unknown, seed: string): string[] | { error: string } {
  const parsed = inputsSchema.safeParse(inputs);
  if (!parsed.success) return { error: "the inputs are not those of a Random Generator draw." };
  const outcome = draw(parsed.data, seededSource(seed));
  if ("result" in outcome) return outcome.result;
  return { error: "error" in outcome ? outcome.error : "a field is empty." };
}
