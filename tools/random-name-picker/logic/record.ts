import { seededSource } from "@/lib/engines/random/seeded";
import { checkDraw, NAME_MAX_CHARS, NAMES_MAX, pickWinners, WEIGHT_MAX, type Entry } from "./names";

/** The picker's draw record inputs (the parsed list and the number of winners), and drawing them again on a seed. */
export const TOOL_ID = "random-name-picker";

/** Whether a record's inputs are a list of entries and a number of winners (checked by hand: no schema library on the page). */
function isInputs(value: unknown): value is { entries: Entry[]; winners: number } {
  if (!value || typeof value !== "object") return false;
  const { entries, winners } = value as { entries?: unknown; winners?: unknown };
  if (!Array.isArray(entries) || entries.length > NAMES_MAX || !Number.isInteger(winners)) return false;
  return entries.every((e: unknown) => {
    if (!e || typeof e !== "object") return false;
    const { name, weight } = e as { name?: unknown; weight?: unknown };
    return typeof name === "string" && name.length >= 1 && name.length <= NAME_MAX_CHARS && Number.isInteger(weight) && (weight as number) >= 1 && (weight as number) <= WEIGHT_MAX * NAMES_MAX;
  });
}

export function rerun(inputs: unknown, seed: string): string[] | { error: string } {
  if (!isInputs(inputs)) return { error: "the inputs are not those of a name picker draw." };
  const problem = checkDraw(inputs.entries, inputs.winners);
  if (problem) return { error: problem };
  return pickWinners(inputs.entries, inputs.winners, seededSource(seed));
}
