"use client";

import { Download, Layers, Loader2, Upload } from "lucide-react";
import { useId, useState, useTransition, type ChangeEvent } from "react";
import { toast } from "@/components/ui/toast";
import { bulkConvertAreaAction } from "@/tools/area-converter/server/actions";
import { useArea } from "@/tools/area-converter/ui/area-provider";
import { UnitSelect } from "@/tools/area-converter/ui/unit-select";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import type { AreaBulkResult } from "@/tools/area-converter/server/area-service";
import { BULK_MAX_CHARS, BULK_MAX_VALUES } from "@/tools/area-converter/logic/bulk";
import { callAction } from "@/lib/platform/forms/call-action";
import { Locked, PanelHeader } from "./panel";
import { ClientForm } from "@/components/forms/client-form";

export function BulkPanel() {
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

  function submit() {
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
        <ClientForm onRun={submit} className="flex flex-col gap-4" noValidate aria-label="Bulk conversion">
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
        </ClientForm>

        {result ? <BulkResult result={result} onDownload={download} /> : null}
      </CardContent>
    </Card>
  );
}

export function BulkResult({ result, onDownload }: { result: AreaBulkResult; onDownload: () => void }) {
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
