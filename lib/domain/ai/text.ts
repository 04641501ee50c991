import "server-only";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { streamText } from "ai";
import { textEndpoint } from "@/lib/domain/ai/config";
import { AI_BROKEN_OFF_MESSAGE, AI_CONTENT_FILTER_MESSAGE, AI_EMPTY_MESSAGE, AI_NOT_ENABLED_MESSAGE, AiProviderError, providerFailure, providerFailureLog } from "@/lib/domain/ai/errors";

/**
 * Streaming text from the configured provider (lib/domain/ai/config.ts) through the Vercel AI SDK. Yields the text as it
 * comes and ends with how the answer ended; a failure is an AiProviderError with the user's message. The call is
 * cancelled when `signal` aborts (the user pressed Stop, or the browser went away) and when the provider passes the
 * configured time limit. Nothing here logs the prompt or the answer: the SDK's own error logging is replaced by one
 * line naming the kind of failure.
 */

export interface TextRequest {
  system: string;
  prompt: string;
  maxOutputTokens: number;
  temperature?: number;
  signal: AbortSignal;
}

export type TextEvent = { type: "text"; text: string } | { type: "end"; truncated: boolean };

export async function* streamProviderText(request: TextRequest): AsyncGenerator<TextEvent> {
  const endpoint = textEndpoint();
  if (!endpoint) throw new AiProviderError(AI_NOT_ENABLED_MESSAGE, 503);
  const provider = createOpenAICompatible({ name: "ai", baseURL: endpoint.baseURL, apiKey: endpoint.apiKey });
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout]);
  const result = streamText({
    model: provider.chatModel(endpoint.model),
    system: request.system,
    prompt: request.prompt,
    maxOutputTokens: request.maxOutputTokens,
    temperature: request.temperature,
    // One retry of a failed connection or a busy provider; the user sees the answer start or a message, not a wait.
    maxRetries: 1,
    abortSignal: signal,
    onError: ({ error }) => {
      if (!signal.aborted) console.warn(providerFailureLog(error));
    },
  });
  let sent = false;
  try {
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        if (part.text) {
          sent = true;
          yield { type: "text", text: part.text };
        }
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort") {
        if (timeout.aborted) throw providerFailure(null, true);
        return;
      } else if (part.type === "finish") {
        if (!sent) throw new AiProviderError(part.finishReason === "content-filter" ? AI_CONTENT_FILTER_MESSAGE : AI_EMPTY_MESSAGE, 502);
        yield { type: "end", truncated: part.finishReason === "length" || part.finishReason === "content-filter" };
        return;
      }
    }
    // The stream ended without a finish: the connection was cut.
    if (request.signal.aborted) return;
    if (timeout.aborted) throw providerFailure(null, true);
    throw new AiProviderError(AI_BROKEN_OFF_MESSAGE, 502);
  } catch (error) {
    if (request.signal.aborted && !timeout.aborted) return;
    // A connection cut after the text started is the answer breaking off, not a provider that cannot be reached.
    if (sent && !timeout.aborted && !(error instanceof AiProviderError)) throw new AiProviderError(AI_BROKEN_OFF_MESSAGE, 502);
    throw providerFailure(error, timeout.aborted);
  }
}
