import { z } from "zod";
import { compare, parseDecimal, tenTo, toNumber } from "@/lib/units/decimal";

/** The rules of a custom area unit: pure, so the page's form shows the same limits the server enforces. */

export const CUSTOM_UNIT_PREFIX = "custom:";
export const MAX_CUSTOM_UNITS = 50;
/** 1 µm² … 1,000,000,000 km²: anything outside is a typo, not a unit. */
export const CUSTOM_FACTOR_MIN = "1e-12";
export const CUSTOM_FACTOR_MAX = "1e15";

export const CUSTOM_UNIT_MESSAGES = {
  factorInvalid: "Please enter the size of one unit in square meters, as a number",
  factorNotPositive: "The size in square meters must be greater than 0",
  factorRange: `The size must be between ${CUSTOM_FACTOR_MIN} and ${CUSTOM_FACTOR_MAX} square meters`,
  tooMany: `You can keep up to ${MAX_CUSTOM_UNITS} custom units. Delete one you no longer need first.`,
  notFound: "That custom unit no longer exists. Please choose another unit.",
} as const;

/** Refuses control characters, and a leading = + - @ that spreadsheets would run as a formula in exported CSV. */
const SAFE_TEXT = /^(?![=+\-@])[^\p{Cc}]*$/u;

export const customUnitSchema = z.object({
  name: z
    .string({ error: "Please enter a name for the unit" })
    .trim()
    .min(1, "Please enter a name for the unit")
    .max(50, "Please keep the name to 50 characters or fewer")
    .regex(SAFE_TEXT, "The name can't start with = + - @ or contain control characters"),
  symbol: z
    .string({ error: "Please enter a symbol" })
    .trim()
    .min(1, "Please enter a symbol")
    .max(12, "Please keep the symbol to 12 characters or fewer")
    .regex(/^[\p{L}\p{N}²³][\p{L}\p{N}²³ .'/_-]*$/u, "Use letters, digits, ², ³, spaces and . ' / _ - in the symbol"),
  factor: z.union([z.string(), z.number()], { error: CUSTOM_UNIT_MESSAGES.factorInvalid }).transform((raw, ctx) => {
    const parsed = typeof raw === "number" && !Number.isFinite(raw) ? null : parseDecimal(String(raw));
    if (!parsed || !parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed && parsed.reason !== "invalid" ? CUSTOM_UNIT_MESSAGES.factorRange : CUSTOM_UNIT_MESSAGES.factorInvalid });
      return z.NEVER;
    }
    if (parsed.value.n <= BigInt(0)) {
      ctx.addIssue({ code: "custom", message: CUSTOM_UNIT_MESSAGES.factorNotPositive });
      return z.NEVER;
    }
    if (compare(parsed.value, tenTo(-12)) < 0 || compare(parsed.value, tenTo(15)) > 0) {
      ctx.addIssue({ code: "custom", message: CUSTOM_UNIT_MESSAGES.factorRange });
      return z.NEVER;
    }
    return toNumber(parsed.value);
  }),
});

export type CustomUnitInput = z.input<typeof customUnitSchema>;
