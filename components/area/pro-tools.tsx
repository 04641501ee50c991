"use client";

import { Download, History, Layers, Lock, Loader2, Plus, Ruler, Trash2, Upload } from "lucide-react";
import { useId, useState, useTransition, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import {
  bulkConvertAreaAction,
  clearAreaHistoryAction,
  createCustomUnitAction,
  deleteCustomUnitAction,
} from "@/app/(site)/area-converter/actions";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { useArea } from "@/components/area/area-provider";
import { UnitSelect } from "@/components/area/unit-select";
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FieldError, Input, Label, Select, Textarea } from "@/components/ui";
import { saveFile } from "@/components/ui/save-file";
import { UPGRADE_LABEL } from "@/lib/plans";
import { planKeyFor, planNameFor, upgradeLabelFor, type AreaFeature } from "@/lib/units/area-features";
import type { AreaBulkResult } from "@/lib/units/area-service";
import { BULK_MAX_CHARS, BULK_MAX_VALUES } from "@/lib/units/bulk";
import { CUSTOM_FACTOR_MAX, CUSTOM_FACTOR_MAX_LENGTH, CUSTOM_FACTOR_MIN } from "@/lib/units/custom-unit-rules";
import { relation } from "@/lib/units/area";
import { callAction } from "@/lib/call-action";

/** The paid tools under the converter: history and custom units (Basic+), bulk conversion (Premium). */
export function ProTools() {
  return (
    <section aria-labelledby="pro-tools-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="pro-tools-heading" className="text-2xl font-bold tracking-tight text-ink">
          Your conversion tools
        </h2>
        <p className="text-muted">History and custom units come with every paid plan; bulk conversion with Premium.</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <HistoryPanel />
        <CustomUnitsPanel />
      </div>
      <BulkPanel />
    </section>
  );
}

function PanelHeader({ icon, title, feature, description }: { icon: ReactNode; title: string; feature: AreaFeature; description: string }) {
  return (
    <CardHeader>
      <div className="flex items-center justify-between gap-3">
        <CardTitle as="h3" className="flex items-center gap-2">
          <span aria-hidden className="text-brand-600 [&_svg]:size-5">
            {icon}
          </span>
          {title}
        </CardTitle>
        <Badge variant="pro">{planNameFor(feature)}</Badge>
      </div>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}

/** The prompt a visitor sees on a feature their plan lacks (the server refuses it anyway). */
function Locked({ feature, signedIn }: { feature: AreaFeature; signedIn: boolean }) {
  const label = planNameFor(feature) === planNameFor("history") ? UPGRADE_LABEL : upgradeLabelFor(feature);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid={`locked-${feature}`}>
      <p className="flex items-start gap-2">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {signedIn ? "Your plan does not include this yet." : "Sign in with a paid plan to use this."} Available on {planNameFor(feature)} and above.
        </span>
      </p>
      <UpgradeButton plan={planKeyFor(feature)} size="sm" className="self-start">
        {label}
      </UpgradeButton>
    </div>
  );
}

function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(iso));
}

const HISTORY_PREVIEW = 10;

function HistoryPanel() {
  const { entitlements, history, setHistory, setFields, customUnits } = useArea();
  const [showAll, setShowAll] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const allowed = entitlements?.history === true;
  const shown = showAll ? history : history.slice(0, HISTORY_PREVIEW);

  function reuse(entry: (typeof history)[number]) {
    const resolve = (id: string | null, symbol: string) => id ?? customUnits.find((u) => u.symbol === symbol)?.id ?? null;
    const from = resolve(entry.fromId, entry.fromSymbol);
    const to = resolve(entry.toId, entry.toSymbol);
    if (!from || !to) {
      toast.error("Error", { description: "A custom unit of this conversion no longer exists." });
      return;
    }
    setFields({ from, to, value: entry.value, result: entry.result, resultRounded: !entry.exact, valueRounded: false, quick: null, valueError: null });
    document.getElementById("converter")?.scrollIntoView({ block: "start" });
    document.getElementById("area-value")?.focus({ preventScroll: true });
  }

  function clear() {
    if (!confirming) return setConfirming(true);
    startTransition(async () => {
      const response = await clearAreaHistoryAction();
      setConfirming(false);
      if (!response.ok) return void toast.error(response.title, { description: response.error });
      setHistory(() => []);
      toast.success("Success", { description: "Conversion history cleared" });
    });
  }

  return (
    <Card className="flex flex-col">
      <PanelHeader icon={<History />} title="Conversion History" feature="history" description="Your last 100 conversions, newest first, on every device you sign in on." />
      <CardContent className="flex flex-1 flex-col gap-3">
        {entitlements === null ? (
          <p className="text-sm text-muted">Loading…</p>
        ) : !allowed ? (
          <Locked feature="history" signedIn={entitlements.signedIn} />
        ) : history.length === 0 ? (
          <p className="text-sm text-muted">Your conversions will appear here.</p>
        ) : (
          <>
            <ol className="flex max-h-96 flex-col divide-y divide-line overflow-y-auto rounded-lg border border-line" data-testid="history-list">
              {shown.map((entry) => (
                <li key={entry.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="truncate font-mono text-ink">
                      {entry.value} {entry.fromSymbol} {relation(entry.exact)} {entry.result} {entry.toSymbol}
                    </p>
                    <p className="text-xs text-muted">{formatWhen(entry.createdAt)}</p>
                  </div>
                  <Button variant="ghost" size="sm" onClick={() => reuse(entry)} aria-label={`Use ${entry.value} ${entry.fromSymbol} to ${entry.toSymbol} again`}>
                    Use
                  </Button>
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap items-center justify-between gap-2">
              {history.length > HISTORY_PREVIEW ? (
                <Button variant="ghost" size="sm" onClick={() => setShowAll((s) => !s)}>
                  {showAll ? "Show fewer" : `Show all ${history.length}`}
                </Button>
              ) : (
                <span />
              )}
              <div className="flex gap-2">
                {confirming ? (
                  <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                ) : null}
                <Button variant={confirming ? "danger" : "outline"} size="sm" onClick={clear} disabled={pending}>
                  <Trash2 aria-hidden />
                  {confirming ? "Yes, clear history" : "Clear history"}
                </Button>
              </div>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function CustomUnitsPanel() {
  const { entitlements, customUnits, setCustomUnits } = useArea();
  const [form, setForm] = useState({ name: "", symbol: "", factor: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const allowed = entitlements?.customUnits === true;
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!allowed || pending) return;
    startTransition(async () => {
      const response = await callAction(createCustomUnitAction, form);
      if (!response.ok) {
        setErrors(response.fieldErrors ?? {});
        toast.error(response.title, { description: response.error });
        return;
      }
      setErrors({});
      setForm({ name: "", symbol: "", factor: "" });
      setCustomUnits([...customUnits, response.data]);
      toast.success("Success", { description: `${response.data.name} (${response.data.symbol}) added to your units` });
    });
  }

  function remove(unitId: string, name: string) {
    startTransition(async () => {
      const response = await deleteCustomUnitAction(unitId);
      if (!response.ok && response.code !== "not_found") return void toast.error(response.title, { description: response.error });
      setCustomUnits(customUnits.filter((u) => u.id !== unitId));
      toast.success("Success", { description: `${name} deleted` });
    });
  }

  const field = (key: "name" | "symbol" | "factor", label: string, props: Record<string, string>) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={form[key]}
        onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
        disabled={!allowed}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        autoComplete="off"
        {...props}
      />
      <FieldError id={`${id}-${key}-error`}>{errors[key]}</FieldError>
    </div>
  );

  return (
    <Card className="flex flex-col">
      <PanelHeader icon={<Ruler />} title="Custom Units" feature="customUnits" description="Define your own units by their size in square meters and use them in the converter." />
      <CardContent className="flex flex-1 flex-col gap-4">
        {entitlements !== null && !allowed ? <Locked feature="customUnits" signedIn={entitlements.signedIn} /> : null}
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate aria-label="Add a custom unit">
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
            {field("name", "Name", { placeholder: "Bigha", maxLength: "50" })}
            {field("symbol", "Symbol", { placeholder: "bigha", maxLength: "12" })}
          </div>
          {field("factor", "Square meters in one unit", { placeholder: "1337.8", inputMode: "decimal", maxLength: String(CUSTOM_FACTOR_MAX_LENGTH) })}
          <p className="text-xs text-muted">
            Between {CUSTOM_FACTOR_MIN} and {CUSTOM_FACTOR_MAX} m². Symbols must differ from the built-in ones.
          </p>
          <Button type="submit" disabled={!allowed || pending} className="self-start">
            {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Plus aria-hidden />}
            Add unit
          </Button>
        </form>
        {customUnits.length > 0 ? (
          <ul className="divide-y divide-line rounded-lg border border-line text-sm" data-testid="custom-units">
            {customUnits.map((u) => (
              <li key={u.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0">
                  <span className="font-medium text-ink">{u.name}</span> <span className="text-muted">({u.symbol})</span>
                  <span className="block font-mono text-xs text-muted">
                    1 {u.symbol} = {u.factorText} m²
                  </span>
                </span>
                <Button variant="ghost" size="icon" onClick={() => remove(u.id, u.name)} disabled={pending} aria-label={`Delete ${u.name}`}>
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

function BulkPanel() {
  const { entitlements, units, updateUsage } = useArea();
  const [text, setText] = useState("");
  const [from, setFrom] = useState("m2");
  const [to, setTo] = useState("all");
  const [column, setColumn] = useState("");
  const [hasHeader, setHasHeader] = useState(false);
  const [result, setResult] = useState<AreaBulkResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const allowed = entitlements?.bulk === true;
  const id = useId();

  async function loadFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > BULK_MAX_CHARS) {
      toast.error("Error", { description: `The file is too large: up to ${BULK_MAX_CHARS.toLocaleString("en-US")} characters at a time.` });
      return;
    }
    setText(await file.text());
    if (!column) setColumn("1");
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!allowed || pending) return;
    startTransition(async () => {
      const response = await callAction(bulkConvertAreaAction, { text, from, to, column, hasHeader });
      if (response.usage) updateUsage(response.usage);
      if (!response.ok) {
        setError(response.error);
        toast.error(response.title, { description: response.error });
        return;
      }
      setError(null);
      setResult(response.data);
      toast.success("Success", {
        description: `${response.data.rows.length.toLocaleString("en-US")} value${response.data.rows.length === 1 ? "" : "s"} converted`,
      });
    });
  }

  function download() {
    if (!result) return;
    saveFile(new Blob([result.csv], { type: "text/csv;charset=utf-8" }), "area-conversions.csv");
  }

  return (
    <Card>
      <PanelHeader
        icon={<Layers />}
        title="Bulk Conversion"
        feature="bulk"
        description={`Convert up to ${BULK_MAX_VALUES.toLocaleString("en-US")} values at once: one per line, or a column of a CSV file, into one unit or all units.`}
      />
      <CardContent className="flex flex-col gap-4">
        {entitlements !== null && !allowed ? <Locked feature="bulk" signedIn={entitlements.signedIn} /> : null}
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Bulk conversion">
          <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-text`}>Values</Label>
              <Textarea
                id={`${id}-text`}
                rows={8}
                value={text}
                onChange={(e) => setText(e.target.value)}
                disabled={!allowed}
                placeholder={"1\n2.5\n43560"}
                className="font-mono"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <FieldError id={`${id}-error`}>{error}</FieldError>
              <label className={`inline-flex items-center gap-2 self-start text-sm font-medium text-brand-700 ${allowed ? "cursor-pointer hover:underline" : "opacity-50"}`}>
                <Upload aria-hidden className="size-4" />
                Load a CSV or text file
                <input type="file" accept=".csv,.txt,text/csv,text/plain" className="sr-only" onChange={loadFile} disabled={!allowed} />
              </label>
            </div>
            <div className="flex flex-col gap-3">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-from`}>Values are in</Label>
                <UnitSelect id={`${id}-from`} units={units} value={from} onChange={(e) => setFrom(e.target.value)} disabled={!allowed} />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-to`}>Convert to</Label>
                <Select id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value)} disabled={!allowed}>
                  <option value="all">All units</option>
                  {units.map((u) => (
                    <option key={u.id} value={u.id}>
                      {u.name} ({u.symbol})
                    </option>
                  ))}
                </Select>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-column`}>CSV column (optional)</Label>
                <Input
                  id={`${id}-column`}
                  value={column}
                  onChange={(e) => setColumn(e.target.value)}
                  disabled={!allowed}
                  placeholder="Number or header name; empty = one value per line"
                  autoComplete="off"
                />
              </div>
              <label className="flex items-center gap-2 text-sm text-ink">
                <input type="checkbox" checked={hasHeader} onChange={(e) => setHasHeader(e.target.checked)} disabled={!allowed} className="size-4 accent-brand-600" />
                First line is a header
              </label>
            </div>
          </div>
          <Button type="submit" disabled={!allowed || pending} className="self-start">
            {pending ? <Loader2 aria-hidden className="animate-spin" /> : null}
            Convert all
          </Button>
        </form>

        {result ? <BulkResult result={result} onDownload={download} /> : null}
      </CardContent>
    </Card>
  );
}

function BulkResult({ result, onDownload }: { result: AreaBulkResult; onDownload: () => void }) {
  return (
    <section aria-labelledby="bulk-result-heading" className="flex flex-col gap-3" data-testid="bulk-result">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="bulk-result-heading" className="font-semibold text-ink">
          {result.rows.length.toLocaleString("en-US")} converted
          {result.errors.length ? `, ${result.errors.length.toLocaleString("en-US")} skipped` : ""}
        </h4>
        <Button variant="outline" size="sm" onClick={onDownload}>
          <Download aria-hidden />
          Download CSV
        </Button>
      </div>
      <div className="max-h-[28rem] overflow-auto rounded-lg border border-line">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Line
              </th>
              <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                Value ({result.from.symbol})
              </th>
              {result.targets.map((t) => (
                <th key={t.id} scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                  {t.symbol}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line font-mono">
            {result.rows.map((row) => (
              <tr key={row.line}>
                <td className="px-3 py-1.5 text-muted">{row.line}</td>
                <td className="px-3 py-1.5 whitespace-nowrap">{row.value}</td>
                {row.results.map((r, i) => (
                  <td key={result.targets[i]?.id ?? i} className="px-3 py-1.5 text-right whitespace-nowrap">
                    {r}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result.errors.length ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800" role="status">
          <p className="mb-1 font-semibold">Skipped lines</p>
          <ul className="flex max-h-48 flex-col gap-0.5 overflow-y-auto">
            {result.errors.map((e) => (
              <li key={e.line}>
                Line {e.line}: <span className="font-mono">{e.text || "(empty)"}</span> — {e.error}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
