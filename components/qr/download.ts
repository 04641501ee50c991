import { saveFile } from "@/components/ui/save-file";

/** Downloads a rendered QR code from /api/qr/download (never counts a use) and saves it under `filename`. */
export async function downloadQrFile(
  request: ({ token: string } | { historyId: string }) & { format: "png" | "svg"; size: number },
): Promise<void> {
  const response = await fetch("/api/qr/download", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    const failure = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(failure?.error ?? "Failed to download the QR code");
  }
  saveFile(await response.blob(), request.format === "png" ? "qrcode.png" : "qrcode.svg");
}
