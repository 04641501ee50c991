import { secureRandom, uniformInt, type RandomSource } from "@/lib/engines/random/uniform";

/**
 * PINs: digits drawn uniformly. With "avoid obvious PINs" the ones people try first are redrawn: a digit repeated
 * (0000, 777777) and a run up or down (1234, 987654). Redrawing keeps every other PIN equally likely, and the
 * strength shown counts only the PINs left: log₂(10^L − excluded).
 */

export const PIN_MIN = 4;
export const PIN_MAX = 20;

export interface PinSettings {
  length: string;
  avoidObvious: boolean;
  count: string;
}

export const DEFAULT_PIN: PinSettings = { length: "6", avoidObvious: true, count: "1" };
export type PinPlan = { length: number; avoidObvious: boolean; count: number };

const WHOLE = /^\d{1,4}$/;

export function planPins(settings: PinSettings): { ok: true; plan: PinPlan } | { ok: false; field: "length" | "count"; error: string } {
  const length = WHOLE.test(settings.length.trim()) ? Number(settings.length.trim()) : NaN;
  if (!(length >= PIN_MIN && length <= PIN_MAX)) return { ok: false, field: "length", error: `A PIN must have from ${PIN_MIN} to ${PIN_MAX} digits` };
  const count = WHOLE.test(settings.count.trim()) ? Number(settings.count.trim()) : NaN;
  if (!(count >= 1 && count <= 100)) return { ok: false, field: "count", error: "Choose from 1 to 100 PINs" };
  return { ok: true, plan: { length, avoidObvious: settings.avoidObvious, count } };
}

/** A repeated digit, or each digit one more (or one less) than the one before. */
export function isObviousPin(pin: string): boolean {
  const d = [...pin].map(Number);
  const all = (step: number) => d.every((x, i) => i === 0 || x === d[i - 1]! + step);
  return all(0) || all(1) || all(-1);
}

/** How many PINs of this length "avoid obvious" removes: 10 repeats and 11 − L runs each way (none past 10 digits). */
export function obviousPinCount(length: number): number {
  return 10 + 2 * Math.max(0, 11 - length);
}

export function generatePin(plan: PinPlan, source: RandomSource = secureRandom()): string {
  for (;;) {
    let pin = "";
    for (let i = 0; i < plan.length; i++) pin += String(uniformInt(10, source));
    if (!plan.avoidObvious || !isObviousPin(pin)) return pin;
  }
}

export function pinBits(plan: Pick<PinPlan, "length" | "avoidObvious">): number {
  const all = 10 ** plan.length;
  return Math.log2(plan.avoidObvious ? all - obviousPinCount(plan.length) : all);
}
