import { useId } from "react";
import type { ScheduleRow } from "../logic/mortgage";

/** Drawing sizes: a wide chart, and a narrow one for phones whose text stays readable when scaled to the screen. */
const SIZES = {
  wide: { W: 640, H: 260, left: 56, font: "text-[11px]" },
  narrow: { W: 340, H: 220, left: 44, font: "text-[11px]" },
} as const;
const PAD = { right: 12, top: 12, bottom: 28 };

/** "$1.2M", "$250k", "$900". */
function compact(dollars: number): string {
  if (dollars >= 1_000_000) return `$${+(dollars / 1_000_000).toFixed(2)}M`;
  if (dollars >= 1_000) return `$${+(dollars / 1_000).toFixed(0)}k`;
  return `$${Math.round(dollars)}`;
}

/** A round step for about `count` ticks up to `max`. */
function niceStep(max: number, count: number): number {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 2.5 ? 2.5 : unit <= 5 ? 5 : 10) * power;
}

interface Series {
  label: string;
  points: number[];
  className: string;
  dashed?: boolean;
}

/**
 * The loan over time, drawn as a plain SVG (no chart library): the balance, principal and interest paid so far, and
 * with extra payments the balance without them, dashed. Month 0 is the loan before the first payment.
 */
export function MortgageChart(props: { rows: readonly ScheduleRow[]; baseline: readonly ScheduleRow[] | null; loanCents: bigint }) {
  return (
    <>
      <div className="sm:hidden">
        <Chart {...props} size="narrow" />
      </div>
      <div className="hidden sm:block">
        <Chart {...props} size="wide" />
      </div>
    </>
  );
}

function Chart({ rows, baseline, loanCents, size }: { rows: readonly ScheduleRow[]; baseline: readonly ScheduleRow[] | null; loanCents: bigint; size: keyof typeof SIZES }) {
  const id = useId();
  const { W, H, left, font } = SIZES[size];
  const narrow = size === "narrow";
  const loan = Number(loanCents) / 100;
  const cumulative = (pick: (row: ScheduleRow) => bigint) => {
    let sum = 0;
    return [0, ...rows.map((row) => (sum += Number(pick(row)) / 100))];
  };
  const series: Series[] = [
    { label: "Balance", points: [loan, ...rows.map((r) => Number(r.balance) / 100)], className: "stroke-brand-600" },
    { label: "Principal paid", points: cumulative((r) => r.principal + r.extra), className: "stroke-emerald-600" },
    { label: "Interest paid", points: cumulative((r) => r.interest), className: "stroke-amber-600" },
  ];
  if (baseline) series.push({ label: "Balance without extra payments", points: [loan, ...baseline.map((r) => Number(r.balance) / 100)], className: "stroke-slate-400", dashed: true });
  const months = Math.max(...series.map((s) => s.points.length - 1), 1);
  const top = Math.max(...series.flatMap((s) => s.points), 1);
  const step = niceStep(top, 4);
  const yMax = Math.ceil(top / step) * step;
  const x = (m: number) => left + (m / months) * (W - left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / yMax) * (H - PAD.top - PAD.bottom);
  const yTicks = Array.from({ length: Math.round(yMax / step) + 1 }, (_, i) => i * step);
  const years = months / 12;
  const yearStep = years > 20 ? (narrow ? 10 : 5) : years > 8 ? (narrow ? 5 : 2) : narrow && years > 4 ? 2 : 1;
  const xTicks = Array.from({ length: Math.floor(months / 12 / yearStep) + 1 }, (_, i) => i * yearStep * 12);
  const path = (points: number[]) => {
    // One point a month is up to 600: keep every month, the path stays small.
    return points.map((v, m) => `${m === 0 ? "M" : "L"}${x(m).toFixed(1)},${y(v).toFixed(1)}`).join("");
  };
  const last = series[0]!.points.length - 1;
  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>
          {`Loan balance falls from ${compact(loan)} to $0 over ${last} payments; interest paid reaches ${compact(series[2]!.points[last] ?? 0)}.`}
        </title>
        {yTicks.map((v) => (
          <g key={v}>
            <line x1={left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-slate-200" strokeWidth={1} />
            <text x={left - 6} y={y(v)} dy="0.32em" textAnchor="end" className={`fill-slate-600 ${font}`}>
              {compact(v)}
            </text>
          </g>
        ))}
        {xTicks.map((m) => (
          <text key={m} x={x(m)} y={H - 8} textAnchor={m === months ? "end" : "middle"} className={`fill-slate-600 ${font}`}>
            {m === 0 ? "Start" : `Yr ${m / 12}`}
          </text>
        ))}
        {series.map((s) => (
          <path key={s.label} d={path(s.points)} fill="none" strokeWidth={2} strokeDasharray={s.dashed ? "6 4" : undefined} className={s.className} />
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        {series.map((s) => (
          <span key={s.label} className="inline-flex items-center gap-1.5">
            <svg width="18" height="6" aria-hidden="true">
              <line x1="0" x2="18" y1="3" y2="3" strokeWidth={3} strokeDasharray={s.dashed ? "4 3" : undefined} className={s.className} />
            </svg>
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
