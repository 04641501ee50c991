"use client";

import { Plus, X } from "lucide-react";
import dynamic from "next/dynamic";
import { useId, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import {
  computeMortgage,
  formatMoney,
  formulaNote,
  monthLabel,
  monthName,
  spanText,
  type AmountMode,
  type MortgageErrors,
  type MortgageFields,
  type MortgageResult,
} from "../logic/mortgage";
import { MortgageChart } from "./chart";
import { ClientForm } from "@/components/forms/client-form";

/**
 * The amortisation schedule (its table, year grouping, print and CSV) is fetched once the calculator has hydrated,
 * not with the page's first script: it sits below the payment and the chart, out of the first view.
 */
const ScheduleTable = dynamic(() => import("./schedule").then((m) => m.ScheduleTable), { ssr: false, loading: SchedulePlaceholder });
/** The side-by-side table loads when a second scenario is added. */
const Comparison = dynamic(() => import("./comparison").then((m) => m.Comparison), { ssr: false });

/** The first example of the page (and of logic/mortgage.test.ts): $250,000, 20% down, 5%, 30 years → $1,073.65. */
const DEFAULTS: MortgageFields = {
  price: "250,000",
  downMode: "percent",
  down: "20",
  rate: "5",
  years: "30",
  start: "",
  taxMode: "percent",
  tax: "",
  insurance: "",
  pmi: "",
  hoa: "",
  extraMonthly: "",
  extraOnce: "",
  extraOnceMonth: "",
};

const MAX_SCENARIOS = 3;
const NAMES = ["A", "B", "C"] as const;
const AMOUNT_MODES = [
  { value: "percent", label: "%" },
  { value: "amount", label: "$" },
] as const;

const noSubscription = () => () => {};
/** Next month, "YYYY-MM", in the visitor's time zone: the default first payment (empty during the server render). */
function useNextMonth(): string {
  return useSyncExternalStore(
    noSubscription,
    () => {
      const now = new Date();
      return monthLabel({ year: now.getFullYear(), month: now.getMonth() + 1 }, 1);
    },
    () => "",
  );
}

/** The mortgage calculator: up to three scenarios, each with its payment, chart and schedule, compared side by side. */
export function MortgageCalculatorTool() {
  const [scenarios, setScenarios] = useState<MortgageFields[]>([DEFAULTS]);
  const [active, setActive] = useState(0);
  const nextMonth = useNextMonth();
  const withStart = (f: MortgageFields) => ({ ...f, start: f.start || nextMonth });
  const results = useMemo(() => scenarios.map((f) => computeMortgage({ ...f, start: f.start || nextMonth })), [scenarios, nextMonth]);
  const fields = withStart(scenarios[active]!);
  const result = results[active]!;

  const update = (patch: Partial<MortgageFields>) => setScenarios((all) => all.map((f, i) => (i === active ? { ...f, ...patch } : f)));
  function addScenario() {
    setScenarios((all) => [...all, { ...all[active]! }]);
    setActive(scenarios.length);
  }
  function removeScenario(index: number) {
    setScenarios((all) => all.filter((_, i) => i !== index));
    setActive((current) => (current >= index && current > 0 ? current - 1 : current));
  }

  return (
    <div
      className="flex flex-col gap-8"
      data-tool-ui="mortgage-calculator"
      data-print-root
    >
      <Card>
        <CardContent className="flex flex-col gap-6">
          <div className="flex flex-wrap items-center gap-2 print:hidden" role="group" aria-label="Scenarios">
            {scenarios.map((_, i) => (
              <div key={NAMES[i]} className={cn("flex items-center rounded-lg ring-1 ring-inset", i === active ? "bg-brand-50 ring-brand-200" : "ring-line")}>
                <button type="button" aria-pressed={i === active} onClick={() => setActive(i)} className="rounded-lg px-3 py-1.5 text-sm font-medium text-ink focus-visible:outline-2 focus-visible:outline-brand-600">
                  Scenario {NAMES[i]}
                </button>
                {scenarios.length > 1 ? (
                  <button type="button" onClick={() => removeScenario(i)} aria-label={`Remove scenario ${NAMES[i]}`} className="mr-1 rounded p-1 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600">
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                ) : null}
              </div>
            ))}
            {scenarios.length < MAX_SCENARIOS ? (
              <Button variant="ghost" size="sm" onClick={addScenario}>
                <Plus className="size-4" aria-hidden="true" /> Compare another scenario
              </Button>
            ) : null}
          </div>
          <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] print:grid-cols-1">
            <MortgageForm key={active} fields={fields} errors={result.errors} update={update} scenario={scenarios.length > 1 ? NAMES[active]! : null} />
            <Summary result={result} />
          </div>
        </CardContent>
      </Card>
      {scenarios.length > 1 ? <Comparison results={results} active={active} names={NAMES} /> : null}
      {result.state === "ok" ? (
        <>
          <section aria-labelledby="chart-heading" className="flex flex-col gap-3">
            <h2 id="chart-heading" className="text-lg font-semibold text-ink">
              Balance, principal and interest over time
            </h2>
            <MortgageChart rows={result.schedule.rows} baseline={result.baseline?.rows ?? null} loanCents={result.plan.loan} />
          </section>
          <ScheduleTable schedule={result.schedule} />
        </>
      ) : null}
    </div>
  );
}

/** The schedule's place until its code lands: its heading. */
function SchedulePlaceholder() {
  return (
    <section aria-labelledby="schedule-heading" className="flex flex-col gap-3">
      <h2 id="schedule-heading" className="text-lg font-semibold text-ink">
        Amortisation schedule
      </h2>
      <p className="text-sm text-muted">Loading the schedule…</p>
    </section>
  );
}

function MortgageForm({
  fields,
  errors,
  update,
  scenario,
}: {
  fields: MortgageFields;
  errors: MortgageErrors;
  update: (patch: Partial<MortgageFields>) => void;
  scenario: string | null;
}) {
  const id = useId();
  // Open when the scenario has values there; then the visitor's toggle rules (clearing a field never folds it away).
  const [costsOpen, setCostsOpen] = useState(Boolean(fields.tax || fields.insurance || fields.pmi || fields.hoa));
  const [extraOpen, setExtraOpen] = useState(Boolean(fields.extraMonthly || fields.extraOnce || fields.extraOnceMonth));
  const input = (key: keyof MortgageFields & keyof MortgageErrors, label: string, options: { prefix?: string; suffix?: string; type?: string; hint?: string } = {}) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <div className="relative">
        {options.prefix ? (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted" aria-hidden="true">
            {options.prefix}
          </span>
        ) : null}
        <Input
          id={`${id}-${key}`}
          type={options.type ?? "text"}
          inputMode={options.type ? undefined : "decimal"}
          autoComplete="off"
          value={fields[key]}
          onChange={(e) => update({ [key]: e.target.value })}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-${key}-error` : options.hint ? `${id}-${key}-hint` : undefined}
          className={cn(options.prefix && "pl-7", options.suffix && "pr-16")}
        />
        {options.suffix ? (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted" aria-hidden="true">
            {options.suffix}
          </span>
        ) : null}
      </div>
      {options.hint && !errors[key] ? (
        <p id={`${id}-${key}-hint`} className="text-xs text-muted">
          {options.hint}
        </p>
      ) : null}
      <FieldError id={`${id}-${key}-error`}>{errors[key]}</FieldError>
    </div>
  );
  const mode = (key: "downMode" | "taxMode", legend: string) => (
    <Segmented legend={legend} hideLegend name={`${id}-${key}`} value={fields[key]} options={AMOUNT_MODES} onChange={(v: AmountMode) => update({ [key]: v, [key === "downMode" ? "down" : "tax"]: "" })} className="w-24 shrink-0 self-start pt-7" />
  );

  return (
    <ClientForm className="flex flex-col gap-4 print:hidden" aria-label={scenario ? `Scenario ${scenario}` : "Your mortgage"}>
      {input("price", "Home price", { prefix: "$" })}
      <div className="flex gap-2">
        {input("down", "Down payment", fields.downMode === "percent" ? { suffix: "%" } : { prefix: "$" })}
        {mode("downMode", "Down payment in")}
      </div>
      <div className="flex gap-3">
        {input("rate", "Interest rate", { suffix: "% a year" })}
        {input("years", "Term", { suffix: "years" })}
      </div>
      {input("start", "First payment", { type: "month" })}
      <details className="rounded-lg border border-line p-3 open:pb-4" open={costsOpen} onToggle={(e) => setCostsOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-semibold text-ink">Taxes, insurance, PMI and HOA</summary>
        <div className="mt-3 flex flex-col gap-4">
          <div className="flex gap-2">
            {input("tax", "Property tax a year", fields.taxMode === "percent" ? { suffix: "% of price" } : { prefix: "$" })}
            {mode("taxMode", "Property tax in")}
          </div>
          <div className="flex gap-3">
            {input("insurance", "Insurance a year", { prefix: "$" })}
            {input("hoa", "HOA a month", { prefix: "$" })}
          </div>
          {input("pmi", "PMI rate", { suffix: "% a year", hint: "Charged on the loan while the balance is above 80% of the price." })}
        </div>
      </details>
      <details className="rounded-lg border border-line p-3 open:pb-4" open={extraOpen} onToggle={(e) => setExtraOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-semibold text-ink">Extra payments</summary>
        <div className="mt-3 flex flex-col gap-4">
          {input("extraMonthly", "Extra every month", { prefix: "$" })}
          <div className="flex flex-col gap-3 sm:flex-row">
            {input("extraOnce", "One-off extra payment", { prefix: "$" })}
            {input("extraOnceMonth", "Paid in", { type: "month" })}
          </div>
        </div>
      </details>
      <p className="text-sm text-muted">Calculated in your browser: the amounts you type are never sent anywhere.</p>
    </ClientForm>
  );
}

function Row({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4 py-1.5", strong && "font-semibold")}>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-mono text-sm text-ink">{children}</dd>
    </div>
  );
}

function Summary({ result }: { result: MortgageResult }) {
  if (result.state !== "ok") {
    return (
      <div aria-live="polite" className="flex items-start rounded-lg border border-dashed border-line p-6 text-sm text-muted" data-testid="mortgage-summary">
        {result.state === "error" ? "Fix the highlighted field to see your payment." : "Enter the price, rate, term and first payment month to see your payment."}
      </div>
    );
  }
  const { plan, schedule, baseline } = result;
  const note = formulaNote(schedule, baseline, result.formulaInterest, plan.months);
  const first = schedule.rows[0]!;
  const last = schedule.rows.at(-1)!;
  const pmiEnd = plan.pmi && schedule.pmiMonths > 0 ? schedule.rows[schedule.pmiMonths - 1]!.month : null;
  const escrow = first.tax + first.insurance + first.hoa + first.pmi;
  return (
    <div className="flex flex-col gap-4" data-testid="mortgage-summary">
      <div>
        <p className="text-sm font-medium text-muted">{escrow > BigInt(0) ? "Monthly payment, all in" : "Monthly payment (principal and interest)"}</p>
        <p aria-live="polite" className="font-mono text-4xl font-bold tracking-tight text-ink sm:text-5xl" data-testid="monthly-payment">
          {formatMoney(first.payment - first.extra + escrow)}
        </p>
      </div>
      <dl className="divide-y divide-line rounded-lg border border-line px-4">
        <Row term="Principal and interest">{formatMoney(schedule.payment)}</Row>
        {first.tax > BigInt(0) ? <Row term="Property tax">{formatMoney(first.tax)}</Row> : null}
        {first.insurance > BigInt(0) ? <Row term="Insurance">{formatMoney(first.insurance)}</Row> : null}
        {first.pmi > BigInt(0) ? <Row term={`PMI, until ${monthName(pmiEnd!)}`}>{formatMoney(first.pmi)}</Row> : null}
        {first.hoa > BigInt(0) ? <Row term="HOA">{formatMoney(first.hoa)}</Row> : null}
      </dl>
      <dl className="divide-y divide-line rounded-lg border border-line px-4">
        <Row term="Loan amount">{formatMoney(plan.loan)}</Row>
        <Row term="Down payment">{formatMoney(plan.down)}</Row>
        <Row term={`${schedule.rows.length} payments, the last`}>{formatMoney(last.payment)}</Row>
        <Row term="Total interest (schedule, to the cent)" strong>
          <span data-testid="total-interest">{formatMoney(schedule.totalInterest)}</span>
        </Row>
        <Row term="Total of payments">{formatMoney(schedule.totalPrincipal + schedule.totalInterest)}</Row>
        {schedule.totalPaid !== schedule.totalPrincipal + schedule.totalInterest ? <Row term="Everything paid, with taxes, insurance, PMI, HOA">{formatMoney(schedule.totalPaid)}</Row> : null}
        <Row term="Paid off" strong>
          <span data-testid="payoff">{monthName(last.month)}</span>
        </Row>
      </dl>
      {baseline ? (
        <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950" data-testid="savings">
          Your extra payments save <strong>{formatMoney(baseline.totalInterest - schedule.totalInterest)}</strong> of interest and finish{" "}
          <strong>{spanText(baseline.rows.length - schedule.rows.length)}</strong> sooner: {monthName(last.month)} instead of {monthName(baseline.rows.at(-1)!.month)}.
          {schedule.extraCapped ? " The last extra payment was cut to what was left on the loan." : ""}
        </p>
      ) : null}
      {plan.pmiMissing ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          Your down payment is under 20% of the price, so lenders usually charge PMI until the balance reaches 80%. Add its rate under Taxes,
          insurance, PMI and HOA to include it.
        </p>
      ) : null}
      {note ? (
        <p className="text-xs text-muted" data-testid="formula-note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
