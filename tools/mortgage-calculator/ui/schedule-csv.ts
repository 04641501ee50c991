import { toCsv } from "@/lib/engines/csv/write";
import type { Schedule } from "../logic/mortgage";
import { plainMoney } from "../logic/schedule-views";

/** The schedule as CSV, one row a month with every part of the payment (plain numbers, no $ or grouping). */
export function scheduleCsv(schedule: Schedule): string {
  const header = ["Payment", "Month", "Principal and interest", "Principal", "Interest", "Extra principal", "Balance", "PMI", "Property tax", "Insurance", "HOA", "Total paid"];
  const rows = schedule.rows.map((r) => [
    String(r.n),
    r.month,
    plainMoney(r.payment),
    plainMoney(r.principal),
    plainMoney(r.interest),
    plainMoney(r.extra),
    plainMoney(r.balance),
    plainMoney(r.pmi),
    plainMoney(r.tax),
    plainMoney(r.insurance),
    plainMoney(r.hoa),
    plainMoney(r.total),
  ]);
  const totals = ["Total", "", plainMoney(schedule.totalPrincipal + schedule.totalInterest), plainMoney(schedule.totalPrincipal - schedule.totalExtra), plainMoney(schedule.totalInterest), plainMoney(schedule.totalExtra), "", plainMoney(schedule.totalPmi), plainMoney(schedule.totalTax), plainMoney(schedule.totalInsurance), plainMoney(schedule.totalHoa), plainMoney(schedule.totalPaid)];
  return toCsv([header, ...rows, totals]);
}
