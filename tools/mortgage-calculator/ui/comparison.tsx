"use client";

import { cn } from "@/components/ui/cn";
import { formatMoney, monthName, type MortgageResult } from "../logic/mortgage";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** The scenarios side by side. */
export function Comparison({ results, active, names }: { results: MortgageResult[]; active: number; names: readonly string[] }) {
  const rows: [string, (r: Extract<MortgageResult, { state: "ok" }>) => string][] = [
    ["Loan amount", (r) => formatMoney(r.plan.loan)],
    ["Rate", (r) => `${r.plan.rateText}%`],
    ["Term", (r) => `${r.plan.years} years`],
    ["Principal and interest", (r) => formatMoney(r.schedule.payment)],
    ["First month, all in", (r) => formatMoney(r.schedule.rows[0]!.total - r.schedule.rows[0]!.extra)],
    ["Total interest", (r) => formatMoney(r.schedule.totalInterest)],
    ["Total of payments", (r) => formatMoney(r.schedule.totalPrincipal + r.schedule.totalInterest)],
    ["Paid off", (r) => monthName(r.schedule.rows.at(-1)!.month)],
  ];
  return (
    <section aria-labelledby="compare-heading" className="flex flex-col gap-3">
      <h2 id="compare-heading" className="text-lg font-semibold text-ink">
        Scenarios side by side
      </h2>
      <ScrollRegion className="rounded-lg border border-line">
        <table className="w-full text-sm" data-testid="comparison">
          <thead className="bg-slate-50 text-ink">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                <span className="sr-only">Figure</span>
              </th>
              {results.map((_, i) => (
                <th key={names[i]} scope="col" className={cn("px-3 py-2 text-right font-semibold whitespace-nowrap", i === active && "text-brand-700")}>
                  Scenario {names[i]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line text-ink">
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className="px-3 py-1.5 text-left font-normal text-muted">{label}</th>
                {results.map((r, i) => (
                  <td key={names[i]} className="px-3 py-1.5 text-right font-mono whitespace-nowrap">
                    {r.state === "ok" ? value(r) : "—"}
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
