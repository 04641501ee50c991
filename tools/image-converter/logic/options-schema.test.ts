import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS, LIMITS, type ConvertOptions } from "./options";
import { optionsSchema } from "./options-schema";

/** The options schema the page and the server share: what passes, and the first message the page shows otherwise. */

type OptionsDraft = ConvertOptions;
const draft = (change: Partial<OptionsDraft>): OptionsDraft => ({ ...DEFAULT_OPTIONS, ...change });

/** The page's reading of a check: the options, or the first issue's message. */
function check(input: OptionsDraft) {
  const result = optionsSchema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, message: result.error.issues[0]?.message };
}

const MAX_SIDE = `Width and height are at most ${LIMITS.maxSide.toLocaleString("en-US")} pixels.`;

describe("optionsSchema", () => {
  it.each([
    // [change, the first message, or null when the options pass]
    [{}, null],
    [{ format: "png" }, null],
    [{ format: "jpeg", quality: 1 }, null],
    [{ format: "avif", quality: 100, width: LIMITS.maxSide, height: 1, targetKb: 200 }, null],
    [{ width: 1, height: LIMITS.maxSide }, null],
    [{ background: "#A0b1C2" }, null],
    [{ targetKb: LIMITS.minTargetKb }, null],
    [{ targetKb: LIMITS.maxTargetKb }, null],
    [{ targetKb: 0.5 + LIMITS.minTargetKb }, null],
    [{ keepMetadata: true }, null],
    [{ quality: 0 }, "Quality is 1–100."],
    [{ quality: 101 }, "Quality is 1–100."],
    [{ width: 0 }, "Width and height are at least 1 pixel."],
    [{ width: -3 }, "Width and height are at least 1 pixel."],
    [{ width: 1.5 }, "Width and height are whole pixels."],
    [{ width: -1.5 }, "Width and height are whole pixels."],
    [{ width: LIMITS.maxSide + 1 }, MAX_SIDE],
    [{ height: 0 }, "Width and height are at least 1 pixel."],
    [{ height: 2.25 }, "Width and height are whole pixels."],
    [{ height: LIMITS.maxSide + 1 }, MAX_SIDE],
    // The first field in the form's order wins, as zod reports the object's keys in order.
    [{ width: 0, height: 2.5 }, "Width and height are at least 1 pixel."],
    [{ quality: 0, width: 0 }, "Quality is 1–100."],
    [{ height: 0, targetKb: 0 }, "Width and height are at least 1 pixel."],
    [{ background: "red" }, "Pick a background colour as #RRGGBB."],
    [{ background: "#fff" }, "Pick a background colour as #RRGGBB."],
    [{ background: "#ffffff " }, "Pick a background colour as #RRGGBB."],
    [{ background: "#gggggg" }, "Pick a background colour as #RRGGBB."],
    [{ background: "red", targetKb: 0 }, "Pick a background colour as #RRGGBB."],
    [{ targetKb: 0 }, `The target size is at least ${LIMITS.minTargetKb} KB.`],
    [{ targetKb: 0.5 }, `The target size is at least ${LIMITS.minTargetKb} KB.`],
    [{ targetKb: -200 }, `The target size is at least ${LIMITS.minTargetKb} KB.`],
    [{ targetKb: LIMITS.maxTargetKb + 1 }, "The target size is at most 100 MB."],
  ] as [Partial<OptionsDraft>, string | null][])("%j → %s", (change, message) => {
    const input = draft(change);
    expect(check(input)).toEqual(message === null ? { ok: true, data: input } : { ok: false, message });
  });

  // What the page's text fields turn into (Number("abc"), Number("1e999")) fails, in the product's words.
  it.each([
    [{ width: Number.NaN }, "Width and height are whole pixels."],
    [{ height: Number.POSITIVE_INFINITY }, "Width and height are whole pixels."],
    [{ targetKb: Number.NaN }, "Write the target size as a number of KB."],
    [{ targetKb: Number.POSITIVE_INFINITY }, "Write the target size as a number of KB."],
    [{ quality: 50.5 }, "Quality is 1–100."],
  ] as [Partial<OptionsDraft>, string][])("%j fails → %s", (change, message) => {
    expect(check(draft(change))).toEqual({ ok: false, message });
  });

  it("refuses a format the converter does not write", () => {
    expect(check(draft({ format: "gif" as OptionsDraft["format"] }))).toEqual({ ok: false, message: "Choose an output format." });
  });
});
