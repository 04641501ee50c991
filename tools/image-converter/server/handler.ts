import "server-only";
import { zipSync } from "fflate";
import { NextResponse } from "next/server";
import { STATUS_FOR, toFailure, zodFieldErrors } from "@/lib/platform/forms/action-result";
import { getCurrentUserId } from "@/lib/domain/auth/session";
import { BodyTooLargeError, UserFacingError } from "@/lib/platform/errors";
import { ZipEntryNames } from "@/lib/engines/text/file-names";
import { busyHeaders, HeavyBusyError, heavyPool } from "@/lib/platform/heavy-work/pool";
import { consume } from "@/lib/platform/http/ratelimit";
import { receiveUpload, UploadRefusedError, type Upload } from "@/lib/platform/http/uploads";
import { outputName } from "../logic/formats";
import { formatBytes, LIMITS, type ConvertOptions } from "../logic/options";
import { optionsSchema } from "../logic/options-schema";
import { requireImagePro } from "./access";
import type { ImageJob, ImageJobResult } from "./convert-task";

/** The heavy-work task that converts one image (convert-task.ts), by its path from the project root. */
const IMAGE_TASK = "tools/image-converter/server/convert-task.ts";

/**
 * POST /api/tools/image-converter (app/api/tools/image-converter/route.ts): the paid conversions. Multipart form with
 * `options` (JSON, logic/options.ts) and one or more `file` fields. In order, before any work: signed in (401), Basic
 * or higher (403), rate limit (429), body size (413; the files stream to temporary files, lib/platform/http/uploads.ts), options
 * (400); then each file is detected from its bytes and converted in the heavy-work pool (busy: 503 or 429 with
 * Retry-After). One file answers with the image itself, several with a ZIP. Details of each output are in the
 * `X-Image-Results` header (JSON, URI-encoded).
 */

/** Conversions per account per hour: a batch of n files counts n. */
export const IMAGE_RATE_LIMIT = { points: 300, duration: 3600 };

/** Room for the multipart boundaries and the options field on top of the files. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface ResultSummary {
  name: string;
  inputBytes: number;
  outputBytes: number;
  width: number;
  height: number;
  quality: number | null;
  fitsTarget: boolean | null;
  notes: string[];
}

function failure(error: unknown): NextResponse {
  if (error instanceof BodyTooLargeError) {
    return NextResponse.json(
      { ok: false, code: "validation", title: "Error", error: `This is more than we convert at once: up to ${formatBytes(LIMITS.maxRequestBytes)} per request.` },
      { status: 413, headers: { "Cache-Control": "no-store" } },
    );
  }
  if (error instanceof HeavyBusyError) {
    return NextResponse.json({ ok: false, code: "rate_limited", title: "Busy", error: error.message }, { status: error.status, headers: busyHeaders(error) });
  }
  if (error instanceof UploadRefusedError) return failure(new UserFacingError(uploadMessage(error)));
  const body = toFailure(error, "The conversion failed on our side. Please try again.");
  return NextResponse.json(body, { status: STATUS_FOR[body.code], headers: { "Cache-Control": "no-store" } });
}


function uploadMessage(error: UploadRefusedError): string {
  switch (error.reason) {
    case "file-too-large":
      return `${error.fileName} is over ${formatBytes(LIMITS.paidFileBytes)}, the largest file we convert.`;
    case "too-many-files":
      return `Convert up to ${LIMITS.maxBatchFiles} images at a time.`;
    case "malformed":
      return "The upload is incomplete or not a valid form. Please try again.";
  }
}

function parseOptions(raw: string | undefined): ConvertOptions {
  let json: unknown;
  try {
    json = typeof raw === "string" ? JSON.parse(raw) : null;
  } catch {
    json = null;
  }
  if (!json || typeof json !== "object") throw new UserFacingError("The conversion options are missing or not valid.");
  const parsed = optionsSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  // zod/mini's error is not the ZodError toFailure knows: said here, the first issue (the form's order) as the message.
  throw new UserFacingError(parsed.error.issues[0]?.message ?? "The conversion options are not valid.", "validation", "Error", zodFieldErrors(parsed.error));
}

export async function handleImageConversion(request: Request): Promise<NextResponse> {
  let upload: Upload | null = null;
  try {
    const userId = await getCurrentUserId();
    await requireImagePro(userId);
    await consume("image-convert", IMAGE_RATE_LIMIT, userId!);

    const contentType = request.headers.get("content-type") ?? "";
    if (!contentType.toLowerCase().startsWith("multipart/form-data")) throw new UserFacingError("Send the images as a multipart form.");
    upload = await receiveUpload(request, {
      maxBodyBytes: LIMITS.maxRequestBytes + MULTIPART_OVERHEAD,
      maxFileBytes: LIMITS.paidFileBytes,
      // One over the limit is still received, so that the batch is refused by its count with the message below.
      maxFiles: LIMITS.maxBatchFiles + 1,
      fileField: "file",
    });
    const options = parseOptions(upload.fields.get("options"));
    const files = upload.files;
    if (files.length === 0) throw new UserFacingError("Choose at least one image to convert.");
    if (files.length > LIMITS.maxBatchFiles) throw new UserFacingError(`Convert up to ${LIMITS.maxBatchFiles} images at a time.`);
    for (const file of files) {
      if (file.size === 0) throw new UserFacingError(`${file.name}: this file is empty, there is no image in it.`);
    }
    if (files.length > 1) await consume("image-convert", IMAGE_RATE_LIMIT, userId!, files.length - 1);

    const outputs: { name: string; converted: ImageJobResult; inputBytes: number }[] = [];
    const names = new ZipEntryNames();
    for (const file of files) {
      try {
        const job: ImageJob = { path: file.path, options };
        const converted = await heavyPool().run<ImageJobResult>(IMAGE_TASK, job, userId);
        outputs.push({ name: names.add(outputName(file.name, options.format), `image.${options.format}`), converted, inputBytes: file.size });
      } catch (error) {
        if (error instanceof UserFacingError && files.length > 1) throw new UserFacingError(`${file.name}: ${error.message}`);
        throw error;
      }
    }

    const summary: ResultSummary[] = outputs.map(({ name, converted, inputBytes }) => ({
      name,
      inputBytes,
      outputBytes: converted.data.byteLength,
      width: converted.width,
      height: converted.height,
      quality: converted.quality,
      fitsTarget: converted.fitsTarget,
      notes: converted.notes,
    }));
    const headers: Record<string, string> = { "Cache-Control": "private, no-store", "X-Image-Results": encodeURIComponent(JSON.stringify(summary)) };
    if (outputs.length === 1) {
      const only = outputs[0]!;
      return new NextResponse(only.converted.data as Uint8Array<ArrayBuffer>, {
        headers: { ...headers, "Content-Type": only.converted.mime, "Content-Disposition": `attachment; filename="${encodeURIComponent(only.name)}"` },
      });
    }
    // Images are compressed already: stored in the ZIP as they are (level 0).
    const zip = zipSync(Object.fromEntries(outputs.map(({ name, converted }) => [name, [converted.data, { level: 0 }]])));
    return new NextResponse(zip, { headers: { ...headers, "Content-Type": "application/zip", "Content-Disposition": 'attachment; filename="images.zip"' } });
  } catch (error) {
    return failure(error);
  } finally {
    await upload?.dispose();
  }
}
