import { OUTPUT_FORMATS, type OutputFormat } from "./formats";
import { LIMITS, type ConvertOptions } from "./options";

/**
 * The page's check of the options, by hand: the same bounds and messages as the server's `optionsSchema`
 * (options-schema.ts, zod), without loading zod in the browser (docs/architecture.md "Page weight").
 * `check-options.test.ts` holds the two to the same verdict and the same first message on a table of values.
 */

export interface OptionsDraft {
  format: OutputFormat;
  quality: number;
  width: number | null;
  height: number | null;
  background: string;
  targetKb: number | null;
  keepMetadata: boolean;
}

export type OptionsCheck = { ok: true; data: ConvertOptions } | { ok: false; message: string };

const QUALITY = `Quality is ${LIMITS.minQuality}–${LIMITS.maxQuality}.`;

/** The first problem with one side (width or height), or null. */
function sideProblem(value: number | null): string | null {
  if (value === null) return null;
  if (!Number.isInteger(value)) return "Width and height are whole pixels.";
  if (value < 1) return "Width and height are at least 1 pixel.";
  if (value > LIMITS.maxSide) return `Width and height are at most ${LIMITS.maxSide.toLocaleString("en-US")} pixels.`;
  return null;
}

function targetProblem(value: number | null): string | null {
  if (value === null) return null;
  if (!Number.isFinite(value)) return "Write the target size as a number of KB.";
  if (value < LIMITS.minTargetKb) return `The target size is at least ${LIMITS.minTargetKb} KB.`;
  if (value > LIMITS.maxTargetKb) return `The target size is at most ${LIMITS.maxTargetKb / 1024} MB.`;
  return null;
}

/** The options as the server will read them, or the first problem in the order the form shows the fields. */
export function checkOptions(draft: OptionsDraft): OptionsCheck {
  const problem =
    (OUTPUT_FORMATS.includes(draft.format) ? null : "Choose an output format.") ??
    (Number.isInteger(draft.quality) && draft.quality >= LIMITS.minQuality && draft.quality <= LIMITS.maxQuality ? null : QUALITY) ??
    sideProblem(draft.width) ??
    sideProblem(draft.height) ??
    (/^#[0-9a-fA-F]{6}$/.test(draft.background) ? null : "Pick a background colour as #RRGGBB.") ??
    targetProblem(draft.targetKb);
  return problem === null ? { ok: true, data: { ...draft } } : { ok: false, message: problem };
}
