"use client";

import { Download, QrCode } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, type ButtonSize } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { saveFile } from "@/components/ui/save-file";
import { scanUrlOf } from "@/tools/url-shortener/logic/trigger";

/** Loaded only when a QR dialog opens, so the list does not ship the encoder up front. */
async function renderQr(text: string): Promise<{ png: string; svg: string }> {
  const QRCode = (await import("qrcode")).default;
  const options = { errorCorrectionLevel: "M" as const, margin: 4, color: { dark: "#000000", light: "#ffffff" } };
  const [png, svg] = await Promise.all([QRCode.toDataURL(text, { ...options, width: 1024 }), QRCode.toString(text, { ...options, type: "svg" })]);
  return { png, svg };
}

/**
 * A QR code of a short link, one click away: preview plus PNG and SVG downloads. The code encodes the short URL with
 * `?qr=1`, so its visits are counted as scans (logic/trigger.ts); the URL shown and copied stays the plain one.
 */
export function QrDialog({ url, code, size = "sm" }: { url: string; code: string; size?: ButtonSize }) {
  const [open, setOpen] = useState(false);
  const [qr, setQr] = useState<{ png: string; svg: string } | null>(null);

  useEffect(() => {
    if (!open || qr) return;
    let cancelled = false;
    renderQr(scanUrlOf(url)).then(
      (result) => !cancelled && setQr(result),
      () => toast.error("Error", { description: "Failed to generate QR code" }),
    );
    return () => {
      cancelled = true;
    };
  }, [open, qr, url]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size={size} aria-label={`QR code for ${url}`}>
          <QrCode aria-hidden="true" />
          <span>QR</span>
        </Button>
      </DialogTrigger>
      <DialogContent size="sm" className="rounded-xl">
        <DialogHeader className="gap-0">
          <DialogTitle>QR code</DialogTitle>
          <DialogDescription className="break-all">{url}</DialogDescription>
        </DialogHeader>
          <div className="mx-auto flex aspect-square w-full max-w-64 items-center justify-center rounded-lg border border-line bg-white">
            {qr ? (
              // eslint-disable-next-line @next/next/no-img-element -- a data URL generated in the browser
              <img src={qr.png} alt={`QR code for ${url}`} className="size-full" data-testid="qr-image" />
            ) : (
              <span className="text-sm text-muted">Generating…</span>
            )}
          </div>
          <p className="text-center text-xs text-muted">Visits through this code count as scans in the link&apos;s analytics.</p>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="primary" disabled={!qr} onClick={() => qr && saveFile(qr.png, `qr-${code}.png`)}>
              <Download aria-hidden="true" />
              PNG
            </Button>
            <Button
              variant="outline"
              disabled={!qr}
              onClick={() => qr && saveFile(new Blob([qr.svg], { type: "image/svg+xml" }), `qr-${code}.svg`)}
            >
              <Download aria-hidden="true" />
              SVG
            </Button>
          </div>
      </DialogContent>
    </Dialog>
  );
}
