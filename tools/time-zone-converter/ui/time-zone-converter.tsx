"use client";

import { useId, useState } from "react";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TimeZoneSelect, useTimeZone } from "@/components/ui/time-zone-select";
import { dayShiftText, MAX_TARGET_ZONES, nowFields, plannerRows, readSource, zoneTime, type Which, type ZoneTime } from "../logic/convert";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** The zones shown until the visitor changes them: the ones most searched against each other. */
const DEFAULT_TARGETS = ["UTC", "America/New_York", "Europe/London", "Asia/Kolkata", "Asia/Tokyo"];

/** The Time Zone Converter: a date and time in one IANA zone, shown in several others, with a meeting planner. */
export function TimeZoneConverterTool({ initialZone, initialTargets }: { initialZone?: string; initialTargets?: readonly string[] }) {
  const id = useId();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [which, setWhich] = useState<Which>("earlier");
  const zoneState = useTimeZone(initialZone);
  const { zone, zones } = zoneState;
  const [targets, setTargets] = useState<readonly string[]>(initialTargets ?? DEFAULT_TARGETS);
  const [adding, setAdding] = useState("");
  const read = readSource(date, time, zone, which);
  const shownTargets = targets.filter((z) => z !== zone);
  const addable = zones.filter((z) => z !== zone && !targets.includes(z));
  const toAdd = addable.includes(adding) ? adding : (addable[0] ?? "");
  const full = shownTargets.length >= MAX_TARGET_ZONES;

  const now = () => {
    const fields = nowFields(Date.now(), zone);
    setDate(fields.date);
    setTime(fields.time);
    setWhich("earlier");
  };

  return (
    <Card data-tool-ui="time-zone-converter">
      <CardContent className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-date`}>Date</Label>
            <Input
              id={`${id}-date`}
              value={date}
              onChange={(event) => {
                const value = event.target.value;
                setDate(value);
                setWhich("earlier");
              }}
              placeholder="2026-03-08"
              autoComplete="off"
              spellCheck={false}
              inputMode="numeric"
              className="font-mono"
              aria-invalid={read.state === "error" && read.field === "date" ? true : undefined}
              aria-describedby={read.state === "error" && read.field === "date" ? `${id}-error` : `${id}-hint`}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-time`}>Time</Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-time`}
                value={time}
                onChange={(event) => {
                  const value = event.target.value;
                  setTime(value);
                  setWhich("earlier");
                }}
                placeholder="09:30"
                autoComplete="off"
                spellCheck={false}
                className="min-w-0 font-mono"
                aria-invalid={read.state === "error" && read.field === "time" ? true : undefined}
                aria-describedby={read.state === "error" && read.field === "time" ? `${id}-error` : `${id}-hint`}
              />
              <Button type="button" variant="outline" onClick={now}>
                Now
              </Button>
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-zone`}>In time zone</Label>
            <TimeZoneSelect id={`${id}-zone`} state={zoneState} />
          </div>
        </div>
        <div className="-mt-4 flex flex-col gap-1">
          <FieldError id={`${id}-error`}>{read.state === "error" ? read.error : null}</FieldError>
          <p id={`${id}-hint`} className="text-xs text-muted">
            Date as YYYY-MM-DD, time on the 24-hour clock (HH:MM), both as the clocks in that zone show them.
          </p>
        </div>

        <div className="flex flex-col gap-3" aria-live="polite">
          {read.state === "ok" && read.note ? (
            <div className="flex flex-col items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="tz-note">
              <p>{read.note}</p>
              {read.repeated ? (
                <Button type="button" variant="outline" size="sm" onClick={() => setWhich(read.repeated?.which === "earlier" ? "later" : "earlier")}>
                  Show the {read.repeated.which === "earlier" ? "second" : "first"} instead
                </Button>
              ) : null}
            </div>
          ) : null}
          {read.state === "ok" ? (
            <ul className="flex flex-col divide-y divide-line rounded-lg border border-line" aria-label="The time in each zone">
              {[zone, ...shownTargets].map((z, index) => (
                <ZoneRow
                  key={z}
                  time={zoneTime(read.ms, z, read.wall)}
                  source={index === 0}
                  onRemove={index === 0 ? undefined : () => setTargets((list) => list.filter((t) => t !== z))}
                />
              ))}
            </ul>
          ) : read.state === "empty" ? (
            <div className="flex flex-col gap-2 rounded-lg border border-dashed border-line p-6 text-sm text-muted">
              <p className="font-medium text-ink">Type a date and a time, or press Now.</p>
              <p>It is shown in each zone below with its UTC offset and whether daylight saving time is in effect, and the day&apos;s hours side by side.</p>
            </div>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-add`}>Add a time zone</Label>
            <div className="flex gap-2">
              <Select id={`${id}-add`} value={toAdd} onChange={(event) => setAdding(event.target.value)} disabled={full} className="min-w-0">
                {addable.map((z) => (
                  <option key={z} value={z}>
                    {z}
                  </option>
                ))}
              </Select>
              <Button
                type="button"
                variant="outline"
                disabled={full || !toAdd}
                onClick={() => {
                  if (toAdd) setTargets((list) => [...list.filter((t) => t !== toAdd), toAdd]);
                }}
              >
                Add
              </Button>
            </div>
            {full ? <p className="text-xs text-muted">That&apos;s {MAX_TARGET_ZONES} zones, the most shown at once: remove one to add another.</p> : null}
          </div>
        </div>

        {read.state === "ok" ? <Planner date={read.wall} zone={zone} targets={shownTargets} shownMs={read.ms} /> : null}

        <p className="text-sm text-muted">Converted in your browser with its own time-zone rules (the IANA tz database): nothing you type leaves this page.</p>
      </CardContent>
    </Card>
  );
}

function ZoneRow({ time, source, onRemove }: { time: ZoneTime; source: boolean; onRemove?: () => void }) {
  const shift = dayShiftText(time.dayShift);
  return (
    <li className="flex items-center gap-3 px-3 py-2.5" data-testid="tz-row" data-zone={time.zone}>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-xs break-words text-muted">
          {time.zone}
          {source ? " (from)" : ""}
        </span>
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-mono text-xl font-semibold text-ink" data-testid="tz-time">
            {time.time}
          </span>
          {shift ? (
            <span className="text-sm font-medium text-ink" data-testid="tz-shift">
              {shift}
            </span>
          ) : null}
        </span>
        <span className="text-xs text-muted" data-testid="tz-details">
          {time.date} · {time.abbreviation && time.abbreviation !== "UTC" ? `${time.abbreviation}, ` : ""}
          {time.offset} · {time.dst ? "daylight saving time" : "standard time"}
        </span>
      </div>
      {onRemove ? (
        <Button type="button" variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove ${time.zone}`} title={`Remove ${time.zone}`}>
          <X />
        </Button>
      ) : null}
    </li>
  );
}

function Planner({ date, zone, targets, shownMs }: { date: { year: number; month: number; day: number }; zone: string; targets: readonly string[]; shownMs: number }) {
  const rows = plannerRows(date, zone, targets);
  const zones = [zone, ...targets];
  return (
    <section aria-labelledby="tz-planner-heading" className="flex min-w-0 flex-col gap-2">
      <h2 id="tz-planner-heading" className="text-lg font-semibold text-ink">
        Meeting planner
      </h2>
      <p className="text-sm text-muted">
        Each hour of that day in {zone}, in every zone. Hours between 09:00 and 17:00 local time are marked ●; a row where all zones are in them is marked “all”.
      </p>
      {/* Relative, so the screen-reader-only words in its cells (absolutely placed) stay inside it instead of
          widening the page. */}
      <ScrollRegion className="relative min-w-0 rounded-lg border border-line">
        <table className="w-full text-sm" data-testid="tz-planner">
          <thead className="bg-slate-50 text-left">
            <tr>
              {zones.map((z) => (
                <th key={z} scope="col" className="px-3 py-2 text-xs font-semibold whitespace-nowrap">
                  {z}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-xs font-semibold">
                All
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line font-mono">
            {rows.map((row) =>
              row.kind === "skipped" ? (
                <tr key={`skip-${row.hour}`}>
                  <td colSpan={zones.length + 1} className="px-3 py-1.5 font-sans text-xs text-muted">
                    {row.note}
                  </td>
                </tr>
              ) : (
                <tr key={row.ms} className={row.ms <= shownMs && shownMs < row.ms + 3_600_000 ? "outline-2 -outline-offset-2 outline-brand-600" : undefined}>
                  {row.cells.map((cell, i) => (
                    <td key={zones[i]} className={`px-3 py-1.5 whitespace-nowrap ${cell.working ? "bg-emerald-50 text-emerald-950" : "text-slate-700"}`}>
                      {i === 0 ? row.label : cell.time}
                      {cell.dayShift ? <span className="ml-1 font-sans text-xs">{dayShiftText(cell.dayShift)}</span> : null}
                      {cell.working ? (
                        <>
                          <span className="ml-1" aria-hidden>
                            ●
                          </span>
                          <span className="sr-only"> (working hours)</span>
                        </>
                      ) : null}
                    </td>
                  ))}
                  <td className="px-3 py-1.5 font-sans text-xs font-semibold text-emerald-900">{row.allWorking ? "all" : ""}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
