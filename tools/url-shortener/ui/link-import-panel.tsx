"use client";

import { Download, FileUp, Lock } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useSayFieldProblem } from "@/components/forms/field-feedback";
import { toast } from "@/components/ui/toast";
import { useSessionData } from "@/components/data/swr";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ProgressBar } from "@/components/ui/progress-bar";
import { displayUrl } from "@/tools/url-shortener/ui/format";
import type { ActionResult } from "@/lib/platform/forms/action-result";
import {
  IMPORT_FORMAT_LABELS,
  IMPORT_MESSAGES,
  LINK_IMPORT_MAX_BYTES,
  LINK_IMPORT_MAX_ROWS,
  OUTCOME_LABELS,
  progressText,
  REPORT_ROWS_SHOWN,
  type ImportOutcome,
  type ImportView,
} from "@/tools/url-shortener/logic/import-view";

/**
 * The account page's import panel (Premium and up; docs/product.md, "Importing links"): choose a Bitly export or a
 * plain CSV file and upload it. The form posts to /api/links/import, so it works before the page's scripts run (the
 * server sends the page back with the import); with them it is sent in place and the panel follows the import —
 * "1,234 of 10,000" read every second while it runs — then shows the counts, the first rows and the report's
 * download. Below the plan: the plan's words and an upgrade.
 */

const ROUTE = "/api/links/import";

async function loadImport(id: string): Promise<ImportView> {
  const response = await fetch(`${ROUTE}/${id}`, { cache: "no-store" });
  const body = (await response.json()) as ActionResult<ImportView>;
  if (!body.ok) throw new Error(body.error);
  return body.data;
}

const OUTCOME_BADGE: Record<ImportOutcome, "success" | "warning" | "default"> = { created: "success", taken: "warning", invalid: "default" };

export function LinkImportPanel({ allowed, planName, priceLabel, initial, initialError }: { allowed: boolean; planName: string; priceLabel: string; initial: ImportView | null; initialError: string | null }) {
  const id = useId();
  // The import shown: the server's latest, then the one just started (its first answer, until the reads take over).
  const [latest, setLatest] = useState<ImportView | null>(initial);
  const [error, setError] = useState<string | null>(initialError);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sayProblem = useSayFieldProblem(formRef, sending);
  // A refusal is said under the file field, which takes focus (a toast only if the field cannot be seen).
  const refuse = (message: string) => {
    setError(message);
    sayProblem("Error", message);
  };
  const isRunning = (v: ImportView | null | undefined) => v?.status === "pending" || v?.status === "running";
  const polled = useSessionData<ImportView>(latest ? `${ROUTE}/${latest.id}` : null, {
    fetcher: () => loadImport(latest!.id),
    fallbackData: latest ?? undefined,
    // The server (or the upload's answer) has just given it; the interval keeps it fresh while it runs.
    revalidateOnMount: false,
    keepPreviousData: false,
    refreshInterval: (data) => (isRunning(data ?? latest) ? 1000 : 0),
    refreshWhenHidden: true,
  });
  const view = polled.data ?? latest;
  const running = isRunning(view);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const file = form.get("file");
    if (!(file instanceof File) || (!file.name && file.size === 0)) return refuse(IMPORT_MESSAGES.noFile);
    if (file.size > LINK_IMPORT_MAX_BYTES) return refuse(IMPORT_MESSAGES.tooLarge);
    setSending(true);
    setError(null);
    try {
      const response = await fetch(ROUTE, { method: "POST", body: form, headers: { accept: "application/json" } });
      const body = (await response.json().catch(() => null)) as ActionResult<ImportView> | null;
      if (!body) throw new Error(`The upload failed (${response.status}). Please try again.`);
      if (!body.ok) return refuse(body.error);
      setLatest(body.data);
      toast.success("Import started", { description: `${body.data.total.toLocaleString("en-US")} links to import from ${body.data.fileName ?? "your file"}.` });
      element.reset();
    } catch (caught) {
      refuse(caught instanceof Error ? caught.message : "The upload failed. Please try again.");
    } finally {
      setSending(false);
    }
  }

  if (!allowed) {
    return (
      <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center" data-testid="import-locked">
        <Lock className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <p className="flex-1 text-sm text-amber-900">
          <span className="font-semibold">Importing links is part of the {planName} plan.</span> Bring up to {LINK_IMPORT_MAX_ROWS.toLocaleString("en-US")} links at a
          time from a Bitly export or a CSV file, each row reported.
        </p>
        <UpgradeButton plan="premium" size="sm" className="shrink-0">
          Upgrade to {planName} — {priceLabel}/month
        </UpgradeButton>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <form ref={formRef} action={ROUTE} method="post" encType="multipart/form-data" onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Import links">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-file`}>CSV file</Label>
          <Input
            id={`${id}-file`}
            name="file"
            type="file"
            accept=".csv,text/csv"
            disabled={running}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className="file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-800"
          />
          {error ? (
            <FieldError id={`${id}-error`}>{error}</FieldError>
          ) : (
            <p id={`${id}-hint`} className="text-xs text-muted">
              A Bitly export, or a CSV file with the header <code className="font-mono">url,code,tags,expiry</code> (only url is needed; tags separated by ; or |,
              expiry like 2026-12-31T23:59:00Z). Up to {LINK_IMPORT_MAX_ROWS.toLocaleString("en-US")} links and {LINK_IMPORT_MAX_BYTES / 1024 / 1024} MB.
            </p>
          )}
        </div>
        <div>
          <Button type="submit" disabled={sending || running}>
            <FileUp aria-hidden="true" />
            {sending ? "Uploading..." : running ? "Import running..." : "Import links"}
          </Button>
        </div>
      </form>

      {view ? <ImportProgress view={view} running={running} /> : null}
    </div>
  );
}

function ImportProgress({ view, running }: { view: ImportView; running: boolean }) {
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-line p-4" data-testid="import-status">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm font-medium wrap-anywhere text-ink">
          {view.fileName ?? "Uploaded file"} <span className="font-normal text-muted">· {IMPORT_FORMAT_LABELS[view.format]}</span>
        </p>
        <Badge variant={view.status === "done" ? "success" : view.status === "failed" ? "default" : "warning"}>
          {view.status === "done" ? "Finished" : view.status === "failed" ? "Stopped" : view.status === "running" ? "Importing" : "Waiting to start"}
        </Badge>
      </div>
      <div className="flex flex-col gap-1.5">
        <ProgressBar label="Links imported" value={view.processed} max={view.total} valueText={progressText(view)} full={view.status === "failed"} />
        <p className="text-sm text-muted" data-testid="import-progress" aria-live="polite">
          {progressText(view)} rows done
        </p>
      </div>
      {view.error ? <p className="text-sm text-red-800">{view.error}</p> : null}
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(["created", "taken", "invalid"] as const).map((kind) => (
          <div key={kind} className="rounded-md bg-canvas p-2">
            <dt className="text-xs text-muted">{OUTCOME_LABELS[kind]}</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums" data-testid={`import-count-${kind}`}>
              {view[kind].toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
      {!running && view.rows.length ? <ReportTable view={view} /> : null}
    </div>
  );
}

function ReportTable({ view }: { view: ImportView }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-ink">
          {view.total > view.rows.length ? `First ${Math.min(REPORT_ROWS_SHOWN, view.rows.length)} rows` : "Every row"}
        </h3>
        <a href={`${ROUTE}/${view.id}/report`} download className={buttonClasses({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" />
          Download the report (CSV)
        </a>
      </div>
      {/* On phones each row is stacked, label: value, so a long URL never makes the page scroll sideways; from sm up a
          table of fixed columns, where a long URL wraps inside its own. */}
      <div className="rounded-md border border-line">
        <table className="block w-full text-left text-sm sm:table sm:table-fixed" data-testid="import-report">
          <thead className="sr-only bg-canvas text-xs text-muted sm:not-sr-only sm:table-header-group">
            <tr>
              <th scope="col" className="w-16 px-3 py-2 font-medium">
                Line
              </th>
              <th scope="col" className="w-[45%] px-3 py-2 font-medium">
                URL
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Outcome
              </th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-line sm:table-row-group">
            {view.rows.map((row) => (
              <tr key={row.n} className="flex flex-col gap-1 py-2 align-top sm:table-row sm:py-0" data-testid="import-row">
                <td className={CELL}>
                  <CellLabel>Line</CellLabel>
                  <span className="text-muted tabular-nums">{row.line}</span>
                </td>
                <td className={CELL}>
                  <CellLabel>URL</CellLabel>
                  <span className="min-w-0 wrap-anywhere">{row.url}</span>
                </td>
                <td className={CELL}>
                  <CellLabel>Outcome</CellLabel>
                  <div className="min-w-0">
                    {row.outcome ? <Badge variant={OUTCOME_BADGE[row.outcome]}>{OUTCOME_LABELS[row.outcome]}</Badge> : <Badge variant="outline">Pending</Badge>}
                    {row.shortUrl ? (
                      <a href={row.shortUrl} className="mt-1 block font-mono text-xs wrap-anywhere text-brand-700 hover:underline">
                        {displayUrl(row.shortUrl)}
                      </a>
                    ) : null}
                    {row.message ? <p className="mt-1 text-xs text-muted">{row.message}</p> : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A cell: label and value side by side on phones, a plain table cell from sm up. */
const CELL = "flex items-baseline gap-3 px-3 sm:table-cell sm:py-2";

/** The column's name beside its value on phones; hidden from screen readers, which read the column header instead. */
function CellLabel({ children }: { children: string }) {
  return (
    <span className="w-16 shrink-0 text-xs leading-5 text-muted sm:hidden" aria-hidden="true">
      {children}
    </span>
  );
}
