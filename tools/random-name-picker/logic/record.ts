import { seededSource } from "@/lib/random/seeded";
import { z } from "@/lib/zod";
import { checkDraw, NAME_MAX_CHARS, NAMES_MAX, pickWinners, WEIGHT_MAX } from "./names";

/** The picker's draw record inputs (the parsed list and the number of winners), and drawing them again on a seed. */
export const TOOL_ID = "random-name-picker";

const inputsSchema = z.object({
  entries: z.array(z.object({ name: z.string().min(1).max(NAME_MAX_CHARS), weight: z.number().int().min(1).max(WEIGHT_MAX * NAMES_MAX) })).max(NAMES_MAX),
  winners: z.number().int(),
});

export function rerun(inputs: unknown, seed: string): string[] | { error: string } {
  const parsed = inputsSchema.safeParse(inputs);
  if (!parsed.success) return { error: "the inputs are not those of a name picker draw." };
  const problem = checkDraw(parsed.data.entries, parsed.data.winners);
  if (problem) return { error: problem };
  return pickWinners(parsed.data.entries, parsed.data.winners, seededSource(seed));
}
