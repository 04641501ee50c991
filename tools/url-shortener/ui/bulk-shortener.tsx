"use client";

import { useMemo, useRef, useState, useTransition, type ChangeEvent, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { bulkShortenAction } from "@/tools/url-shortener/server/actions";
import { formatCount } from "@/tools/url-shortener/ui/format";
import { BulkResults } from "@/tools/url-shortener/ui/bulk-results";
import { saveFile } from "@/components/ui/save-file";
import { BULK_LINK_MESSAGES, BULK_LINKS_MAX, BULK_TEXT_MAX_CHARS, failedLinesText, readUrlList, type BulkLinkReport } from "@/tools/url-shortener/logic/bulk-list";
import { callAction } from "@/lib/platform/forms/call-action";
import { BULK_EMPTY_HINT, BulkView } from "./bulk-view";

const MAX_CHARS_LABEL = BULK_TEXT_MAX_CHARS.toLocaleString("en-US");

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
 * then copy each short link or download the table as CSV. Loaded for a plan that has it (ui/url-shortener.tsx); other
 * plans see the server's locked view (ui/bulk-shell.tsx), and the server refuses them anyway.
 */
export function BulkShortener({
  planName,
  domains,
  host,
  onCreated,
  onManageDomains,
}: {
  /** The plan that includes bulk shortening (its badge). */
  planName: string;
  domains: string[];
  host: string;
  /** Called after links were created (or the plan turned out to have changed), to refresh the recent links. */
  onCreated: () => void;
  onManageDomains: () => void;
}) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [domain, setDomain] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [loadedFile, setLoadedFile] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [pending, startTransition] = useTransition();

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
    if (pending) return;
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
    ? BULK_EMPTY_HINT
    : list.ok
      ? `${urlsLabel(list.items.length)} ready to shorten${loadedFile ? ` from ${loadedFile}` : ""} (up to ${BULK_LINKS_MAX} at a time).`
      : list.error;

  return (
    <BulkView
      id="bulk"
      planName={planName}
      allowed
      pending={pending}
      text={text}
      hint={hint}
      hintWarning={Boolean(list && !list.ok)}
      error={error}
      host={host}
      domains={domains}
      domain={selectedDomain}
      results={
        run ? <BulkResults report={run.report} onDownload={() => saveFile(new Blob([run.csv], { type: "text/csv;charset=utf-8" }), "short-links.csv")} onRetryFailed={editFailed} /> : null
      }
      handlers={{
        onSubmit: submit,
        onFile: (event) => void loadFile(event),
        onText: (value) => {
          setText(value);
          setLoadedFile(null);
        },
        onDomain: setDomain,
        onManageDomains,
        textareaRef,
      }}
    />
  );
}
