import { seededSource } from "@/lib/engines/random/seeded";
import type { RandomSource } from "@/lib/engines/random/uniform";
import { formatRoll, parseDice, rollDice, ROLLS_MAX } from "./dice";
import { drawNumbers, parseCount, planNumbers, type Field, type NumberSettings } from "./numbers";
import { drawDates, drawList, flipCoins, planDates, planList, yesNo, type DateSettings, type ListSettings } from "./simple";

/**
 * One draw of any tab, from its settings (the strings the form holds) and a source: what the page shows, what a draw
 * record stores as its inputs, and what verifying a record runs again on the record's seed.
 */

export { TOOL_ID } from "./defaults";

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

const MAX_FIELD = 600_000;

/** The settings of each tab: which fields are strings and which are true/false (plus `places`, a number, and the enums). */
const SHAPES: Record<Mode, { strings: string[]; flags?: string[]; enums?: Record<string, string[]> }> = {
  numbers: { strings: ["min", "max", "count", "exclude"], flags: ["unique"], enums: { sort: ["none", "asc", "desc"] } },
  dice: { strings: ["notation", "rolls"] },
  coin: { strings: ["count"] },
  "yes-no": { strings: ["count"] },
  list: { strings: ["items", "count"], enums: { action: ["shuffle", "pick"] } },
  dates: { strings: ["from", "to", "count"], flags: ["unique", "weekdaysOnly"], enums: { sort: ["none", "asc", "desc"] } },
};

/** Whether a record's inputs have the shape of one tab's settings (checked by hand: no schema library on the page). */
export function isDrawInputs(value: unknown): value is DrawInputs {
  if (!value || typeof value !== "object") return false;
  const { mode, settings } = value as { mode?: unknown; settings?: unknown };
  if (typeof mode !== "string" || !Object.hasOwn(SHAPES, mode) || !settings || typeof settings !== "object") return false;
  const s = settings as Record<string, unknown>;
  const shape = SHAPES[mode as Mode];
  if (!shape.strings.every((k) => typeof s[k] === "string" && (s[k]).length <= MAX_FIELD)) return false;
  if (!(shape.flags ?? []).every((k) => typeof s[k] === "boolean")) return false;
  if (!Object.entries(shape.enums ?? {}).every(([k, values]) => values.includes(s[k] as string))) return false;
  return mode !== "numbers" || typeof s.places === "number";
}

/** Runs a record's inputs again on its seed (lib/engines/random/draw-record.ts verifyRecord). */
export function rerun(inputs: unknown, seed: string): string[] | { error: string } {
  if (!isDrawInputs(inputs)) return { error: "the inputs are not those of a Random Generator draw." };
  const outcome = draw(inputs, seededSource(seed));
  if ("result" in outcome) return outcome.result;
  return { error: "error" in outcome ? outcome.error : "a field is empty." };
}
