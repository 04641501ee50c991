import "server-only";
import { z } from "@/lib/platform/zod";
import { currentCaller } from "@/lib/domain/actions/actor";
import { AI_IMAGE_RATE_LIMIT, aiFailureResponse } from "@/lib/domain/ai/access";
import { imageEditEndpoint, imageEndpoint } from "@/lib/domain/ai/config";
import { AI_CANNOT_EDIT_MESSAGE, AI_NOT_ENABLED_MESSAGE, AiProviderError } from "@/lib/domain/ai/errors";
import { moderate } from "@/lib/domain/ai/moderation";
import { withAiCredit } from "@/lib/domain/ai/credit-store";
import { editProviderImages } from "@/lib/domain/ai/images";
import { HEADER_BYTES, readImageHeader } from "@/lib/engines/image/header";
import { formatBytes } from "@/lib/engines/image/sizes";
import { BodyTooLargeError, UserFacingError } from "@/lib/platform/errors";
import { consume } from "@/lib/platform/http/ratelimit";
import { readBodyBytes } from "@/lib/platform/http/request";
import { IMAGE_EDITOR_RULE } from "../logic/plan";
import { checkEditRequest, editSize, MAX_PROMPT_CHARS, MAX_RESULTS, providerEditPrompt } from "../logic/request";
import { checkUploadHeader, MAX_UPLOAD_BYTES, maskHeaderProblem, uploadSizeProblem } from "../logic/upload";

/**
 * POST /api/tools/ai-image-editor (app/api/tools/ai-image-editor/route.ts): an image, its mask and a prompt, as a
 * multipart form (`image`, `mask`, `prompt`, `mode`, `count`). In order, before the provider is called: image edits
 * are on (503: not enabled, or the model cannot edit), the body (at most two 10 MB files and the fields), the fields
 * (400, zod then logic/request.ts), each file's size and header (logic/upload.ts: PNG, JPEG or WebP up to 4,096 px a
 * side, the mask a PNG of the same size; nothing is decoded), the rate limit of the account or address counted per
 * image (429), then one image credit per result (lib/domain/ai/credit-store.ts: 401 signed out, 403 a plan without AI
 * credits, 429 this month's credits used). Answers `{ ok: true, data: { images: [{ base64, mediaType }] } }`; a
 * browser that goes away cancels the provider's call. Prompts and images are never logged or stored.
 */

/** Two files at the bound, the prompt (4 bytes a character at most in UTF-8) and the form's boundaries. */
const MAX_BODY_BYTES = 2 * MAX_UPLOAD_BYTES + MAX_PROMPT_CHARS * 4 + 16 * 1024;

const formSchema = z.object({
  image: z.instanceof(Blob, { message: "Choose an image to edit." }),
  mask: z.instanceof(Blob, { message: "The mask of the area to change is missing." }),
  prompt: z.string().max(MAX_PROMPT_CHARS * 2).default(""),
  mode: z.string().max(20).default("edit"),
  count: z.coerce.number().int().min(1).max(MAX_RESULTS).default(1),
});

async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw new UserFacingError("Send the image as a form upload (multipart/form-data).");
  let bytes: Buffer;
  try {
    bytes = await readBodyBytes(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new UserFacingError(`This upload is more than the AI Image Editor takes: an image and its mask up to ${formatBytes(MAX_UPLOAD_BYTES)} each.`);
    throw error;
  }
  try {
    return await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    throw new UserFacingError("The upload is incomplete or not a valid form. Please try again.");
  }
}

function single(form: FormData, name: string): FormDataEntryValue | undefined {
  const values = form.getAll(name);
  if (values.length > 1) throw new UserFacingError(`Send one ${name}, not ${values.length}.`);
  return values[0];
}

export async function handleImageEdit(request: Request): Promise<Response> {
  try {
    if (!imageEditEndpoint()) throw new AiProviderError(imageEndpoint() ? AI_CANNOT_EDIT_MESSAGE : AI_NOT_ENABLED_MESSAGE, 503);
    const caller = await currentCaller();
    const form = await readForm(request);
    const parsed = formSchema.safeParse({ image: single(form, "image"), mask: single(form, "mask"), prompt: single(form, "prompt") ?? undefined, mode: single(form, "mode") ?? undefined, count: single(form, "count") ?? undefined });
    if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? "The request is not valid.");
    const fields = parsed.data;
    const checked = checkEditRequest({ prompt: fields.prompt, mode: fields.mode, count: fields.count });
    if (!checked.ok) throw new UserFacingError(checked.error, "validation", "Error", { [checked.field]: checked.error });

    const imageSize = uploadSizeProblem("The image", fields.image.size);
    if (imageSize) throw new UserFacingError(imageSize);
    const maskSize = uploadSizeProblem("The mask", fields.mask.size);
    if (maskSize) throw new UserFacingError(maskSize);
    const image = new Uint8Array(await fields.image.arrayBuffer());
    const mask = new Uint8Array(await fields.mask.arrayBuffer());
    const header = checkUploadHeader("The image", readImageHeader(image.subarray(0, HEADER_BYTES)));
    if (!header.ok) throw new UserFacingError(header.error);
    const maskProblem = maskHeaderProblem(readImageHeader(mask.subarray(0, HEADER_BYTES)), header);
    if (maskProblem) throw new UserFacingError(maskProblem);

    const wanted = checked.request;
    await consume("ai-image-editor", AI_IMAGE_RATE_LIMIT, caller.user?.id ?? `ip:${caller.ip}`, wanted.count);
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
    return aiFailureResponse(error, "The AI Image Editor failed on our side. Please try again.");
  }
}
