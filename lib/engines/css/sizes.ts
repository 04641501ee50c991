/**
 * Compressed sizes of a text, measured in the browser: gzip with the platform's CompressionStream, brotli with
 * CompressionStream("brotli") where the browser has it, else with the brotli-compress WebAssembly build, loaded on
 * first use (it is large: never part of a page's first load). Quality 11, as static servers precompress.
 */

export type CompressedSizes = { bytes: number; gzip: number; brotli: number | null };

async function streamSize(bytes: Uint8Array, format: string): Promise<number> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream(format as CompressionFormat));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

function nativeBrotli(): boolean {
  try {
    new CompressionStream("brotli" as CompressionFormat);
    return true;
  } catch {
    return false;
  }
}

let wasm: Promise<typeof import("brotli-compress/external")> | null = null;

export async function brotliSize(bytes: Uint8Array): Promise<number> {
  if (nativeBrotli()) return streamSize(bytes, "brotli");
  wasm ??= import("brotli-compress/external");
  const { compress } = await wasm;
  return (await compress(bytes, { quality: 11 })).byteLength;
}

export async function gzipSize(bytes: Uint8Array): Promise<number> {
  return streamSize(bytes, "gzip");
}

export function utf8Bytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** "1,234 B", "12.3 kB" (1 kB = 1,000 bytes, as browsers' network panels count). */
export function formatBytes(bytes: number): string {
  return bytes < 1000 ? `${bytes.toLocaleString("en-US")} B` : `${(bytes / 1000).toFixed(1)} kB`;
}

/** Percent saved from `before` to `after`, one decimal ("−" when it grew). */
export function percentSaved(before: number, after: number): string {
  if (before === 0) return "0%";
  const saved = ((before - after) / before) * 100;
  return `${saved.toFixed(1)}%`;
}
