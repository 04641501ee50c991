import "server-only";
import { BodyTooLargeError, RateLimitedError, UserFacingError } from "@/lib/platform/errors";
import { busyHeaders, HeavyBusyError, heavyPool } from "@/lib/platform/heavy-work/pool";
import { consume } from "@/lib/platform/http/ratelimit";
import { receiveUpload, UploadRefusedError, type Upload } from "@/lib/platform/http/uploads";
import { PAID_MAX_BODY_BYTES, PAID_MAX_FILE_BYTES, PAID_MAX_FILES, PDF_MESSAGES } from "../logic/limits";
import { requirePaidPdf } from "./access";
import type { PdfJob, PdfJobResult, PdfOp } from "./convert-task";

/**
 * The paid path of the PDF Converter (POST /api/tools/pdf-converter, multipart/form-data). In order: the plan (403
 * before the body is read), the rate limit, the body's size (by Content-Length, then while it streams to temporary
 * files, lib/platform/http/uploads.ts), the form, each file's size, and then the work in the heavy-work pool (convert-task.ts: each
 * file's real type, the PDF's bounds, page ranges and the pixel budget before anything is drawn). Answers the file
 * (ZIP, PDF or text) or `{ error: { code, message } }`; a full pool answers 503 (429 for an account with its share
 * running) with Retry-After.
 *
 * Fields: op = pdf-to-images | images-to-pdf | pdf-to-text; file (one or more); format = png | jpg; dpi = 72 | 150 |
 * 300; pages ("1-3,5", empty = all); password; size = a4 | letter | fit; margin (mm: 0, 5, 10, 20).
 */

export const PDF_RATE_LIMIT = { points: 60, duration: 10 * 60 } as const;
const OPS: readonly PdfOp[] = ["pdf-to-images", "images-to-pdf", "pdf-to-text"];

/** The heavy-work task that converts (convert-task.ts), by its path from the project root. */
const PDF_TASK = "tools/pdf-converter/server/convert-task.ts";

function failure(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: { code, message } }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export async function handlePdfRequest(request: Request, userId: string | null, ip: string): Promise<Response> {
  let upload: Upload | null = null;
  try {
    await requirePaidPdf(userId);
    await consume("pdf-convert", PDF_RATE_LIMIT, `user:${userId}`);
    await consume("pdf-convert-ip", { points: PDF_RATE_LIMIT.points * 2, duration: PDF_RATE_LIMIT.duration }, `ip:${ip}`);
    const contentType = request.headers.get("content-type") ?? "";
    if (!contentType.toLowerCase().startsWith("multipart/form-data")) return failure(415, "validation", PDF_MESSAGES.badRequest);
    upload = await receiveUpload(request, { maxBodyBytes: PAID_MAX_BODY_BYTES, maxFileBytes: PAID_MAX_FILE_BYTES, maxFiles: PAID_MAX_FILES, fileField: "file" });
    const op = upload.fields.get("op") as PdfOp;
    if (!OPS.includes(op)) return failure(400, "validation", PDF_MESSAGES.badRequest);
    if (upload.files.length === 0) return failure(400, "validation", PDF_MESSAGES.noFiles);
    for (const file of upload.files) {
      if (file.size === 0) return failure(400, "validation", `${file.name}: ${PDF_MESSAGES.empty}`);
    }
    const job: PdfJob = {
      op,
      fields: Object.fromEntries(upload.fields),
      files: upload.files.map((file) => ({ name: file.name || "file", path: file.path })),
    };
    const result = await heavyPool().run<PdfJobResult>(PDF_TASK, job, userId);
    if (!result.ok) return failure(result.status, "validation", result.message);
    return new Response(result.body as Uint8Array<ArrayBuffer>, {
      headers: { "Content-Type": result.type, "Content-Disposition": `attachment; filename="${result.filename}"`, "Cache-Control": "private, no-store" },
    });
  } catch (error) {
    if (error instanceof BodyTooLargeError) return failure(413, "too_large", PDF_MESSAGES.bodyTooBig);
    if (error instanceof UploadRefusedError) {
      if (error.reason === "file-too-large") return failure(413, "too_large", PDF_MESSAGES.paidTooBig);
      if (error.reason === "too-many-files") return failure(400, "validation", PDF_MESSAGES.tooManyFiles);
      return failure(400, "validation", PDF_MESSAGES.badRequest);
    }
    if (error instanceof HeavyBusyError) return failure(error.status, "busy", error.message, busyHeaders(error));
    if (error instanceof RateLimitedError) return failure(429, "rate_limited", error.message, { "Retry-After": String(error.retryAfterSeconds) });
    if (error instanceof UserFacingError) return failure(error.code === "forbidden" ? 403 : 422, error.code, error.message);
    console.error("[pdf-converter] conversion failed:", error instanceof Error ? error.name : "unknown error");
    return failure(500, "internal", "Something went wrong on our side. Please try again.");
  } finally {
    await upload?.dispose();
  }
}
