import { SectionHeading } from "@/components/ui/page-header";
import { log2Big, planPasswords, DEFAULT_SETTINGS } from "../logic/password";
import { passphraseBits } from "../logic/passphrase";
import { pinBits } from "../logic/pin";
import { ATTACKS, formatDuration, log10CrackSeconds } from "../logic/strength";

const FAST = ATTACKS[3];
const SLOW = ATTACKS[2];

/** Exact bits of a password of `length` with all four types, one of each required (computed by the generator's logic). */
function passwordBits(length: number): number {
  const planned = planPasswords({ ...DEFAULT_SETTINGS, length: String(length) });
  if (!planned.ok) throw new Error(planned.error);
  return log2Big(planned.plan.total);
}

function rows(only?: "password" | "passphrase" | "pin"): { label: string; bits: number }[] {
  const all = {
    password: [8, 12, 16, 20, 24, 32].map((n) => ({ label: `${n} characters, all four types`, bits: passwordBits(n) })),
    passphrase: [4, 5, 6, 7, 8].map((n) => ({ label: `${n} EFF words`, bits: passphraseBits(n) })),
    pin: [4, 6, 8, 12].map((n) => ({ label: `${n}-digit PIN`, bits: pinBits({ length: n, avoidObvious: false }) })),
  };
  return only ? all[only] : [...all.password, ...all.passphrase, ...all.pin];
}

/** The reference table: strength and average crack time, computed on the server by the tool's own logic. */
export function StrengthTable({ only }: { only?: "password" | "passphrase" | "pin" }) {
  return (
    <section aria-labelledby="strength-table-heading">
      <SectionHeading
        id="strength-table-heading"
        title="How long it takes to crack"
        description="Average time, trying half of all possibilities, against a stolen password database: a slow hash such as bcrypt (10,000 guesses a second) and a fast one on GPUs (10 billion a second)."
      />
      <div className="overflow-x-auto rounded-xl border border-line bg-white">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-2 py-2 font-semibold sm:px-4">Secret</th>
              <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-4">Bits</th>
              <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-4">Slow hash</th>
              <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-4">Fast hash</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows(only).map((row) => (
              <tr key={row.label}>
                <th scope="row" className="px-2 py-1.5 text-left font-normal sm:px-4">{row.label}</th>
                <td className="px-2 py-1.5 text-right font-mono sm:px-4">{row.bits.toFixed(1)}</td>
                <td className="px-2 py-1.5 text-right font-mono sm:px-4">{formatDuration(log10CrackSeconds(row.bits, SLOW.perSecond))}</td>
                <td className="px-2 py-1.5 text-right font-mono sm:px-4">{formatDuration(log10CrackSeconds(row.bits, FAST.perSecond))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
