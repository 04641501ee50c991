import { saveFile } from "@/components/ui/save-file";

type QrFileRequest = ({ token: string; logo?: string } | { historyId: string }) & { format: "png" | "svg" | "pdf"; size: number; pdfSize?: number };

/** Fetches a rendered QR code from /api/qr/download (a token or history entry; never counts a use). */
export async function fetchQrFile(request: QrFileRequest): Promise<Blob> {
  const response = await fetch("/api/qr/download", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    const failure = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(failure?.error ?? "Failed to download the QR code");
  }
  return response.blob();
}

/** Downloads a rendered QR code and saves it as qrcode.png / qrcode.svg / qrcode.pdf. */
export async function downloadQrFile(request: QrFileRequest): Promise<void> {
  saveFile(await fetchQrFile(request), `qrcode.${request.format}`);
}
