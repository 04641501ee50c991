"use client";

import { useId, useState, type ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import { cn } from "@/components/ui/cn";
import { div, type Ratio } from "@/lib/engines/units/decimal";
import {
  classTable,
  computeBmi,
  fixed,
  KG_PER_POUND,
  METRES_PER_INCH,
  POUNDS_PER_STONE,
  roundScaled,
  type BmiFields,
  type BmiUnits,
  type CutOffs,
} from "../logic/bmi";
import { ClientForm } from "@/components/forms/client-form";

const UNITS = [
  { value: "metric", label: "Metric" },
  { value: "us", label: "US (ft, lb)" },
  { value: "stone", label: "UK (stone)" },
] as const;

const EMPTY: BmiFields = { units: "metric", cm: "", ft: "", inch: "", kg: "", lb: "", st: "", stLb: "", age: "" };

/** Colour of each class on the result and the scale (text colours pass WCAG AA on white). */
const TONE: Record<string, string> = {
  underweight: "text-sky-800 bg-sky-50 ring-sky-200",
  normal: "text-emerald-800 bg-emerald-50 ring-emerald-200",
  overweight: "text-amber-900 bg-amber-50 ring-amber-200",
  "asian-increased": "text-amber-900 bg-amber-50 ring-amber-200",
  obese1: "text-orange-900 bg-orange-50 ring-orange-200",
  obese2: "text-red-800 bg-red-50 ring-red-200",
  obese3: "text-red-900 bg-red-100 ring-red-300",
  "asian-high": "text-red-800 bg-red-50 ring-red-200",
};

/** Text with one decimal, ".0" dropped: what the boxes get when the units change. */
function boxText(r: Ratio): string {
  const text = fixed(r, 1);
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}

/** The same height and weight in the other units' boxes (rounded to 0.1), so switching units keeps what was typed. */
function convertFields(fields: BmiFields, units: BmiUnits, heightM: Ratio | null, weightKg: Ratio | null): BmiFields {
  const next: BmiFields = { ...EMPTY, age: fields.age, units };
  if (heightM) {
    if (units === "metric") next.cm = boxText(div(heightM, { n: BigInt(1), d: BigInt(100) }));
    else {
      const tenths = Number(roundScaled(div(heightM, METRES_PER_INCH), 1));
      next.ft = String(Math.floor(tenths / 120));
      next.inch = boxText({ n: BigInt(tenths % 120), d: BigInt(10) });
    }
  } else if (units !== "metric" && fields.units !== "metric") {
    next.ft = fields.ft;
    next.inch = fields.inch;
  }
  if (weightKg) {
    const pounds = div(weightKg, KG_PER_POUND);
    if (units === "metric") next.kg = boxText(weightKg);
    else if (units === "us") next.lb = boxText(pounds);
    else {
      const tenths = Number(roundScaled(pounds, 1));
      next.st = String(Math.floor(tenths / (POUNDS_PER_STONE * 10)));
      next.stLb = boxText({ n: BigInt(tenths % (POUNDS_PER_STONE * 10)), d: BigInt(10) });
    }
  }
  return next;
}

/** The BMI Calculator: metric, US or stone input, the BMI to one decimal with its class, the healthy range and Prime. */
export function BmiCalculatorTool() {
  const id = useId();
  const [fields, setFields] = useState<BmiFields>(EMPTY);
  const [cutOffs, setCutOffs] = useState<CutOffs>("who");
  const result = computeBmi(fields, cutOffs);
  const set = (key: keyof BmiFields) => (event: { target: { value: string } }) => {
    const value = event.target.value; // read now: the updater may run after React has restored the field
    setFields((f) => ({ ...f, [key]: value }));
  };

  function switchUnits(units: BmiUnits) {
    const ok = result.state === "ok" ? result : null;
    // A height or weight alone still converts: read each from a result computed with a stand-in for the other.
    setFields(convertFields(fields, units, ok?.heightM ?? partial(fields, "height"), ok?.weightKg ?? partial(fields, "weight")));
  }

  const errorId = (key: string) => `${id}-${key}-error`;
  const field = (key: keyof BmiFields, label: string, unit: string, group: "height" | "weight" | "age", placeholder?: string) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <div className="relative">
        <Input
          id={`${id}-${key}`}
          inputMode="decimal"
          autoComplete="off"
          value={fields[key]}
          onChange={set(key)}
          placeholder={placeholder}
          aria-invalid={result.errors[group] ? true : undefined}
          aria-describedby={result.errors[group] ? errorId(group) : undefined}
          className="pr-10"
        />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted" aria-hidden="true">
          {unit}
        </span>
      </div>
    </div>
  );

  return (
    <Card data-tool-ui="bmi-calculator">
      <CardContent className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <ClientForm className="flex flex-col gap-5" aria-label="Your height and weight">
          <Segmented legend="Units" name={`${id}-units`} value={fields.units} options={UNITS} onChange={switchUnits} />
          <div className="flex flex-col gap-1.5">
            <div className="flex gap-3">
              {fields.units === "metric" ? (
                field("cm", "Height", "cm", "height", "175")
              ) : (
                <>
                  {field("ft", "Height (feet)", "ft", "height", "5")}
                  {field("inch", "Inches", "in", "height", "9")}
                </>
              )}
            </div>
            <FieldError id={errorId("height")}>{result.errors.height}</FieldError>
          </div>
          <div className="flex flex-col gap-1.5">
            <div className="flex gap-3">
              {fields.units === "metric"
                ? field("kg", "Weight", "kg", "weight", "70")
                : fields.units === "us"
                  ? field("lb", "Weight", "lb", "weight", "154")
                  : (
                    <>
                      {field("st", "Weight (stone)", "st", "weight", "11")}
                      {field("stLb", "Pounds", "lb", "weight", "0")}
                    </>
                  )}
            </div>
            <FieldError id={errorId("weight")}>{result.errors.weight}</FieldError>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="flex flex-col gap-1.5 sm:w-36">
              {field("age", "Age (optional)", "yrs", "age")}
              <FieldError id={errorId("age")}>{result.errors.age}</FieldError>
            </div>
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor={`${id}-cutoffs`}>Cut-offs</Label>
              <Select id={`${id}-cutoffs`} value={cutOffs} onChange={(e) => setCutOffs(e.target.value as CutOffs)}>
                <option value="who">WHO (18.5, 25, 30)</option>
                <option value="asian">WHO for Asian populations (23, 27.5)</option>
              </Select>
            </div>
          </div>
          <p className="text-sm text-muted">Calculated in your browser as you type: your height, weight and age never leave this page.</p>
        </ClientForm>

        <div className="flex flex-col gap-5" data-testid="bmi-result">
          <p aria-live="polite" className="sr-only">
            {result.state === "ok" ? `BMI ${result.shown}${result.category ? `, ${result.category.label}` : ""}` : ""}
          </p>
          {result.state === "ok" ? (
            <>
              <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
                <div>
                  <p className="text-sm font-medium text-muted">Your BMI</p>
                  <p className="font-mono text-5xl font-bold tracking-tight text-ink" data-testid="bmi-value">
                    {result.shown}
                  </p>
                </div>
                {result.category ? (
                  <span className={cn("mb-1 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset", TONE[result.category.id])} data-testid="bmi-class">
                    {result.category.label}
                  </span>
                ) : null}
              </div>
              {result.category ? (
                <p className="text-sm text-muted" data-testid="bmi-class-rule">
                  {result.boundary ?? `The class is read from your exact BMI; the number is rounded to one decimal (${result.shown}).`}
                </p>
              ) : null}
              {result.child ? (
                <p className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950" data-testid="bmi-child">
                  For ages 2 to 19, BMI is read as a percentile for age and sex on the CDC growth charts, not with the adult classes. This calculator
                  covers adults (20 and over) only, so it shows no class or healthy range: a paediatrician or your child&apos;s growth chart gives the
                  percentile.
                </p>
              ) : null}
              <dl className="grid gap-3 sm:grid-cols-2">
                <Stat term="BMI Prime" detail="BMI ÷ 25; 1.00 is the top of the healthy range">
                  {result.prime}
                </Stat>
                {result.healthy ? (
                  <Stat term="Healthy weight for your height" detail={`BMI 18.5 to under ${cutOffs === "asian" ? "23" : "25"} at this height`}>
                    <span data-testid="bmi-healthy">{result.healthy}</span>
                  </Stat>
                ) : null}
              </dl>
              {result.category ? <Scale cutOffs={cutOffs} active={result.category.id} /> : null}
              <div>
                <h2 className="text-sm font-semibold text-ink">How it was worked out</h2>
                <ol className="mt-1 space-y-0.5 font-mono text-xs break-words text-muted sm:text-sm">
                  {result.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </div>
            </>
          ) : (
            <div className="flex flex-col gap-2 rounded-lg border border-dashed border-line p-6 text-sm text-muted">
              <p className="font-medium text-ink">Enter your height and weight to see your BMI.</p>
              <p>Age is optional: it only matters under 20, where the adult classes don&apos;t apply.</p>
            </div>
          )}
          <aside className="rounded-lg bg-slate-50 p-4 text-sm text-muted">
            <h2 className="font-semibold text-ink">What BMI doesn&apos;t tell you</h2>
            <p className="mt-1">
              BMI compares weight with height and nothing else. It can&apos;t tell muscle from fat (athletes often read as overweight), doesn&apos;t see
              where fat sits (waist size says more about risk), and reads differently with age, sex, ethnicity and in pregnancy. Use it as a
              screening number, not a diagnosis, and talk to a doctor about your health.
            </p>
          </aside>
        </div>
      </CardContent>
    </Card>
  );
}

/** A height or weight on its own, for switching units before both are typed. */
function partial(fields: BmiFields, what: "height" | "weight"): Ratio | null {
  const standIn = { ...fields, cm: "175", ft: "5", inch: "9", kg: "70", lb: "154", st: "11", stLb: "0", age: "" };
  const probe = computeBmi(
    what === "height"
      ? { ...standIn, cm: fields.cm, ft: fields.ft, inch: fields.inch }
      : { ...standIn, kg: fields.kg, lb: fields.lb, st: fields.st, stLb: fields.stLb },
  );
  if (probe.state !== "ok") return null;
  return what === "height" ? probe.heightM : probe.weightKg;
}

function Stat({ term, detail, children }: { term: string; detail: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-line p-4">
      <dt className="text-sm font-medium text-muted">{term}</dt>
      <dd className="mt-1 font-mono text-xl font-semibold text-ink">{children}</dd>
      <dd className="mt-1 text-xs text-muted">{detail}</dd>
    </div>
  );
}

/** The classes in a row, the user's one highlighted. */
function Scale({ cutOffs, active }: { cutOffs: CutOffs; active: string }) {
  return (
    <ul className="grid grid-cols-2 gap-1.5 text-xs sm:grid-cols-3" aria-label="BMI classes">
      {classTable(cutOffs).map((c) => (
        <li
          key={c.id}
          aria-current={c.id === active ? "true" : undefined}
          className={cn("rounded-md px-2 py-1.5 ring-1 ring-inset", c.id === active ? cn(TONE[c.id], "font-semibold ring-2") : "text-muted ring-line")}
        >
          <span className="block">{c.label}</span>
          <span className="block font-mono">{c.range}</span>
        </li>
      ))}
    </ul>
  );
}
