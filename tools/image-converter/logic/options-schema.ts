import * as z from "@/lib/platform/zod-mini";
import { OUTPUT_FORMATS, type OutputFormat } from "./formats";
import { LIMITS, type ConvertOptions } from "./options";

/**
 * The converter's options as the server reads them from the request (server/handler.ts, before it reads a single
 * file) and as the page checks them while they are edited: one schema, so the page refuses exactly what the server
 * would, with the same words. Every failure (a number typed as "abc" or "1e999" included) has a message of the
 * product's, and issues come in the form's order (zod reports an object's keys in order): the first is the one shown.
 * zod/mini: the page loads it with the first image picked (ui/image-converter-client.tsx).
 */

const QUALITY = `Quality is ${LIMITS.minQuality}–${LIMITS.maxQuality}.`;
const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, "Pick a background colour as #RRGGBB."));
const side = z
  .int({ error: "Width and height are whole pixels." })
  .check(
    z.minimum(1, "Width and height are at least 1 pixel."),
    z.maximum(LIMITS.maxSide, `Width and height are at most ${LIMITS.maxSide.toLocaleString("en-US")} pixels.`),
  );

export const optionsSchema = z.object({
  format: z.enum(OUTPUT_FORMATS as [OutputFormat, ...OutputFormat[]], { error: "Choose an output format." }),
  quality: z._default(z.int({ error: QUALITY }).check(z.minimum(LIMITS.minQuality, QUALITY), z.maximum(LIMITS.maxQuality, QUALITY)), LIMITS.defaultQuality),
  width: z._default(z.nullable(side), null),
  height: z._default(z.nullable(side), null),
  background: z._default(hexColour, "#ffffff"),
  /** Target-size mode: the largest output, in KB (1 KB = 1024 bytes); null = off. */
  targetKb: z._default(
    z.nullable(
      z
        .number({ error: "Write the target size as a number of KB." })
        .check(
          z.minimum(LIMITS.minTargetKb, `The target size is at least ${LIMITS.minTargetKb} KB.`),
          z.maximum(LIMITS.maxTargetKb, `The target size is at most ${LIMITS.maxTargetKb / 1024} MB.`),
        ),
    ),
    null,
  ),
  /** Keep EXIF/ICC/XMP metadata (GPS included). Off by default: everything is stripped. */
  keepMetadata: z._default(z.boolean(), false),
});

// The schema's output is the options type the page and the converters use: a drift is a type error here.
const sameShape: [z.output<typeof optionsSchema>, ConvertOptions] extends [ConvertOptions, z.output<typeof optionsSchema>] ? true : never = true;
void sameShape;
