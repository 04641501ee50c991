import "server-only";
import { moderationEndpoint } from "@/lib/domain/ai/config";
import { AI_MODERATED_MESSAGE, AI_TIMEOUT_MESSAGE, AI_UNREACHABLE_MESSAGE, AiProviderError, failureForStatus } from "@/lib/domain/ai/errors";
import { UserFacingError } from "@/lib/platform/errors";

/**
 * The provider's moderation, when the server names a moderation model (AI_MODERATION_MODEL): the texts of a request
 * are sent to its OpenAI-style `/moderations` endpoint before anything is generated or a credit reserved, and a
 * flagged request is refused with `field` named. Without a moderation model nothing is checked here (the generation
 * call's own content filter still answers). When moderation is on but fails, nothing is sent: a check that could not
 * run is not a pass. The texts are never logged.
 */

/** The `flagged` of each result of an OpenAI-style moderation answer, or null when the answer is not one. */
function moderationFlags(value: unknown): boolean[] | null {
  const results = (value as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return null;
  const flags: boolean[] = [];
  for (const result of results) {
    const flagged = (result as { flagged?: unknown } | null)?.flagged;
    if (typeof flagged !== "boolean") return null;
    flags.push(flagged);
  }
  return flags;
}

export async function moderate(texts: readonly string[], field: string, signal: AbortSignal): Promise<void> {
  const endpoint = moderationEndpoint();
  const input = texts.filter((text) => text.trim() !== "");
  if (!endpoint || input.length === 0) return;
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseURL}/moderations`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(endpoint.apiKey ? { Authorization: `Bearer ${endpoint.apiKey}` } : {}) },
      body: JSON.stringify({ model: endpoint.model, input }),
      signal: AbortSignal.any([signal, timeout]),
    });
  } catch (error) {
    console.warn(`[ai] moderation call failed: ${error instanceof Error ? error.name : typeof error}`);
    if (signal.aborted) throw error;
    throw new AiProviderError(timeout.aborted ? AI_TIMEOUT_MESSAGE : AI_UNREACHABLE_MESSAGE, timeout.aborted ? 504 : 502);
  }
  if (!response.ok) {
    console.warn(`[ai] moderation call failed: HTTP ${response.status}`);
    throw failureForStatus(response.status);
  }
  const flags = moderationFlags(await response.json().catch(() => null));
  if (!flags || flags.length !== input.length) throw failureForStatus(502);
  if (flags.some(Boolean)) throw new UserFacingError(AI_MODERATED_MESSAGE, "validation", "Content policy", { [field]: AI_MODERATED_MESSAGE });
}
