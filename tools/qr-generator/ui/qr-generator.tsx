"use client";

import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { toast } from "@/components/ui/toast";
import { generateQrCodeAction } from "@/tools/qr-generator/server/actions";
import { ToolLimitCard, ToolUsageMeter, UsageGate } from "@/components/usage/tool-usage";
import { useToolUsageUpdate } from "@/components/usage/use-usage";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDetailsOpened } from "@/components/ui/use-details-opened";
import {
  DOWNLOAD_SIZES,
  PDF_DEFAULT_MM,
  PDF_MAX_MM,
  PDF_MIN_MM,
  PDF_SIZE_MESSAGE,
  isPdfSize,
  QR_DEFAULTS,
  QR_TYPE_LABELS,
  QR_TYPES,
  REQUIRED_MESSAGE,
  type ErrorCorrection,
  type QrType,
} from "@/tools/qr-generator/logic/constants";
import type { QrGenerated } from "@/tools/qr-generator/server/service";
import type { QrAdvancedValues } from "./qr-advanced";
import { contentOf, EMPTY_FORM, missingFields, QrFields, type QrFormValues } from "./qr-fields";
import { callAction } from "@/lib/platform/forms/call-action";
import { useLazy } from "@/components/lazy/use-lazy";
import { focusedBeforeHydration, useFirstUse } from "@/components/lazy/use-first-use";
import { ClientForm } from "@/components/forms/client-form";
import { sayFieldProblem } from "@/components/forms/field-feedback";
import { useSessionSelector } from "@/components/auth/session";
import type { DynamicLink } from "@/tools/qr-generator/server/dynamic";
import { type DynamicCodes, QrDynamicOption } from "./qr-dynamic";

/** The generator's icons as elements rendered on the server (ui/qr-icons.tsx), so their drawings are not in its code. */
export interface QrIcons {
  types: Record<QrType, ReactNode>;
  placeholder: ReactNode;
  download: ReactNode;
  copy: ReactNode;
  spinner: ReactNode;
}

/** The browser-safe half of the generator's logic/ (validation, payload builder, encoder, SVG): loaded after the page, on demand. */
type Engine = typeof import("@/tools/qr-generator/logic/encode");

/** Fetching and saving the generated files loads with the first download or copy. */
const loadDownload = () =>
  import("./download").catch(() => {
    throw new Error("The download could not start. Check your connection and try again.");
  });

/** The Advanced tab (size, error correction, margin, colours with their contrast check): fetched after the encoder. */
const loadAdvanced = () => import("./qr-on-use").then((m) => m.QrAdvanced);
/** The Design tab (shapes, gradients, frame) arrives in the same chunk. */
const loadDesign = () => import("./qr-on-use").then((m) => m.QrDesignPanel);
/** The scan check (jsQR) loads with the first download or copy. */
const loadScanCheck = () =>
  import("./scan-in-browser").catch(() => {
    throw new Error("The scan check could not load. Check your connection and try again.");
  });
/** The CSV batch section: its parser, drawing, scan check and ZIP writer load when it is first opened. */
const loadBatch = () => import("./qr-batch").then((m) => m.QrBatch);
/** The encoder and the ready preview's image, details and download size advice: what the first code drawn needs. */
const loadEngine = () => import("@/tools/qr-generator/logic/encode");
const loadPreview = () => import("./qr-preview");

// A visitor who tapped into the generator (its root element, `data-qr-generator`) before its code arrived: the encoder
// and preview are fetched now, while the page hydrates, not once it has (the component's own imports then get the same
// modules).
if (focusedBeforeHydration("[data-qr-generator]")) {
  loadEngine().catch(() => {});
  loadPreview().catch(() => {});
}

export type Preview =
  | { state: "empty" }
  | { state: "error"; message: string; fieldErrors: Record<string, string> }
  | {
      state: "ready";
      svg: string;
      /** Pixel height of the preview: its size, or more when a frame adds a call to action. */
      height: number;
      payload: string;
      type: QrType;
      size: number;
      version: number;
      modules: number;
      margin: number;
      errorCorrection: ErrorCorrection;
      warnings: string[];
    };

const PREVIEW_FAILED = "This content cannot be previewed.";

/** The live preview of a request: exactly the server's validation, payload and encoding, rendered here for free. */
function previewOf(engine: Engine, request: unknown): Preview {
  try {
    const { content, options, qr, warnings } = engine.prepareQr(request);
    return {
      state: "ready",
      svg: engine.renderSvg(qr, options, options.size),
      height: engine.imageHeight(qr, options, options.size),
      payload: qr.payload,
      type: content.type,
      size: options.size,
      version: qr.version,
      modules: qr.size,
      margin: options.margin,
      errorCorrection: options.errorCorrection,
      // Size advice shows beside the download size, for the size chosen there; the preview keeps the other warnings.
      warnings: [...warnings, ...engine.sizeWarnings(qr, options.margin, options.size)].filter(
        (warning) => warning !== engine.sizeAdvice(qr.size, options.margin, options.size),
      ),
    };
  } catch (error) {
    // QrInputError: the server's own message. Anything else must not take the page down: the server still decides.
    if (!(error instanceof Error) || !("fieldErrors" in error)) return { state: "error", message: PREVIEW_FAILED, fieldErrors: {} };
    if (error.message === REQUIRED_MESSAGE) return { state: "empty" };
    return { state: "error", message: error.message, fieldErrors: error.fieldErrors as Record<string, string> };
  }
}

/**
 * The generator: type and fields, Advanced options, a live preview (free, rendered in the browser) and Download PNG /
 * Download SVG / Copy image. The first download or copy of a new content asks the server to generate it (one counted
 * use, once per distinct content a day); restyling it or downloading it again is free.
 */
/** What a dynamic code's preview shows before its link exists: a short URL of the same length (the same density). */
function standInShortUrl(): string {
  return `${typeof window === "undefined" ? "" : window.location.origin}/s/xxxxxx?qr=1`;
}

export function QrGenerator({ icons, onGenerated, dynamicCodes }: { icons: QrIcons; onGenerated?: (result: QrGenerated) => void; dynamicCodes: DynamicCodes }) {
  const { update } = useToolUsageUpdate("qr");
  const [type, setType] = useState<QrType>("url");
  const [values, setValues] = useState<QrFormValues>(EMPTY_FORM);
  const [advanced, setAdvanced] = useState<QrAdvancedValues>({ ...QR_DEFAULTS });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<"png" | "svg" | "pdf" | "copy" | null>(null);
  /** The PDF's page side in millimetres, as typed (checked on download; the server judges again). */
  const [pdfSize, setPdfSize] = useState(String(PDF_DEFAULT_MM));
  const [pdfSizeError, setPdfSizeError] = useState<string | null>(null);
  const pdfFieldRef = useRef<HTMLDivElement>(null);
  const typedMm = Number(pdfSize.trim().replace(",", "."));
  /** The PDF's page side in millimetres (the download's and the batch's), or null while the field is not a valid size. */
  const pdfMm = pdfSize.trim() && isPdfSize(typedMm) ? typedMm : null;
  const [engine, setEngine] = useState<Engine | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const [downloadSizeChoice, setDownloadSizeChoice] = useState<number | null>(null);
  /** Payloads the server has generated for us today (free to restyle and download again, even at the limit). */
  const [claimedPayloads, setClaimedPayloads] = useState<ReadonlySet<string>>(new Set());
  /** Server answers per exact request (payload and style): their download token. */
  const claims = useRef(new Map<string, QrGenerated>());
  const formRef = useRef<HTMLFormElement>(null);
  // Only whether someone is signed in: a visitor's generator is not rendered again when the session answers.
  const signedIn = useSessionSelector((session) => session.status === "authenticated");
  const [dynamicOn, setDynamicOn] = useState(false);
  /** The dynamic codes made here, by destination: a new design of one names its link again (never a second link). */
  const [dynamicLinks, setDynamicLinks] = useState<ReadonlyMap<string, DynamicLink>>(new Map());

  // A logo raises error correction to H (said beside the control); the level chosen comes back when it is removed.
  const base = { content: contentOf(type, values), options: advanced.logo ? { ...advanced, errorCorrection: "H" as const } : advanced };
  const dynamicActive = dynamicOn && signedIn && type === "url";
  const destination = values.url.url.trim();
  const dynamicLink = dynamicActive ? (dynamicLinks.get(destination) ?? null) : null;
  // What the server gets (the destination, and the code's link once it has one) and what the code encodes (its short URL).
  const request = dynamicActive ? { ...base, dynamic: dynamicLink ? { linkId: dynamicLink.linkId } : true } : base;
  const encoded = dynamicActive && destination ? { ...base, content: { type: "url", url: dynamicLink ? `${dynamicLink.shortUrl}?qr=1` : standInShortUrl() } } : base;
  const requestJson = JSON.stringify(request);
  // Typing stays responsive on slow phones: the preview may trail a keystroke behind.
  const deferredJson = useDeferredValue(JSON.stringify(encoded));
  const preview = useMemo(() => (engine ? previewOf(engine, JSON.parse(deferredJson)) : null), [engine, deferredJson]);
  const downloadSize = downloadSizeChoice ?? advanced.size;
  const readyPayload = preview?.state === "ready" ? preview.payload : null;
  /** Generated today already: free to download again, even at the daily limit. */
  const claimed = readyPayload !== null && claimedPayloads.has(readyPayload);

  // The encoder (qrcode, the validation with zod) and the preview, then the Design and Advanced tabs, are fetched on the
  // generator's first use — a focus or press inside it, or content it already holds (typed before the scripts ran) —
  // not with the page: the empty form's first view needs none of them, and a visitor who only reads the page never
  // downloads them.
  const firstUse = useFirstUse<HTMLDivElement>();
  const [firstRequestJson] = useState(requestJson);
  const wanted = firstUse.used || requestJson !== firstRequestJson;
  const Preview = useLazy(loadPreview, wanted);
  // The tabs come after the encoder, so that on a slow connection they do not delay the first code drawn; at once
  // when one is opened first.
  const [tabOpened, setTabOpened] = useState(false);
  const tabsWanted = (wanted && (engine !== null || engineFailed)) || tabOpened;
  const Advanced = useLazy(loadAdvanced, tabsWanted);
  const Design = useLazy(loadDesign, tabsWanted);
  const { ref: batchSection, opened: batchOpened, onToggle: onBatchToggle } = useDetailsOpened();
  const Batch = useLazy(loadBatch, batchOpened);
  useEffect(() => {
    if (engine || !wanted) return;
    let cancelled = false;
    loadEngine().then(
      (loaded) => !cancelled && setEngine(loaded),
      () => !cancelled && setEngineFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [engine, wanted]);

  function changeFields<T extends QrType>(changed: T, patch: Partial<QrFormValues[T]>) {
    setValues((current) => ({ ...current, [changed]: { ...current[changed], ...patch } }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  }

  function changeAdvanced(patch: Partial<QrAdvancedValues>) {
    setAdvanced((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      // A part's own messages ("dots.color") and the scan check's verdict go with any change to the design.
      for (const key of Object.keys(next)) if (key.split(".")[0]! in patch || key === "design") delete next[key];
      return next;
    });
  }

  /**
   * Reads the design back in the browser before it leaves the page; false (with the reason and a fix, on the Design
   * tab and in a toast) when it does not scan. The server checks the same before it generates.
   */
  async function scans(): Promise<boolean> {
    if (!engine) return true;
    const { qr, options } = engine.prepareQr(encoded);
    const problem = await (await loadScanCheck()).browserScanProblem(qr, options);
    if (!problem) return true;
    setErrors({ design: problem });
    toast.error("This design does not scan", { description: problem });
    return false;
  }

  /** Refuses locally what the server would refuse (same module), marking the fields; true when the request is fine. */
  function validate(): boolean {
    const missing = missingFields(type, values);
    if (missing.length > 0) {
      flushSync(() => setErrors(Object.fromEntries(missing.map((field) => [field, REQUIRED_MESSAGE]))));
      sayFieldProblem(formRef.current, "Error", REQUIRED_MESSAGE);
      return false;
    }
    const now = engine ? previewOf(engine, base) : null;
    if (now?.state === "error" && now.message !== PREVIEW_FAILED) {
      flushSync(() => setErrors(now.fieldErrors));
      sayFieldProblem(formRef.current, "Error", now.message);
      return false;
    }
    return true;
  }

  /** The server's generation of this exact request: counted once for a new content, free otherwise. */
  async function claim(): Promise<QrGenerated | null> {
    const known = claims.current.get(requestJson);
    if (known) return known;
    const outcome = await callAction(generateQrCodeAction, request);
    if (outcome.usage) update(outcome.usage);
    if (!outcome.ok) {
      flushSync(() => setErrors(outcome.fieldErrors ?? {}));
      sayFieldProblem(formRef.current, outcome.title, outcome.error);
      return null;
    }
    claims.current.set(requestJson, outcome.data);
    setClaimedPayloads((current) => new Set(current).add(outcome.data.payload));
    const link = outcome.data.dynamic;
    if (link) setDynamicLinks((current) => new Map(current).set(destination, link));
    if (outcome.data.counted) toast.success("Success", { description: link ? "Dynamic QR code created: its short link is ready." : "QR code generated successfully!" });
    // A dynamic code's history entry takes each new design.
    if (outcome.data.counted || link) onGenerated?.(outcome.data);
    return outcome.data;
  }

  /** An uploaded logo goes with the download (the token names its digest only); an icon is in the token. */
  function uploadedLogo(): string | undefined {
    return advanced.logo?.image.startsWith("data:") ? advanced.logo.image : undefined;
  }

  async function download(format: "png" | "svg" | "pdf") {
    if (busy || !validate()) return;
    if (format === "pdf" && pdfMm === null) {
      flushSync(() => setPdfSizeError(PDF_SIZE_MESSAGE));
      sayFieldProblem(pdfFieldRef.current, "Error", PDF_SIZE_MESSAGE);
      return;
    }
    setBusy(format);
    try {
      if (!(await scans())) return;
      const claimed = await claim();
      const pdf = format === "pdf" && pdfMm !== null ? { pdfSize: pdfMm } : {};
      if (claimed) await (await loadDownload()).downloadQrFile({ token: claimed.downloadToken, format, size: downloadSize, logo: uploadedLogo(), ...pdf });
    } catch (error) {
      claims.current.delete(requestJson);
      toast.error("Error", { description: error instanceof Error ? error.message : "Failed to generate QR code" });
    } finally {
      setBusy(null);
    }
  }

  function copy() {
    if (busy || !validate()) return;
    if (typeof ClipboardItem === "undefined" || !navigator.clipboard?.write) {
      toast.error("Error", { description: "This browser cannot copy images. Download the PNG instead." });
      return;
    }
    setBusy("copy");
    let refused = false;
    const png = scans().then((ok) => (ok ? claim() : null)).then((claimed) => {
      if (!claimed) {
        refused = true;
        throw new Error("refused");
      }
      return loadDownload().then(({ fetchQrFile }) => fetchQrFile({ token: claimed.downloadToken, format: "png", size: downloadSize, logo: uploadedLogo() }));
    });
    // The clipboard write starts inside the click (browsers require it) and waits for the image.
    navigator.clipboard
      .write([new ClipboardItem({ "image/png": png })])
      .then(
        () => toast.success("Copied", { description: "The QR code image is on your clipboard." }),
        () => !refused && toast.error("Error", { description: "Could not copy the image. Download the PNG instead." }),
      )
      .finally(() => setBusy(null));
  }

  const designKeys = new Set(["dots", "eyeFrame", "eyeCenter", "frame", "logo", "design"]);
  const partOf = (key: string) => key.split(".")[0]!;
  const designHasError = Object.keys(errors).some((key) => designKeys.has(partOf(key)));
  const contentErrorFields = Object.keys(errors).filter((key) => !(partOf(key) in advanced) && !designKeys.has(partOf(key)));
  const advancedHasError = Object.keys(errors).some((key) => partOf(key) in advanced && !designKeys.has(partOf(key)));

  return (
    <div {...firstUse.props} data-qr-generator="" className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <Card>
        <CardContent className="flex flex-col gap-5">
          <ToolUsageMeter tool="qr" label="QR codes" />
          <ClientForm ref={formRef} noValidate className="flex flex-col gap-5" aria-label="QR code generator">
            <Tabs defaultValue="basic" onValueChange={(tab) => tab !== "basic" && setTabOpened(true)}>
              <TabsList>
                <TabsTrigger value="basic">
                  Basic
                  {contentErrorFields.length > 0 ? <span className="size-2 rounded-full bg-red-600" aria-label="has errors" /> : null}
                </TabsTrigger>
                <TabsTrigger value="design">
                  Design
                  {designHasError ? <span className="size-2 rounded-full bg-red-600" aria-label="has errors" /> : null}
                </TabsTrigger>
                <TabsTrigger value="advanced">
                  Advanced
                  {advancedHasError ? <span className="size-2 rounded-full bg-red-600" aria-label="has errors" /> : null}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="basic" className="flex flex-col gap-5">
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-2 text-sm font-medium text-ink">QR code type</legend>
                  <div className="grid grid-cols-4 gap-2">
                    {QR_TYPES.map((option) => {
                      const selected = option === type;
                      return (
                        <button
                          key={option}
                          type="button"
                          aria-pressed={selected}
                          onClick={() => {
                            setType(option);
                            setErrors({});
                          }}
                          className={cn(
                            "flex flex-col items-center gap-1 rounded-lg border px-1 py-2.5 text-xs font-medium transition-colors sm:text-sm",
                            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                            selected ? "border-brand-600 bg-brand-50 text-brand-800" : "border-line bg-surface text-ink hover:bg-slate-50",
                          )}
                        >
                          {icons.types[option]}
                          <span className="text-center leading-tight">{option === "vcard" ? "Contact" : QR_TYPE_LABELS[option]}</span>
                        </button>
                      );
                    })}
                  </div>
                </fieldset>
                <QrFields type={type} values={values} errors={errors} onChange={changeFields} />
                {type === "url" ? (
                  <QrDynamicOption
                    checked={dynamicOn}
                    onChange={(on) => {
                      setDynamicOn(on);
                      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== "dynamic")));
                    }}
                    codes={dynamicCodes}
                    link={dynamicLink}
                    error={errors.dynamic}
                  />
                ) : null}
              </TabsContent>
              <TabsContent value="design" forceMount className="data-[state=inactive]:hidden">
                {Design ? (
                  // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once (useLazy), not made here
                  <Design values={advanced} errors={errors} onChange={changeAdvanced} />
                ) : (
                  <p className="text-sm text-muted">Loading the design options…</p>
                )}
              </TabsContent>
              <TabsContent value="advanced" forceMount className="data-[state=inactive]:hidden">
                {Advanced ? (
                  // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once (useLazy), not made here
                  <Advanced values={advanced} errors={errors} onChange={changeAdvanced} />
                ) : (
                  <p className="text-sm text-muted">Loading the options…</p>
                )}
              </TabsContent>
            </Tabs>
            <ToolLimitCard tool="qr" />
          </ClientForm>
          <details ref={batchSection} className="group rounded-lg border border-line" onToggle={onBatchToggle}>
            <summary className="cursor-pointer list-inside rounded-lg px-4 py-3 text-sm font-medium text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
              Batch (CSV)
              <span className="ml-2 font-normal text-muted">many codes of this type in one ZIP</span>
            </summary>
            <div className="border-t border-line p-4">
              {Batch ? (
                <UsageGate tool="qr">
                  {(blocked) => (
                    <Batch type={type} options={request.options} size={downloadSize} pdfSize={pdfMm} blocked={blocked} onUsage={update} />
                  )}
                </UsageGate>
              ) : (
                <p className="text-sm text-muted">Loading the batch tools…</p>
              )}
            </div>
          </details>
        </CardContent>
      </Card>

      <Card className="lg:sticky lg:top-20">
        <CardContent className="flex flex-col items-center gap-4">
          <div className="flex w-full items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold text-ink">Preview</h2>
            <span className="text-xs text-muted">Live · free</span>
          </div>
          <div aria-live="polite" className="flex w-full flex-col items-center gap-4">
            {preview?.state === "ready" && Preview ? (
              <Preview.PreviewImage preview={preview} />
            ) : (
              <div className="flex aspect-square w-full max-w-64 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-line text-center text-sm text-muted">
                {icons.placeholder}
                {preview?.state === "error" ? (
                  <p className="px-6 text-red-700" data-testid="qr-preview-error">
                    {preview.message}
                  </p>
                ) : (
                  <p className="px-6">{engineFailed ? "The live preview could not load. Downloads still work." : "Your QR code appears here as you type."}</p>
                )}
              </div>
            )}
          </div>
          <div className="flex w-full flex-col gap-3 border-t border-line pt-4">
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor="qr-download-size" className="whitespace-nowrap">
                Download size
              </Label>
              <Select id="qr-download-size" className="max-w-44" value={downloadSize} onChange={(e) => setDownloadSizeChoice(Number(e.target.value))}>
                {DOWNLOAD_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size} × {size} px
                  </option>
                ))}
              </Select>
            </div>
            {preview?.state === "ready" && engine && Preview ? <Preview.DownloadSizeAdvice advice={engine.sizeAdvice(preview.modules, preview.margin, downloadSize)} /> : null}
            <UsageGate tool="qr" free={claimed}>
              {(blocked) => (
                <>
                  <Button size="lg" onClick={() => void download("png")} disabled={busy !== null || blocked}>
                    {busy === "png" ? icons.spinner : icons.download}
                    Download PNG
                  </Button>
                  <div className="grid grid-cols-2 gap-2">
                    <Button variant="outline" onClick={() => void download("svg")} disabled={busy !== null || blocked}>
                      {busy === "svg" ? icons.spinner : icons.download}
                      Download SVG
                    </Button>
                    <Button variant="outline" onClick={copy} disabled={busy !== null || blocked}>
                      {busy === "copy" ? icons.spinner : icons.copy}
                      Copy image
                    </Button>
                  </div>
                  <div ref={pdfFieldRef} className="flex flex-col gap-1.5">
                    <div className="flex items-end gap-2">
                      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                        <Label htmlFor="qr-pdf-size">PDF for print</Label>
                        <div className="relative">
                          <Input
                            id="qr-pdf-size"
                            inputMode="decimal"
                            className="pr-11"
                            value={pdfSize}
                            aria-invalid={pdfSizeError ? true : undefined}
                            aria-describedby={pdfSizeError ? "qr-pdf-size-error" : "qr-pdf-size-hint"}
                            onChange={(e) => {
                              setPdfSize(e.target.value);
                              setPdfSizeError(null);
                            }}
                          />
                          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted" aria-hidden="true">
                            mm
                          </span>
                        </div>
                      </div>
                      <Button variant="outline" className="shrink-0" onClick={() => void download("pdf")} disabled={busy !== null || blocked}>
                        {busy === "pdf" ? icons.spinner : icons.download}
                        Download PDF
                      </Button>
                    </div>
                    {pdfSizeError ? (
                      <FieldError id="qr-pdf-size-error">{pdfSizeError}</FieldError>
                    ) : (
                      <p id="qr-pdf-size-hint" className="text-xs text-muted">
                        A vector page {PDF_MIN_MM}–{PDF_MAX_MM} mm square, quiet zone included.
                      </p>
                    )}
                  </div>
                </>
              )}
            </UsageGate>
            <p className="text-xs text-muted" data-testid="qr-counting-note">
              The preview is free. A new code counts once towards your daily limit when you first download or copy it; its
              other sizes, formats, designs, colours, margins and error correction levels are free.
            </p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
