import { SectionHeading } from "@/components/ui/page-header";
import { strengthRows, type StrengthRowKind } from "../logic/strength-rows";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** The reference table: strength and average crack time, computed on the server by the tool's own logic. */
export function StrengthTable({ only }: { only?: StrengthRowKind }) {
  return (
    <section aria-labelledby="strength-table-heading">
      <SectionHeading
        id="strength-table-heading"
        title="How long it takes to crack"
        description="Average time, trying half of all possibilities, against a stolen password database: a slow hash such as bcrypt (10,000 guesses a second) and a fast one on GPUs (10 billion a second)."
      />
      <ScrollRegion className="rounded-xl border border-line bg-surface">
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
            {strengthRows(only).map((row) => (
              <tr key={row.label}>
                <th scope="row" className="px-2 py-1.5 text-left font-normal sm:px-4">{row.label}</th>
                <td className="px-2 py-1.5 text-right font-mono sm:px-4">{row.bits.toFixed(1)}</td>
                <td className="px-2 py-1.5 text-right font-mono sm:px-4">{row.slow}</td>
                <td className="px-2 py-1.5 text-right font-mono sm:px-4">{row.fast}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
