import { SectionHeading } from "@/components/ui/page-header";
import { relation } from "@/lib/engines/units/display";
import { requireUnit } from "@/lib/engines/units/units";
import { REFERENCE_UNITS, referencePoints } from "../logic/temperature";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** Common temperatures on the three main scales, computed by the engine (server-rendered). */
export function ReferencePoints() {
  const points = referencePoints();
  return (
    <section aria-labelledby="reference-points-heading">
      <SectionHeading id="reference-points-heading" title="Common temperatures" />
      <ScrollRegion className="rounded-xl border border-line bg-surface">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                What
              </th>
              {REFERENCE_UNITS.map((id) => (
                <th key={id} scope="col" className="px-4 py-2 text-right font-semibold">
                  {requireUnit(id).symbol}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {points.map((p) => (
              <tr key={p.label}>
                <th scope="row" className="px-4 py-2 text-left font-normal text-ink">
                  {p.label}
                </th>
                {p.values.map((v) => (
                  <td key={v.unit} className="px-4 py-2 text-right font-mono whitespace-nowrap text-ink">
                    {v.shown.exact ? "" : `${relation(false)} `}
                    {v.shown.text.replace(/^-/, "\u2212")}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
