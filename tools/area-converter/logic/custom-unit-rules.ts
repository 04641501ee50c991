/**
 * The limits and messages of custom area units: plain constants (no zod), so the page's form can show the limits the
 * server enforces (tools/area-converter/server/custom-units.ts) without shipping the validation library to the browser.
 */

import { MAX_DECIMAL_LENGTH } from "@/lib/engines/units/decimal";

export const CUSTOM_UNIT_PREFIX = "custom:";
export const MAX_CUSTOM_UNITS = 50;
/** 1 µm² … 1,000,000,000 km²: anything outside is a typo, not a unit. */
export const CUSTOM_FACTOR_MIN = "1e-12";
export const CUSTOM_FACTOR_MAX = "1e15";

/** Longest factor text: the bound of every decimal the converter reads. */
export const CUSTOM_FACTOR_MAX_LENGTH = MAX_DECIMAL_LENGTH;

export const CUSTOM_UNIT_MESSAGES = {
  factorInvalid: "Please enter the size of one unit in square meters, as a number",
  factorNotPositive: "The size in square meters must be greater than 0",
  factorTooLong: `Please write the size with at most ${CUSTOM_FACTOR_MAX_LENGTH} characters`,
  factorRange: `The size must be between ${CUSTOM_FACTOR_MIN} and ${CUSTOM_FACTOR_MAX} square meters`,
  tooMany: `You can keep up to ${MAX_CUSTOM_UNITS} custom units. Delete one you no longer need first.`,
  notFound: "That custom unit no longer exists. Please choose another unit.",
} as const;
