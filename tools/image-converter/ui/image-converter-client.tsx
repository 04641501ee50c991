"use client";

import dynamic from "next/dynamic";
import { Download, ImageIcon, Loader2, Lock, Upload, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { useSessionSelector } from "@/components/auth/session";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import type { PaidPlanKey, PlanKey } from "@/lib/domain/plans";
import {
  dropsAlpha,
  FORMAT_LABEL,
  FREE_OUTPUT_FORMATS,
  hasQuality,
  isAnimatedGif,
  notImageMessage,
  OUTPUT_FORMATS,
  outputName,
  type InputFormat,
  type OutputFormat,
} from "../logic/formats";
import type { optionsSchema as OptionsSchema } from "../logic/options-schema";
import { DEFAULT_OPTIONS, formatBytes, LIMITS, paidFeaturesUsed, savingLabel, type ConvertOptions } from "../logic/options";
import { convertInBrowser, detectFile } from "./browser-convert";

/**
 * The server's own option schema (zod/mini, about 20 kB gzip) loads with the first image picked: the options are only
 * checked once there is an image to convert, so a visit that converts nothing never downloads it.
 */
let schemaLoad: Promise<typeof OptionsSchema> | null = null;
function loadSchema(): Promise<typeof OptionsSchema> {
  schemaLoad ??= import("../logic/options-schema").then((m) => m.optionsSchema);
  schemaLoad.catch(() => (schemaLoad = null));
  return schemaLoad;
}

interface Picked {
  file: File;
  format: InputFormat;
  animated: boolean;
}

interface ResultRow {
  name: string;
  inputBytes: number;
  outputBytes: number;
  width: number;
  height: number;
  notes: string[];
}

interface Result {
  blob: Blob;
  filename: string;
  rows: ResultRow[];
  previewUrl: string | null;
  onServer: boolean;
}

/** The paid part's plan, as plain data from the server (ui/image-converter.tsx): no price table in the browser. */
export interface ImageProPlan {
  /** The plan the upgrade button sells. */
  plan: PaidPlanKey;
  /** Its name, on the badges and the prompt ("Basic"). */
  name: string;
  /** The upgrade button's words. */
  upgradeLabel: string;
  /** Every plan that includes the paid part. */
  allowed: readonly PlanKey[];
}

/** The upgrade button (billing code and Stripe checkout) loads when a free visitor picks a paid option. */
const UpgradeButton = dynamic(() => import("@/components/billing/upgrade-button").then((m) => m.UpgradeButton), { ssr: false });

function ProBadge({ name }: { name: string }) {
  return (
    <Badge variant="pro" className="ml-1.5">
      {name}
    </Badge>
  );
}

/** The Image Converter: one file free in this browser; batches, AVIF, ICO, target size and big files on our server (Basic+). */
export function ImageConverterClient({ initialFormat = DEFAULT_OPTIONS.format, pro }: { initialFormat?: OutputFormat; pro: ImageProPlan }) {
  const id = useId();
  // Only the plan (null for a visitor): the converter is not rendered again when a visitor's session answers.
  const plan = useSessionSelector((session) => session.data?.user?.plan ?? null);
  const entitled = plan ? pro.allowed.includes(plan) : false;
  const proName = pro.name;
  const [picked, setPicked] = useState<Picked[]>([]);
  const [options, setOptions] = useState<ConvertOptions>({
    ...DEFAULT_OPTIONS,
    format: initialFormat,
  });
  const [targetOn, setTargetOn] = useState(false);
  const [targetKb, setTargetKb] = useState("200");
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [dragging, setDragging] = useState(false);
  const [schema, setSchema] = useState<typeof OptionsSchema | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => void (result?.previewUrl && URL.revokeObjectURL(result.previewUrl)), [result]);

  const parsedTarget = targetOn ? Number(targetKb) : null;
  const parsedWidth = width.trim() ? Number(width) : null;
  const parsedHeight = height.trim() ? Number(height) : null;
  // The server's own schema: the page refuses what the server would, with its first message (loaded before any image is
  // listed, so whenever there is something to convert it is here).
  const checked = schema?.safeParse({
    ...options,
    targetKb: parsedTarget,
    width: parsedWidth,
    height: parsedHeight,
  });
  const optionError = !checked || checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const paid = paidFeaturesUsed(
    { format: options.format, targetKb: parsedTarget },
    picked.map((p) => p.file),
  );
  const locked = paid.length > 0 && !entitled;

  async function pick(files: File[]) {
    setResult(null);
    setError(null);
    if (files.length === 0) return;
    if (files.length > LIMITS.maxBatchFiles) {
      setError(`Convert up to ${LIMITS.maxBatchFiles} images at a time.`);
      return;
    }
    // Fetched while the files are read (a failure is handled by loadSchema's own catch); awaited before they are listed.
    const schemaReady = loadSchema();
    const next: Picked[] = [];
    for (const file of files) {
      if (file.size > LIMITS.paidFileBytes) {
        setError(`${file.name} is ${formatBytes(file.size)}: the largest file we convert is ${formatBytes(LIMITS.paidFileBytes)}.`);
        return;
      }
      const { detected, head } = await detectFile(file);
      if (detected.kind !== "image") {
        setPicked([]);
        setError(files.length > 1 ? `${file.name}: ${notImageMessage(detected)}` : notImageMessage(detected));
        return;
      }
      next.push({
        file,
        format: detected.format,
        animated: detected.format === "gif" && isAnimatedGif(file.size <= LIMITS.freeFileBytes ? new Uint8Array(await file.arrayBuffer()) : head),
      });
    }
    try {
      setSchema(await schemaReady);
    } catch {
      setError("The converter could not finish loading. Check your connection and pick the image again.");
      return;
    }
    setPicked(next);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void pick([...event.dataTransfer.files]);
  }

  async function convert() {
    if (busy || picked.length === 0 || !checked?.success || locked) return;
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const opts = checked.data;
      const onServer = paid.length > 0 || picked[0]!.format === "tiff";
      if (!onServer) {
        const { file, format, animated } = picked[0]!;
        const out = await convertInBrowser(file, format, opts);
        const filename = outputName(file.name, opts.format);
        const notes = animated ? ["Animated GIF: converted the first frame only."] : [];
        setResult({
          blob: out.blob,
          filename,
          rows: [
            {
              name: filename,
              inputBytes: file.size,
              outputBytes: out.blob.size,
              width: out.width,
              height: out.height,
              notes,
            },
          ],
          previewUrl: URL.createObjectURL(out.blob),
          onServer: false,
        });
        return;
      }
      const form = new FormData();
      form.set("options", JSON.stringify(opts));
      for (const { file } of picked) form.append("file", file);
      const response = await fetch("/api/tools/image-converter", {
        method: "POST",
        body: form,
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          error?: string;
        } | null;
        setError(body?.error ?? "The conversion failed on our side. Please try again.");
        return;
      }
      const blob = await response.blob();
      const rows = JSON.parse(decodeURIComponent(response.headers.get("x-image-results") ?? "%5B%5D")) as ResultRow[];
      const single = picked.length === 1;
      setResult({
        blob,
        filename: single ? (rows[0]?.name ?? outputName(picked[0]!.file.name, opts.format)) : "images.zip",
        rows,
        previewUrl: single && opts.format !== "ico" ? URL.createObjectURL(blob) : null,
        onServer: true,
      });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : "The conversion failed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const set = <K extends keyof ConvertOptions>(key: K, value: ConvertOptions[K]) => {
    setOptions((o) => ({ ...o, [key]: value }));
    setResult(null);
  };
  const totalIn = result?.rows.reduce((s, r) => s + r.inputBytes, 0) ?? 0;
  const totalOut = result?.rows.reduce((s, r) => s + r.outputBytes, 0) ?? 0;

  return (
    <Card data-tool-ui="image-converter">
      <CardContent className="flex flex-col gap-5">
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center ${dragging ? "border-brand-600 bg-brand-50" : "border-line bg-slate-50"}`}
        >
          <Upload aria-hidden className="size-8 text-brand-700" />
          <p className="text-sm text-ink">Drop an image here, or</p>
          <Button type="button" variant="secondary" onClick={() => input.current?.click()}>
            Choose {entitled ? "images" : "an image"}
          </Button>
          <label htmlFor={`${id}-file`} className="sr-only">
            Image file
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            multiple
            accept="image/*,.svg,.ico,.bmp,.avif,.heic"
            className="sr-only"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = "";
              void pick(files);
            }}
          />
          <p className="text-xs text-muted">
            PNG, JPG, WebP, AVIF, GIF, BMP, SVG or ICO. Free: one file up to {formatBytes(LIMITS.freeFileBytes)}, converted in this browser.
            <ProBadge name={proName} /> up to {LIMITS.maxBatchFiles} files of {formatBytes(LIMITS.paidFileBytes)}.
          </p>
        </div>

        {picked.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm" aria-label="Chosen images">
            {picked.map((p) => (
              <li key={`${p.file.name}-${p.file.size}-${p.file.lastModified}`} className="flex flex-wrap items-center gap-2 text-ink">
                <ImageIcon aria-hidden className="size-4 text-muted" />
                <span className="min-w-0 break-all">{p.file.name}</span>
                <span className="text-muted">
                  {FORMAT_LABEL[p.format]} · {formatBytes(p.file.size)}
                </span>
                {p.animated ? <span className="text-amber-800">animated: the first frame is converted</span> : null}
              </li>
            ))}
            <li>
              <button
                type="button"
                className="inline-flex items-center gap-1 text-sm text-brand-700 underline"
                onClick={() => (setPicked([]), setResult(null), setError(null))}
              >
                <X aria-hidden className="size-3.5" /> Clear
              </button>
            </li>
          </ul>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
            <legend className="mb-1.5 text-sm font-medium text-ink">Convert to</legend>
            <div className="flex flex-wrap gap-2">
              {OUTPUT_FORMATS.map((format) => (
                <label
                  key={format}
                  className={`flex cursor-pointer items-center rounded-md border px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${options.format === format ? "border-brand-600 bg-brand-50 text-ink" : "border-line text-slate-700"}`}
                >
                  <input
                    type="radio"
                    name={`${id}-format`}
                    value={format}
                    checked={options.format === format}
                    onChange={() => set("format", format)}
                    className="sr-only"
                  />
                  {FORMAT_LABEL[format]}
                  {FREE_OUTPUT_FORMATS.includes(format) ? null : <ProBadge name={proName} />}
                </label>
              ))}
            </div>
          </fieldset>

          {hasQuality(options.format) && !targetOn ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-quality`}>Quality: {options.quality}</Label>
              <input
                id={`${id}-quality`}
                type="range"
                min={LIMITS.minQuality}
                max={LIMITS.maxQuality}
                value={options.quality}
                onChange={(e) => set("quality", Number(e.target.value))}
                className="accent-brand-600"
              />
            </div>
          ) : null}

          {dropsAlpha(options.format) ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-bg`}>Background for transparent areas</Label>
              <div className="flex items-center gap-2">
                <input
                  id={`${id}-bg`}
                  type="color"
                  value={options.background}
                  onChange={(e) => set("background", e.target.value)}
                  className="h-9 w-12 rounded border border-line"
                />
                <span className="font-mono text-sm text-ink">{options.background}</span>
              </div>
            </div>
          ) : null}

          {options.format !== "ico" ? (
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <span className="text-sm font-medium text-ink">Resize (keeps the aspect ratio; leave empty to keep the size)</span>
              <div className="flex flex-wrap items-center gap-2">
                <Label htmlFor={`${id}-w`} className="sr-only">
                  Width in pixels
                </Label>
                <Input
                  id={`${id}-w`}
                  inputMode="numeric"
                  placeholder="Width"
                  value={width}
                  onChange={(e) => (setWidth(e.target.value), setResult(null))}
                  className="w-28"
                />
                <span aria-hidden className="text-muted">
                  ×
                </span>
                <Label htmlFor={`${id}-h`} className="sr-only">
                  Height in pixels
                </Label>
                <Input
                  id={`${id}-h`}
                  inputMode="numeric"
                  placeholder="Height"
                  value={height}
                  onChange={(e) => (setHeight(e.target.value), setResult(null))}
                  className="w-28"
                />
                <span className="text-sm text-muted">px</span>
              </div>
            </div>
          ) : (
            <p className="text-sm text-muted sm:col-span-2">
              The favicon holds 16, 32, 48, 64, 128 and 256 px squares; a non-square image is centred on transparency.
            </p>
          )}

          {hasQuality(options.format) ? (
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <label className="flex items-center gap-2 text-sm font-medium text-ink">
                <input
                  type="checkbox"
                  checked={targetOn}
                  onChange={(e) => (setTargetOn(e.target.checked), setResult(null))}
                  className="size-4 accent-brand-600"
                />
                Target size: the best quality that fits
                <ProBadge name={proName} />
              </label>
              {targetOn ? (
                <div className="flex items-center gap-2">
                  <Label htmlFor={`${id}-target`} className="text-sm">
                    At most
                  </Label>
                  <Input
                    id={`${id}-target`}
                    inputMode="decimal"
                    value={targetKb}
                    onChange={(e) => (setTargetKb(e.target.value), setResult(null))}
                    className="w-28"
                  />
                  <span className="text-sm text-muted">KB</span>
                </div>
              ) : null}
            </div>
          ) : null}
        </div>

        {picked.length > 0 && optionError ? <FieldError>{optionError}</FieldError> : null}

        {locked ? (
          <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid="image-upgrade">
            <p className="flex items-start gap-2">
              <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                {paid.join(", ").replace(/^./, (c) => c.toUpperCase())}: part of the {proName} plan and above, converted on our server.{" "}
                {plan ? "Your plan does not include it yet." : "Sign in with a paid plan to use it."} PNG, JPG and WebP of one file up to{" "}
                {formatBytes(LIMITS.freeFileBytes)} stay free.
              </span>
            </p>
            <UpgradeButton plan={pro.plan} size="sm" className="self-start">
                {pro.upgradeLabel}
              </UpgradeButton>
          </div>
        ) : null}

        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={() => void convert()} disabled={busy || picked.length === 0 || Boolean(optionError) || locked}>
            {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
            Convert {picked.length > 1 ? `${picked.length} images` : ""} to {FORMAT_LABEL[options.format]}
          </Button>
          {picked.length > 0 && paid.length === 0 ? <span className="text-sm text-muted">Converted in this browser: nothing is uploaded.</span> : null}
          {picked.length > 0 && paid.length > 0 && entitled ? (
            <span className="text-sm text-muted">Converted on our server, then deleted: nothing is kept.</span>
          ) : null}
        </div>

        <div aria-live="polite">
          {error ? <FieldError role="alert">{error}</FieldError> : null}
          {result ? (
            <div className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4" data-testid="image-result">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-ink">
                  <strong>{formatBytes(totalIn)}</strong> → <strong>{formatBytes(totalOut)}</strong>{" "}
                  <span className="text-muted">({savingLabel(totalIn, totalOut)})</span>
                </p>
                <Button type="button" onClick={() => saveFile(result.blob, result.filename)}>
                  <Download aria-hidden className="size-4" /> Download {result.filename}
                </Button>
              </div>
              <ul className="flex flex-col gap-1 text-sm text-slate-700">
                {result.rows.map((row) => (
                  <li key={row.name}>
                    <span className="break-all text-ink">{row.name}</span>: {row.width} × {row.height} px, {formatBytes(row.outputBytes)} (
                    {savingLabel(row.inputBytes, row.outputBytes)})
                    {row.notes.map((note) => (
                      <span key={note} className="block text-amber-800">
                        {note}
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
              {result.previewUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- a local object URL of the converted file
                <img
                  src={result.previewUrl}
                  alt="The converted image"
                  className="max-h-80 w-auto self-start rounded border border-line bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:16px_16px] object-contain"
                />
              ) : null}
              <p className="text-xs text-muted">
                Metadata (camera, date, GPS location) is not carried over; the photo is turned upright by its EXIF orientation.
              </p>
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
