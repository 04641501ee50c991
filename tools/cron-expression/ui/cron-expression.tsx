"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Input, Select } from "@/components/ui/input";
import { TimeZoneSelect, useTimeZone } from "@/components/ui/time-zone-select";
import { Label } from "@/components/ui/label";
import { useLazy } from "@/components/lazy/use-lazy";
import { cn } from "@/components/ui/cn";
import { buildCron, FIELDS, MAX_CRON_TEXT, MINUTE_STEPS, readCron, type Choice } from "../logic/cron";

const loadSchedule = () => import("../logic/schedule");

const EXAMPLES = ["*/15 * * * *", "0 9 * * 1-5", "30 2 * * *", "0 0 1 * *", "@weekly"] as const;
const WEEKDAYS = [
  { value: 1, label: "Mon" },
  { value: 2, label: "Tue" },
  { value: 3, label: "Wed" },
  { value: 4, label: "Thu" },
  { value: 5, label: "Fri" },
  { value: 6, label: "Sat" },
  { value: 0, label: "Sun" },
] as const;

/** The Cron Expression tool: an expression in words and its next runs in a chosen zone, or one built from choices. */
export function CronExpressionTool() {
  const id = useId();
  const [text, setText] = useState("");
  const zoneState = useTimeZone();
  const { zone } = zoneState;
  const [after, setAfter] = useState("");
  const read = readCron(text);
  const schedule = useLazy(loadSchedule, text.trim() !== "");
  const errorField = read.state === "error" ? read.field : undefined;
  const shownFields = read.state === "ok" ? read.fields : text.trim().startsWith("@") ? [] : text.trim().split(/\s+/).filter(Boolean);
  return (
    <Card data-tool-ui="cron-expression">
      <CardContent className="flex flex-col gap-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-text`}>Cron expression</Label>
              <Input
                id={`${id}-text`}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="30 2 * * 1-5"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={read.state === "error" ? true : undefined}
                aria-describedby={read.state === "error" ? `${id}-error` : `${id}-hint`}
                className="font-mono"
              />
              <FieldError id={`${id}-error`}>{read.state === "error" ? read.error : null}</FieldError>
              <p id={`${id}-hint`} className="text-xs text-muted">
                Five fields — minute, hour, day of month, month, day of week — or a macro such as @daily. Up to {MAX_CRON_TEXT} characters.
              </p>
              <div className="flex flex-wrap gap-2" aria-label="Examples" role="group">
                {EXAMPLES.map((example) => (
                  <Button key={example} type="button" variant="outline" size="sm" className="font-mono" onClick={() => setText(example)}>
                    {example}
                  </Button>
                ))}
              </div>
            </div>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              <div className="flex min-w-0 flex-col gap-1.5">
                <Label htmlFor={`${id}-zone`}>Time zone</Label>
                <TimeZoneSelect id={`${id}-zone`} state={zoneState} />
              </div>
              <div className="flex min-w-0 flex-col gap-1.5">
                <Label htmlFor={`${id}-after`}>Runs after (empty: now)</Label>
                <Input id={`${id}-after`} type="datetime-local" value={after} min="1970-01-01T00:00" max="9998-12-31T23:59" onChange={(event) => setAfter(event.target.value)} />
              </div>
            </div>
          </div>
          <div className="flex min-w-0 flex-col gap-3" aria-live="polite">
            {shownFields.length === 5 || read.state === "ok" ? (
              <ol className="grid grid-cols-5 gap-1 text-center" aria-label="Fields">
                {FIELDS.map((field, index) => (
                  <li key={field.name} className={cn("flex min-w-0 flex-col gap-0.5 rounded-md border p-1.5", errorField === index ? "border-red-500 bg-red-50" : "border-line")}>
                    <span className="font-mono text-sm break-all text-ink">{shownFields[index] ?? ""}</span>
                    <span className="text-[11px] leading-tight text-muted">{field.name}</span>
                  </li>
                ))}
              </ol>
            ) : null}
            {read.state === "ok" ? (
              schedule ? (
                <Schedule schedule={schedule} read={read} zone={zone} after={after} />
              ) : (
                <p className="text-sm text-muted">Reading the schedule…</p>
              )
            ) : (
              <div className="flex flex-col gap-2 rounded-lg border border-dashed border-line p-6 text-sm text-muted">
                <p className="font-medium text-ink">Type a cron expression, pick an example, or build one below.</p>
                <p>It is explained in words, with the next 10 times it runs in the time zone you pick.</p>
              </div>
            )}
          </div>
        </div>
        <Builder onUse={setText} />
        <p className="text-sm text-muted">Read and scheduled in your browser, with its own time-zone rules: nothing you type leaves this page.</p>
      </CardContent>
    </Card>
  );
}

type ScheduleModule = Awaited<ReturnType<typeof loadSchedule>>;
type CheckedCron = Parameters<ScheduleModule["explain"]>[0];

function Schedule({ schedule, read, zone, after }: { schedule: ScheduleModule; read: CheckedCron; zone: string; after: string }) {
  let words: string;
  let runs: ReturnType<ScheduleModule["nextRuns"]>;
  try {
    words = schedule.explain(read);
    runs = schedule.nextRuns(read, zone, after || new Date(), 10);
  } catch (error) {
    // The reader checks every field first, so this is a case the libraries read differently: say so, never crash.
    return (
      <p role="alert" className="text-sm text-red-700">
        This expression can&apos;t be scheduled here: {error instanceof Error ? error.message : String(error)}
      </p>
    );
  }
  const note = schedule.dayRuleNote(read);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-xl font-semibold text-ink" data-testid="cron-words">
          {words}
        </p>
        <CopyButton value={read.expression} label="Copy expression" copiedMessage="Cron expression copied to clipboard" />
      </div>
      {read.macro ? (
        <p className="text-sm text-muted">
          {read.macro} is <code className="font-mono">{read.expression}</code>.
        </p>
      ) : null}
      {note ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="cron-day-rule">
          {note}
        </p>
      ) : null}
      <h2 className="text-sm font-semibold text-ink">
        Next {runs.length} runs in {zone}
      </h2>
      {runs.length === 0 ? (
        <p className="text-sm text-muted">No run found before the year 9999.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line rounded-lg border border-line" data-testid="cron-runs">
          {runs.map((run) => (
            <li key={run.ms} className="flex flex-col gap-0.5 px-3 py-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-sm text-ink">
                  <span className="font-medium">{run.date}</span>, <span className="font-mono">{run.time}</span>
                </span>
                <span className="font-mono text-xs text-muted">{run.iso}</span>
              </div>
              {run.moved ? <p className="text-xs text-amber-800">{run.moved}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

type Kind = Choice["kind"];

const KINDS: readonly { value: Kind; label: string }[] = [
  { value: "minutes", label: "Every N minutes" },
  { value: "hourly", label: "Every hour, at a minute" },
  { value: "daily", label: "Every day, at a time" },
  { value: "weekly", label: "On days of the week, at a time" },
  { value: "monthly", label: "Every month, on a day, at a time" },
];

function Builder({ onUse }: { onUse: (expression: string) => void }) {
  const id = useId();
  const [kind, setKind] = useState<Kind>("daily");
  const [every, setEvery] = useState(15);
  const [minute, setMinute] = useState(0);
  const [time, setTime] = useState("09:00");
  const [days, setDays] = useState<number[]>([1, 2, 3, 4, 5]);
  const [day, setDay] = useState(1);
  const [hour = 0, timeMinute = 0] = (/^\d{2}:\d{2}$/.test(time) ? time : "09:00").split(":").map(Number);
  const choice: Choice =
    kind === "minutes"
      ? { kind, every }
      : kind === "hourly"
        ? { kind, minute }
        : kind === "daily"
          ? { kind, hour, minute: timeMinute }
          : kind === "weekly"
            ? { kind, days, hour, minute: timeMinute }
            : { kind, day, hour, minute: timeMinute };
  const expression = buildCron(choice);
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Build an expression</legend>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-kind`}>Run</Label>
          <Select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </Select>
        </div>
        {kind === "minutes" ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-every`}>Every</Label>
            <Select id={`${id}-every`} value={every} onChange={(event) => setEvery(Number(event.target.value))}>
              {MINUTE_STEPS.map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? "1 minute" : `${n} minutes`}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {kind === "hourly" ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-minute`}>Minutes past the hour</Label>
            <Select id={`${id}-minute`} value={minute} onChange={(event) => setMinute(Number(event.target.value))}>
              {Array.from({ length: 60 }, (_, n) => (
                <option key={n} value={n}>
                  {String(n).padStart(2, "0")}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {kind === "monthly" ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-day`}>Day of the month</Label>
            <Select id={`${id}-day`} value={day} onChange={(event) => setDay(Number(event.target.value))}>
              {Array.from({ length: 31 }, (_, n) => (
                <option key={n + 1} value={n + 1}>
                  {n + 1}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {kind === "daily" || kind === "weekly" || kind === "monthly" ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-time`}>At</Label>
            <Input id={`${id}-time`} type="time" value={time} onChange={(event) => setTime(event.target.value || "00:00")} className="w-40" />
          </div>
        ) : null}
      </div>
      {kind === "weekly" ? (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-ink">On</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((w) => (
              <label key={w.value} className="flex items-center gap-1.5 rounded-md border border-line px-2 py-1 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={days.includes(w.value)}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    setDays((d) => (checked ? [...d, w.value] : d.filter((x) => x !== w.value)));
                  }}
                />
                {w.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {kind === "monthly" && day > 28 ? (
        <p className="text-xs text-muted">Months without a day {day} are skipped: cron doesn&apos;t move the run to the month&apos;s last day.</p>
      ) : null}
      {kind === "weekly" && days.length === 0 ? <p className="text-xs text-muted">No day ticked: the expression runs every day.</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        <code className="rounded-md bg-slate-100 px-2 py-1 font-mono text-sm text-ink" data-testid="cron-built">
          {expression}
        </code>
        <Button type="button" onClick={() => onUse(expression)}>
          Use this expression
        </Button>
      </div>
    </fieldset>
  );
}
