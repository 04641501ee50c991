import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Test helpers: measure and rasterise a PDF with poppler (pdfinfo, pdftoppm: Debian's poppler-utils), an independent
 * reader of the files the QR generator writes. Not imported by the app.
 */

/** Installs poppler-utils when it is missing (scripts/ensure-poppler.sh); call once before reading. */
export function ensurePoppler(): void {
  const result = spawnSync("bash", [path.resolve(import.meta.dirname, "../../scripts/ensure-poppler.sh")], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("pdftoppm is not available: see scripts/ensure-poppler.sh");
}

function withFile<T>(pdf: Uint8Array, work: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-"));
  try {
    const file = path.join(dir, "code.pdf");
    writeFileSync(file, pdf);
    return work(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What pdfinfo reports: the page count and the first page's size in points. */
export function pdfInfo(pdf: Uint8Array): { pages: number; width: number; height: number } {
  const out = withFile(pdf, (file) => execFileSync("pdfinfo", [file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }));
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(out);
  const pages = /^Pages:\s+(\d+)/m.exec(out);
  if (!size || !pages) throw new Error(`pdfinfo printed no page size:\n${out}`);
  return { pages: Number(pages[1]), width: Number(size[1]), height: Number(size[2]) };
}

/** The first page as a PNG at `dpi` (pdftoppm; transparent areas come out white, like paper). */
export function pdfToPng(pdf: Uint8Array, dpi = 300): Buffer {
  return withFile(pdf, (file, dir) => {
    execFileSync("pdftoppm", ["-png", "-r", String(dpi), "-singlefile", file, path.join(dir, "page")], { stdio: ["ignore", "ignore", "pipe"] });
    return readFileSync(path.join(dir, "page.png"));
  });
}

/** The text poppler extracts from the page (pdftotext), to check the call to action is real text. */
export function pdfText(pdf: Uint8Array): string {
  return withFile(pdf, (file) => execFileSync("pdftotext", [file, "-"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }));
}

/** The first page as an RGBA PNG with a transparent ground where nothing is painted (pdftocairo -transp). */
export function pdfToTransparentPng(pdf: Uint8Array, dpi = 72): Buffer {
  return withFile(pdf, (file, dir) => {
    execFileSync("pdftocairo", ["-png", "-transp", "-r", String(dpi), "-singlefile", file, path.join(dir, "page")], { stdio: ["ignore", "ignore", "pipe"] });
    return readFileSync(path.join(dir, "page.png"));
  });
}
