"use client";

import { useRef, useState } from "react";
import { zipSync, type Zippable } from "fflate";
import { Button } from "@/components/ui/button";
import { OpenFileButton } from "@/components/ui/open-file-button";
import { Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ProgressBar } from "@/components/ui/progress-bar";
import { saveFile } from "@/components/ui/save-file";
import { toast } from "@/components/ui/toast";
import type { ToolUsage } from "@/lib/domain/limits/usage";
import { callAction } from "@/lib/platform/forms/call-action";
import { BATCH_COLUMNS, BATCH_MAX_BYTES, BATCH_MAX_ROWS, batchTemplate, FILENAME_COLUMN, parseBatchCsv, type BatchRow } from "@/tools/qr-generator/logic/batch";
import { PDF_SIZE_MESSAGE, QR_TYPE_LABELS, type QrType } from "@/tools/qr-generator/logic/constants";
import { buildScene } from "@/tools/qr-generator/logic/design";
import { prepareQr } from "@/tools/qr-generator/logic/encode";
import { scanProblem } from "@/tools/qr-generator/logic/scan-check";
import { countQrBatchAction } from "@/tools/qr-generator/server/actions";
import { BATCH_FORMATS, type BatchFormatKey } from "./batch-formats";
import { browserDrawables, scanCanvasOf } from "./scan-in-browser";

/** Lets the page paint the progress bar between two codes (and take a click on Cancel). */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Loaded = { type: QrType; file: string } & ({ rows: BatchRow[] } | { errors: string[] });

type Run = { state: "running"; done: number; total: number } | { state: "failed"; message: string } | { state: "done"; done: number; total: number } | { state: "cancelled"; done: number; total: number };

class BatchStop extends Error {}

/**
 * The studio's "Batch (CSV)" section, loaded when it is opened (ui/qr-generator.tsx): a CSV of up to 500 rows of the
 * chosen type becomes qr-codes.zip, every code drawn with the current design, read back to its exact payload in the
 * browser (a row that does not scan stops the batch with its reason), and counted on the server as one use.
 */
export function QrBatch({
  type,
  options,
  size,
  pdfSize,
  blocked,
  onUsage,
}: {
  type: QrType;
  /** The studio's current options (the design every code gets). */
  options: object;
  size: number;
  /** The page side typed under "PDF for print", in millimetres; null while that field is not a valid size. */
  pdfSize: number | null;
  /** At the daily limit: a batch is a new generation, refused like one. */
  blocked: boolean;
  onUsage: (usage: ToolUsage) => void;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [format, setFormat] = useState<BatchFormatKey>("png");
  const [run, setRun] = useState<Run | null>(null);
  const cancelled = useRef(false);
  const columns = [...BATCH_COLUMNS[type], FILENAME_COLUMN];
  // A file read for another type is not this type's batch (its columns differ): it is opened again.
  const current = loaded?.type === type ? loaded : null;

  async function open(file: File) {
    setRun(null);
    if (file.size > BATCH_MAX_BYTES) {
      setLoaded({ type, file: file.name, errors: [`This file is larger than ${BATCH_MAX_BYTES / 1024 / 1024} MB: a batch is at most ${BATCH_MAX_ROWS} rows.`] });
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      setLoaded({ type, file: file.name, errors: ["This file is not UTF-8 text. Save the CSV as “CSV UTF-8” and open it again."] });
      return;
    }
    const parsed = parseBatchCsv(text, type);
    setLoaded(parsed.ok ? { type, file: file.name, rows: parsed.rows } : { type, file: file.name, errors: parsed.errors });
  }

  async function make(rows: BatchRow[]) {
    if (run?.state === "running" || blocked) return;
    cancelled.current = false;
    const chosen = BATCH_FORMATS[format];
    const files: Zippable = {};
    setRun({ state: "running", done: 0, total: rows.length });
    try {
      const fileOf = await chosen.start({ size, pdfSize });
      for (const [i, row] of rows.entries()) {
        if (cancelled.current) {
          setRun({ state: "cancelled", done: i, total: rows.length });
          return;
        }
        let prepared: ReturnType<typeof prepareQr>;
        try {
          prepared = prepareQr({ content: row.content, options });
        } catch (error) {
          throw new BatchStop(`Row ${row.row}: ${error instanceof Error ? error.message : "this code cannot be made"}`);
        }
        const { qr, options: style } = prepared;
        const scene = buildScene(qr, style);
        const draw = await browserDrawables(scene);
        const problem = qr.payload === row.payload ? scanProblem(scene, row.payload, scanCanvasOf, draw) : "it encodes other content than its row.";
        if (problem) throw new BatchStop(`Row ${row.row}: ${problem}`);
        // The file is made from the scene just read back (a PDF's page is this scene, drawn as vectors).
        const bytes = await fileOf({ qr, style, scene, draw });
        files[`${row.name}.${chosen.extension}`] = [bytes, { level: chosen.compress ? 6 : 0 }];
        setRun({ state: "running", done: i + 1, total: rows.length });
        await nextFrame();
      }
      // Every code read back: now the batch counts (one use), or is refused at the daily limit.
      const outcome = await callAction(countQrBatchAction, { contents: rows.map((row) => row.content), options });
      if (outcome.usage) onUsage(outcome.usage);
      if (!outcome.ok) throw new BatchStop(outcome.error);
      if (outcome.data.payloads.some((payload, i) => payload !== rows[i]?.payload)) throw new BatchStop("The server read these rows differently. Reload the page and try again.");
      saveFile(new Blob([zipSync(files)], { type: "application/zip" }), "qr-codes.zip");
      setRun({ state: "done", done: rows.length, total: rows.length });
      toast.success("Success", { description: `${rows.length} QR codes saved in qr-codes.zip.` });
    } catch (error) {
      const message = error instanceof BatchStop ? error.message : error instanceof Error ? error.message : "The batch could not be made.";
      setRun({ state: "failed", message });
    }
  }

  const running = run?.state === "running";
  const pdfRefused = format === "pdf" && pdfSize === null;
  return (
    <div className="flex flex-col gap-4" data-testid="qr-batch">
      <div className="flex flex-col gap-1.5 text-sm">
        <p className="text-ink">
          One row a code, with the current design. Columns for {type === "vcard" ? "Contact" : QR_TYPE_LABELS[type]}:
        </p>
        <p className="break-words rounded-md bg-slate-50 px-2 py-1.5 font-mono text-xs text-ink" data-testid="qr-batch-columns">
          {columns.join(", ")}
        </p>
        <p className="text-xs text-muted">
          Up to {BATCH_MAX_ROWS} rows after the header row, UTF-8. Any invalid row stops the whole file: fix the rows listed and open it again. Row numbers
          count the header as row 1, as a spreadsheet does. A batch counts as one code towards your daily limit.
        </p>
        <a
          className="w-fit text-sm font-medium text-brand-700 underline underline-offset-2"
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(batchTemplate(type))}`}
          download={`qr-batch-${type}.csv`}
        >
          Download a template CSV
        </a>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <OpenFileButton accept=".csv,text/csv" inputLabel="Open a CSV file" onFile={(file) => void open(file)}>
          Open a CSV file
        </OpenFileButton>
        {current ? <span className="min-w-0 truncate text-sm text-muted">{current.file}</span> : null}
      </div>

      {current && "errors" in current ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="qr-batch-errors">
          <p className="font-medium">Nothing was generated: {current.errors.length === 1 ? "this file has a problem" : `${current.errors.length} problems`}.</p>
          <ul className="mt-1 list-disc pl-5">
            {current.errors.slice(0, 20).map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
          {current.errors.length > 20 ? <p className="mt-1">…and {current.errors.length - 20} more.</p> : null}
        </div>
      ) : null}

      {current && "rows" in current ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink" data-testid="qr-batch-ready">
            {current.rows.length} {current.rows.length === 1 ? "row is" : "rows are"} ready.
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="qr-batch-format">File format</Label>
              <Select id="qr-batch-format" className="w-32" value={format} disabled={running} onChange={(e) => setFormat(e.target.value as BatchFormatKey)}>
                {Object.entries(BATCH_FORMATS).map(([key, entry]) => (
                  <option key={key} value={key}>
                    {entry.label}
                  </option>
                ))}
              </Select>
            </div>
            <Button onClick={() => void make(current.rows)} disabled={running || blocked || pdfRefused}>
              Make {current.rows.length} codes (ZIP)
            </Button>
            {running ? (
              <Button variant="outline" onClick={() => (cancelled.current = true)}>
                Cancel
              </Button>
            ) : null}
          </div>
          {format === "pdf" ? (
            pdfSize === null ? (
              <p role="alert" className="text-sm text-red-700" data-testid="qr-batch-pdf-size">
                {PDF_SIZE_MESSAGE}: correct it under “PDF for print”.
              </p>
            ) : (
              <p className="text-sm text-muted" data-testid="qr-batch-pdf-size">
                Each PDF is a vector page {pdfSize} × {pdfSize} mm, the size under “PDF for print”.
              </p>
            )
          ) : null}
        </div>
      ) : null}

      {run && run.state !== "failed" ? (
        <div className="flex flex-col gap-1.5">
          <ProgressBar label="Batch progress" value={run.done} max={run.total} valueText={`${run.done} of ${run.total}`} />
          <p className="text-sm text-muted" aria-live="polite" data-testid="qr-batch-progress">
            {run.state === "cancelled"
              ? `Cancelled after ${run.done} of ${run.total}: nothing was saved or counted.`
              : run.state === "done"
                ? `${run.done} of ${run.total}: every code read back to its content and saved in qr-codes.zip.`
                : `${run.done} of ${run.total}`}
          </p>
        </div>
      ) : null}
      {run?.state === "failed" ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="qr-batch-failed">
          {run.message} Nothing was saved or counted.
        </p>
      ) : null}
    </div>
  );
}
