/// <reference lib="webworker" />
import { compressPdf } from "@/lib/engines/pdf/compress";
import { inspectPdf, mergePdfs, organisePdf, PdfToolError, splitPdf } from "@/lib/engines/pdf/edit";
import { PDF_TOOL_MESSAGES } from "@/lib/engines/pdf/limits";
import { zipParts } from "@/lib/engines/pdf/zip";
import { canvasCodec } from "./canvas-codec";
import type { PdfWorkRequest, PdfWorkResponse } from "./pdf-work";

/**
 * The PDF page tools' worker: pdf-lib (and fflate for ZIPs and Flate images) load here, on the first job, and parse, copy and write
 * PDFs off the main thread, so the page keeps scrolling and answering while a large PDF is built. Output bytes are
 * transferred back, not copied.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;

async function run(request: PdfWorkRequest): Promise<{ response: PdfWorkResponse; transfer: Transferable[] }> {
  const { id } = request;
  switch (request.op) {
    case "inspect":
      return { response: { id, ok: true, op: "inspect", facts: await inspectPdf(request.bytes, request.name) }, transfer: [] };
    case "merge": {
      const bytes = await mergePdfs(request.inputs);
      return { response: { id, ok: true, op: "file", bytes }, transfer: [bytes.buffer] };
    }
    case "organise": {
      const bytes = await organisePdf(request.bytes, request.name, request.plan);
      return { response: { id, ok: true, op: "file", bytes }, transfer: [bytes.buffer] };
    }
    case "split": {
      const parts = await splitPdf(request.bytes, request.name, request.parts.map((p) => p.pages));
      const files = parts.map((bytes, i) => ({ name: request.parts[i]!.fileName, bytes }));
      const zip = request.zip ? zipParts(files) : undefined;
      const transfer = zip ? [zip.buffer] : files.map((f) => f.bytes.buffer);
      return { response: { id, ok: true, op: "parts", files: zip ? [] : files, zip }, transfer };
    }
    case "compress": {
      const result = await compressPdf(request.bytes, request.name, request.options, canvasCodec);
      return { response: { id, ok: true, op: "compressed", result }, transfer: [result.bytes.buffer] };
    }
  }
}

scope.onmessage = (event: MessageEvent<PdfWorkRequest>) => {
  run(event.data).then(
    ({ response, transfer }) => scope.postMessage(response, transfer),
    (error: unknown) => {
      const message = error instanceof PdfToolError ? error.message : PDF_TOOL_MESSAGES.failed;
      scope.postMessage({ id: event.data.id, ok: false, error: message } satisfies PdfWorkResponse);
    },
  );
};
