import { ERROR_CORRECTION_LABELS, ERROR_CORRECTION_LEVELS, type ErrorCorrection } from "./constants";

/**
 * How much a QR code can hold. The numbers are ISO/IEC 18004 table 7 for version 40 (the largest symbol), which is
 * what the "data too large" message quotes; whether a payload fits is always decided by the encoder itself, which
 * also mixes modes within one payload.
 */

export type DataMode = "numeric" | "alphanumeric" | "byte";

export const MAX_CAPACITY: Readonly<Record<ErrorCorrection, Readonly<Record<DataMode, number>>>> = {
  L: { numeric: 7089, alphanumeric: 4296, byte: 2953 },
  M: { numeric: 5596, alphanumeric: 3391, byte: 2331 },
  Q: { numeric: 3993, alphanumeric: 2420, byte: 1663 },
  H: { numeric: 3057, alphanumeric: 1852, byte: 1273 },
};

const UNIT: Record<DataMode, string> = { numeric: "digits", alphanumeric: "characters", byte: "bytes" };

/** The densest single mode that can hold the whole payload (what the capacity table is quoted in). */
export function dataMode(payload: string): DataMode {
  if (/^\d+$/.test(payload)) return "numeric";
  if (/^[0-9A-Z $%*+\-./:]+$/.test(payload)) return "alphanumeric";
  return "byte";
}

/** The payload's length in its mode's unit: digits, characters, or UTF-8 bytes. */
export function dataLength(payload: string, mode = dataMode(payload)): number {
  return mode === "byte" ? new TextEncoder().encode(payload).length : payload.length;
}

const fmt = (n: number) => n.toLocaleString("en-US");
const levelName = (level: ErrorCorrection) => `${level} (${ERROR_CORRECTION_LABELS[level].name})`;

/**
 * The message for a payload that does not fit at `level`. `fitsAt` is the highest lower level at which the encoder
 * did fit it (null when none does).
 */
export function tooLargeMessage(payload: string, level: ErrorCorrection, fitsAt: ErrorCorrection | null): string {
  const mode = dataMode(payload);
  const length = dataLength(payload, mode);
  const unit = UNIT[mode];
  const here = `a QR code holds at most ${fmt(MAX_CAPACITY[level][mode])} ${unit} at error correction ${levelName(level)}, and this content is ${fmt(length)} ${unit}`;
  if (fitsAt) {
    return `Too much data: ${here}. Choose a lower error correction level such as ${levelName(fitsAt)}, which holds up to ${fmt(MAX_CAPACITY[fitsAt][mode])} ${unit}, or shorten the content.`;
  }
  if (level === "L") return `Too much data: ${here}. Shorten the content.`;
  return `Too much data: ${here}. Even the lowest level, ${levelName("L")}, holds at most ${fmt(MAX_CAPACITY.L[mode])} ${unit}: shorten the content.`;
}

/** Levels below `level`, highest first (M → [L]; H → [Q, M, L]). */
export function lowerLevels(level: ErrorCorrection): ErrorCorrection[] {
  return ERROR_CORRECTION_LEVELS.slice(0, ERROR_CORRECTION_LEVELS.indexOf(level)).reverse();
}
