import { SectionHeading } from "@/components/ui/page-header";
import { ratio, toFixed } from "@/lib/engines/units/decimal";
import { amortise, exactPayment, formatMoney, formulaInterest } from "@/tools/mortgage-calculator/logic/mortgage";

/** The formula and the schedule's rounding rule, with the page's first example computed by the tool's own logic. */
export function MortgageReference() {
  const principal = BigInt(20_000_000);
  const schedule = amortise({ principal, annualPercent: ratio(5), months: 360, start: { year: 2027, month: 1 } });
  const first = schedule.rows[0]!;
  return (
    <section aria-labelledby="mortgage-how-heading" className="flex flex-col gap-6">
      <SectionHeading
        id="mortgage-how-heading"
        title="How the payment and the schedule are worked out"
        description="The standard annuity formula for the payment, then a schedule rounded to the cent like a lender's statement."
      />
      <div className="grid gap-6 text-sm text-muted lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <p className="rounded-lg border border-line bg-slate-50 p-4 font-mono text-ink">M = P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)</p>
          <p>
            P is the loan (price minus down payment), r the monthly rate (the yearly rate ÷ 12 ÷ 100) and n the number of monthly payments. For a{" "}
            {formatMoney(principal)} loan at 5% over 30 years: r = 5 ÷ 1200, n = 360, and M = {toFixed(exactPayment(principal, ratio(5), 360), 6)}…, paid as{" "}
            {formatMoney(schedule.payment)}: rounded up to the cent, as lenders do, so the payments never fall short of the loan. At 0% the
            formula divides zero by zero, so the payment is simply P ÷ n.
          </p>
          <p>
            The arithmetic is exact: the rate is kept as a fraction and money as whole cents, so no floating-point error creeps into the
            cents over 360 months.
          </p>
        </div>
        <div className="flex flex-col gap-3">
          <p>
            Each month the interest is the balance × r, rounded to the cent (month 1: {formatMoney(principal)} × 5 ÷ 1200 ={" "}
            {formatMoney(first.interest)}); the rest of the payment ({formatMoney(first.principal)}) reduces the balance. Because of the two roundings the
            last payment is a little smaller: it clears exactly what is left ({formatMoney(schedule.rows.at(-1)!.payment)} here). At a
            high rate over a long term, where nearly all of each payment is interest, the fraction of a cent it was rounded up by adds up and
            pays the loan off some payments early.
          </p>
          <p>
            So there are two honest totals of interest. The schedule&apos;s, {formatMoney(schedule.totalInterest)}, is what you would actually pay,
            and it is the one the calculator shows. The formula&apos;s, {formatMoney(formulaInterest(principal, ratio(5), 360))}, multiplies the
            unrounded payment by 360.
          </p>
          <p>
            PMI (private mortgage insurance) is charged each month while the balance is above 80% of the price — the loan-to-value at which a
            borrower can ask to drop it — and taxes, insurance and HOA dues are added to the payment to give the full monthly cost (PITI + HOA).
          </p>
        </div>
      </div>
    </section>
  );
}
