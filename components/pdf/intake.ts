import { MAX_PDF_FILES, MAX_PDF_TOTAL_BYTES, PDF_TOOL_MESSAGES } from "@/lib/engines/pdf/limits";
import { detectType } from "@/lib/engines/pdf/sniff";

/**
 * What the PDF page tools take in, checked before a byte is parsed: how many files (with those already chosen),
 * their bytes together, and that each is a PDF by its first bytes (not its name). The first problem is the answer,
 * naming its file; nothing of a refused batch is added.
 */
export type Intake = { ok: true; files: File[] } | { ok: false; error: string };

export async function takePdfs(chosen: readonly File[], already: readonly File[] = [], maxFiles = MAX_PDF_FILES): Promise<Intake> {
  const count = already.length + chosen.length;
  if (count > maxFiles) return { ok: false, error: maxFiles === 1 ? PDF_TOOL_MESSAGES.onlyOne : PDF_TOOL_MESSAGES.tooManyFiles(count) };
  const bytes = [...already, ...chosen].reduce((sum, file) => sum + file.size, 0);
  if (bytes > MAX_PDF_TOTAL_BYTES) return { ok: false, error: PDF_TOOL_MESSAGES.tooManyBytes(bytes) };
  for (const file of chosen) {
    if (file.size === 0) return { ok: false, error: PDF_TOOL_MESSAGES.empty(file.name) };
    const detected = detectType(new Uint8Array(await file.slice(0, 1024).arrayBuffer()));
    if (detected !== "PDF") return { ok: false, error: PDF_TOOL_MESSAGES.notPdf(file.name, detected) };
  }
  return { ok: true, files: [...chosen] };
}
