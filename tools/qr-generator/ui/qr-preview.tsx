"use client";

import { ERROR_CORRECTION_LABELS, QR_TYPE_LABELS } from "@/tools/qr-generator/logic/constants";
import type { Preview } from "./qr-generator";
import { excerpt } from "@/lib/engines/text/quote-text";

/** The live preview once the encoder has drawn the code (ui/qr-generator.tsx), loaded with the generator's first use. */
export function PreviewImage({ preview }: { preview: Extract<Preview, { state: "ready" }> }) {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, not a static asset */}
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(preview.svg)}`}
        width={preview.size}
        height={preview.height}
        alt={`QR code: ${excerpt(preview.payload, 80)}`}
        data-testid="qr-preview"
        data-payload={preview.payload}
        className="h-auto max-w-full rounded-md border border-line"
      />
      <p className="text-center text-sm text-muted">
        {QR_TYPE_LABELS[preview.type]} · version {preview.version} ({preview.modules} × {preview.modules} modules) · error correction{" "}
        {preview.errorCorrection} ({ERROR_CORRECTION_LABELS[preview.errorCorrection].name})
      </p>
      {preview.warnings.length > 0 ? (
        <div className="w-full rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="qr-warnings">
          {preview.warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      ) : null}
      <details className="w-full text-sm">
        <summary className="cursor-pointer font-medium text-ink">Encoded content</summary>
        <pre className="mt-2 max-h-40 overflow-auto rounded-lg bg-slate-50 p-3 font-mono text-xs break-all whitespace-pre-wrap text-ink" data-testid="qr-payload">
          {preview.payload}
        </pre>
      </details>
    </>
  );
}

/** Warns while a download size too small to scan is selected (the margin has its own advice in Advanced). */
export function DownloadSizeAdvice({ advice }: { advice: string | null }) {
  if (!advice) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900" data-testid="download-size-warning">
      {advice}
    </p>
  );
}
