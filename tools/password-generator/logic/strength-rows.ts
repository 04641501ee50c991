import { log2Big, planPasswords, DEFAULT_SETTINGS } from "./password";
import { passphraseBits } from "./passphrase";
import { pinBits } from "./pin";
import { ATTACKS, formatDuration, log10CrackSeconds } from "./strength";

export const SLOW_ATTACK = ATTACKS[2];
export const FAST_ATTACK = ATTACKS[3];

export type StrengthRowKind = "password" | "passphrase" | "pin";

export interface StrengthRow {
  kind: StrengthRowKind;
  /** The length the row is about: characters, words or digits. */
  length: number;
  label: string;
  bits: number;
  slow: string;
  fast: string;
}

/** Exact bits of a password of `length` with all four types, one of each required (computed by the generator's logic). */
function passwordBits(length: number): number {
  const planned = planPasswords({ ...DEFAULT_SETTINGS, length: String(length) });
  if (!planned.ok) throw new Error(planned.error);
  return log2Big(planned.plan.total);
}

const LENGTHS: Record<StrengthRowKind, readonly number[]> = { password: [8, 12, 16, 20, 24, 32], passphrase: [4, 5, 6, 7, 8], pin: [4, 6, 8, 12] };

function label(kind: StrengthRowKind, n: number): string {
  return kind === "password" ? `${n} characters, all four types` : kind === "passphrase" ? `${n} EFF words` : `${n}-digit PIN`;
}

function bitsOf(kind: StrengthRowKind, n: number): number {
  return kind === "password" ? passwordBits(n) : kind === "passphrase" ? passphraseBits(n) : pinBits({ length: n, avoidObvious: false });
}

/** The reference table of strength and average crack time, every figure from the generator's own logic. */
export function strengthRows(only?: StrengthRowKind): StrengthRow[] {
  const kinds: StrengthRowKind[] = only ? [only] : ["password", "passphrase", "pin"];
  return kinds.flatMap((kind) =>
    LENGTHS[kind].map((length) => {
      const bits = bitsOf(kind, length);
      return {
        kind,
        length,
        label: label(kind, length),
        bits,
        slow: formatDuration(log10CrackSeconds(bits, SLOW_ATTACK.perSecond)),
        fast: formatDuration(log10CrackSeconds(bits, FAST_ATTACK.perSecond)),
      };
    }),
  );
}
