import { Link } from "@/components/ui/link";
import { ANALYTICS_RANGES, type AnalyticsRange } from "@/tools/url-shortener/server/analytics";

/**
 * Pieces of the analytics pages shared by the owner's link page (app/(site)/links/[id]) and the public stats page
 * (app/(site)/s/[code]/stats): a figure, and the date range picker. Server components: plain links, no script.
 */

const RANGE_SHORT: Record<AnalyticsRange, string> = { "24h": "24 hours", "7d": "7 days", "30d": "30 days", "90d": "90 days", all: "All time" };

const CHOICE = "block rounded-md px-1 py-1.5 text-center text-[0.8125rem] font-medium whitespace-nowrap sm:text-sm sm:px-3";

/** Whole class names, so Tailwind finds them: one column per choice. */
const COLUMNS: Record<number, string> = { 2: "grid-cols-2", 3: "grid-cols-3", 4: "grid-cols-4", 5: "grid-cols-5" };

/** Links in a row, one of them current: the range picker's and the trigger picker's look. */
export function ChoiceNav<T>({ label, choices, current, hrefOf, labelOf }: { label: string; choices: readonly T[]; current: T; hrefOf: (choice: T) => string; labelOf: (choice: T) => string }) {
  return (
    <nav aria-label={label}>
      <ul className={`grid ${COLUMNS[choices.length] ?? "grid-flow-col"} gap-1 rounded-lg border border-line bg-surface p-1 shadow-sm sm:inline-grid`}>
        {choices.map((choice) => (
          <li key={labelOf(choice)}>
            <Link
              href={hrefOf(choice)}
              aria-current={choice === current ? "page" : undefined}
              scroll={false}
              className={choice === current ? `${CHOICE} bg-brand-600 text-white` : `${CHOICE} text-ink hover:bg-slate-100`}
            >
              {labelOf(choice)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The date range of the chart and the breakdowns: plain links (?range=…), so it works without JavaScript and can be shared. */
export function RangePicker({ current, hrefOf }: { current: AnalyticsRange; hrefOf: (range: AnalyticsRange) => string }) {
  return <ChoiceNav label="Date range" choices={ANALYTICS_RANGES} current={current} hrefOf={hrefOf} labelOf={(range) => RANGE_SHORT[range]} />;
}

export function Stat({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4 shadow-sm">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {hint ? <dd className="text-xs text-muted">{hint}</dd> : null}
    </div>
  );
}
