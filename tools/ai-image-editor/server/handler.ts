import "server-only";
import { readFile } from "node:fs/promises";
import { z } from "@/lib/platform/zod";
import { currentCaller } from "@/lib/domain/actions/actor";
import { AI_IMAGE_RATE_LIMIT, aiFailureResponse } from "@/lib/domain/ai/access";
import { imageEditEndpoint, imageEndpoint } from "@/lib/domain/ai/config";
import { AI_CANNOT_EDIT_MESSAGE, AI_NOT_ENABLED_MESSAGE, AiProviderError } from "@/lib/domain/ai/errors";
import { moderate } from "@/lib/domain/ai/moderation";
import { checkAiAllowance, withAiCredit } from "@/lib/domain/ai/credit-store";
import { editProviderImages } from "@/lib/domain/ai/images";
import { HEADER_BYTES, readImageHeader } from "@/lib/engines/image/header";
import { formatBytes } from "@/lib/engines/image/sizes";
import { BodyTooLargeError, UserFacingError } from "@/lib/platform/errors";
import { consume } from "@/lib/platform/http/ratelimit";
import { receiveUpload, UploadRefusedError, type Upload, type UploadedFile } from "@/lib/platform/http/uploads";
import { IMAGE_EDITOR_RULE } from "../logic/plan";
import { checkEditRequest, editSize, MAX_PROMPT_CHARS, MAX_RESULTS, providerEditPrompt } from "../logic/request";
import { checkUploadHeader, MAX_UPLOAD_BYTES, maskHeaderProblem, uploadSizeProblem } from "../logic/upload";

/**
 * POST /api/tools/ai-image-editor (app/api/tools/ai-image-editor/route.ts): an image, its mask and a prompt, as a
 * multipart form (`image`, `mask`, `prompt`, `mode`, `count`). The route is not behind proxy.ts (which would buffer
 * and cut off a body over 10 MB): it bounds its own. In order, before the body is read: image edits are on (503: not
 * enabled, or the model cannot edit), the caller's plan includes AI credits (401 signed out, 403 a plan without them),
 * the rate limit of the account or address (429, one image counted). Then the body, parsed as it streams in with the
 * converters' bounds (lib/platform/http/uploads.ts: at most two 10 MB files and a few short fields, each file to a
 * temporary file; 413 over a bound, 400 not a valid form), the fields (400, zod then logic/request.ts), each file's
 * size and header (logic/upload.ts: PNG, JPEG or WebP up to 4,096 px a side, the mask a PNG of the same size; nothing
 * is decoded), the rest of the rate limit (one per image), then one image credit per result
 * (lib/domain/ai/credit-store.ts: 429 this month's credits used). Answers `{ ok: true, data: { images: [{ base64,
 * mediaType }] } }`; a browser that goes away cancels the provider's call. Prompts and images are never logged or
 * stored.
 */

/** Two files at the bound, the prompt (4 bytes a character at most in UTF-8) and the form's boundaries. */
const MAX_BODY_BYTES = 2 * MAX_UPLOAD_BYTES + MAX_PROMPT_CHARS * 4 + 16 * 1024;

const TOO_LARGE_MESSAGE = `This upload is more than the AI Image Editor takes: an image and its mask up to ${formatBytes(MAX_UPLOAD_BYTES)} each.`;

const fieldsSchema = z.object({
  prompt: z.string().max(MAX_PROMPT_CHARS * 2).default(""),
  mode: z.string().max(20).default("edit"),
  count: z.coerce.number().int().min(1).max(MAX_RESULTS).default(1),
});

/** An upload over its bounds: 413, in the product's words. */
class UploadTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UploadTooLargeError";
  }
}

async function readForm(request: Request): Promise<Upload> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw new UserFacingError("Send the image as a form upload (multipart/form-data).");
  try {
    // Two files at most: a third one (or a second image) is refused while it streams in.
    return await receiveUpload(request, { maxBodyBytes: MAX_BODY_BYTES, maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: 2, fileField: ["image", "mask"] });
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new UploadTooLargeError(TOO_LARGE_MESSAGE);
    if (error instanceof UploadRefusedError) {
      if (error.reason === "file-too-large") throw new UploadTooLargeError(`${error.fileName || "A file"} is over ${formatBytes(MAX_UPLOAD_BYTES)}: the AI Image Editor takes an image and its mask up to ${formatBytes(MAX_UPLOAD_BYTES)} each.`);
      if (error.reason === "too-many-files") throw new UserFacingError("Send one image and one mask.");
      throw new UserFacingError("The upload is incomplete or not a valid form. Please try again.");
    }
    throw error;
  }
}

function single(upload: Upload, field: "image" | "mask"): UploadedFile | undefined {
  const files = upload.files.filter((file) => file.field === field);
  if (files.length > 1) throw new UserFacingError(`Send one ${field}, not ${files.length}.`);
  return files[0];
}

export async function handleImageEdit(request: Request): Promise<Response> {
  let upload: Upload | null = null;
  try {
    if (!imageEditEndpoint()) throw new AiProviderError(imageEndpoint() ? AI_CANNOT_EDIT_MESSAGE : AI_NOT_ENABLED_MESSAGE, 503);
    const caller = await currentCaller();
    // The cheap refusals first: a caller who would be refused sends nothing we read.
    await checkAiAllowance(caller, "image", { refusal: IMAGE_EDITOR_RULE });
    const rateKey = caller.user?.id ?? `ip:${caller.ip}`;
    await consume("ai-image-editor", AI_IMAGE_RATE_LIMIT, rateKey);

    upload = await readForm(request);
    const imageFile = single(upload, "image");
    const maskFile = single(upload, "mask");
    if (!imageFile) throw new UserFacingError("Choose an image to edit.");
    if (!maskFile) throw new UserFacingError("The mask of the area to change is missing.");
    const parsed = fieldsSchema.safeParse({ prompt: upload.fields.get("prompt"), mode: upload.fields.get("mode"), count: upload.fields.get("count") });
    if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? "The request is not valid.");
    const fields = parsed.data;
    const checked = checkEditRequest({ prompt: fields.prompt, mode: fields.mode, count: fields.count });
    if (!checked.ok) throw new UserFacingError(checked.error, "validation", "Error", { [checked.field]: checked.error });

    const imageSize = uploadSizeProblem("The image", imageFile.size);
    if (imageSize) throw new UserFacingError(imageSize);
    const maskSize = uploadSizeProblem("The mask", maskFile.size);
    if (maskSize) throw new UserFacingError(maskSize);
    const image = new Uint8Array(await readFile(imageFile.path));
    const mask = new Uint8Array(await readFile(maskFile.path));
    const header = checkUploadHeader("The image", readImageHeader(image.subarray(0, HEADER_BYTES)));
    if (!header.ok) throw new UserFacingError(header.error);
    const maskProblem = maskHeaderProblem(readImageHeader(mask.subarray(0, HEADER_BYTES)), header);
    if (maskProblem) throw new UserFacingError(maskProblem);

    const wanted = checked.request;
    // One image was counted before the body was read; the rest of the request's now.
    if (wanted.count > 1) await consume("ai-image-editor", AI_IMAGE_RATE_LIMIT, rateKey, wanted.count - 1);
    await moderate([wanted.prompt], "prompt", request.signal);
    // One image credit per result, given back when the provider fails or the browser goes away (lib/domain/ai/credit-store.ts).
    const images = await withAiCredit(
      caller,
      "image",
      wanted.count,
      request.signal,
      (signal) => editProviderImages({ prompt: providerEditPrompt(wanted), image, mask, n: wanted.count, size: editSize(header.width, header.height), signal }),
      { refusal: IMAGE_EDITOR_RULE },
    );
    return Response.json({ ok: true, data: { images } }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof UploadTooLargeError) {
      return Response.json({ ok: false, code: "validation", title: "Error", error: error.message }, { status: 413, headers: { "Cache-Control": "no-store" } });
    }
    return aiFailureResponse(error, "The AI Image Editor failed on our side. Please try again.");
  } finally {
    await upload?.dispose();
  }
}
