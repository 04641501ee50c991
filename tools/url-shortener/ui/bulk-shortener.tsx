"use client";

import { Globe, Layers, Loader2, Lock, Scissors, Settings2, Upload } from "lucide-react";
import { useId, useMemo, useRef, useState, useTransition, type ChangeEvent, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { bulkShortenAction } from "@/tools/url-shortener/server/actions";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { formatCount } from "@/tools/url-shortener/ui/format";
import { BulkResults } from "@/tools/url-shortener/ui/bulk-results";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { FieldError, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { BULK_LINK_MESSAGES, BULK_LINKS_MAX, BULK_TEXT_MAX_CHARS, failedLinesText, readUrlList, type BulkLinkReport } from "@/tools/url-shortener/logic/bulk-list";
import type { ShortenerCapabilities } from "@/lib/plans/link-capabilities";
import { cheapestPlanWith, type PaidPlanKey } from "@/lib/plans";
import { DomainOptions } from "./domain-options";
import { callAction } from "@/lib/call-action";

const BULK_PLAN = cheapestPlanWith((e) => e.bulk);
const BULK_PLAN_KEY: PaidPlanKey = BULK_PLAN.key === "free" ? "basic" : BULK_PLAN.key;
const MAX_CHARS_LABEL = BULK_TEXT_MAX_CHARS.toLocaleString("en-US");
const PLACEHOLDER = "https://example.com/spring-sale\nhttps://example.com/blog/launch\nexample.org/menu";

/** Reads a chosen file as text (UTF-8) in the browser. */
function readTextFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsText(file);
  });
}

function urlsLabel(n: number): string {
  return `${formatCount(n)} ${n === 1 ? "URL" : "URLs"}`;
}

type Run = { report: BulkLinkReport; csv: string; text: string };

/**
 * Bulk shortening (Premium): paste URLs or load a CSV/text file, optionally pick a verified domain, shorten them all,
 * then copy each short link or download the table as CSV. Other plans see it locked with an upgrade button; the
 * server refuses them anyway.
 */
export function BulkShortener({
  capabilities,
  domains,
  host,
  onCreated,
  onManageDomains,
}: {
  capabilities: ShortenerCapabilities | null;
  domains: string[];
  host: string;
  /** Called after links were created (or the plan turned out to have changed), to refresh the recent links. */
  onCreated: () => void;
  onManageDomains: () => void;
}) {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [domain, setDomain] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [loadedFile, setLoadedFile] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [pending, startTransition] = useTransition();

  const allowed = capabilities?.bulk === true;
  const locked = capabilities !== null && !allowed;
  const list = useMemo(() => (text.trim() ? readUrlList(text) : null), [text]);
  const selectedDomain = domains.includes(domain) ? domain : "";

  function fail(message: string) {
    setError(message);
    toast.error("Error", { description: message });
  }

  async function loadFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit: a file this big cannot fit, so it is not even read.
    if (file.size > BULK_TEXT_MAX_CHARS * 3) return fail(`${file.name} is too large: up to ${MAX_CHARS_LABEL} characters at a time.`);
    let content: string;
    try {
      content = await readTextFile(file);
    } catch {
      return fail(`${file.name} could not be read. Please try again.`);
    }
    if (content.length > BULK_TEXT_MAX_CHARS) return fail(`${file.name} is too large: up to ${MAX_CHARS_LABEL} characters at a time.`);
    if (content.includes("\u0000")) return fail(`${file.name} is not a text file. Upload a .csv or .txt file.`);
    setText(content);
    setLoadedFile(file.name);
    setError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!allowed || pending) return;
    if (!list?.ok) return fail(list?.error ?? BULK_LINK_MESSAGES.empty);
    setError(null);
    const submitted = text;
    startTransition(async () => {
      const result = await callAction(bulkShortenAction, { text: submitted, domain: selectedDomain || null });
      if (!result.ok) {
        setError(result.fieldErrors?.text ?? result.error);
        toast.error(result.title, { description: result.error });
        if (result.code === "forbidden" || result.code === "unauthenticated") onCreated();
        return;
      }
      const { csv, ...report } = result.data;
      setRun({ report, csv, text: submitted });
      if (report.created > 0) {
        setText("");
        setLoadedFile(null);
        onCreated();
      }
      const summary = `${formatCount(report.created)} created, ${formatCount(report.failed)} failed`;
      if (report.failed === 0) toast.success("Success", { description: `${urlsLabel(report.created)} shortened` });
      else if (report.created > 0) toast.warning("Some URLs were not shortened", { description: `${summary}. The table shows why.` });
      else toast.error("Error", { description: "None of these URLs could be shortened. The table shows why." });
    });
  }

  function editFailed() {
    if (!run) return;
    setText(failedLinesText(run.text, run.report));
    setLoadedFile(null);
    setError(null);
    textareaRef.current?.focus();
  }

  const hint = !list
    ? `One URL per line, or a CSV with a url column and an optional code column (custom short codes). Up to ${BULK_LINKS_MAX} URLs at a time.`
    : list.ok
      ? `${urlsLabel(list.items.length)} ready to shorten${loadedFile ? ` from ${loadedFile}` : ""} (up to ${BULK_LINKS_MAX} at a time).`
      : list.error;

  return (
    <section aria-labelledby="bulk-heading">
      <Card>
        <CardHeader>
          <div className="flex items-center justify-between gap-3">
            <CardTitle as="h2" id="bulk-heading" className="flex items-center gap-2 text-xl">
              <Layers className="size-5 text-brand-600" aria-hidden="true" />
              Bulk shortening
            </CardTitle>
            <Badge variant="pro">{BULK_PLAN.name}</Badge>
          </div>
          <CardDescription>
            Shorten up to {BULK_LINKS_MAX} URLs at once: paste them or upload a CSV file, then copy the short links or download them as CSV.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {locked ? <BulkLocked signedIn={capabilities.signedIn} /> : null}

          <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Bulk shortening">
            <div className="flex flex-col gap-2">
              <div className="flex flex-wrap items-end justify-between gap-2">
                <Label htmlFor={`${id}-urls`}>URLs to shorten</Label>
                <label
                  className={cn(
                    "inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                    allowed ? "cursor-pointer hover:underline" : "cursor-not-allowed opacity-50",
                  )}
                >
                  <Upload className="size-4" aria-hidden="true" />
                  Upload a CSV or text file
                  <input type="file" accept=".csv,.txt,text/csv,text/plain" className="sr-only" onChange={loadFile} disabled={!allowed || pending} />
                </label>
              </div>
              <Textarea
                ref={textareaRef}
                id={`${id}-urls`}
                rows={6}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setLoadedFile(null);
                }}
                disabled={!allowed}
                spellCheck={false}
                autoComplete="off"
                placeholder={PLACEHOLDER}
                className="overflow-x-auto font-mono whitespace-pre sm:text-xs"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : `${id}-hint`}
              />
              {error ? (
                <FieldError id={`${id}-error`}>{error}</FieldError>
              ) : (
                <p id={`${id}-hint`} className={cn("text-xs", list && !list.ok ? "text-amber-800" : "text-muted")} data-testid="bulk-hint">
                  {hint}
                </p>
              )}
            </div>

            <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-domain`}>Domain for all links</Label>
                <Select id={`${id}-domain`} value={selectedDomain} onChange={(e) => setDomain(e.target.value)} disabled={!allowed || domains.length === 0}>
                  <DomainOptions host={host} domains={domains} />
                </Select>
              </div>
              <Button type="submit" size="lg" className="h-10 w-full sm:w-auto" disabled={!allowed || pending}>
                {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Scissors aria-hidden="true" />}
                {pending ? "Shortening..." : "Shorten all"}
              </Button>
            </div>
            {allowed ? (
              <p className="-mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted">
                <Globe className="size-3.5 shrink-0" aria-hidden="true" />
                {domains.length === 0 ? "Add and verify a custom domain to use it here." : "Only verified domains are listed."}
                <Button variant="ghost" size="sm" className="h-6 px-1.5 text-xs text-brand-700" onClick={onManageDomains}>
                  <Settings2 aria-hidden="true" />
                  Manage domains
                </Button>
              </p>
            ) : null}
          </form>

          {run ? <BulkResults report={run.report} onDownload={() => saveFile(new Blob([run.csv], { type: "text/csv;charset=utf-8" }), "short-links.csv")} onRetryFailed={editFailed} /> : null}
        </CardContent>
      </Card>
    </section>
  );
}

/** What other plans see instead of a usable form (the controls stay visible, disabled). */
function BulkLocked({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center" data-testid="bulk-locked">
      <Lock className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="flex-1 text-sm text-amber-900">
        <span className="font-semibold">Bulk shortening is a {BULK_PLAN.name} feature.</span>{" "}
        {signedIn
          ? `Your plan does not include it. Upgrade to ${BULK_PLAN.name} to shorten up to ${BULK_LINKS_MAX} URLs at once.`
          : `Sign in and upgrade to ${BULK_PLAN.name} to shorten up to ${BULK_LINKS_MAX} URLs at once.`}
      </p>
      <UpgradeButton plan={BULK_PLAN_KEY} size="sm" className="shrink-0">
        Upgrade to {BULK_PLAN.name} — {BULK_PLAN.priceLabel}/month
      </UpgradeButton>
    </div>
  );
}
