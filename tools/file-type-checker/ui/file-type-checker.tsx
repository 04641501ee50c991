"use client";

import { AlertTriangle, FileSearch, Info, ShieldAlert, Upload } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { checkFile, MAX_FILES, type CheckResult, type SignatureDetector } from "../logic/check";
import { hexRows, type Hint } from "../logic/report";
import { ScrollRegion } from "@/components/ui/scroll-region";

const number = new Intl.NumberFormat("en-US");

function humanSize(bytes: number): string {
  if (bytes < 1024) return `${number.format(bytes)} bytes`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]} (${number.format(bytes)} bytes)`;
}

/** `file-type`'s core detector, loaded with the first file (it is not part of the page's first load). */
let detector: Promise<SignatureDetector> | null = null;
function loadDetector(): Promise<SignatureDetector> {
  detector ??= import("file-type").then(({ fileTypeFromBuffer }) => (bytes: Uint8Array) => fileTypeFromBuffer(bytes));
  return detector;
}

const hintStyle: Record<Hint["level"], { box: string; Icon: typeof Info; label: string }> = {
  danger: { box: "border-red-200 bg-red-50 text-red-900", Icon: ShieldAlert, label: "Danger" },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", Icon: AlertTriangle, label: "Warning" },
  info: { box: "border-line bg-slate-50 text-ink", Icon: Info, label: "Note" },
};

function HexView({ bytes, label }: { bytes: Uint8Array; label: string }) {
  const rows = hexRows(bytes);
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium text-ink">First {bytes.byteLength} bytes</figcaption>
      <ScrollRegion label={`${label}: first bytes in hex and ASCII`} className="rounded-lg border border-line bg-slate-50">
        <pre className="p-3 font-mono text-xs leading-5 text-ink" data-testid="hex-view">
          {rows.map((row) => (
            <span key={row.offset} className="block whitespace-pre">
              <span className="text-muted">{row.offset}</span>
              {"  "}
              {row.hex.padEnd(47, " ")}
              {"  "}
              <span className="text-brand-700">{row.ascii}</span>
            </span>
          ))}
        </pre>
      </ScrollRegion>
    </figure>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2 text-sm sm:grid-cols-[9rem_1fr]">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function ResultCard({ result }: { result: CheckResult }) {
  return (
    <Card data-testid="file-result">
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold break-all text-ink" data-testid="file-name">
            {result.name}
          </h2>
          <p className="text-sm text-muted">{humanSize(result.size)}</p>
        </div>
        {result.status === "known" || result.status === "unknown" ? (
          <>
            {result.detected ? (
              <dl className="flex flex-col gap-2">
                <Row term="Real type">
                  <strong data-testid="file-type">{result.detected.name}</strong>{" "}
                  <span className="text-muted">({result.detected.by === "signature" ? "from its signature bytes" : "from its text"})</span>
                </Row>
                <Row term="MIME type">
                  <code className="font-mono" data-testid="file-mime">
                    {result.detected.mime}
                  </code>
                </Row>
                <Row term="Extension">
                  {result.detected.ext.length ? (
                    <span data-testid="file-ext">{result.detected.ext.filter(Boolean).map((e) => `.${e}`).join(", ")}</span>
                  ) : (
                    "none is standard"
                  )}
                </Row>
                {result.detected.encoding ? (
                  <Row term="Encoding">
                    <span data-testid="file-encoding">{result.detected.encoding}</span>
                  </Row>
                ) : null}
                {result.detected.note ? <Row term="Note">{result.detected.note}</Row> : null}
              </dl>
            ) : (
              <p className="font-medium text-ink" data-testid="file-unknown">
                {result.message}
              </p>
            )}
            {result.mismatch ? (
              <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="file-mismatch">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {result.mismatch}
              </p>
            ) : result.extensionNote?.level === "match" ? (
              <p className="text-sm text-green-800" data-testid="file-match">
                {result.extensionNote.text}
              </p>
            ) : result.extensionNote ? (
              // A type with no standard extension: nothing to confirm, so no green "matches".
              <p className="text-sm text-muted" data-testid="file-extension-note">
                {result.extensionNote.text}
              </p>
            ) : null}
            {result.hints.length ? (
              <ul className="flex flex-col gap-2" aria-label="Safety hints">
                {result.hints.map((hint) => {
                  const style = hintStyle[hint.level];
                  return (
                    <li key={hint.text} className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${style.box}`} data-testid={`hint-${hint.level}`}>
                      <style.Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      <span>
                        <span className="sr-only">{style.label}: </span>
                        {hint.text}
                      </span>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            <HexView bytes={result.head} label={result.name} />
            {result.bytesRead < result.size ? (
              <p className="text-xs text-muted">
                Read only {humanSize(result.bytesRead)} of it (the start{result.bytesRead > 1024 * 1024 ? " and the end" : ""}): enough for its type, however big the file.
              </p>
            ) : null}
          </>
        ) : (
          <p className="font-medium text-ink" data-testid="file-problem">
            {result.message}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The File Type Checker: files picked or dropped are read here, a slice of each, and never uploaded. */
export function FileTypeCheckerTool() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [results, setResults] = useState<CheckResult[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  async function check(list: FileList | null) {
    if (!list || list.length === 0) return;
    const files = Array.from(list).slice(0, MAX_FILES);
    setNote(list.length > MAX_FILES ? `Checked the first ${MAX_FILES} of ${number.format(list.length)} files. Add the rest in another batch.` : null);
    setBusy(true);
    try {
      const detect = await loadDetector();
      const checked: CheckResult[] = [];
      for (const file of files) checked.push(await checkFile(file, detect));
      setResults(checked);
    } catch {
      setNote("The file checker could not load. Check your connection and reload the page.");
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files);
  }

  return (
    <div className="flex flex-col gap-4" data-tool-ui="file-type-checker">
      <Card>
        <CardContent>
          <div
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center sm:p-10 ${dragging ? "border-brand-600 bg-brand-50" : "border-line"}`}
            data-testid="drop-zone"
          >
            <FileSearch className="size-10 text-brand-700" aria-hidden="true" />
            <p className="text-base font-medium text-ink">Drop files here to see what they really are</p>
            <input
              ref={input}
              id={`${id}-files`}
              type="file"
              multiple
              className="sr-only"
              onChange={(e) => void check(e.target.files)}
            />
            <Button onClick={() => input.current?.click()} disabled={busy} aria-controls={`${id}-results`}>
              <Upload aria-hidden="true" /> {busy ? "Checking…" : "Choose files"}
            </Button>
            <label htmlFor={`${id}-files`} className="text-sm text-muted">
              Any type, any size, up to {MAX_FILES} at once. Files are read in your browser and never uploaded.
            </label>
          </div>
        </CardContent>
      </Card>
      <p role="status" className="text-sm text-ink empty:hidden">
        {note}
      </p>
      <div id={`${id}-results`} className="flex flex-col gap-4" aria-live="polite">
        {results.map((result, i) => (
          <ResultCard key={`${result.name}-${i}`} result={result} />
        ))}
      </div>
    </div>
  );
}
