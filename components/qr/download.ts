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
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = request.format === "png" ? "qrcode.png" : "qrcode.svg";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
