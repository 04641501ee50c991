import type { Cents, ScheduleRow } from "./mortgage";

/**
 * What the amortisation schedule's table and its CSV file show (ui/schedule.tsx, ui/schedule-csv.ts), apart from the
 * maths in ./mortgage.ts: they load after the first view (not part of the page's first load), so this does too.
 */

const ZERO = BigInt(0);
const HUNDRED = BigInt(100);

/** "1073.64" for CSV files (no grouping, no symbol). */
export function plainMoney(cents: Cents): string {
  const negative = cents < ZERO;
  const abs = negative ? -cents : cents;
  return `${negative ? "-" : ""}${abs / HUNDRED}.${(abs % HUNDRED).toString().padStart(2, "0")}`;
}

export interface YearRow {
  year: number;
  interest: Cents;
  principal: Cents;
  extra: Cents;
  payment: Cents;
  pmi: Cents;
  tax: Cents;
  insurance: Cents;
  hoa: Cents;
  total: Cents;
  balance: Cents;
}

/** The schedule summed by calendar year; the balance is the year's closing balance. */
export function byYear(rows: readonly ScheduleRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (const row of rows) {
    const year = Number(row.month.slice(0, 4));
    let current = years.at(-1);
    if (!current || current.year !== year) {
      current = { year, interest: ZERO, principal: ZERO, extra: ZERO, payment: ZERO, pmi: ZERO, tax: ZERO, insurance: ZERO, hoa: ZERO, total: ZERO, balance: ZERO };
      years.push(current);
    }
    current.interest += row.interest;
    current.principal += row.principal;
    current.extra += row.extra;
    current.payment += row.payment;
    current.pmi += row.pmi;
    current.tax += row.tax;
    current.insurance += row.insurance;
    current.hoa += row.hoa;
    current.total += row.total;
    current.balance = row.balance;
  }
  return years;
}
