import { z } from "@/lib/zod";
import { OUTPUT_FORMATS, type OutputFormat } from "./formats";
import { LIMITS, type ConvertOptions } from "./options";

/**
 * The converter's options as the server reads them from the request (server/handler.ts, before it reads a single
 * file) and as the page checks them while they are edited: one schema, so the page refuses exactly what the server
 * would, with the same words. Every failure (a number typed as "abc" or "1e999" included) has a message of the
 * product's, and issues come in the form's order (zod reports an object's keys in order): the first is the one shown.
 */

const QUALITY = `Quality is ${LIMITS.minQuality}–${LIMITS.maxQuality}.`;
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Pick a background colour as #RRGGBB.");
const side = z
  .number({ error: "Width and height are whole pixels." })
  .int("Width and height are whole pixels.")
  .min(1, "Width and height are at least 1 pixel.")
  .max(LIMITS.maxSide, `Width and height are at most ${LIMITS.maxSide.toLocaleString("en-US")} pixels.`);

export const optionsSchema = z.object({
  format: z.enum(OUTPUT_FORMATS as [OutputFormat, ...OutputFormat[]], { error: "Choose an output format." }),
  quality: z
    .number({ error: QUALITY })
    .int(QUALITY)
    .min(LIMITS.minQuality, QUALITY)
    .max(LIMITS.maxQuality, QUALITY)
    .default(LIMITS.defaultQuality),
  width: side.nullable().default(null),
  height: side.nullable().default(null),
  background: hexColour.default("#ffffff"),
  /** Target-size mode: the largest output, in KB (1 KB = 1024 bytes); null = off. */
  targetKb: z
    .number({ error: "Write the target size as a number of KB." })
    .min(LIMITS.minTargetKb, `The target size is at least ${LIMITS.minTargetKb} KB.`)
    .max(LIMITS.maxTargetKb, `The target size is at most ${LIMITS.maxTargetKb / 1024} MB.`)
    .nullable()
    .default(null),
  /** Keep EXIF/ICC/XMP metadata (GPS included). Off by default: everything is stripped. */
  keepMetadata: z.boolean().default(false),
});

// The schema's output is the options type the page and the converters use: a drift is a type error here.
const sameShape: [z.output<typeof optionsSchema>, ConvertOptions] extends [ConvertOptions, z.output<typeof optionsSchema>] ? true : never = true;
void sameShape;
