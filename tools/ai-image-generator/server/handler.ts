import "server-only";
import { currentCaller } from "@/lib/domain/actions/actor";
import { AI_IMAGE_RATE_LIMIT, aiFailureResponse } from "@/lib/domain/ai/access";
import { moderate } from "@/lib/domain/ai/moderation";
import { withAiCredit, type AiCaller } from "@/lib/domain/ai/credit-store";
import { imageEndpoint } from "@/lib/domain/ai/config";
import { AI_NOT_ENABLED_MESSAGE, AiProviderError } from "@/lib/domain/ai/errors";
import { generateProviderImages, type GeneratedImage } from "@/lib/domain/ai/images";
import { UserFacingError } from "@/lib/platform/errors";
import { consume } from "@/lib/platform/http/ratelimit";
import { readJson } from "@/lib/platform/http/request";
import { IMAGE_GENERATOR_RULE } from "../logic/plan";
import { checkImageRequest, MAX_AVOID_CHARS, MAX_PROMPT_CHARS, providerPrompt, SIZES, type ImageRequest } from "../logic/request";
import { saveImages } from "./history";

/**
 * POST /api/tools/ai-image-generator (app/api/tools/ai-image-generator/route.ts): 1 to 4 images for a prompt. In
 * order, before the provider is called: the provider has an image model (503), the request (400, logic/request.ts),
 * the rate limit of the account or address counted per image (429), then one image credit per image
 * (lib/domain/ai/credit-store.ts: 401 signed out, 403 a plan without AI credits, 429 this month's credits used). Answers
 * `{ ok: true, data: { images: [{ base64, mediaType }], saved } }`; a browser that goes away cancels the provider's call.
 * Prompts are never logged. A signed-in user's images are kept in their history (`saved`: server/history.ts); a
 * visitor's are not stored, the page holds them until it is closed.
 */

/** Images per account per hour. */
export const IMAGE_GENERATOR_RATE_LIMIT = AI_IMAGE_RATE_LIMIT;

const MAX_BODY_BYTES = (MAX_PROMPT_CHARS + MAX_AVOID_CHARS) * 12 + 1_024;

export async function handleImageGeneration(request: Request): Promise<Response> {
  try {
    const caller = await currentCaller();
    const { request: wanted, images } = await generateImages(caller, await readJson(request, MAX_BODY_BYTES), request.signal);
    // A signed-in user's images go to their history (server/history.ts); the answer is the images either way.
    const saved = caller.user ? await saveImages(caller.user.id, wanted, images).catch(() => console.warn("[ai-image-generator] images could not be saved to the history")) : undefined;
    return Response.json({ ok: true, data: { images, saved: Boolean(saved) } }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return aiFailureResponse(error, "The AI Image Generator failed on our side. Please try again.");
  }
}

/**
 * The images of one request (any JSON, checked here), for the page's route and the REST API's /ai/images: every check
 * and the credit before the provider is called, the credit given back when it fails or `signal` aborts.
 */
export async function generateImages(caller: AiCaller, body: unknown, signal: AbortSignal): Promise<{ request: ImageRequest; images: GeneratedImage[] }> {
  if (!imageEndpoint()) throw new AiProviderError(AI_NOT_ENABLED_MESSAGE, 503);
  const checked = checkImageRequest(body);
  if (!checked.ok) throw new UserFacingError(checked.error, "validation", "Error", { [checked.field]: checked.error });
  const wanted = checked.request;
  await consume("ai-image-generator", IMAGE_GENERATOR_RATE_LIMIT, caller.user?.id ?? `ip:${caller.ip}`, wanted.count);
  await moderate([wanted.prompt, wanted.avoid], "prompt", signal);
  // One image credit per image (lib/domain/ai/credit-store.ts).
  const images = await withAiCredit(
    caller,
    "image",
    wanted.count,
    signal,
    (signal) => generateProviderImages({ prompt: providerPrompt(wanted), n: wanted.count, size: SIZES[wanted.shape].size, seed: wanted.seed, signal }),
    { refusal: IMAGE_GENERATOR_RULE },
  );
  return { request: wanted, images };
}
