import "server-only";
import { AI_IMAGE_RATE_LIMIT, aiFailureResponse, requireAiPlan } from "@/lib/domain/ai/access";
import { imageEndpoint } from "@/lib/domain/ai/config";
import { AI_NOT_ENABLED_MESSAGE, AiProviderError } from "@/lib/domain/ai/errors";
import { generateProviderImages } from "@/lib/domain/ai/images";
import { getCurrentUserId } from "@/lib/domain/auth/session";
import { UserFacingError } from "@/lib/platform/errors";
import { consume } from "@/lib/platform/http/ratelimit";
import { readJsonOrNull } from "@/lib/platform/http/request";
import { IMAGE_GENERATOR_DENIED, IMAGE_GENERATOR_SIGN_IN, imageGeneratorAllowed } from "../logic/plan";
import { checkImageRequest, MAX_AVOID_CHARS, MAX_PROMPT_CHARS, providerPrompt, SIZES } from "../logic/request";

/**
 * POST /api/tools/ai-image-generator (app/api/tools/ai-image-generator/route.ts): 1 to 4 images for a prompt. In
 * order, before the provider is called: the provider has an image model (503), signed in (401), Basic or higher (403,
 * logic/plan.ts), the request (400, logic/request.ts), the account's rate limit counted per image (429). Answers
 * `{ ok: true, data: { images: [{ base64, mediaType }] } }`; a browser that goes away cancels the provider's call.
 * Prompts are never logged, and the images are not stored: the page holds them until it is closed.
 */

/** Images per account per hour. */
export const IMAGE_GENERATOR_RATE_LIMIT = AI_IMAGE_RATE_LIMIT;

const MAX_BODY_BYTES = (MAX_PROMPT_CHARS + MAX_AVOID_CHARS) * 12 + 1_024;

export async function handleImageGeneration(request: Request): Promise<Response> {
  try {
    if (!imageEndpoint()) throw new AiProviderError(AI_NOT_ENABLED_MESSAGE, 503);
    const userId = await requireAiPlan(await getCurrentUserId(), { allowed: imageGeneratorAllowed, signIn: IMAGE_GENERATOR_SIGN_IN, denied: IMAGE_GENERATOR_DENIED });
    const checked = checkImageRequest(await readJsonOrNull(request, MAX_BODY_BYTES));
    if (!checked.ok) throw new UserFacingError(checked.error, "validation", "Error", { [checked.field]: checked.error });
    const wanted = checked.request;
    await consume("ai-image-generator", IMAGE_GENERATOR_RATE_LIMIT, userId, wanted.count);
    const images = await generateProviderImages({
      prompt: providerPrompt(wanted),
      n: wanted.count,
      size: SIZES[wanted.shape].size,
      seed: wanted.seed,
      signal: request.signal,
    });
    return Response.json({ ok: true, data: { images } }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return aiFailureResponse(error, "The AI Image Generator failed on our side. Please try again.");
  }
}
