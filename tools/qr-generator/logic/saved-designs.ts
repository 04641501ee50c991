import * as z from "@/lib/platform/zod-mini";
import { hasDisallowedControl } from "@/lib/platform/safe-text";
import { graphemeCount } from "./design-options";
import { qrLookSchema, type QrLook } from "./schema";

/**
 * Designs a signed-in user keeps in the QR studio: a look (logic/schema.ts `qrLookSchema`: shapes, colours,
 * background, frame and logo) under a name of their own. Applying one leaves the content, size, margin and error
 * correction as they are, like the built-in looks. Checked by the same schema as a request, so a saved design always
 * renders.
 */

/** Designs per account. */
export const SAVED_DESIGNS_MAX = 20;
/** Characters of a design's name (as a reader counts them). */
export const DESIGN_NAME_MAX = 40;

const NAME_MESSAGE = `Give the design a name of up to ${DESIGN_NAME_MAX} characters.`;

export const saveDesignSchema = z.strictObject({
  name: z
    .pipe(
      z
        .string({ error: NAME_MESSAGE })
        .check(
          z.maxLength(DESIGN_NAME_MAX * 16, { error: NAME_MESSAGE, abort: true }),
          z.refine((name: string) => !hasDisallowedControl(name), { error: "A design's name must be one line without control characters.", abort: true }),
        ),
      z.transform((name: string) => name.trim().replace(/\s+/g, " ")),
    )
    .check(z.refine((name) => name.length > 0 && graphemeCount(name) <= DESIGN_NAME_MAX, { error: NAME_MESSAGE })),
  design: qrLookSchema,
});
export type SaveDesignInput = z.input<typeof saveDesignSchema>;

export interface SavedDesign {
  id: string;
  name: string;
  design: QrLook;
  updatedAt: string;
}

export const DESIGNS_FULL_MESSAGE = `You have ${SAVED_DESIGNS_MAX} saved designs, the most an account keeps. Delete one to save another.`;
