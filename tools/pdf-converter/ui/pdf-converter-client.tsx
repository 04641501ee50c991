"use client";

import dynamic from "next/dynamic";
import { ArrowDown, ArrowUp, FileUp, Lock, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { useSessionSelector } from "@/components/auth/session";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { Segmented } from "@/components/ui/segmented";
import { UserFacingError } from "@/lib/platform/errors";
import type { PaidPlanKey, PlanKey } from "@/lib/domain/plans";
import { FREE_MAX_FILE_BYTES, FREE_MAX_IMAGES, PAID_MAX_FILES, PDF_MESSAGES, type Dpi } from "../logic/limits";
import { parsePageRange } from "../logic/page-range";
import { MARGINS_MM, mmToPt, type PageSizeId } from "../logic/page-size";
import { detectType, isEmbeddable, type Detected } from "@/lib/engines/pdf/sniff";
import type { PageImage, PDFDocumentProxy } from "./pdf-browser";
import type { Result } from "./pdf-result";

/**
 * The PDF Converter (docs/product.md, "Paid tools"). The free path runs in the browser with pdf.js and pdf-lib, both
 * loaded when a file is chosen: one PDF up to 10 MB at 72 or 150 DPI, or up to 3 images into a PDF, nothing uploaded.
 * Several files, 300 DPI, ZIP and files up to 100 MB go to the server (app/api/tools/pdf-converter), which checks the
 * plan again; a free visitor choosing them sees the upgrade prompt, whose button (billing code) loads then. The plan's
 * name, price and messages come from the server as plain data (ui/pdf-converter.tsx).
 */

/** The paid part's plan, as plain data from the server: no price table in the browser. */
export interface PdfProPlan {
  /** The plan the upgrade button sells. */
  plan: PaidPlanKey;
  /** "Upgrade to Basic — $4.99/month". */
  upgradeLabel: string;
  /** Every plan that includes the paid part. */
  allowed: readonly PlanKey[];
  planRequired: string;
  freeTooBig: string;
}

const UpgradeButton = dynamic(() => import("@/components/billing/upgrade-button").then((m) => m.UpgradeButton), { ssr: false });

export type Mode = "pdf-to-images" | "images-to-pdf" | "pdf-to-text";
type Format = "png" | "jpg";

const MODES: { value: Mode; label: string }[] = [
  { value: "pdf-to-images", label: "PDF → images" },
  { value: "images-to-pdf", label: "Images → PDF" },
  { value: "pdf-to-text", label: "PDF → text" },
];

interface Chosen {
  key: string;
  file: File;
  detected: Detected;
  /** Object URL of an image's thumbnail. */
  thumb?: string;
}

/** The result's view (with the copy button) loads once a file is chosen, well before a result can be shown. */
const ResultView = dynamic(() => import("./pdf-result").then((m) => m.ResultView), { ssr: false });

const loadEngine = () => import("./pdf-browser");

/** A list key per chosen file (the same file may be chosen twice). */
let fileKeys = 0;
const baseName = (name: string) => name.replace(/\.[^.]*$/, "") || "document";

async function sniff(file: File): Promise<Detected> {
  return detectType(new Uint8Array(await file.slice(0, 1024).arrayBuffer()));
}

/** Images the browser can decode but pdf-lib cannot embed (WebP, GIF, BMP) are redrawn as PNG, losslessly. */
async function embeddable(item: Chosen): Promise<{ bytes: Uint8Array; type: "JPEG" | "PNG" }> {
  if (isEmbeddable(item.detected)) return { bytes: new Uint8Array(await item.file.arrayBuffer()), type: item.detected };
  const bitmap = await createImageBitmap(item.file);
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("encode");
  return { bytes: new Uint8Array(await blob.arrayBuffer()), type: "PNG" };
}

const BROWSER_IMAGES: readonly Detected[] = ["JPEG", "PNG", "WebP", "GIF", "BMP"];

export function PdfConverterClient({ initialMode = "pdf-to-images", initialFormat = "png", pro }: { initialMode?: Mode; initialFormat?: Format; pro: PdfProPlan }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Only the plan (null for a visitor): the converter is not rendered again when a visitor's session answers.
  const plan = useSessionSelector((session) => session.data?.user?.plan ?? null);
  const paid = plan ? pro.allowed.includes(plan) : false;

  const [mode, setMode] = useState<Mode>(initialMode);
  const [files, setFiles] = useState<Chosen[]>([]);
  const [format, setFormat] = useState<Format>(initialFormat);
  const [dpi, setDpi] = useState<Dpi>(150);
  const [pages, setPages] = useState("");
  const [zip, setZip] = useState(false);
  const [size, setSize] = useState<PageSizeId>("a4");
  const [margin, setMargin] = useState<number>(10);
  const [password, setPassword] = useState("");
  const [needsPassword, setNeedsPassword] = useState(false);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [error, setError] = useState("");
  const [progress, setProgress] = useState("");
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const doc = useRef<PDFDocumentProxy | null>(null);

  const wantsPdf = mode !== "images-to-pdf";
  const tooBig = files.some((f) => f.file.size > FREE_MAX_FILE_BYTES);
  const proReasons = [
    wantsPdf && files.length > 1,
    !wantsPdf && files.length > FREE_MAX_IMAGES,
    tooBig,
    mode === "pdf-to-images" && dpi === 300,
    mode === "pdf-to-images" && zip,
  ].some(Boolean);
  const onServer = proReasons && paid;
  const blocked = proReasons && !paid;

  function clearResult() {
    setResult((old) => {
      if (old?.kind === "pages") for (const p of old.pages) URL.revokeObjectURL(p.url);
      return null;
    });
  }

  // Object URLs die with the page's state.
  useEffect(() => () => clearResult(), []);

  async function closeDoc() {
    const old = doc.current;
    doc.current = null;
    await old?.destroy().catch(() => {});
  }

  function changeMode(next: Mode) {
    setMode(next);
    reset();
  }

  function reset() {
    for (const f of files) if (f.thumb) URL.revokeObjectURL(f.thumb);
    setFiles([]);
    setError("");
    setNeedsPassword(false);
    setPassword("");
    setPageCount(null);
    setProgress("");
    clearResult();
    void closeDoc();
  }

  async function choose(list: FileList | null) {
    if (!list || list.length === 0) return;
    setError("");
    clearResult();
    const picked = [...list].slice(0, PAID_MAX_FILES);
    const chosen: Chosen[] = [];
    for (const file of picked) {
      if (file.size === 0) {
        setError(picked.length > 1 ? `${file.name}: ${PDF_MESSAGES.empty}` : PDF_MESSAGES.empty);
        return;
      }
      const detected = await sniff(file);
      if (wantsPdf && detected !== "PDF") {
        setError(picked.length > 1 ? `${file.name}: ${PDF_MESSAGES.notPdf(detected)}` : PDF_MESSAGES.notPdf(detected));
        return;
      }
      if (!wantsPdf && !BROWSER_IMAGES.includes(detected)) {
        setError(PDF_MESSAGES.notImageFile(file.name, detected));
        return;
      }
      chosen.push({ key: `${file.name}-${file.size}-${++fileKeys}`, file, detected, thumb: wantsPdf ? undefined : URL.createObjectURL(file) });
    }
    if (list.length > PAID_MAX_FILES) setError(PDF_MESSAGES.tooManyFiles);
    const next = wantsPdf ? chosen : [...files, ...chosen].slice(0, PAID_MAX_FILES);
    if (wantsPdf) for (const f of files) if (f.thumb) URL.revokeObjectURL(f.thumb);
    setFiles(next);
    setNeedsPassword(false);
    setPassword("");
    setPageCount(null);
    await closeDoc();
    // One PDF small enough for the browser: open it now for its page count and a password prompt.
    if (wantsPdf && next.length === 1 && next[0]!.file.size <= FREE_MAX_FILE_BYTES) await openInBrowser(next[0]!.file, "");
  }

  async function openInBrowser(file: File, pw: string): Promise<boolean> {
    setBusy(true);
    try {
      const engine = await loadEngine();
      try {
        doc.current = await engine.openPdf(new Uint8Array(await file.arrayBuffer()), pw);
        setNeedsPassword(false);
        setError("");
        setPageCount(doc.current.numPages);
        return true;
      } catch (e) {
        if (e instanceof engine.PdfOpenError) {
          setNeedsPassword(e.needsPassword);
          setError(e.needsPassword && !pw ? "" : e.message);
          return false;
        }
        throw e;
      }
    } catch {
      setError("The PDF engine could not load. Check your connection and reload the page.");
      return false;
    } finally {
      setBusy(false);
    }
  }

  function move(index: number, by: -1 | 1) {
    setFiles((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
    clearResult();
  }

  function remove(index: number) {
    setFiles((list) => {
      const gone = list[index];
      if (gone?.thumb) URL.revokeObjectURL(gone.thumb);
      return list.filter((_, i) => i !== index);
    });
    clearResult();
  }

  async function convert() {
    setError("");
    clearResult();
    if (files.length === 0) return setError(PDF_MESSAGES.noFiles);
    if (blocked) return setError(pro.planRequired);
    if (needsPassword && !doc.current && !onServer) {
      if (!(await openInBrowser(files[0]!.file, password))) return;
    }
    setBusy(true);
    try {
      if (onServer) await convertOnServer();
      else await convertInBrowser();
    } catch (error) {
      // A bound the input is over (an image too large to put into a PDF) has its own words.
      setError(error instanceof UserFacingError ? error.message : "Something went wrong while converting. Please try again.");
    } finally {
      setBusy(false);
      setProgress("");
    }
  }

  async function convertInBrowser() {
    if (mode === "images-to-pdf") {
      setProgress("Building the PDF…");
      const { imagesToPdf } = await import("../logic/images-to-pdf");
      const images = [];
      for (const item of files) images.push(await embeddable(item));
      const bytes = await imagesToPdf(images, size, mmToPt(margin));
      const count = files.length;
      setResult({ kind: "file", blob: new Blob([bytes as BlobPart], { type: "application/pdf" }), name: "images.pdf", note: `${count} ${count === 1 ? "page" : "pages"}, ${(bytes.length / 1024).toFixed(0)} kB` });
      return;
    }
    const current = doc.current;
    if (!current) return;
    const engine = await loadEngine();
    if (mode === "pdf-to-text") {
      setProgress("Reading the text…");
      const verdict = await engine.extractText(current);
      if (verdict.kind !== "text") return setError(verdict.message);
      setResult({ kind: "text", text: verdict.text, name: `${baseName(files[0]!.file.name)}.txt` });
      return;
    }
    const range = parsePageRange(pages, current.numPages);
    if (!range.ok) return setError(range.error);
    const over = await engine.checkBudget(current, range.pages, dpi);
    if (over) return setError(over);
    const out: (PageImage & { url: string; name: string })[] = [];
    const width = String(current.numPages).length;
    for (const [i, n] of range.pages.entries()) {
      setProgress(`Rendering page ${n} (${i + 1} of ${range.pages.length})…`);
      const image = await engine.renderPage(current, n, dpi, format);
      out.push({ ...image, url: URL.createObjectURL(image.blob), name: `${baseName(files[0]!.file.name)}-page-${String(n).padStart(width, "0")}.${format}` });
    }
    setResult({ kind: "pages", pages: out });
  }

  async function convertOnServer() {
    setProgress(`Uploading ${files.length === 1 ? "the file" : `${files.length} files`} and converting…`);
    const body = new FormData();
    body.set("op", mode);
    body.set("format", format);
    body.set("dpi", String(dpi));
    body.set("pages", pages);
    body.set("password", password);
    body.set("size", size);
    body.set("margin", String(margin));
    for (const item of files) {
      if (mode === "images-to-pdf") {
        const image = await embeddable(item);
        body.append("file", new Blob([image.bytes as BlobPart]), item.file.name);
      } else body.append("file", item.file, item.file.name);
    }
    const response = await fetch("/api/tools/pdf-converter", { method: "POST", body, credentials: "same-origin" });
    if (!response.ok) {
      const data = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      const message = data?.error?.message ?? "Something went wrong on our side. Please try again.";
      if (message.endsWith(PDF_MESSAGES.needsPassword) || message.endsWith(PDF_MESSAGES.wrongPassword)) setNeedsPassword(true);
      if (!(message.endsWith(PDF_MESSAGES.needsPassword) && !password)) setError(message);
      return;
    }
    const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "converted";
    const blob = await response.blob();
    if (blob.type.startsWith("text/plain")) {
      setResult({ kind: "text", text: await blob.text(), name });
      return;
    }
    saveFile(blob, name);
    setResult({ kind: "file", blob, name, note: `${(blob.size / 1024).toFixed(0)} kB, downloaded` });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files);
  }

  const accept = wantsPdf ? "application/pdf,.pdf" : "image/png,image/jpeg,image/webp,image/gif,image/bmp";
  const range = mode === "pdf-to-images" && pageCount !== null && pages.trim() ? parsePageRange(pages, pageCount) : null;

  return (
    <div className="flex flex-col gap-4" data-tool-ui="pdf-converter">
      <Card>
        <CardContent className="flex flex-col gap-5">
          {/* Scrolls sideways inside the card on the narrowest phones rather than widening the page. */}
          <div className="-mx-1 overflow-x-auto px-1 pb-1">
            <Segmented legend="Conversion" name={`${id}-mode`} value={mode} options={MODES} onChange={changeMode} />
          </div>

          <div
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center sm:p-8 ${dragging ? "border-brand-600 bg-brand-50" : "border-line"}`}
            data-testid="drop-zone"
          >
            <FileUp className="size-9 text-brand-700" aria-hidden="true" />
            <p className="text-base font-medium text-ink">{wantsPdf ? "Drop a PDF here" : "Drop JPG, PNG or WebP images here"}</p>
            <input ref={input} id={`${id}-files`} type="file" accept={accept} multiple className="sr-only" onChange={(e) => void choose(e.target.files).finally(() => (e.target.value = ""))} />
            <Button onClick={() => input.current?.click()} disabled={busy}>
              <FileUp aria-hidden="true" /> {wantsPdf ? "Choose PDF" : "Choose images"}
            </Button>
            <label htmlFor={`${id}-files`} className="text-sm text-muted">
              {wantsPdf
                ? `One PDF up to ${FREE_MAX_FILE_BYTES / 1024 / 1024} MB is converted in your browser and never uploaded.`
                : `Up to ${FREE_MAX_IMAGES} images are put together in your browser and never uploaded.`}{" "}
              Several files and files up to 100 MB: <Badge variant="pro">Pro</Badge>
            </label>
          </div>

          {files.length > 0 && wantsPdf ? (
            <p className="text-sm text-ink" data-testid="chosen">
              {files.length === 1 ? files[0]!.file.name : `${files.length} PDFs`}
              {pageCount !== null ? ` · ${pageCount} ${pageCount === 1 ? "page" : "pages"}` : ""}
              {" · "}
              <button type="button" className="font-medium text-brand-700 underline" onClick={reset}>
                Clear
              </button>
            </p>
          ) : null}

          {!wantsPdf && files.length > 0 ? (
            <ol className="flex flex-col gap-2" aria-label="Images, in page order">
              {files.map((item, i) => (
                <li key={item.key} className="flex items-center gap-3 rounded-lg border border-line bg-surface p-2">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, never optimised */}
                  <img src={item.thumb} alt="" className="size-12 rounded object-cover" />
                  <span className="min-w-0 flex-1 truncate text-sm text-ink">
                    {i + 1}. {item.file.name}
                  </span>
                  <Button variant="ghost" size="icon" onClick={() => move(i, -1)} disabled={i === 0} aria-label={`Move ${item.file.name} up`}>
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" onClick={() => move(i, 1)} disabled={i === files.length - 1} aria-label={`Move ${item.file.name} down`}>
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" onClick={() => remove(i)} aria-label={`Remove ${item.file.name}`}>
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
          ) : null}

          {needsPassword ? (
            <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
              <Label htmlFor={`${id}-password`} className="flex items-center gap-2">
                <Lock className="size-4" aria-hidden="true" /> {PDF_MESSAGES.needsPassword}. Enter its password:
              </Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id={`${id}-password`}
                  type="password"
                  autoComplete="off"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter" && !onServer) void openInBrowser(files[0]!.file, password);
                  }}
                />
                {!onServer ? (
                  <Button variant="secondary" onClick={() => void openInBrowser(files[0]!.file, password)} disabled={busy || !password}>
                    Unlock
                  </Button>
                ) : null}
              </div>
            </div>
          ) : null}

          {mode === "pdf-to-images" ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Segmented legend="Image format" name={`${id}-format`} value={format} options={[{ value: "png", label: "PNG" }, { value: "jpg", label: "JPG" }]} onChange={setFormat} />
              <Segmented
                legend="Resolution"
                name={`${id}-dpi`}
                value={String(dpi) as "72" | "150" | "300"}
                options={[
                  { value: "72", label: "72 DPI" },
                  { value: "150", label: "150 DPI" },
                  { value: "300", label: "300 DPI · Pro" },
                ]}
                onChange={(v) => setDpi(Number(v) as Dpi)}
              />
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-pages`}>Pages</Label>
                <Input id={`${id}-pages`} value={pages} onChange={(e) => setPages(e.target.value)} placeholder="All pages, or e.g. 1-3,5" aria-describedby={`${id}-pages-error`} />
                <FieldError id={`${id}-pages-error`}>{range && !range.ok ? range.error : null}</FieldError>
              </div>
              <label className="flex items-center gap-2 self-center text-sm text-ink">
                <input type="checkbox" checked={zip} onChange={(e) => setZip(e.target.checked)} className="size-4 accent-brand-600" />
                Download all pages as one ZIP <Badge variant="pro">Pro</Badge>
              </label>
            </div>
          ) : null}

          {mode === "images-to-pdf" ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Segmented
                legend="Page size"
                name={`${id}-size`}
                value={size}
                options={[
                  { value: "a4", label: "A4" },
                  { value: "letter", label: "Letter" },
                  { value: "fit", label: "Fit image" },
                ]}
                onChange={setSize}
              />
              <Segmented
                legend="Margins"
                name={`${id}-margin`}
                value={String(margin)}
                options={MARGINS_MM.map((mm) => ({ value: String(mm), label: mm === 0 ? "None" : `${mm} mm` }))}
                onChange={(v) => setMargin(Number(v))}
              />
            </div>
          ) : null}

          {blocked ? (
            <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="upgrade-prompt">
              <p className="text-sm text-ink">
                <Badge variant="pro">Pro</Badge> {tooBig ? pro.freeTooBig : pro.planRequired}
              </p>
              <UpgradeButton plan={pro.plan}>{pro.upgradeLabel}</UpgradeButton>
            </div>
          ) : null}

          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button size="lg" onClick={() => void convert()} disabled={busy || files.length === 0 || blocked}>
              {busy ? "Working…" : mode === "images-to-pdf" ? "Make PDF" : mode === "pdf-to-text" ? "Get text" : "Convert pages"}
            </Button>
            <p role="status" className="text-sm text-muted empty:hidden">
              {progress}
            </p>
          </div>
          <p role="alert" className="text-sm font-medium text-red-700 empty:hidden" data-testid="pdf-error">
            {error}
          </p>
        </CardContent>
      </Card>

      {result ? <ResultView result={result} /> : null}
    </div>
  );
}
