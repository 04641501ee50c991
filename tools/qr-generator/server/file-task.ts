import "server-only";
import type { QrStyle } from "../logic/constants";
import type { EncodedQr } from "../logic/encode";
import type { DownloadFormat } from "../logic/schema";
import { answerOf, type QrJobAnswer } from "./job-answer";
import { decodeLogo, renderDownload, renderFile } from "./render";

export interface QrFileJob {
  /** The code, encoded already (a generation), or only its payload (a download: encoded here). */
  code: { qr: EncodedQr } | { payload: string };
  style: QrStyle;
  format: DownloadFormat;
  size: number;
  pdfSize: number;
}

/** A code as a file (PNG, SVG or PDF) as a heavy-work job (jobs.ts): a 4,000 px PNG or a PDF is tens of milliseconds. */
export function run({ code, style, format, size, pdfSize }: QrFileJob): Promise<QrJobAnswer<Buffer | string>> {
  return answerOf(async () => {
    await decodeLogo(style.logo?.image);
    return "qr" in code ? renderFile(code.qr, style, format, size, pdfSize) : renderDownload(code.payload, style, format, size, pdfSize);
  });
}
