import "server-only";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateImage } from "ai";
import { imageEndpoint } from "@/lib/domain/ai/config";
import { AI_NOT_ENABLED_MESSAGE, AiProviderError, providerFailure, providerFailureLog } from "@/lib/domain/ai/errors";

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
