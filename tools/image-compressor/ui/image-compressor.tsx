"use client";

import { Download, Loader2, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { canEncode } from "@/components/image/canvas-encode";
import { FileDropZone } from "@/components/ui/file-drop-zone";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { Segmented } from "@/components/ui/segmented";
import { CANVAS_LABEL, canvasFormatOf, renamed, takesQuality, type CanvasFormat } from "@/lib/engines/image/formats";
import { HEADER_BYTES, readImageHeader } from "@/lib/engines/image/header";
import { formatBytes, savingLabel } from "@/lib/engines/image/sizes";
import {
  batchProblem,
  decide,
  fileProblem,
  LIMITS,
  notSupportedMessage,
  outputFormat,
  parseTargetKb,
  pixelProblem,
  targetProblem,
  type Mode,
  type OutputChoice,
  type Outcome,
} from "../logic/compress";
import { compress } from "./compress-client";
import { Compare } from "./compare";

interface Item {
  key: string;
  file: File;
  /** Null when the file was refused before compressing (problem says why). */
  format: CanvasFormat | null;
  problem: string | null;
  originalUrl: string | null;
}

type Row =
  | { state: "waiting" }
  | { state: "working" }
  | { state: "failed"; error: string }
  | {
      state: "done";
      outcome: Outcome;
      blob: Blob;
      name: string;
      url: string;
      width: number;
      height: number;
    };

async function readItem(file: File, index: number): Promise<Item> {
  const key = `${index}-${file.name}-${file.size}-${file.lastModified}`;
  const refused = (problem: string): Item => ({
    key,
    file,
    format: null,
    problem,
    originalUrl: null,
  });
  const tooBig = fileProblem(file);
  if (tooBig) return refused(tooBig);
  const header = readImageHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  const format = header ? canvasFormatOf(header.format) : null;
  if (!header || !format) return refused(notSupportedMessage(file.name, header?.format ?? null));
  const pixels = pixelProblem(file.name, header.width, header.height);
  if (pixels) return refused(pixels);
  return {
    key,
    file,
    format,
    problem: null,
    originalUrl: URL.createObjectURL(file),
  };
}

/** The Image Compressor: JPG, PNG, WebP and AVIF re-encoded in this browser (a worker where it can), one file or a batch. */
export function ImageCompressorTool() {
  const id = useId();
  const [items, setItems] = useState<Item[]>([]);
  const [batchError, setBatchError] = useState<string | null>(null);
  const [choice, setChoice] = useState<OutputChoice>("same");
  const [mode, setMode] = useState<Mode>("quality");
  const [quality, setQuality] = useState<number>(LIMITS.defaultQuality);
  const [targetKb, setTargetKb] = useState("200");
  const [rows, setRows] = useState<Record<string, Row>>({});
  const [busy, setBusy] = useState(false);
  const [compared, setCompared] = useState<string | null>(null);
  const [avif, setAvif] = useState<boolean | null>(null);
  const run = useRef(0);

  useEffect(() => {
    void canEncode("avif").then(setAvif);
  }, []);

  // Object URLs are released when the files or results they show are replaced.
  useEffect(() => () => items.forEach((item) => item.originalUrl && URL.revokeObjectURL(item.originalUrl)), [items]);
  const resultUrls = useRef<string[]>([]);
  const clearResults = () => {
    run.current++;
    resultUrls.current.forEach((url) => URL.revokeObjectURL(url));
    resultUrls.current = [];
    setBusy(false);
    setRows({});
    setCompared(null);
  };
  useEffect(() => () => resultUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const ready = items.filter((item) => item.format !== null);
  const formats = ready.map((item) => outputFormat(item.format!, choice));
  const target = mode === "target" ? parseTargetKb(targetKb) : null;
  const settingsError = target && !target.ok ? target.error : mode === "target" ? targetProblem(formats) : null;
  const avifBlocked = avif === false && formats.includes("avif");
  const lossy = formats.length === 0 || formats.some(takesQuality);

  async function pick(files: File[]) {
    clearResults();
    const tooMany = batchProblem(files);
    setBatchError(tooMany);
    if (tooMany) {
      setItems([]);
      return;
    }
    setItems(await Promise.all(files.map(readItem)));
  }

  /** A setting changed: earlier results were made with the old one, so they go. */
  function changed<T>(set: (value: T) => void, value: T) {
    clearResults();
    set(value);
  }

  async function start() {
    if (busy || ready.length === 0 || settingsError || avifBlocked) return;
    const mine = ++run.current;
    const targetBytes = target?.ok ? target.bytes : null;
    resultUrls.current.forEach((url) => URL.revokeObjectURL(url));
    resultUrls.current = [];
    setBusy(true);
    setRows(Object.fromEntries(ready.map((item) => [item.key, { state: "waiting" } satisfies Row])));
    setCompared(ready[0]!.key);
    for (const item of ready) {
      if (run.current !== mine) return;
      setRows((r) => ({ ...r, [item.key]: { state: "working" } }));
      let row: Row;
      try {
        const format = outputFormat(item.format!, choice);
        const result = await compress(item.file, item.file.name, {
          format,
          quality,
          targetBytes,
        });
        const outcome = decide(
          { size: item.file.size, format: item.format! },
          {
            format,
            size: result.blob.size,
            quality: result.quality,
            fits: result.fits,
          },
          targetBytes,
        );
        const blob = outcome.kind === "kept" ? item.file : result.blob;
        const name = outcome.kind === "kept" ? item.file.name : renamed(item.file.name, format);
        const url = URL.createObjectURL(blob);
        resultUrls.current.push(url);
        row = {
          state: "done",
          outcome,
          blob,
          name,
          url,
          width: result.width,
          height: result.height,
        };
      } catch (caught) {
        row = {
          state: "failed",
          error: caught instanceof Error && caught.message ? caught.message : "This image could not be compressed.",
        };
      }
      if (run.current !== mine) return;
      setRows((r) => ({ ...r, [item.key]: row }));
    }
    setBusy(false);
  }

  const done = ready.flatMap((item) => {
    const row = rows[item.key];
    return row?.state === "done" ? [{ item, row }] : [];
  });
  const totalIn = done.reduce((sum, { item }) => sum + item.file.size, 0);
  const totalOut = done.reduce((sum, { row }) => sum + row.blob.size, 0);
  const comparedItem = done.find(({ item }) => item.key === compared);

  async function downloadZip() {
    const { zipFiles } = await import("../logic/zip");
    const files = await Promise.all(
      done.map(async ({ row }) => ({
        name: row.name,
        bytes: new Uint8Array(await row.blob.arrayBuffer()),
      })),
    );
    saveFile(
      new Blob([zipFiles(files) as Uint8Array<ArrayBuffer>], {
        type: "application/zip",
      }),
      "compressed-images.zip",
    );
  }

  const outputOptions: { value: OutputChoice; label: string }[] = [
    { value: "same", label: "Same" },
    { value: "jpeg", label: "JPG" },
    { value: "webp", label: "WebP" },
    { value: "png", label: "PNG" },
    ...(avif ? [{ value: "avif" as const, label: "AVIF" }] : []),
  ];

  return (
    <Card data-tool-ui="image-compressor">
      <CardContent className="flex flex-col gap-5">
        <FileDropZone
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif"
          button="Choose images"
          inputLabel="Images to compress"
          onFiles={(files) => void pick(files)}
          icon={Upload}
          title="Drop images here"
          hint={
            <>
              JPG, PNG, WebP or AVIF; up to {LIMITS.maxFiles} files of {formatBytes(LIMITS.maxFileBytes)} and {(LIMITS.maxPixels / 1e6).toLocaleString("en-US")}{" "}
              megapixels each. Compressed in this browser: nothing is uploaded.
            </>
          }
        />
        {batchError ? <FieldError role="alert">{batchError}</FieldError> : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Segmented legend="Output format" name={`${id}-format`} value={choice} options={outputOptions} onChange={(value) => changed(setChoice, value)} />
            {avif === false ? (
              <p className="text-xs text-muted">
                AVIF isn’t offered: this browser cannot encode AVIF (many browsers show AVIF but cannot write it). WebP is as small for most photos.
              </p>
            ) : null}
          </div>
          <Segmented
            legend="Compress by"
            name={`${id}-mode`}
            value={mode}
            options={[
              { value: "quality", label: "Quality" },
              { value: "target", label: "Target size" },
            ]}
            onChange={(value) => changed(setMode, value)}
          />
          {mode === "quality" ? (
            lossy ? (
              <div className="flex flex-col gap-1.5 sm:col-span-2">
                <Label htmlFor={`${id}-quality`}>Quality: {quality}</Label>
                <input
                  id={`${id}-quality`}
                  type="range"
                  min={LIMITS.minQuality}
                  max={LIMITS.maxQuality}
                  value={quality}
                  onChange={(e) => changed(setQuality, Number(e.target.value))}
                  className="accent-brand-600"
                />
                <p className="text-xs text-muted">
                  Lower is smaller; 70–80 looks the same as the original for most photos.
                  {formats.includes("png") ? " PNG is lossless: it is re-saved without a quality." : ""}
                </p>
              </div>
            ) : (
              <p className="text-sm text-muted sm:col-span-2">
                PNG is lossless: it is re-saved without metadata, and kept as it was if that is not smaller. For a much smaller file choose WebP or JPG.
              </p>
            )
          ) : (
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <Label htmlFor={`${id}-target`}>At most (KB)</Label>
              <Input
                id={`${id}-target`}
                inputMode="decimal"
                value={targetKb}
                aria-invalid={settingsError ? true : undefined}
                aria-describedby={settingsError ? `${id}-target-error` : undefined}
                onChange={(e) => changed(setTargetKb, e.target.value)}
                className="w-40"
              />
              {settingsError ? (
                <FieldError id={`${id}-target-error`}>{settingsError}</FieldError>
              ) : (
                <p className="text-xs text-muted">The highest quality whose file fits: 1 KB = 1,024 bytes.</p>
              )}
            </div>
          )}
        </div>
        {avifBlocked ? (
          <FieldError role="alert">
            This browser cannot encode AVIF, so AVIF files can’t be written back as AVIF here: choose WebP or JPG as the output.
          </FieldError>
        ) : null}

        {items.length > 0 ? (
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line text-sm" aria-label="Images">
            {items.map((item) => {
              const row = rows[item.key];
              return (
                <li key={item.key} className="flex flex-col gap-1 px-3 py-2">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="min-w-0 break-all font-medium text-ink">{item.file.name}</span>
                    <span className="text-muted">
                      {item.format ? `${CANVAS_LABEL[item.format]} · ` : ""}
                      {formatBytes(item.file.size)}
                    </span>
                    {row?.state === "done" ? (
                      <span data-testid="compressed-size" className="text-ink">
                        → <strong>{formatBytes(row.blob.size)}</strong>{" "}
                        <span className="text-muted">({row.outcome.kind === "kept" ? "original kept" : savingLabel(item.file.size, row.blob.size)})</span>
                      </span>
                    ) : null}
                    {row?.state === "working" ? (
                      <span className="inline-flex items-center gap-1 text-muted">
                        <Loader2 aria-hidden className="size-3.5 animate-spin" /> compressing…
                      </span>
                    ) : null}
                    {row?.state === "done" ? (
                      <span className="ml-auto flex gap-2">
                        {done.length > 1 ? (
                          <Button type="button" size="sm" variant="ghost" aria-pressed={compared === item.key} onClick={() => setCompared(item.key)}>
                            Compare
                          </Button>
                        ) : null}
                        <Button type="button" size="sm" variant="secondary" onClick={() => saveFile(row.blob, row.name)}>
                          <Download aria-hidden className="size-4" /> Download {row.name}
                        </Button>
                      </span>
                    ) : null}
                  </div>
                  {item.problem ? <FieldError>{item.problem}</FieldError> : null}
                  {row?.state === "failed" ? <FieldError>{row.error}</FieldError> : null}
                  {row?.state === "done" && row.outcome.note ? (
                    <p className={row.outcome.kind === "kept" || row.outcome.note.startsWith("Over") ? "text-amber-800" : "text-muted"}>{row.outcome.note}</p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}

        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={() => void start()} disabled={busy || ready.length === 0 || Boolean(settingsError) || avifBlocked}>
            {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
            {ready.length > 1 ? `Compress ${ready.length} images` : "Compress"}
          </Button>
          {done.length > 1 ? (
            <Button type="button" variant="secondary" onClick={() => void downloadZip()}>
              <Download aria-hidden className="size-4" /> Download all (ZIP)
            </Button>
          ) : null}
          {done.length > 0 ? (
            <p className="text-sm text-ink" data-testid="compress-total" aria-live="polite">
              {done.length > 1 ? "In all: " : ""}
              <strong>{formatBytes(totalIn)}</strong> → <strong>{formatBytes(totalOut)}</strong>{" "}
              <span className="text-muted">({savingLabel(totalIn, totalOut)})</span>
            </p>
          ) : null}
        </div>

        {comparedItem && comparedItem.item.originalUrl ? (
          <Compare before={comparedItem.item.originalUrl} after={comparedItem.row.url} width={comparedItem.row.width} height={comparedItem.row.height} />
        ) : null}
        <p className="text-xs text-muted">
          The images are decoded and re-encoded by this browser; nothing is uploaded. A re-encoded file carries no metadata (camera, date, GPS); a file kept as
          the original keeps its own.
        </p>
      </CardContent>
    </Card>
  );
}
