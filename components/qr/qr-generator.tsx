"use client";

import { AtSign, Contact, Download, Link2, Loader2, MapPin, MessageSquare, Phone, QrCode, Type, Wifi, type LucideIcon } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { generateQrCodeAction } from "@/app/(site)/qrgenerator/actions";
import { LimitReachedCard } from "@/components/tools/limit-reached-card";
import { UsageMeter } from "@/components/tools/usage-meter";
import { useToolUsage } from "@/components/tools/use-usage";
import { Button, Card, CardContent, Label, Select, Tabs, TabsContent, TabsList, TabsTrigger, cn } from "@/components/ui";
import {
  DOWNLOAD_SIZES,
  ERROR_CORRECTION_LABELS,
  QR_DEFAULTS,
  QR_TYPE_LABELS,
  QR_TYPES,
  REQUIRED_MESSAGE,
  type QrType,
} from "@/lib/qr/constants";
import type { QrGenerated } from "@/lib/qr/service";
import { downloadQrFile } from "./download";
import { QrAdvanced, type QrAdvancedValues } from "./qr-advanced";
import { contentOf, EMPTY_FORM, missingFields, QrFields, type QrFormValues } from "./qr-fields";
import { callAction } from "@/lib/call-action";

const TYPE_ICONS: Record<QrType, LucideIcon> = {
  text: Type,
  url: Link2,
  email: AtSign,
  phone: Phone,
  sms: MessageSquare,
  wifi: Wifi,
  vcard: Contact,
  geo: MapPin,
};

/** The generator: type and fields, Advanced options, Generate (one counted use), preview and downloads. */
export function QrGenerator({ onGenerated }: { onGenerated?: (result: QrGenerated) => void }) {
  const { usage, atLimit, update } = useToolUsage("qr");
  const [type, setType] = useState<QrType>("url");
  const [values, setValues] = useState<QrFormValues>(EMPTY_FORM);
  const [advanced, setAdvanced] = useState<QrAdvancedValues>({ ...QR_DEFAULTS });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ data: QrGenerated; request: string } | null>(null);
  const [downloadSize, setDownloadSize] = useState<number>(QR_DEFAULTS.size);
  const [downloading, setDownloading] = useState<"png" | "svg" | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);

  const request = { content: contentOf(type, values), options: advanced };
  const stale = result !== null && result.request !== JSON.stringify(request);

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
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  }

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || atLimit) return;
    const missing = missingFields(type, values);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, REQUIRED_MESSAGE])));
      toast.error("Error", { description: REQUIRED_MESSAGE });
      return;
    }
    setBusy(true);
    try {
      const outcome = await callAction(generateQrCodeAction, request);
      if (outcome.usage) update(outcome.usage);
      if (outcome.ok) {
        setErrors({});
        setResult({ data: outcome.data, request: JSON.stringify(request) });
        setDownloadSize(outcome.data.options.size);
        toast.success("Success", { description: "QR code generated successfully!" });
        // On one-column layouts the preview is below the form: bring it into view.
        requestAnimationFrame(() => {
          const preview = previewRef.current;
          if (preview && preview.getBoundingClientRect().top > window.innerHeight * 0.6) preview.scrollIntoView({ behavior: "smooth", block: "start" });
        });
        onGenerated?.(outcome.data);
      } else {
        setErrors(outcome.fieldErrors ?? {});
        toast.error(outcome.title, { description: outcome.error });
      }
    } catch {
      toast.error("Error", { description: "Failed to generate QR code" });
    } finally {
      setBusy(false);
    }
  }

  async function download(format: "png" | "svg") {
    if (!result) return;
    setDownloading(format);
    try {
      await downloadQrFile({ token: result.data.downloadToken, format, size: downloadSize });
    } catch (error) {
      toast.error("Error", { description: error instanceof Error ? error.message : "Failed to download the QR code" });
    } finally {
      setDownloading(null);
    }
  }

  const contentErrorFields = Object.keys(errors).filter((key) => !(key in advanced));
  const advancedHasError = Object.keys(errors).some((key) => key in advanced);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <Card>
        <CardContent className="flex flex-col gap-5">
          <UsageMeter usage={usage} label="QR codes" />
          <form onSubmit={generate} noValidate className="flex flex-col gap-5" aria-label="QR code generator">
            <Tabs defaultValue="basic">
              <TabsList>
                <TabsTrigger value="basic">
                  Basic
                  {contentErrorFields.length > 0 ? <span className="size-2 rounded-full bg-red-600" aria-label="has errors" /> : null}
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
                      const Icon = TYPE_ICONS[option];
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
                            selected ? "border-brand-600 bg-brand-50 text-brand-800" : "border-line bg-white text-ink hover:bg-slate-50",
                          )}
                        >
                          <Icon className="size-5" aria-hidden="true" />
                          <span className="text-center leading-tight">{option === "vcard" ? "Contact" : QR_TYPE_LABELS[option]}</span>
                        </button>
                      );
                    })}
                  </div>
                </fieldset>
                <QrFields type={type} values={values} errors={errors} onChange={changeFields} />
              </TabsContent>
              <TabsContent value="advanced" forceMount className="data-[state=inactive]:hidden">
                <QrAdvanced values={advanced} errors={errors} onChange={changeAdvanced} />
              </TabsContent>
            </Tabs>
            {atLimit ? <LimitReachedCard tool="qr" /> : null}
            <Button type="submit" size="lg" disabled={atLimit || busy} className="w-full">
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <QrCode aria-hidden="true" />}
              {busy ? "Generating..." : "Generate QR Code"}
            </Button>
          </form>
        </CardContent>
      </Card>

      <Card ref={previewRef} className="scroll-mt-36 lg:sticky lg:top-20 lg:scroll-mt-20">
        <CardContent className="flex flex-col items-center gap-4">
          <h2 className="self-start text-lg font-semibold text-ink">Preview</h2>
          {result ? (
            <>
              {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, not a static asset */}
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(result.data.svg)}`}
                width={result.data.options.size}
                height={result.data.options.size}
                alt={`QR code: ${result.data.payload.length > 80 ? `${result.data.payload.slice(0, 80)}…` : result.data.payload}`}
                data-testid="qr-preview"
                className="h-auto max-w-full rounded-md border border-line"
              />
              <p className="text-center text-sm text-muted">
                {QR_TYPE_LABELS[result.data.type]} · version {result.data.version} ({result.data.modules} × {result.data.modules} modules) · error correction{" "}
                {result.data.options.errorCorrection} ({ERROR_CORRECTION_LABELS[result.data.options.errorCorrection].name})
              </p>
              {stale ? (
                <p className="w-full rounded-lg bg-slate-100 p-2 text-center text-sm text-muted" data-testid="qr-stale">
                  You changed the settings: press Generate to update the code.
                </p>
              ) : null}
              {result.data.warnings.length > 0 ? (
                <div className="w-full rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="qr-warnings">
                  {result.data.warnings.map((warning) => (
                    <p key={warning}>{warning}</p>
                  ))}
                </div>
              ) : null}
              <details className="w-full text-sm">
                <summary className="cursor-pointer font-medium text-ink">Encoded content</summary>
                <pre className="mt-2 max-h-40 overflow-auto rounded-lg bg-slate-50 p-3 font-mono text-xs break-all whitespace-pre-wrap text-ink" data-testid="qr-payload">
                  {result.data.payload}
                </pre>
              </details>
              <div className="flex w-full flex-col gap-3 border-t border-line pt-4">
                <div className="flex items-center justify-between gap-3">
                  <Label htmlFor="qr-download-size" className="whitespace-nowrap">
                    Download size
                  </Label>
                  <Select id="qr-download-size" className="max-w-44" value={downloadSize} onChange={(e) => setDownloadSize(Number(e.target.value))}>
                    {DOWNLOAD_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size} × {size} px
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="grid grid-cols-2 gap-2">
                  <Button onClick={() => download("png")} disabled={downloading !== null}>
                    {downloading === "png" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
                    Download PNG
                  </Button>
                  <Button variant="outline" onClick={() => download("svg")} disabled={downloading !== null}>
                    {downloading === "svg" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
                    Download SVG
                  </Button>
                </div>
                <p className="text-xs text-muted">Downloads of a generated code are free and never count towards your daily limit.</p>
              </div>
            </>
          ) : (
            <div className="flex aspect-square w-full max-w-64 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-line text-center text-sm text-muted">
              <QrCode className="size-12 text-slate-300" aria-hidden="true" />
              <p className="px-6">Your QR code will appear here.</p>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
