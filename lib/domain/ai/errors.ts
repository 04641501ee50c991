import { APICallError, RetryError } from "ai";

/**
 * What the user is told when the AI provider fails, by what failed (never the provider's own text, which may quote the
 * prompt or name our key). Pure: the route handlers and their tests share it.
 */

export const AI_NOT_ENABLED_MESSAGE = "AI generation is not enabled on this server.";
export const AI_TIMEOUT_MESSAGE = "The AI provider took too long to answer. Please try again, or ask for something shorter.";
export const AI_UNREACHABLE_MESSAGE = "The AI provider could not be reached. Please try again in a few minutes.";
export const AI_BUSY_MESSAGE = "The AI provider is busy right now (too many requests). Please try again in a minute.";
export const AI_REFUSED_KEY_MESSAGE = "The AI provider refused this server's credentials, so nothing can be generated until the site's operator fixes them.";
export const AI_UNKNOWN_MODEL_MESSAGE = "The AI provider does not offer the model this server is set up to use, so nothing can be generated until the site's operator fixes it.";
export const AI_REJECTED_MESSAGE = "The AI provider would not take this request. Try rewording it or making it shorter.";
export const AI_PROVIDER_ERROR_MESSAGE = "The AI provider had an error. Please try again in a moment.";
export const AI_CONTENT_FILTER_MESSAGE = "The AI provider declined to write this: it falls under its content policy.";
export const AI_EMPTY_MESSAGE = "The AI provider sent back an empty answer. Please try again.";
export const AI_CANNOT_EDIT_MESSAGE = "The image model this server uses cannot edit images, so the AI Image Editor cannot change pictures here until the site's operator connects one that can (AI_IMAGE_EDIT_MODEL).";
export const AI_MODERATED_MESSAGE = "This request falls under the AI provider's content policy, so it was not sent and no credit was used. Please reword it.";
export const AI_BROKEN_OFF_MESSAGE = "The AI provider stopped answering before it finished. What arrived is kept; try again for the rest.";

/** A provider failure with its message for the user and the HTTP status our API answers with. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "AiProviderError";
  }
}

function statusOf(error: unknown): number | undefined {
  if (RetryError.isInstance(error)) return statusOf(error.lastError);
  if (APICallError.isInstance(error)) return error.statusCode;
  return undefined;
}

/** The HTTP status of a failed provider call, when the provider answered at all. */
export function providerStatus(error: unknown): number | undefined {
  return statusOf(error);
}

/** The user's message for a failed provider call; `timedOut` when our own time limit ended it. */
export function providerFailure(error: unknown, timedOut: boolean): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (timedOut) return new AiProviderError(AI_TIMEOUT_MESSAGE, 504);
  const status = statusOf(error);
  if (status === undefined) {
    // No HTTP answer at all: a refused connection, a reset, a DNS failure, or an answer that was not the API's JSON.
    const apiCall = RetryError.isInstance(error) ? error.lastError : error;
    return APICallError.isInstance(apiCall) ? new AiProviderError(AI_UNREACHABLE_MESSAGE, 502) : new AiProviderError(AI_PROVIDER_ERROR_MESSAGE, 502);
  }
  return failureForStatus(status);
}

/** The user's message for a provider's HTTP error status. */
export function failureForStatus(status: number): AiProviderError {
  if (status === 401 || status === 403) return new AiProviderError(AI_REFUSED_KEY_MESSAGE, 503);
  if (status === 404) return new AiProviderError(AI_UNKNOWN_MODEL_MESSAGE, 503);
  if (status === 408 || status === 504) return new AiProviderError(AI_TIMEOUT_MESSAGE, 504);
  if (status === 429) return new AiProviderError(AI_BUSY_MESSAGE, 503);
  if (status === 400 || status === 413 || status === 422) return new AiProviderError(AI_REJECTED_MESSAGE, 502);
  return new AiProviderError(AI_PROVIDER_ERROR_MESSAGE, 502);
}

/** One line for the server's log about a failed call: what kind of failure, never the request (it holds the prompt). */
export function providerFailureLog(error: unknown): string {
  const status = statusOf(error);
  const name = error instanceof Error ? error.name : typeof error;
  return `[ai] provider call failed: ${name}${status ? ` (HTTP ${status})` : ""}`;
}
