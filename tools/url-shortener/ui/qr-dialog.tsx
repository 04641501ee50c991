"use client";

import { Download, QrCode, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button, type ButtonSize } from "@/components/ui";
import { saveFile } from "@/components/ui/save-file";

/** Loaded only when a QR dialog opens, so the list does not ship the encoder up front. */
async function renderQr(text: string): Promise<{ png: string; svg: string }> {
  const QRCode = (await import("qrcode")).default;
  const options = { errorCorrectionLevel: "M" as const, margin: 4, color: { dark: "#000000", light: "#ffffff" } };
  const [png, svg] = await Promise.all([QRCode.toDataURL(text, { ...options, width: 1024 }), QRCode.toString(text, { ...options, type: "svg" })]);
  return { png, svg };
}

/** A QR code of a short link, one click away: preview plus PNG and SVG downloads. */
export function QrDialog({ url, code, size = "sm" }: { url: string; code: string; size?: ButtonSize }) {
  const [open, setOpen] = useState(false);
  const [qr, setQr] = useState<{ png: string; svg: string } | null>(null);

  useEffect(() => {
    if (!open || qr) return;
    let cancelled = false;
    renderQr(url).then(
      (result) => !cancelled && setQr(result),
      () => toast.error("Error", { description: "Failed to generate QR code" }),
    );
    return () => {
      cancelled = true;
    };
  }, [open, qr, url]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size={size} aria-label={`QR code for ${url}`}>
          <QrCode aria-hidden="true" />
          <span>QR</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl border border-line bg-white p-6 shadow-xl focus:outline-none">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-ink">QR code</Dialog.Title>
              <Dialog.Description className="text-sm break-all text-muted">{url}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="mx-auto flex aspect-square w-full max-w-64 items-center justify-center rounded-lg border border-line bg-white">
            {qr ? (
              // eslint-disable-next-line @next/next/no-img-element -- a data URL generated in the browser
              <img src={qr.png} alt={`QR code for ${url}`} className="size-full" data-testid="qr-image" />
            ) : (
              <span className="text-sm text-muted">Generating…</span>
            )}
          </div>
          <div className="mt-4 grid grid-cols-2 gap-2">
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
