import { describe, expect, it } from "vitest";
import { compare, ratio, toFixed, toNumber } from "@/lib/engines/units/decimal";
import {
  amortise,
  computeMortgage,
  exactPayment,
  formatMoney,
  formulaInterest,
  formulaNote,
  monthlyPayment,
  spanText,
  type MortgageFields,
} from "./mortgage";
import { byYear, plainMoney } from "./schedule-views";

const cents = (dollars: string) => BigInt(dollars.replace(/[$,.]/g, ""));
const start = { year: 2027, month: 1 };

/**
 * Reference values: TOOLS.md ($200k at 5% over 30 years), the textbook $100k at 6% (30 and 15 years), and values
 * recomputed with Python's exact Fractions by the same rules (payment rounded up to the cent, a cent more if the last
 * payment would still be larger; interest rounded half up each month; last payment absorbs the remainder).
 */
describe("monthly payment and schedule, exact to the cent", () => {
  it.each([
    // principal, rate %, years, payment, exact payment (6 dp), payments, last payment, schedule interest, formula interest
    ["$200,000.00", "5", 30, "$1,073.65", "1073.643246", 360, "$1,068.30", "$186,508.65", "$186,511.57"],
    ["$100,000.00", "6", 30, "$599.56", "599.550525", 360, "$590.13", "$115,832.17", "$115,838.19"],
    ["$100,000.00", "6", 15, "$843.86", "843.856828", 180, "$842.86", "$51,893.80", "$51,894.23"],
    ["$300,000.00", "7", 30, "$1,995.91", "1995.907486", 360, "$1,992.36", "$418,524.05", "$418,526.69"],
    ["$200,000.00", "6.875", 30, "$1,313.86", "1313.857627", 360, "$1,310.96", "$272,986.70", "$272,988.75"],
    ["$250,000.00", "0", 30, "$694.45", "694.444444", 360, "$692.45", "$0.00", "$0.00"],
    // Nearly all interest: the cent the payment is rounded up by pays these off early (half up, they never amortised).
    ["$100,000.00", "26", 50, "$2,166.68", "2166.672293", 561, "$1,896.37", "$1,115,237.17", "$1,200,003.38"],
    ["$375,000.00", "27", 50, "$8,437.52", "8437.513435", 584, "$1,729.11", "$4,545,803.27", "$4,687,508.06"],
  ])("%s at %s percent, %i years → %s", (principal, rate, years, payment, exact, count, last, interest, byFormula) => {
    const P = cents(principal);
    const annual = ratio(BigInt(Math.round(Number(rate) * 1000)), 1000);
    const months = years * 12;
    expect(formatMoney(monthlyPayment(P, annual, months))).toBe(payment);
    expect(toFixed(exactPayment(P, annual, months), 6)).toBe(exact);
    const schedule = amortise({ principal: P, annualPercent: annual, months, start });
    expect(schedule.rows).toHaveLength(count);
    expect(formatMoney(schedule.rows.at(-1)!.payment)).toBe(last);
    expect(schedule.rows.at(-1)!.balance).toBe(BigInt(0));
    expect(formatMoney(schedule.totalInterest)).toBe(interest);
    expect(formatMoney(formulaInterest(P, annual, months))).toBe(byFormula);
    // Every payment but the last is the rounded-up formula payment; principal paid adds up to the loan exactly.
    expect(schedule.rows.slice(0, -1).every((row) => row.payment === schedule.payment)).toBe(true);
    expect(schedule.totalPrincipal).toBe(P);
  });

  it("month 1 interest on $200k at 5% is $833.33 and the balance falls by the rest", () => {
    const row = amortise({ principal: cents("200,000.00"), annualPercent: ratio(5), months: 360, start }).rows[0]!;
    expect(formatMoney(row.interest)).toBe("$833.33");
    expect(formatMoney(row.principal)).toBe("$240.32");
    expect(formatMoney(row.balance)).toBe("$199,759.68");
    expect(row.month).toBe("2027-01");
  });

  it("interest is rounded half up: $100,000.50 at 6% has exactly $500.0025 → $500.00, $100,001 → $500.01 (500.005)", () => {
    expect(amortise({ principal: cents("100,000.50"), annualPercent: ratio(6), months: 360, start }).rows[0]!.interest).toBe(cents("500.00"));
    expect(amortise({ principal: cents("100,001.00"), annualPercent: ratio(6), months: 360, start }).rows[0]!.interest).toBe(cents("500.01"));
  });

  it("sums the schedule by calendar year", () => {
    const years = byYear(amortise({ principal: cents("200,000.00"), annualPercent: ratio(5), months: 360, start: { year: 2027, month: 7 } }).rows);
    expect(years).toHaveLength(31);
    expect(years[0]!.year).toBe(2027);
    expect(years[0]!.payment).toBe(cents("1,073.65") * BigInt(6));
    expect(years.at(-1)!.balance).toBe(BigInt(0));
  });
});

describe("every rate and term: the payment pays the loan off and the last payment is never the larger", () => {
  const P = cents("123,456.78");
  // Whole rates 0–30% and two with decimals, each over every term of 1–50 years.
  const rates = [...Array.from({ length: 31 }, (_, i) => ratio(i)), ratio(6875, 1000), ratio(125, 10)];
  it.each(rates.map((rate) => [toFixed(rate, 3), rate] as const))("%s percent", (_, annual) => {
    const r = toNumber(annual) / 1200;
    for (let years = 1; years <= 50; years++) {
      const months = years * 12;
      const at = `${years} years`;
      const exact = exactPayment(P, annual, months);
      const schedule = amortise({ principal: P, annualPercent: annual, months, start });
      const last = schedule.rows.at(-1)!;
      expect(last.balance, at).toBe(BigInt(0));
      expect(schedule.totalPrincipal, at).toBe(P);
      expect(schedule.rows.length, at).toBeLessThanOrEqual(months);
      expect(schedule.rows.slice(0, -1).every((row) => row.payment === schedule.payment), at).toBe(true);
      // Rounded up: never below the formula's payment, and at most a cent more than rounding up gives.
      expect(compare(ratio(schedule.payment, 100), exact), at).toBeGreaterThanOrEqual(0);
      expect(compare(ratio(schedule.payment - BigInt(2), 100), exact), at).toBeLessThan(0);
      expect(last.payment, at).toBeGreaterThan(BigInt(0));
      expect(last.payment, at).toBeLessThanOrEqual(schedule.payment);
      // The last payment falls short of the others by at most what the payment's rounding up and each month's interest
      // rounding (half a cent) add up to with interest over the term: at most $9.78 for $200,000 at 5% over 30 years
      // ((0.68 + 0.5) cents × 832). Where nearly all of the payment is interest they add up to more than the loan,
      // which is then paid off early.
      const growth = r === 0 ? months : ((1 + r) ** months - 1) / r;
      const bound = (Number(schedule.payment) - toNumber(exact) * 100 + 0.5) * growth + 1;
      expect(Number(schedule.payment - last.payment), at).toBeLessThanOrEqual(bound);
    }
  });
});

describe("extra payments", () => {
  const base = { principal: cents("200,000.00"), annualPercent: ratio(5), months: 360, start };
  it("$100 extra a month pays $200k at 5% off in 298 payments and saves $37,068.14 of interest", () => {
    const plain = amortise(base);
    const extra = amortise({ ...base, extraMonthly: cents("100.00") });
    expect(extra.rows).toHaveLength(298);
    expect(formatMoney(extra.totalInterest)).toBe("$149,440.51");
    expect(formatMoney(plain.totalInterest - extra.totalInterest)).toBe("$37,068.14");
    expect(formatMoney(extra.rows.at(-1)!.payment)).toBe("$866.46");
    expect(extra.totalPrincipal).toBe(base.principal);
    expect(spanText(360 - 298)).toBe("5 years 2 months");
  });

  it("a one-off $10,000 in payment 12 saves $29,421.83 and 36 payments", () => {
    const once = amortise({ ...base, extraOnce: { amount: cents("10,000.00"), n: 12 } });
    expect(once.rows).toHaveLength(324);
    expect(formatMoney(amortise(base).totalInterest - once.totalInterest)).toBe("$29,421.83");
  });

  it("an extra payment above the balance is capped at what is left", () => {
    const once = amortise({ ...base, extraOnce: { amount: cents("500,000.00"), n: 2 } });
    expect(once.rows).toHaveLength(2);
    expect(formatMoney(once.rows[1]!.extra)).toBe("$199,518.36");
    expect(once.rows[1]!.balance).toBe(BigInt(0));
    expect(once.extraCapped).toBe(true);
    expect(once.totalPrincipal).toBe(base.principal);
  });
});

const fields: MortgageFields = {
  price: "250,000",
  downMode: "percent",
  down: "20",
  rate: "5",
  years: "30",
  start: "2027-01",
  taxMode: "percent",
  tax: "",
  insurance: "",
  pmi: "",
  hoa: "",
  extraMonthly: "",
  extraOnce: "",
  extraOnceMonth: "",
};

describe("the form", () => {
  it("$250,000 with 20% down at 5% for 30 years is a $200,000 loan at $1,073.65", () => {
    const result = computeMortgage(fields);
    if (result.state !== "ok") throw new Error(JSON.stringify(result.errors));
    expect(formatMoney(result.plan.loan)).toBe("$200,000.00");
    expect(formatMoney(result.schedule.payment)).toBe("$1,073.65");
    expect(result.plan.pmi).toBeNull();
    expect(result.plan.pmiMissing).toBe(false);
    expect(result.baseline).toBeNull();
  });

  it("PMI is charged while the balance is above 80% of the price, then stops", () => {
    // $250k, 10% down: a $225,000 loan; 0.5% a year is $93.75 a month until the balance is at or below $200,000.
    const result = computeMortgage({ ...fields, down: "10", pmi: "0.5" });
    if (result.state !== "ok") throw new Error(JSON.stringify(result.errors));
    const { rows } = result.schedule;
    expect(formatMoney(result.plan.pmi!.monthly)).toBe("$93.75");
    expect(result.schedule.pmiMonths).toBe(79);
    expect(rows[78]!.pmi).toBe(cents("93.75"));
    expect(formatMoney(rows[78]!.balance)).toBe("$199,769.28");
    expect(rows[79]!.pmi).toBe(BigInt(0));
    expect(formatMoney(result.schedule.totalPmi)).toBe("$7,406.25");
  });

  it("warns when the down payment is under 20% and no PMI rate is given", () => {
    const result = computeMortgage({ ...fields, down: "25,000", downMode: "amount" });
    expect(result.state === "ok" && result.plan.pmiMissing).toBe(true);
  });

  it("adds taxes, insurance and HOA to each month (yearly amounts ÷ 12, to the cent)", () => {
    const result = computeMortgage({ ...fields, tax: "1.2", insurance: "1,500", hoa: "250" });
    if (result.state !== "ok") throw new Error(JSON.stringify(result.errors));
    expect(formatMoney(result.plan.taxMonthly)).toBe("$250.00");
    expect(formatMoney(result.plan.insuranceMonthly)).toBe("$125.00");
    expect(formatMoney(result.schedule.rows[0]!.total)).toBe("$1,698.65");
    const amount = computeMortgage({ ...fields, taxMode: "amount", tax: "$4,000" });
    expect(amount.state === "ok" && formatMoney(amount.plan.taxMonthly)).toBe("$333.33");
  });

  it("maps the one-off payment's month to its payment number", () => {
    const result = computeMortgage({ ...fields, extraOnce: "10000", extraOnceMonth: "2027-12" });
    if (result.state !== "ok") throw new Error(JSON.stringify(result.errors));
    expect(result.plan.extraOnce).toEqual({ amount: cents("10,000.00"), n: 12 });
    expect(result.schedule.rows).toHaveLength(324);
    expect(result.baseline?.rows).toHaveLength(360);
  });

  it.each([
    [{ price: "" }, "empty", {}],
    [{ rate: "" }, "empty", {}],
    [{ price: "abc" }, "error", { price: "Enter price as a number, like 350,000" }],
    [{ price: "500" }, "error", { price: "Price must be $1,000 to $100,000,000" }],
    [{ price: "1".repeat(150) }, "error", { price: "Price is far too large" }],
    [{ price: "250000.555" }, "error", { price: "Price takes dollars and cents: at most 2 decimals" }],
    [{ downMode: "amount", down: "250,000" }, "error", { down: "Down payment must be less than the price" }],
    [{ downMode: "amount", down: "300000" }, "error", { down: "Down payment must be less than the price" }],
    [{ down: "100" }, "error", { down: "Down payment must be less than 100% of the price" }],
    [{ down: "-5" }, "error", { down: "Down payment can't be negative" }],
    [{ rate: "31" }, "error", { rate: "Rate must be 0–30%" }],
    [{ rate: "-1" }, "error", { rate: "Rate can't be negative" }],
    [{ rate: "5.12345" }, "error", { rate: "Rate takes at most 4 decimals" }],
    [{ years: "0" }, "error", { years: "Term must be 1–50 years" }],
    [{ years: "51" }, "error", { years: "Term must be 1–50 years" }],
    [{ years: "12.5" }, "error", { years: "Term must be a whole number of years" }],
    [{ start: "2027-13" }, "error", { start: "Enter the first payment month as year and month, like 2027-01" }],
    [{ start: "1800-01" }, "error", { start: "The first payment month must be between 1950 and 2150" }],
    [{ tax: "11" }, "error", { tax: "Property tax must be 0–10% of the price a year" }],
    [{ pmi: "6" }, "error", { pmi: "PMI must be 0–5% of the loan a year" }],
    [{ extraOnce: "5000" }, "error", { extraOnceMonth: "Choose the month of the one-off payment" }],
    [{ extraOnce: "5000", extraOnceMonth: "2026-12" }, "error", { extraOnceMonth: "Pick a month from 2027-01 (the first payment) to 2056-12 (the last)" }],
  ] as const)("%j → %s %j", (change, state, errors) => {
    const result = computeMortgage({ ...fields, ...change });
    expect(result.state).toBe(state);
    expect(result.errors).toEqual(errors);
  });

  it("accepts $ and % around numbers", () => {
    expect(computeMortgage({ ...fields, price: "$250,000", down: "20%", rate: "5 %" }).state).toBe("ok");
  });
});

describe("money text", () => {
  it.each([
    [BigInt(0), "$0.00", "0.00"],
    [BigInt(5), "$0.05", "0.05"],
    [BigInt(107364), "$1,073.64", "1073.64"],
    [BigInt(18651324), "$186,513.24", "186513.24"],
    [BigInt(-500), "−$5.00", "-5.00"],
  ])("%s cents", (value, money, plain) => {
    expect(formatMoney(value)).toBe(money);
    expect(plainMoney(value)).toBe(plain);
  });
});

describe("the note comparing the schedule's interest with the formula's", () => {
  const ok = (changes: Partial<MortgageFields>) => {
    const result = computeMortgage({ ...fields, ...changes });
    if (result.state !== "ok") throw new Error(JSON.stringify(result.errors));
    return result;
  };

  const note = (result: ReturnType<typeof ok>) => formulaNote(result.schedule, result.baseline, result.formulaInterest, result.plan.months);

  it("explains the difference when rounding makes one ($186,508.65 by the schedule, $186,511.57 by the formula)", () => {
    expect(note(ok({}))).toBe(
      "The formula's unrounded payment gives $186,511.57 of interest; the schedule's total above ($186,508.65) differs because the payment is rounded up to the cent and each month's interest to the nearest cent, and the last payment absorbs the remainder, as a lender's statement does.",
    );
  });

  it("says how many payments early the rounded-up payment ends a loan that is nearly all interest", () => {
    // $125,000, 20% down, 26%, 50 years: the payment rounded half up ($2,166.67) never paid the $100,000 down.
    const result = ok({ price: "125,000", rate: "26", years: "50" });
    expect(formatMoney(result.schedule.payment)).toBe("$2,166.68");
    expect(result.schedule.rows.every((row) => row.principal > BigInt(0))).toBe(true);
    expect(result.schedule.rows).toHaveLength(561);
    expect(note(result)).toBe(
      "The formula's unrounded payment gives $1,200,003.38 of interest; the schedule's total above ($1,115,237.17) differs because the payment is rounded up to the cent, and that fraction of a cent a month, with the interest it saves, pays the loan off 39 payments early.",
    );
    const allDown = ok({ price: "375,000", down: "0", rate: "27", years: "50" });
    expect(formatMoney(allDown.schedule.payment)).toBe("$8,437.52");
    expect(note(allDown)).toContain("pays the loan off 16 payments early.");
  });

  it("says nothing when the two totals are equal: $250,000, nothing down, 0% for 30 years is $0.00 both ways", () => {
    const result = ok({ down: "0", rate: "0" });
    expect(formatMoney(result.schedule.totalInterest)).toBe("$0.00");
    expect(formatMoney(result.formulaInterest)).toBe("$0.00");
    expect(note(result)).toBeNull();
  });

  it("with 0% and an extra payment, the schedule without the extras is the one compared, so still nothing to explain", () => {
    const result = ok({ down: "0", rate: "0", extraMonthly: "100" });
    expect(result.baseline).not.toBeNull();
    expect(note(result)).toBeNull();
  });

  it("with extra payments, compares the formula with the schedule without them, not with the lower total the extras give", () => {
    const result = ok({ extraMonthly: "100" });
    expect(note(result)).toBe(
      "The formula's unrounded payment gives $186,511.57 of interest; the schedule's total without the extra payments ($186,508.65) differs because the payment is rounded up to the cent and each month's interest to the nearest cent, and the last payment absorbs the remainder, as a lender's statement does.",
    );
  });
});
