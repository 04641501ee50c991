"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { PdfFacts } from "@/lib/engines/pdf/edit";
import { PDF_TOOL_MESSAGES } from "@/lib/engines/pdf/limits";
import { takePdfs } from "./intake";
import { PdfDownload } from "./pdf-download";
import { inspect } from "./pdf-work";

/**
 * One PDF job at a time (reading a file, building the output): while it runs the tool is busy and says what it is
 * doing; a failure's message is shown as it is (the worker's messages are the visitor's, naming the file). Nothing is
 * set after the tool has left the page.
 */
export function usePdfJob() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [progress, setProgress] = useState("");
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => void (live.current = false);
  }, []);

  async function run(label: string, job: (stillHere: () => boolean) => Promise<void>) {
    setError("");
    setBusy(true);
    setProgress(label);
    try {
      await job(() => live.current);
    } catch (e) {
      if (live.current) setError(e instanceof Error ? e.message : PDF_TOOL_MESSAGES.failed);
    } finally {
      if (live.current) {
        setBusy(false);
        setProgress("");
      }
    }
  }

  /** A single-file tool's choice: one PDF, checked and read (page count, rotations), then handed to `onRead`. */
  async function readOne(chosen: File[], onRead: (file: File, facts: PdfFacts, stillHere: () => boolean) => Promise<void> | void) {
    setError("");
    const intake = await takePdfs(chosen, [], 1);
    if (!intake.ok) return setError(intake.error);
    const file = intake.files[0]!;
    await run(`Reading ${file.name}`, async (stillHere) => {
      const facts = await inspect(file);
      if (stillHere()) await onRead(file, facts, stillHere);
    });
  }

  return { busy, error, setError, progress, run, readOne };
}

export interface PdfResult {
  blob: Blob;
  name: string;
  note: string;
}

/** The end of every PDF page tool: its action button, what is happening, what went wrong, and the download. */
export function PdfToolFooter({ action, working, onAction, disabled, job, status, note, result }: {
  action: string;
  working: string;
  onAction: () => void;
  disabled: boolean;
  job: ReturnType<typeof usePdfJob>;
  /** Shown when nothing is in progress (a summary such as "4 pages in the merged PDF"). */
  status?: string;
  note?: ReactNode;
  result: PdfResult | null;
}) {
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button size="lg" onClick={onAction} disabled={job.busy || disabled}>
          {job.progress.startsWith(working) ? `${working}…` : action}
        </Button>
        <p role="status" className="text-sm text-muted empty:hidden">
          {job.progress ? `${job.progress}…` : status}
        </p>
      </div>
      {note}
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden" data-testid="pdf-error">
        {job.error}
      </p>
      {result ? <PdfDownload blob={result.blob} name={result.name} note={result.note} /> : null}
    </>
  );
}
