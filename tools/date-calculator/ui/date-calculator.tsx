"use client";

import { useId, useRef, useState } from "react";
import { CalendarDays } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  addToDate,
  ageOn,
  AMOUNT_KEYS,
  between,
  dayInfo,
  group,
  isoDate,
  longDate,
  MONTH_NAMES,
  plural,
  readDate,
  today,
  ymdText,
  type AmountKey,
  type Amounts,
  type DateRead,
} from "../logic/dates";

/** Four tabs side by side on a phone: smaller text there, never wrapped. */
const TAB = "px-1.5 text-xs whitespace-nowrap sm:px-3 sm:text-sm";

/** The Date Calculator: days between dates, a date plus or minus a span, age on a date, and a date's weekday and ISO week. */
export function DateCalculatorTool() {
  return (
    <Card data-tool-ui="date-calculator">
      <CardContent>
        <Tabs defaultValue="between">
          <TabsList aria-label="What to work out">
            <TabsTrigger className={TAB} value="between">Between</TabsTrigger>
            <TabsTrigger className={TAB} value="add">Add/subtract</TabsTrigger>
            <TabsTrigger className={TAB} value="age">Age</TabsTrigger>
            <TabsTrigger className={TAB} value="day">Weekday</TabsTrigger>
          </TabsList>
          <TabsContent value="between" forceMount className="data-[state=inactive]:hidden">
            <BetweenPanel />
          </TabsContent>
          <TabsContent value="add" forceMount className="data-[state=inactive]:hidden">
            <AddPanel />
          </TabsContent>
          <TabsContent value="age" forceMount className="data-[state=inactive]:hidden">
            <AgePanel />
          </TabsContent>
          <TabsContent value="day" forceMount className="data-[state=inactive]:hidden">
            <DayPanel />
          </TabsContent>
        </Tabs>
        <p className="mt-4 text-sm text-muted">
          Calendar dates, worked out in your browser as you type: no time zones, so daylight-saving changes never shift a day. Nothing you type leaves this page.
        </p>
      </CardContent>
    </Card>
  );
}

/** A date typed as text (ISO 8601 or with the month's name), with Today and the device's own calendar picker. */
function DateField({ label, value, onChange, read, placeholder = "2024-03-10" }: { label: string; value: string; onChange: (value: string) => void; read: DateRead; placeholder?: string }) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const invalid = read.state === "error";
  const pick = () => {
    const input = picker.current;
    if (!input) return;
    input.value = read.state === "ok" ? isoDate(read.date) : "";
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="min-w-0 font-mono"
        />
        <div className="relative shrink-0">
          <Button type="button" variant="outline" size="icon" onClick={pick} aria-label={`${label}: pick from a calendar`} title="Pick from a calendar">
            <CalendarDays />
          </Button>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            aria-label={`${label} (calendar)`}
            min="0001-01-01"
            max="9999-12-31"
            className="pointer-events-none absolute inset-0 size-full opacity-0"
            onChange={(event) => {
              if (event.target.value) onChange(event.target.value);
            }}
          />
        </div>
        <Button type="button" variant="outline" onClick={() => onChange(isoDate(today()))}>
          Today
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{invalid ? read.error : null}</FieldError>
    </div>
  );
}

function Big({ children, testId, copy }: { children: React.ReactNode; testId: string; copy?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-2xl font-bold break-words text-ink" data-testid={testId}>
        {children}
      </p>
      {copy ? <CopyButton value={copy} label="Copy" copiedMessage="Result copied to clipboard" /> : null}
    </div>
  );
}

function Facts({ rows }: { rows: { label: string; value: string; id: string }[] }) {
  return (
    <dl className="flex flex-col divide-y divide-line rounded-lg border border-line">
      {rows.map((row) => (
        <div key={row.id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className="text-sm font-medium text-ink" data-testid={`date-${row.id}`}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Prompt({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed border-line p-4 text-sm text-muted">{children}</p>;
}

function Panel({ inputs, result }: { inputs: React.ReactNode; result: React.ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="flex min-w-0 flex-col gap-4">{inputs}</div>
      <div className="flex min-w-0 flex-col gap-3" aria-live="polite">
        {result}
      </div>
    </div>
  );
}

function BetweenPanel() {
  const id = useId();
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [includeEnd, setIncludeEnd] = useState(false);
  const startRead = readDate(start);
  const endRead = readDate(end);
  const result = startRead.state === "ok" && endRead.state === "ok" ? between(startRead.date, endRead.date, includeEnd) : null;
  return (
    <Panel
      inputs={
        <>
          <DateField label="Start date" value={start} onChange={setStart} read={startRead} />
          <DateField label="End date" value={end} onChange={setEnd} read={endRead} placeholder="2024-12-25" />
          <div className="flex items-start gap-2">
            <input id={`${id}-include`} type="checkbox" className="mt-0.5 size-4 accent-brand-600" checked={includeEnd} onChange={(event) => setIncludeEnd(event.target.checked)} />
            <Label htmlFor={`${id}-include`} className="font-normal">
              Count the end date too (1 to 2 January is then 2 days)
            </Label>
          </div>
        </>
      }
      result={
        result ? (
          <>
            <Big testId="date-days" copy={String(result.days)}>
              {plural(result.days, "day")}
            </Big>
            <p className="text-sm text-ink" data-testid="date-between-sentence">
              From {longDate(result.from)} to {longDate(result.to)}, {includeEnd ? "counting both dates" : "counting the start date but not the end date"}
              {result.reversed ? " (the end date is before the start date, so the count runs from the end date)" : ""}.
            </p>
            <Facts
              rows={[
                { id: "weeks", label: "Weeks", value: result.weekRest ? `${plural(result.weeks, "week")} and ${plural(result.weekRest, "day")}` : plural(result.weeks, "week") },
                { id: "ymd", label: "Years, months, days", value: ymdText(result.ymd) },
                { id: "business", label: "Business days (Mon–Fri)", value: group(result.businessDays) },
                { id: "weekend", label: "Weekend days (Sat, Sun)", value: group(result.weekendDays) },
              ]}
            />
            <p className="text-xs text-muted">Business days are Mondays to Fridays; public holidays are not taken off, since they differ by country and region.</p>
          </>
        ) : (
          <Prompt>Type two dates — like 2024-03-10 and 2024-12-25, or 10 March 2024 — to count the days between them, the business days and the years, months and days.</Prompt>
        )
      }
    />
  );
}

const AMOUNT_LABELS: Record<AmountKey, string> = { years: "Years", months: "Months", weeks: "Weeks", days: "Days" };
const NO_AMOUNTS: Amounts = { years: "", months: "", weeks: "", days: "" };

function AddPanel() {
  const id = useId();
  const [date, setDate] = useState("");
  const [direction, setDirection] = useState<"add" | "subtract">("add");
  const [amounts, setAmounts] = useState<Amounts>(NO_AMOUNTS);
  const result = addToDate(date, amounts, direction === "add" ? 1 : -1);
  const dateRead = result.dateRead ?? readDate(date);
  const errors = result.state === "error" ? result.errors : {};
  return (
    <Panel
      inputs={
        <>
          <DateField label="Date" value={date} onChange={setDate} read={dateRead} />
          <Segmented
            legend="Add or subtract"
            name={`${id}-direction`}
            value={direction}
            options={[
              { value: "add", label: "Add" },
              { value: "subtract", label: "Subtract" },
            ]}
            onChange={setDirection}
          />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {AMOUNT_KEYS.map((key) => (
              <div key={key} className="flex min-w-0 flex-col gap-1">
                <Label htmlFor={`${id}-${key}`} className="text-xs text-muted">
                  {AMOUNT_LABELS[key]}
                </Label>
                <Input
                  id={`${id}-${key}`}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="0"
                  value={amounts[key]}
                  onChange={(event) => {
                    const value = event.target.value;
                    setAmounts((a) => ({ ...a, [key]: value }));
                  }}
                  aria-invalid={errors[key] ? true : undefined}
                  aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
                />
              </div>
            ))}
          </div>
          {AMOUNT_KEYS.map((key) => (
            <FieldError key={key} id={`${id}-${key}-error`}>
              {errors[key]}
            </FieldError>
          ))}
          <p className="text-xs text-muted">
            Years and months go first, then weeks and days. A day past the end of the new month becomes its last day: 31 January + 1 month is 28 February (29 in a leap year).
          </p>
        </>
      }
      result={
        result.state === "ok" ? (
          <>
            <Big testId="date-result" copy={isoDate(result.date)}>
              {longDate(result.date)}
            </Big>
            <p className="text-sm text-ink" data-testid="date-add-sentence">
              {dateRead.state === "ok" ? `${longDate(dateRead.date)} ${result.summary} is ${isoDate(result.date)}` : ""}
              {result.dayShift !== 0 ? `, ${plural(result.dayShift, "day")} ${result.dayShift > 0 ? "later" : "earlier"}` : ""}.
            </p>
            {result.clamped ? (
              <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="date-clamped">
                {dateRead.state === "ok"
                  ? `${MONTH_NAMES[result.clamped.month - 1]} ${isoDate(result.clamped).slice(0, 4)} has no day ${dateRead.date.day}, so the years and months landed on its last day, ${isoDate(result.clamped)}.`
                  : ""}
              </p>
            ) : null}
          </>
        ) : result.state === "error" && result.error ? (
          <p role="alert" className="text-sm text-red-700">
            {result.error}
          </p>
        ) : (
          <Prompt>Type a date and how many years, months, weeks or days to add or subtract — like 2024-01-31 plus 1 month.</Prompt>
        )
      }
    />
  );
}

function AgePanel() {
  const [birth, setBirth] = useState("");
  const [on, setOn] = useState("");
  const birthRead = readDate(birth);
  const onRead = readDate(on);
  const onDate = onRead.state === "ok" ? onRead.date : onRead.state === "empty" && birthRead.state === "ok" ? today() : null;
  const age = birthRead.state === "ok" && onDate ? ageOn(birthRead.date, onDate) : null;
  return (
    <Panel
      inputs={
        <>
          <DateField label="Date of birth" value={birth} onChange={setBirth} read={birthRead} placeholder="1990-05-15" />
          <DateField label="Age on (empty: today)" value={on} onChange={setOn} read={onRead} />
        </>
      }
      result={
        age && "error" in age ? (
          <p role="alert" className="text-sm text-red-700">
            {age.error}
          </p>
        ) : age && onDate ? (
          <>
            <Big testId="date-age">{ymdText(age.ymd)}</Big>
            <p className="text-sm text-ink">On {longDate(onDate)}.</p>
            <Facts
              rows={[
                { id: "age-months", label: "In months", value: `${plural(age.totalMonths, "month")} and ${plural(age.ymd.days, "day")}` },
                { id: "age-weeks", label: "In weeks", value: age.weekRest ? `${plural(age.weeks, "week")} and ${plural(age.weekRest, "day")}` : plural(age.weeks, "week") },
                { id: "age-days", label: "In days", value: plural(age.totalDays, "day") },
                {
                  id: "age-next",
                  label: "Next birthday",
                  value: age.nextBirthday
                    ? age.daysToBirthday === 0
                      ? `Today: ${plural(age.turning, "year")} old`
                      : `${longDate(age.nextBirthday)}, in ${plural(age.daysToBirthday, "day")} (turning ${group(age.turning)})`
                    : "After the year 9999",
                },
              ]}
            />
            {age.leapling ? <p className="text-xs text-muted">Born on 29 February: in common years the birthday counts on 28 February here (the month-end rule); some laws use 1 March.</p> : null}
          </>
        ) : (
          <Prompt>Type a date of birth — like 1990-05-15 — to see the age today in years, months and days, or on any other date.</Prompt>
        )
      }
    />
  );
}

function DayPanel() {
  const [date, setDate] = useState("");
  const read = readDate(date);
  const info = read.state === "ok" ? dayInfo(read.date) : null;
  return (
    <Panel
      inputs={
        <>
          <DateField label="Date to look up" value={date} onChange={setDate} read={read} placeholder="2008-12-29 or 2009-W01-1" />
          <p className="text-xs text-muted">Also takes an ISO week date (2009-W01-1) or a day of the year (2024-070).</p>
        </>
      }
      result={
        info && read.state === "ok" ? (
          <>
            <Big testId="date-weekday">{longDate(read.date)}</Big>
            <Facts
              rows={[
                { id: "iso-week", label: "ISO 8601 week date", value: info.isoWeekText },
                { id: "week-number", label: "Week number (ISO)", value: `Week ${info.isoWeek.week} of ${String(info.isoWeek.year).padStart(4, "0")}, which has ${info.weeksInIsoYear} weeks` },
                { id: "day-of-year", label: "Day of the year", value: `${group(info.dayOfYear)} of ${info.daysInYear} (${info.ordinal})` },
                { id: "quarter", label: "Quarter", value: `Q${info.quarter}` },
                { id: "leap", label: "Leap year", value: info.leapYear ? `Yes: ${String(read.date.year).padStart(4, "0")} has 366 days` : `No: ${String(read.date.year).padStart(4, "0")} has 365 days` },
                { id: "month-days", label: "Days in the month", value: String(info.daysInMonth) },
                { id: "jdn", label: "Julian Day Number", value: String(info.julianDayNumber) },
              ]}
            />
            {info.isoWeek.year !== read.date.year ? (
              <p className="text-xs text-muted" data-testid="date-week-year-note">
                This day belongs to week {info.isoWeek.week} of {info.isoWeek.year}: ISO weeks run Monday to Sunday, and week 1 is the week holding the year&apos;s first Thursday.
              </p>
            ) : null}
          </>
        ) : (
          <Prompt>Type a date — like 2008-12-29 — to see its weekday, ISO 8601 week number, day of the year and more.</Prompt>
        )
      }
    />
  );
}
