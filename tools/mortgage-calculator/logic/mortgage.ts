import { compare, div, isZero, mul, ratio, reduce, type Ratio } from "@/lib/engines/units/ratio";
import { readAmountField, type FieldRead } from "@/lib/engines/units/field";

/**
 * The mortgage maths, exact to the cent: money is whole cents (BigInt), the monthly rate is the exact fraction
 * annual % ÷ 1200, and the payment comes from the standard formula M = P·r(1+r)^n / ((1+r)^n − 1) computed as an exact
 * fraction and rounded up to the cent, as lenders do (P/n at 0%). The schedule rounds each month's interest to the cent
 * (halves up) and the last payment absorbs what rounding left, so the balance ends at exactly $0.00 and the last
 * payment is never more than the others. Pure: runs in the browser.
 */

export type AmountMode = "percent" | "amount";

export interface MortgageFields {
  price: string;
  downMode: AmountMode;
  down: string;
  rate: string;
  years: string;
  /** First payment month, "YYYY-MM". */
  start: string;
  taxMode: AmountMode;
  /** Property tax per year: % of the price or dollars. */
  tax: string;
  /** Home insurance per year, dollars. */
  insurance: string;
  /** PMI per year, % of the loan amount, charged while the balance is above 80% of the price. */
  pmi: string;
  /** HOA dues per month, dollars. */
  hoa: string;
  /** Extra principal paid with every payment. */
  extraMonthly: string;
  /** A one-off extra payment and its month ("YYYY-MM"). */
  extraOnce: string;
  extraOnceMonth: string;
}

export const LIMITS = {
  price: { min: 1_000, max: 100_000_000 },
  rate: { min: 0, max: 30 },
  years: { min: 1, max: 50 },
  taxPercent: 10,
  /** Years accepted for the start month. */
  startYear: { min: 1950, max: 2150 },
} as const;

/** PMI stops once the balance is at or below this share of the price (loan-to-value). */
export const PMI_LTV = ratio(80, 100);

export type Cents = bigint;
const ZERO = BigInt(0);
const ONE = BigInt(1);
const TWO = BigInt(2);
const HUNDRED = BigInt(100);

function add(a: Ratio, b: Ratio): Ratio {
  return reduce({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
}

/** round(r) to a whole number, halves up (r ≥ 0). */
function roundHalfUp(r: Ratio): bigint {
  return (TWO * r.n + r.d) / (TWO * r.d);
}

/** r rounded up to a whole number (r ≥ 0). */
function roundUp(r: Ratio): bigint {
  return (r.n + r.d - ONE) / r.d;
}

/** Dollars (exact) to cents, rounded to the nearest cent. */
export function toCents(dollars: Ratio): Cents {
  return roundHalfUp(mul(dollars, ratio(100)));
}

/** "$1,073.64"; negatives as "−$5.00". */
export function formatMoney(cents: Cents, options: { symbol?: boolean } = {}): string {
  const negative = cents < ZERO;
  const abs = negative ? -cents : cents;
  const whole = (abs / HUNDRED).toString();
  const frac = (abs % HUNDRED).toString().padStart(2, "0");
  let grouped = whole.slice(0, whole.length % 3 || 3);
  for (let i = whole.length % 3 || 3; i < whole.length; i += 3) grouped += `,${whole.slice(i, i + 3)}`;
  return `${negative ? "−" : ""}${options.symbol === false ? "" : "$"}${grouped}.${frac}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// The payment and the schedule

/** The monthly rate as an exact fraction: 5% → 5/1200. */
export function monthlyRate(annualPercent: Ratio): Ratio {
  return div(annualPercent, ratio(1200));
}

/** The formula's exact monthly payment (P/n at 0%, where the formula divides 0 by 0). */
export function exactPayment(principal: Cents, annualPercent: Ratio, months: number): Ratio {
  const p = ratio(principal, 100);
  if (isZero(annualPercent)) return div(p, ratio(months));
  const r = monthlyRate(annualPercent);
  const onePlus = add(ratio(1), r);
  const growth = { n: onePlus.n ** BigInt(months), d: onePlus.d ** BigInt(months) };
  // P·r·g / (g − 1), with g = a/b: P·r·a / (a − b).
  return reduce({ n: p.n * r.n * growth.n, d: p.d * r.d * (growth.n - growth.d) });
}

/**
 * The monthly principal-and-interest payment in cents: the formula's value rounded up to the cent, as lenders do. A
 * payment rounded down even a fraction of a cent never pays the loan off where nearly all of it is interest (a high
 * rate over a long term): the shortfall compounds and the last payment becomes most of the loan. Where rounding each
 * month's interest would still leave a last payment above the others, the payment is a cent more.
 */
export function monthlyPayment(principal: Cents, annualPercent: Ratio, months: number): Cents {
  const r = monthlyRate(annualPercent);
  let payment = roundUp(mul(exactPayment(principal, annualPercent, months), ratio(100)));
  while (leavesLargerLastPayment(principal, r, months, payment)) payment += ONE;
  return payment;
}

/** Interest on a balance for one month, rounded to the cent (halves up). */
function monthInterest(balance: Cents, r: Ratio): Cents {
  return roundHalfUp({ n: balance * r.n, d: r.d });
}

/** Whether paying `payment` a month leaves a last payment larger than the others (no extra payments). */
function leavesLargerLastPayment(principal: Cents, r: Ratio, months: number, payment: Cents): boolean {
  let balance = principal;
  for (let n = 1; n < months; n++) {
    balance += monthInterest(balance, r) - payment;
    if (balance <= ZERO) return false; // paid off early, by a payment no larger than the others
  }
  return balance + monthInterest(balance, r) > payment;
}

export interface ScheduleRow {
  /** 1-based payment number. */
  n: number;
  /** "YYYY-MM" of the payment. */
  month: string;
  interest: Cents;
  principal: Cents;
  /** Extra principal paid this month (capped at what was left). */
  extra: Cents;
  /** Principal + interest + extra. */
  payment: Cents;
  balance: Cents;
  pmi: Cents;
  tax: Cents;
  insurance: Cents;
  hoa: Cents;
  /** Everything paid this month. */
  total: Cents;
}

export interface ScheduleOptions {
  principal: Cents;
  annualPercent: Ratio;
  months: number;
  /** First payment month. */
  start: { year: number; month: number };
  extraMonthly?: Cents;
  extraOnce?: { amount: Cents; n: number } | null;
  /** Monthly PMI in cents and the balance at or below which it stops. */
  pmi?: { monthly: Cents; untilBalance: Cents } | null;
  taxMonthly?: Cents;
  insuranceMonthly?: Cents;
  hoaMonthly?: Cents;
}

export interface Schedule {
  payment: Cents;
  rows: ScheduleRow[];
  totalInterest: Cents;
  totalPrincipal: Cents;
  totalExtra: Cents;
  totalPmi: Cents;
  pmiMonths: number;
  totalTax: Cents;
  totalInsurance: Cents;
  totalHoa: Cents;
  /** Every dollar paid over the loan's life (not counting the down payment). */
  totalPaid: Cents;
  /** True when an extra payment was larger than what was left and was cut down. */
  extraCapped: boolean;
}

export function monthLabel(start: { year: number; month: number }, offset: number): string {
  const index = start.year * 12 + (start.month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The amortisation schedule, cent by cent. */
export function amortise(options: ScheduleOptions): Schedule {
  const { principal, annualPercent, months, start } = options;
  const payment = monthlyPayment(principal, annualPercent, months);
  const r = monthlyRate(annualPercent);
  const extraMonthly = options.extraMonthly ?? ZERO;
  const rows: ScheduleRow[] = [];
  let balance = principal;
  let extraCapped = false;
  const totals = { interest: ZERO, principal: ZERO, extra: ZERO, pmi: ZERO, tax: ZERO, insurance: ZERO, hoa: ZERO, paid: ZERO };
  let pmiMonths = 0;
  for (let n = 1; n <= months && balance > ZERO; n++) {
    const interest = monthInterest(balance, r);
    let principalPart = payment - interest;
    // The last scheduled payment, or one that would overpay, clears the balance exactly. The rounded-up payment can pay
    // the loan off before the term where nearly all of it is interest: its fraction of a cent a month compounds.
    if (n === months || principalPart >= balance) principalPart = balance;
    let extra = extraMonthly + (options.extraOnce && options.extraOnce.n === n ? options.extraOnce.amount : ZERO);
    const left = balance - principalPart;
    if (extra > left) {
      // An extra payment larger than what is left pays off the loan and no more.
      extraCapped = true;
      extra = left;
    }
    const pmi = options.pmi && balance > options.pmi.untilBalance ? options.pmi.monthly : ZERO;
    if (pmi > ZERO) pmiMonths++;
    const tax = options.taxMonthly ?? ZERO;
    const insurance = options.insuranceMonthly ?? ZERO;
    const hoa = options.hoaMonthly ?? ZERO;
    balance = balance - principalPart - extra;
    const paid = interest + principalPart + extra;
    const row: ScheduleRow = {
      n,
      month: monthLabel(start, n - 1),
      interest,
      principal: principalPart,
      extra,
      payment: paid,
      balance,
      pmi,
      tax,
      insurance,
      hoa,
      total: paid + pmi + tax + insurance + hoa,
    };
    rows.push(row);
    totals.interest += interest;
    totals.principal += principalPart + extra;
    totals.extra += extra;
    totals.pmi += pmi;
    totals.tax += tax;
    totals.insurance += insurance;
    totals.hoa += hoa;
    totals.paid += row.total;
  }
  return {
    payment,
    rows,
    totalInterest: totals.interest,
    totalPrincipal: totals.principal,
    totalExtra: totals.extra,
    totalPmi: totals.pmi,
    pmiMonths,
    totalTax: totals.tax,
    totalInsurance: totals.insurance,
    totalHoa: totals.hoa,
    totalPaid: totals.paid,
    extraCapped,
  };
}

/** The formula's total interest: the unrounded payment × n − P, rounded once to the cent. */
export function formulaInterest(principal: Cents, annualPercent: Ratio, months: number): Cents {
  const exact = exactPayment(principal, annualPercent, months);
  return toCents(add(mul(exact, ratio(months)), ratio(-principal, 100)));
}

// ---------------------------------------------------------------------------------------------------------------------
// Reading the form

export interface MortgageErrors {
  price?: string;
  down?: string;
  rate?: string;
  years?: string;
  start?: string;
  tax?: string;
  insurance?: string;
  pmi?: string;
  hoa?: string;
  extraMonthly?: string;
  extraOnce?: string;
  extraOnceMonth?: string;
}

export interface MortgagePlan {
  price: Cents;
  down: Cents;
  loan: Cents;
  annualPercent: Ratio;
  rateText: string;
  years: number;
  months: number;
  start: { year: number; month: number };
  taxMonthly: Cents;
  insuranceMonthly: Cents;
  hoaMonthly: Cents;
  /** null when the down payment is 20% or more, or no PMI rate was given. */
  pmi: { monthly: Cents; untilBalance: Cents } | null;
  /** The down payment is under 20% and no PMI rate was entered. */
  pmiMissing: boolean;
  extraMonthly: Cents;
  extraOnce: { amount: Cents; n: number } | null;
}

export type MortgageResult =
  | { state: "empty"; errors: MortgageErrors }
  | { state: "error"; errors: MortgageErrors }
  | {
      state: "ok";
      errors: MortgageErrors;
      plan: MortgagePlan;
      schedule: Schedule;
      /** Without the extra payments; null when there are none. */
      baseline: Schedule | null;
      /** The formula's total interest (unrounded payment), for the label beside the schedule's total. */
      formulaInterest: Cents;
    };

/** A number field: empty is null; "$" and "%" around it are allowed; at most `decimals` decimals. */
function readNumber(text: string, what: string, example: string, decimals: number): FieldRead {
  const read = readAmountField(withoutPercent(text.trim().replace(/^\$\s*/, "")), what, example);
  if (!read.ok || read.value === null) return read;
  const scaled = mul(read.value, ratio(BigInt(10) ** BigInt(decimals)));
  if (scaled.d !== ONE) {
    return { ok: false, error: decimals === 2 ? `${what} takes dollars and cents: at most 2 decimals` : `${what} takes at most ${decimals} decimals` };
  }
  return read;
}

/** "5 %" → "5" (endsWith and trimEnd: the regex /\s*%$/ is quadratic on a long run of spaces). */
function withoutPercent(text: string): string {
  return text.endsWith("%") ? text.slice(0, -1).trimEnd() : text;
}

const MONTH = /^(\d{4})-(\d{2})$/;

function readMonth(text: string, what: string): { ok: true; value: { year: number; month: number } | null } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  const match = MONTH.exec(trimmed);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) return { ok: false, error: `Enter ${what} as year and month, like 2027-01` };
  if (year < LIMITS.startYear.min || year > LIMITS.startYear.max) return { ok: false, error: `${capital(what)} must be between ${LIMITS.startYear.min} and ${LIMITS.startYear.max}` };
  return { ok: true, value: { year, month } };
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const DOLLARS = (n: number) => `$${n.toLocaleString("en-US")}`;

/** Reads the form and computes the plan, the schedule and, with extra payments, the schedule without them. */
export function computeMortgage(fields: MortgageFields): MortgageResult {
  const errors: MortgageErrors = {};
  const take = (key: keyof MortgageErrors, read: FieldRead): Ratio | null => {
    if (!read.ok) {
      errors[key] = read.error;
      return null;
    }
    return read.value;
  };

  const price = take("price", readNumber(fields.price, "Price", "350,000", 2));
  if (price && (compare(price, ratio(LIMITS.price.min)) < 0 || compare(price, ratio(LIMITS.price.max)) > 0)) {
    errors.price = `Price must be ${DOLLARS(LIMITS.price.min)} to ${DOLLARS(LIMITS.price.max)}`;
  }
  const downRaw = take("down", readNumber(fields.down, "Down payment", fields.downMode === "percent" ? "20" : "50,000", fields.downMode === "percent" ? 4 : 2));
  const rate = take("rate", readNumber(fields.rate, "Rate", "6.5", 4));
  if (rate && compare(rate, ratio(LIMITS.rate.max)) > 0) errors.rate = `Rate must be ${LIMITS.rate.min}–${LIMITS.rate.max}%`;
  const yearsRaw = take("years", readNumber(fields.years, "Term", "30", 4));
  let years: number | null = null;
  if (yearsRaw) {
    if (compare(yearsRaw, ratio(LIMITS.years.min)) < 0 || compare(yearsRaw, ratio(LIMITS.years.max)) > 0) errors.years = `Term must be ${LIMITS.years.min}–${LIMITS.years.max} years`;
    else if (yearsRaw.d !== ONE) errors.years = "Term must be a whole number of years";
    else years = Number(yearsRaw.n);
  }
  const startRead = readMonth(fields.start, "the first payment month");
  const start = startRead.ok ? startRead.value : ((errors.start = startRead.error), null);

  const taxRaw = take("tax", readNumber(fields.tax, "Property tax", fields.taxMode === "percent" ? "1.1" : "4,000", fields.taxMode === "percent" ? 4 : 2));
  if (taxRaw && fields.taxMode === "percent" && compare(taxRaw, ratio(LIMITS.taxPercent)) > 0) errors.tax = `Property tax must be 0–${LIMITS.taxPercent}% of the price a year`;
  const insurance = take("insurance", readNumber(fields.insurance, "Insurance", "1,500", 2));
  const pmiRate = take("pmi", readNumber(fields.pmi, "PMI", "0.5", 4));
  if (pmiRate && compare(pmiRate, ratio(5)) > 0) errors.pmi = "PMI must be 0–5% of the loan a year";
  const hoa = take("hoa", readNumber(fields.hoa, "HOA dues", "250", 2));
  const extraMonthly = take("extraMonthly", readNumber(fields.extraMonthly, "Extra monthly payment", "100", 2));
  const extraOnce = take("extraOnce", readNumber(fields.extraOnce, "One-off payment", "10,000", 2));
  const onceRead = readMonth(fields.extraOnceMonth, "the one-off payment's month");
  const onceMonth = onceRead.ok ? onceRead.value : ((errors.extraOnceMonth = onceRead.error), null);

  let down: Cents | null = null;
  if (price && downRaw !== null && !errors.price) {
    if (fields.downMode === "percent") {
      if (compare(downRaw, ratio(100)) >= 0) errors.down = "Down payment must be less than 100% of the price";
      else down = toCents(div(mul(price, downRaw), ratio(100)));
    } else if (compare(downRaw, price) >= 0) errors.down = "Down payment must be less than the price";
    else down = toCents(downRaw);
  }
  if (taxRaw && price && fields.taxMode === "amount" && compare(taxRaw, price) > 0) errors.tax = "Property tax can't be more than the price a year";

  if (Object.keys(errors).length > 0) return { state: "error", errors };
  if (!price || rate === null || years === null || !start) return { state: "empty", errors };

  const priceCents = toCents(price);
  const downCents = down ?? ZERO;
  const loan = priceCents - downCents;
  const months = years * 12;
  const n = onceMonth ? onceMonth.year * 12 + onceMonth.month - (start.year * 12 + start.month) + 1 : 0;
  if (extraOnce && !isZero(extraOnce) && !onceMonth) errors.extraOnceMonth = "Choose the month of the one-off payment";
  else if (onceMonth && extraOnce && (n < 1 || n > months)) {
    errors.extraOnceMonth = `Pick a month from ${monthLabel(start, 0)} (the first payment) to ${monthLabel(start, months - 1)} (the last)`;
  }
  if (Object.keys(errors).length > 0) return { state: "error", errors };

  const ltvLimit = toCents(mul(ratio(priceCents, 100), PMI_LTV));
  const underTwenty = loan > ltvLimit;
  const pmiMonthly = pmiRate && underTwenty ? toCents(div(mul(ratio(loan, 100), pmiRate), ratio(1200))) : ZERO;
  const taxYearly = taxRaw ? (fields.taxMode === "percent" ? div(mul(price, taxRaw), ratio(100)) : taxRaw) : null;
  const plan: MortgagePlan = {
    price: priceCents,
    down: downCents,
    loan,
    annualPercent: rate,
    rateText: withoutPercent(fields.rate.trim()),
    years,
    months,
    start,
    taxMonthly: taxYearly ? toCents(div(taxYearly, ratio(12))) : ZERO,
    insuranceMonthly: insurance ? toCents(div(insurance, ratio(12))) : ZERO,
    hoaMonthly: hoa ? toCents(hoa) : ZERO,
    pmi: pmiMonthly > ZERO ? { monthly: pmiMonthly, untilBalance: ltvLimit } : null,
    pmiMissing: underTwenty && (!pmiRate || isZero(pmiRate)),
    extraMonthly: extraMonthly ? toCents(extraMonthly) : ZERO,
    extraOnce: extraOnce && !isZero(extraOnce) && onceMonth ? { amount: toCents(extraOnce), n } : null,
  };
  const base = {
    principal: loan,
    annualPercent: rate,
    months,
    start,
    pmi: plan.pmi,
    taxMonthly: plan.taxMonthly,
    insuranceMonthly: plan.insuranceMonthly,
    hoaMonthly: plan.hoaMonthly,
  };
  const hasExtra = plan.extraMonthly > ZERO || plan.extraOnce !== null;
  const schedule = amortise({ ...base, extraMonthly: plan.extraMonthly, extraOnce: plan.extraOnce });
  return {
    state: "ok",
    errors,
    plan,
    schedule,
    baseline: hasExtra ? amortise(base) : null,
    formulaInterest: formulaInterest(loan, rate, months),
  };
}

/**
 * The note under the totals comparing the schedule's interest with the formula's (unrounded payment × n − P), or null
 * when there is nothing to explain: the two are equal (0% interest, or a loan whose rounding happens to cancel out).
 * With extra payments the formula is compared with the schedule without them, the one it describes; `months` is the
 * term, which that schedule ends before when the rounded-up payment pays the loan off early.
 */
export function formulaNote(schedule: Schedule, baseline: Schedule | null, formula: Cents, months: number): string | null {
  const plain = baseline ?? schedule;
  if (plain.totalInterest === formula) return null;
  const which = baseline ? "the schedule's total without the extra payments" : "the schedule's total above";
  const early = months - plain.rows.length;
  const why =
    early > 0
      ? `the payment is rounded up to the cent, and that fraction of a cent a month, with the interest it saves, pays the loan off ${early} payment${early === 1 ? "" : "s"} early.`
      : "the payment is rounded up to the cent and each month's interest to the nearest cent, and the last payment absorbs the remainder, as a lender's statement does.";
  return `The formula's unrounded payment gives ${formatMoney(formula)} of interest; ${which} (${formatMoney(plain.totalInterest)}) differs because ${why}`;
}

/** "2 years 3 months", "7 months". */
export function spanText(months: number): string {
  const y = Math.floor(months / 12);
  const m = months % 12;
  const parts = [];
  if (y) parts.push(`${y} year${y === 1 ? "" : "s"}`);
  if (m || !y) parts.push(`${m} month${m === 1 ? "" : "s"}`);
  return parts.join(" ");
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11" → "Nov 2026". */
export function monthName(label: string): string {
  const [year, month] = label.split("-");
  return `${MONTH_NAMES[Number(month) - 1]} ${year}`;
}
