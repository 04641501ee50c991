"use client";

import { Download, FlipHorizontal2, FlipVertical2, Loader2, RotateCcw, RotateCw, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { canEncode } from "@/components/image/canvas-encode";
import { FileDropZone } from "@/components/ui/file-drop-zone";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { Segmented } from "@/components/ui/segmented";
import { ORIENTATION_OPS, readExif, type ExifSummary } from "@/lib/engines/image/exif";
import { CANVAS_EXTENSION, CANVAS_LABEL, canvasFormatOf, type CanvasFormat } from "@/lib/engines/image/formats";
import { HEADER_BYTES, readImageHeader } from "@/lib/engines/image/header";
import { formatBytes } from "@/lib/engines/image/sizes";
import { flipHorizontal, flipVertical, rotateAnticlockwise, rotateClockwise, turnedSize, UPRIGHT, type Turn } from "@/lib/engines/image/transform";
import { ASPECT_PRESETS, aspectOf, fitAspect, fullRect, typedRect, type AspectPreset, type Rect } from "../logic/crop";
import { fileProblem, LIMITS, lockedSide, outputSize, pixelProblem, resizedName, type ResizeMode, type Size } from "../logic/resize";
import { CropEditor } from "./crop-editor";
import { renderImage } from "./draw";

interface Loaded {
  file: File;
  image: ImageBitmap;
  format: CanvasFormat | null;
  exif: ExifSummary | null;
}

interface Result {
  blob: Blob;
  name: string;
  url: string;
  size: Size;
}

type OutputChoice = "same" | CanvasFormat;

/** The turn buttons, in the order they are shown. */
const TURNS = [
  { label: "Rotate left", Icon: RotateCcw, turn: rotateAnticlockwise },
  { label: "Rotate right", Icon: RotateCw, turn: rotateClockwise },
  { label: "Flip horizontal", Icon: FlipHorizontal2, turn: flipHorizontal },
  { label: "Flip vertical", Icon: FlipVertical2, turn: flipVertical },
] as const;

const rectFields = (rect: Rect) => ({ x: String(rect.x), y: String(rect.y), width: String(rect.width), height: String(rect.height) });

/** The Image Resizer: resize, crop, turn and mirror one image in this browser, written without its metadata. */
export function ImageResizerTool() {
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [turn, setTurn] = useState<Turn>(UPRIGHT);
  const [preset, setPreset] = useState<AspectPreset>("free");
  const [crop, setCrop] = useState<Rect>({ x: 0, y: 0, width: 1, height: 1 });
  const [cropText, setCropText] = useState(rectFields(crop));
  const [mode, setMode] = useState<ResizeMode>("pixels");
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [lock, setLock] = useState(true);
  /** Until the visitor types a width or height, the output size follows the crop. */
  const [sizeTyped, setSizeTyped] = useState(false);
  const [percent, setPercent] = useState("50");
  const [longest, setLongest] = useState("1200");
  const [choice, setChoice] = useState<OutputChoice>("same");
  const [avif, setAvif] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const [renderError, setRenderError] = useState<string | null>(null);
  const resultUrl = useRef<string | null>(null);

  useEffect(() => {
    void canEncode("avif").then(setAvif);
  }, []);
  useEffect(() => () => loaded?.image.close(), [loaded]);
  useEffect(() => () => void (resultUrl.current && URL.revokeObjectURL(resultUrl.current)), []);

  const turned = loaded ? turnedSize(loaded.image, turn) : null;
  const aspect = aspectOf(preset);
  const typed = turned ? typedRect(cropText, turned) : null;
  const size = turned ? outputSize({ width: crop.width, height: crop.height }, { mode, width, height, lock, percent, longest }) : null;
  const format: CanvasFormat = choice === "same" ? (loaded?.format ?? "png") : choice;

  function clearResult() {
    if (resultUrl.current) URL.revokeObjectURL(resultUrl.current);
    resultUrl.current = null;
    setResult(null);
    setRenderError(null);
  }

  /** A new crop: the fields follow it; a typed width is kept, with the height of the new aspect when it is locked. */
  function applyCrop(rect: Rect) {
    clearResult();
    setCrop(rect);
    setCropText(rectFields(rect));
    followCrop(rect);
  }

  function followCrop(rect: Rect) {
    if (!sizeTyped) {
      setWidth(String(rect.width));
      setHeight(String(rect.height));
    } else if (lock && /^\d+$/.test(width.trim()) && Number(width) > 0) {
      setHeight(String(lockedSide(Number(width), rect.width, rect.height)));
    }
  }

  /** A width or height typed: with the aspect locked, the other side follows the crop's shape. */
  function typeSide(side: "width" | "height", value: string) {
    clearResult();
    setSizeTyped(true);
    const [set, setOther, from, to] = side === "width" ? [setWidth, setHeight, crop.width, crop.height] : [setHeight, setWidth, crop.height, crop.width];
    set(value);
    if (lock && /^\d+$/.test(value.trim()) && Number(value) > 0) setOther(String(lockedSide(Number(value), from, to)));
  }

  async function pick(files: File[]) {
    clearResult();
    setLoadError(null);
    const file = files[0]!;
    if (files.length > 1) {
      setLoadError("The resizer works on one image at a time: choose one.");
      return;
    }
    const problem = fileProblem(file);
    if (problem) return setLoadError(problem);
    const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
    const header = readImageHeader(head);
    if (!header) return setLoadError(`${file.name} isn't an image this page reads (JPG, PNG, WebP, AVIF, GIF or BMP): its bytes match none of them.`);
    const tooBig = pixelProblem(file.name, header.width, header.height);
    if (tooBig) return setLoadError(tooBig);
    let image: ImageBitmap;
    try {
      image = await createImageBitmap(file, { imageOrientation: "from-image" });
    } catch {
      return setLoadError(`${file.name} is damaged or incomplete: this browser could not decode it.`);
    }
    const bounds = { width: image.width, height: image.height };
    setLoaded({ file, image, format: canvasFormatOf(header.format), exif: readExif(head) });
    setTurn(UPRIGHT);
    const rect = fitAspect(bounds, aspect);
    setCrop(rect);
    setCropText(rectFields(rect));
    setSizeTyped(false);
    setWidth(String(rect.width));
    setHeight(String(rect.height));
  }

  function turnBy(next: (t: Turn) => Turn) {
    if (!loaded) return;
    const t = next(turn);
    setTurn(t);
    applyCrop(fitAspect(turnedSize(loaded.image, t), aspect));
  }

  async function render() {
    if (!loaded || !size?.ok || busy) return;
    setBusy(true);
    clearResult();
    try {
      const blob = await renderImage(loaded.image, turn, crop, size, format);
      const url = URL.createObjectURL(blob);
      resultUrl.current = url;
      setResult({ blob, url, size: { width: size.width, height: size.height }, name: resizedName(loaded.file.name, size, CANVAS_EXTENSION[format]) });
    } catch (caught) {
      setRenderError(caught instanceof Error && caught.message ? caught.message : "The image could not be drawn at this size.");
    } finally {
      setBusy(false);
    }
  }

  const sizeError = size && !size.ok ? size : null;
  const exifNote = loaded?.exif
    ? [
        loaded.exif.orientation && loaded.exif.orientation !== 1
          ? `EXIF orientation ${loaded.exif.orientation}: ${ORIENTATION_OPS[loaded.exif.orientation]!.words}. Shown and saved upright.`
          : null,
        loaded.exif.hasGps ? "This photo holds a GPS location: the resized image will not." : null,
      ].filter(Boolean)
    : [];

  return (
    <Card data-tool-ui="image-resizer">
      <CardContent className="flex flex-col gap-5">
        <FileDropZone
          multiple={false}
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/bmp"
          button="Choose an image"
          inputLabel="Image to resize"
          onFiles={(files) => void pick(files)}
          icon={Upload}
          title="Drop an image here"
          hint={
            <>
              JPG, PNG, WebP, AVIF, GIF or BMP, up to {formatBytes(LIMITS.maxFileBytes)} and {(LIMITS.maxPixels / 1e6).toLocaleString("en-US")} megapixels. Resized
              in this browser: nothing is uploaded.
            </>
          }
        />
        {loadError ? <FieldError role="alert">{loadError}</FieldError> : null}

        {loaded && turned ? (
          <>
            <div className="flex flex-col gap-1 text-sm">
              <p className="text-ink">
                <span className="font-medium break-all">{loaded.file.name}</span>{" "}
                <span className="text-muted" data-testid="source-size">
                  {loaded.image.width} × {loaded.image.height} px · {formatBytes(loaded.file.size)}
                </span>
              </p>
              {exifNote.map((note) => (
                <p key={note} className="text-muted">
                  {note}
                </p>
              ))}
            </div>

            <div className="flex flex-wrap gap-2" role="group" aria-label="Rotate and flip">
              {TURNS.map(({ label, Icon, turn: next }) => (
                <Button key={label} type="button" size="sm" variant="secondary" onClick={() => turnBy(next)}>
                  <Icon aria-hidden className="size-4" /> {label}
                </Button>
              ))}
            </div>

            <Segmented
              legend="Crop"
              name={`${id}-aspect`}
              value={preset}
              options={ASPECT_PRESETS.map((p) => ({ value: p, label: p === "free" ? "Free" : p }))}
              onChange={(p) => {
                setPreset(p);
                applyCrop(p === "free" ? fullRect(turned) : fitAspect(turned, aspectOf(p), crop));
              }}
            />
            <CropEditor image={loaded.image} turn={turn} turned={turned} crop={crop} aspect={aspect} onCrop={applyCrop} />
            <fieldset className="flex flex-col gap-1.5">
              <legend className="mb-1.5 text-sm font-medium text-ink">Crop in pixels</legend>
              <div className="grid grid-cols-4 gap-2">
                {(["x", "y", "width", "height"] as const).map((key) => (
                  <div key={key} className="flex flex-col gap-1">
                    <Label htmlFor={`${id}-crop-${key}`} className="text-xs">
                      {key === "x" ? "Crop X" : key === "y" ? "Crop Y" : key === "width" ? "Crop width" : "Crop height"}
                    </Label>
                    <Input
                      id={`${id}-crop-${key}`}
                      inputMode="numeric"
                      value={cropText[key]}
                      aria-invalid={typed && !typed.ok ? true : undefined}
                      onChange={(e) => {
                        const next = { ...cropText, [key]: e.target.value };
                        setCropText(next);
                        clearResult();
                        const checked = typedRect(next, turned);
                        if (checked.ok) {
                          setCrop(checked.rect);
                          followCrop(checked.rect);
                        }
                      }}
                    />
                  </div>
                ))}
              </div>
              {typed && !typed.ok ? <FieldError>{typed.error}</FieldError> : null}
            </fieldset>

            <div className="flex flex-col gap-3">
              <Segmented
                legend="Resize by"
                name={`${id}-mode`}
                value={mode}
                options={[
                  { value: "pixels", label: "Pixels" },
                  { value: "percent", label: "Percent" },
                  { value: "longest", label: "Longest side" },
                ]}
                onChange={(m) => (clearResult(), setMode(m))}
              />
              {mode === "pixels" ? (
                <div className="flex flex-wrap items-end gap-2">
                  {(["width", "height"] as const).map((side, i) => (
                    <div key={side} className="flex items-end gap-2">
                      {i === 1 ? (
                        <span aria-hidden className="pb-2 text-muted">
                          ×
                        </span>
                      ) : null}
                      <div className="flex flex-col gap-1">
                        <Label htmlFor={`${id}-${side}`}>{side === "width" ? "Width (px)" : "Height (px)"}</Label>
                        <Input
                          id={`${id}-${side}`}
                          inputMode="numeric"
                          className="w-28"
                          value={side === "width" ? width : height}
                          aria-invalid={sizeError?.field === side ? true : undefined}
                          onChange={(e) => typeSide(side, e.target.value)}
                        />
                      </div>
                    </div>
                  ))}
                  <label className="flex items-center gap-2 pb-2 text-sm text-ink">
                    <input type="checkbox" checked={lock} onChange={(e) => (clearResult(), setLock(e.target.checked))} className="size-4 accent-brand-600" />
                    Lock aspect ratio
                  </label>
                </div>
              ) : mode === "percent" ? (
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`${id}-pct`}>Percent of the crop</Label>
                  <Input id={`${id}-pct`} inputMode="decimal" className="w-28" value={percent} onChange={(e) => (clearResult(), setPercent(e.target.value))} />
                </div>
              ) : (
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`${id}-long`}>Longest side (px)</Label>
                  <Input id={`${id}-long`} inputMode="numeric" className="w-28" value={longest} onChange={(e) => (clearResult(), setLongest(e.target.value))} />
                </div>
              )}
              {sizeError ? <FieldError>{sizeError.error}</FieldError> : null}
            </div>

            <Segmented
              legend="Save as"
              name={`${id}-format`}
              value={choice}
              options={[
                { value: "same" as const, label: loaded.format ? `Same (${CANVAS_LABEL[loaded.format]})` : "Same (PNG)" },
                { value: "jpeg" as const, label: "JPG" },
                { value: "png" as const, label: "PNG" },
                { value: "webp" as const, label: "WebP" },
                ...(avif ? [{ value: "avif" as const, label: "AVIF" }] : []),
              ]}
              onChange={(c) => (clearResult(), setChoice(c))}
            />

            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" onClick={() => void render()} disabled={busy || !size?.ok}>
                {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
                {size?.ok ? `Resize to ${size.width} × ${size.height}` : "Resize"}
              </Button>
              {renderError ? <FieldError role="alert">{renderError}</FieldError> : null}
            </div>

            {result ? (
              <div className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4" data-testid="resize-result">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-ink">
                    <span className="break-all">{result.name}</span>: {result.size.width} × {result.size.height} px, {formatBytes(result.blob.size)}
                  </p>
                  <Button type="button" onClick={() => saveFile(result.blob, result.name)}>
                    <Download aria-hidden className="size-4" /> Download {result.name}
                  </Button>
                </div>
                {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL of the resized file */}
                <img
                  src={result.url}
                  alt="The resized image"
                  className="max-h-80 w-auto self-start rounded border border-line bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:16px_16px] object-contain"
                />
              </div>
            ) : null}
          </>
        ) : null}
        <p className="text-xs text-muted">
          The image is drawn and saved by this browser; nothing is uploaded. The saved file holds pixels only: no camera details, date or GPS location.
        </p>
      </CardContent>
    </Card>
  );
}
