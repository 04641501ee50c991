"use client";

import { Download, Printer } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { saveFile } from "@/components/ui/save-file";
import { Segmented } from "@/components/ui/segmented";
import { formatMoney, monthName, type Schedule } from "../logic/mortgage";
import { byYear } from "../logic/schedule-views";

const ZERO = BigInt(0);

/** The CSV writer loads on the first click of "CSV", so it is not part of the page's first load. */
async function downloadCsv(schedule: Schedule) {
  const { scheduleCsv } = await import("./schedule-csv");
  saveFile(new Blob([scheduleCsv(schedule)], { type: "text/csv;charset=utf-8" }), "mortgage-schedule.csv");
}

const cell = "px-3 py-1.5 text-right font-mono whitespace-nowrap";
const head = "px-3 py-2 text-right font-semibold whitespace-nowrap";

/** The amortisation schedule by month or by calendar year, with CSV download and print. */
export function ScheduleTable({ schedule }: { schedule: Schedule }) {
  const [view, setView] = useState<"month" | "year">("year");
  const hasExtra = schedule.totalExtra > ZERO;
  const hasPmi = schedule.totalPmi > ZERO;
  const hasEscrow = schedule.totalPaid !== schedule.totalPrincipal + schedule.totalInterest;
  return (
    <section aria-labelledby="schedule-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="schedule-heading" className="text-lg font-semibold text-ink">
            Amortisation schedule
          </h2>
          <p className="text-sm text-muted">The payment is rounded up to the cent and each month&apos;s interest to the cent; the last payment clears what is left, to $0.00.</p>
        </div>
        <div className="flex flex-wrap items-end gap-2 print:hidden">
          <Segmented
            legend="Schedule view"
            hideLegend
            name="schedule-view"
            value={view}
            onChange={setView}
            options={[
              { value: "year", label: "By year" },
              { value: "month", label: "By month" },
            ]}
          />
          <Button variant="outline" size="sm" onClick={() => void downloadCsv(schedule)}>
            <Download aria-hidden="true" className="size-4" /> CSV
          </Button>
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" /> Print
          </Button>
        </div>
      </div>
      <div className="max-h-[28rem] overflow-auto rounded-lg border border-line print:max-h-none print:overflow-visible" tabIndex={0} role="region" aria-label="Schedule table, scrollable">
        <table className="w-full text-sm" data-testid="schedule">
          <caption className="sr-only">{view === "year" ? "Payments by calendar year" : "Payments by month"}</caption>
          <thead className="sticky top-0 bg-slate-50 text-ink">
            <tr>
              <th scope="col" className={`${head} text-left`}>{view === "year" ? "Year" : "Payment"}</th>
              <th scope="col" className={head}>Principal</th>
              <th scope="col" className={head}>Interest</th>
              {hasExtra ? <th scope="col" className={head}>Extra</th> : null}
              {hasPmi ? <th scope="col" className={head}>PMI</th> : null}
              {hasEscrow ? <th scope="col" className={head}>Total paid</th> : null}
              <th scope="col" className={head}>Balance</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line text-ink">
            {view === "year"
              ? byYear(schedule.rows).map((y) => (
                  <tr key={y.year}>
                    <th scope="row" className="px-3 py-1.5 text-left font-normal">{y.year}</th>
                    <td className={cell}>{formatMoney(y.principal)}</td>
                    <td className={cell}>{formatMoney(y.interest)}</td>
                    {hasExtra ? <td className={cell}>{formatMoney(y.extra)}</td> : null}
                    {hasPmi ? <td className={cell}>{formatMoney(y.pmi)}</td> : null}
                    {hasEscrow ? <td className={cell}>{formatMoney(y.total)}</td> : null}
                    <td className={cell}>{formatMoney(y.balance)}</td>
                  </tr>
                ))
              : schedule.rows.map((r) => (
                  <tr key={r.n}>
                    <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                      {r.n} <span className="text-muted">· {monthName(r.month)}</span>
                    </th>
                    <td className={cell}>{formatMoney(r.principal)}</td>
                    <td className={cell}>{formatMoney(r.interest)}</td>
                    {hasExtra ? <td className={cell}>{formatMoney(r.extra)}</td> : null}
                    {hasPmi ? <td className={cell}>{formatMoney(r.pmi)}</td> : null}
                    {hasEscrow ? <td className={cell}>{formatMoney(r.total)}</td> : null}
                    <td className={cell}>{formatMoney(r.balance)}</td>
                  </tr>
                ))}
          </tbody>
          <tfoot className="bg-slate-50 font-semibold text-ink">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">Total</th>
              <td className={cell}>{formatMoney(schedule.totalPrincipal - schedule.totalExtra)}</td>
              <td className={cell}>{formatMoney(schedule.totalInterest)}</td>
              {hasExtra ? <td className={cell}>{formatMoney(schedule.totalExtra)}</td> : null}
              {hasPmi ? <td className={cell}>{formatMoney(schedule.totalPmi)}</td> : null}
              {hasEscrow ? <td className={cell}>{formatMoney(schedule.totalPaid)}</td> : null}
              <td className={cell}>{formatMoney(ZERO)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
