import "server-only";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateImage } from "ai";
import { hasEditModel, imageEditEndpoint, imageEndpoint, type AiEndpoint } from "@/lib/domain/ai/config";
import { AI_CANNOT_EDIT_MESSAGE, AI_NOT_ENABLED_MESSAGE, AiProviderError, providerFailure, providerFailureLog, providerStatus } from "@/lib/domain/ai/errors";

/**
 * Images from the configured provider's image endpoint (lib/domain/ai/config.ts) through the Vercel AI SDK. A failure is an
 * AiProviderError with the user's message; the call is cancelled when `signal` aborts and at the time limit. The
 * prompt is never logged.
 */

export interface ImageGeneration {
  prompt: string;
  n: number;
  size: `${number}x${number}`;
  /** Sent as the request's `seed` field: providers that support seeds (Together, local servers) repeat an image by it. */
  seed: number | null;
  signal: AbortSignal;
}

export interface GeneratedImage {
  base64: string;
  mediaType: string;
}

export async function generateProviderImages(request: ImageGeneration): Promise<GeneratedImage[]> {
  const endpoint = imageEndpoint();
  if (!endpoint) throw new AiProviderError(AI_NOT_ENABLED_MESSAGE, 503);
  return callImageModel(endpoint, request, {
    prompt: request.prompt,
    providerOptions: request.seed === null ? undefined : { ai: { seed: request.seed } },
  });
}

/**
 * One call of the endpoint's image model with the request's count and size, cancelled when the caller's signal aborts
 * and at the time limit; a failure is logged as its kind only and thrown as the user's message (`failure` may name a
 * more precise one first).
 */
async function callImageModel(
  endpoint: AiEndpoint,
  request: { n: number; size: `${number}x${number}`; signal: AbortSignal },
  call: Pick<Parameters<typeof generateImage>[0], "prompt" | "providerOptions">,
  failure: (error: unknown) => AiProviderError | null = () => null,
): Promise<GeneratedImage[]> {
  const provider = createOpenAICompatible({ name: "ai", baseURL: endpoint.baseURL, apiKey: endpoint.apiKey });
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout]);
  try {
    const result = await generateImage({
      ...call,
      model: provider.imageModel(endpoint.model),
      n: request.n,
      size: request.size,
      maxRetries: 1,
      abortSignal: signal,
    });
    return result.images.map((image) => ({ base64: image.base64, mediaType: image.mediaType }));
  } catch (error) {
    if (!signal.aborted) console.warn(providerFailureLog(error));
    throw (timeout.aborted ? null : failure(error)) ?? providerFailure(error, timeout.aborted);
  }
}

export interface ImageEdit {
  prompt: string;
  /** The image's bytes (PNG, JPEG or WebP) and its mask's (a PNG of the same size, transparent where it changes). */
  image: Uint8Array;
  mask: Uint8Array;
  n: number;
  size: `${number}x${number}`;
  signal: AbortSignal;
}

/**
 * Edited images from the provider's `/images/edits` endpoint (multipart: image, mask, prompt, n, size), through the
 * SDK's `generateImage` with an image prompt, with the same time limit and cancelling as `generateProviderImages`.
 * When no AI_IMAGE_EDIT_MODEL is set and the provider has no edit endpoint for the image model (404, 405, 501), the
 * user is told the model cannot edit.
 */
export async function editProviderImages(request: ImageEdit): Promise<GeneratedImage[]> {
  const endpoint = imageEditEndpoint();
  if (!endpoint) throw new AiProviderError(imageEndpoint() ? AI_CANNOT_EDIT_MESSAGE : AI_NOT_ENABLED_MESSAGE, 503);
  return callImageModel(endpoint, request, { prompt: { text: request.prompt, images: [request.image], mask: request.mask } }, (error) => {
    const status = providerStatus(error);
    return !hasEditModel() && (status === 404 || status === 405 || status === 501) ? new AiProviderError(AI_CANNOT_EDIT_MESSAGE, 503) : null;
  });
}
