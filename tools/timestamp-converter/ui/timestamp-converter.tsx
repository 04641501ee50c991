"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Input, Select } from "@/components/ui/input";
import { TimeZoneSelect, useTimeZone } from "@/components/ui/time-zone-select";
import { Label } from "@/components/ui/label";
import { formats, readInput, type NumberUnit } from "../logic/timestamp";

const UNITS: readonly { value: NumberUnit; label: string }[] = [
  { value: "auto", label: "Auto (seconds or milliseconds)" },
  { value: "seconds", label: "Seconds" },
  { value: "milliseconds", label: "Milliseconds" },
];

/** The Timestamp Converter: a Unix timestamp or a date in, the instant in every format out, in a named time zone. */
export function TimestampConverterTool() {
  const id = useId();
  const [text, setText] = useState("");
  const [unit, setUnit] = useState<NumberUnit>("auto");
  const zoneState = useTimeZone();
  const { zone } = zoneState;
  const read = readInput(text, unit, zone);
  const f = read.state === "ok" ? formats(read.ms, zone) : null;
  const rows = f
    ? [
        { label: "Unix time (seconds)", value: f.seconds, id: "seconds" },
        { label: "Unix time (milliseconds)", value: f.milliseconds, id: "milliseconds" },
        { label: "ISO 8601 (UTC)", value: f.isoUtc, id: "iso-utc" },
        { label: `ISO 8601 (${zone})`, value: f.isoZone, id: "iso-zone" },
        { label: `RFC 2822 (${zone})`, value: f.rfc2822, id: "rfc2822" },
        { label: `Local time (${zone})`, value: f.readable, id: "local" },
      ]
    : [];
  return (
    <Card data-tool-ui="timestamp-converter">
      <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-text`}>Unix timestamp or date</Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-text`}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="946684800 or 2000-01-01T00:00:00Z"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={read.state === "error" ? true : undefined}
                aria-describedby={read.state === "error" ? `${id}-error` : `${id}-hint`}
                className="font-mono"
              />
              <Button type="button" variant="outline" onClick={() => setText(String(Math.floor(Date.now() / 1000)))}>
                Now
              </Button>
            </div>
            <FieldError id={`${id}-error`}>{read.state === "error" ? read.error : null}</FieldError>
            <p id={`${id}-hint`} className="text-xs text-muted">
              Seconds or milliseconds since 1970-01-01 00:00 UTC, an ISO 8601 date (2000-01-01T00:00:00Z) or an RFC 2822 date (Sat, 01 Jan 2000 00:00:00 +0000).
              A date without an offset is read in the time zone below.
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-unit`}>A number is</Label>
            <Select id={`${id}-unit`} value={unit} onChange={(event) => setUnit(event.target.value as NumberUnit)}>
              {UNITS.map((u) => (
                <option key={u.value} value={u.value}>
                  {u.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-zone`}>Time zone</Label>
            <TimeZoneSelect id={`${id}-zone`} state={zoneState} />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-3" aria-live="polite">
          {f && read.state === "ok" ? (
            <>
              <p className="text-sm text-muted" data-testid="timestamp-how">
                {read.how} {f.weekday}, {f.offset} in {zone}.
              </p>
              {read.note ? (
                <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="timestamp-note">
                  {read.note}
                </p>
              ) : null}
              <dl className="flex flex-col divide-y divide-line rounded-lg border border-line">
                {rows.map((row) => (
                  <div key={row.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 px-3 py-2">
                    <dt className="text-xs text-muted">{row.label}</dt>
                    <dd className="col-start-2 row-span-2 row-start-1">
                      <CopyButton value={row.value} label="Copy" copiedMessage={`${row.label} copied to clipboard`} />
                    </dd>
                    <dd className="font-mono text-sm break-all text-ink" data-testid={`timestamp-${row.id}`}>
                      {row.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <div className="flex flex-col gap-2 rounded-lg border border-dashed border-line p-6 text-sm text-muted">
              <p className="font-medium text-ink">Type a timestamp or a date, or press Now.</p>
              <p>It is shown as Unix seconds and milliseconds, ISO 8601, RFC 2822 and local time in the zone you pick.</p>
            </div>
          )}
          <p className="text-sm text-muted">Converted in your browser with its own time-zone rules: nothing you type leaves this page.</p>
        </div>
      </CardContent>
    </Card>
  );
}
