import "server-only";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateImage } from "ai";
import { hasEditModel, imageEditEndpoint, imageEndpoint } from "@/lib/domain/ai/config";
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
  const provider = createOpenAICompatible({ name: "ai", baseURL: endpoint.baseURL, apiKey: endpoint.apiKey });
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout]);
  try {
    const result = await generateImage({
      model: provider.imageModel(endpoint.model),
      prompt: request.prompt,
      n: request.n,
      size: request.size,
      providerOptions: request.seed === null ? undefined : { ai: { seed: request.seed } },
      maxRetries: 1,
      abortSignal: signal,
    });
    return result.images.map((image) => ({ base64: image.base64, mediaType: image.mediaType }));
  } catch (error) {
    if (!signal.aborted) console.warn(providerFailureLog(error));
    throw providerFailure(error, timeout.aborted);
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
  const provider = createOpenAICompatible({ name: "ai", baseURL: endpoint.baseURL, apiKey: endpoint.apiKey });
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout]);
  try {
    const result = await generateImage({
      model: provider.imageModel(endpoint.model),
      prompt: { text: request.prompt, images: [request.image], mask: request.mask },
      n: request.n,
      size: request.size,
      maxRetries: 1,
      abortSignal: signal,
    });
    return result.images.map((image) => ({ base64: image.base64, mediaType: image.mediaType }));
  } catch (error) {
    if (!signal.aborted) console.warn(providerFailureLog(error));
    const status = providerStatus(error);
    if (!hasEditModel() && (status === 404 || status === 405 || status === 501)) throw new AiProviderError(AI_CANNOT_EDIT_MESSAGE, 503);
    throw providerFailure(error, timeout.aborted);
  }
}
