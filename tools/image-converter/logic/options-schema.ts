import { z } from "@/lib/zod";
import { OUTPUT_FORMATS, type OutputFormat } from "./formats";
import { LIMITS, type ConvertOptions } from "./options";

/**
 * The server's parse of the request's `options` field (server/handler.ts), before it reads a single file. The page
 * checks the same bounds by hand (check-options.ts; check-options.test.ts holds the two together), so zod stays off
 * the page's first load.
 */

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Pick a background colour as #RRGGBB.");
const side = z
  .number()
  .int("Width and height are whole pixels.")
  .min(1, "Width and height are at least 1 pixel.")
  .max(LIMITS.maxSide, `Width and height are at most ${LIMITS.maxSide.toLocaleString("en-US")} pixels.`);

export const optionsSchema = z.object({
  format: z.enum(OUTPUT_FORMATS as [OutputFormat, ...OutputFormat[]]),
  quality: z
    .number()
    .int()
    .min(LIMITS.minQuality, `Quality is ${LIMITS.minQuality}–${LIMITS.maxQuality}.`)
    .max(LIMITS.maxQuality, `Quality is ${LIMITS.minQuality}–${LIMITS.maxQuality}.`)
    .default(LIMITS.defaultQuality),
  width: side.nullable().default(null),
  height: side.nullable().default(null),
  background: hexColour.default("#ffffff"),
  /** Target-size mode: the largest output, in KB (1 KB = 1024 bytes); null = off. */
  targetKb: z
    .number()
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
