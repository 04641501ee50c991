import "server-only";
import { aiFailureResponse, requireAiPlan } from "@/lib/domain/ai/access";
import { textEndpoint } from "@/lib/domain/ai/config";
import { AI_NOT_ENABLED_MESSAGE, AiProviderError } from "@/lib/domain/ai/errors";
import { streamProviderText, type TextEvent } from "@/lib/domain/ai/text";
import { getCurrentUserId } from "@/lib/domain/auth/session";
import { UserFacingError } from "@/lib/platform/errors";
import { consume } from "@/lib/platform/http/ratelimit";
import { readJsonOrNull } from "@/lib/platform/http/request";
import { buildPrompt, checkWriterRequest, MAX_INPUT_CHARS } from "../logic/commands";
import { WRITER_DENIED, WRITER_SIGN_IN, writerAllowed } from "../logic/plan";
import type { WriterEvent } from "../logic/stream";
import { saveWriting } from "./history";

/**
 * POST /api/tools/ai-writer (app/api/tools/ai-writer/route.ts): one command of the AI Writer, answered as a stream of
 * JSON lines (logic/stream.ts). In order, before the provider is called: the provider is configured (503), signed in
 * (401), Basic or higher (403), the request (400, logic/commands.ts), the account's rate limit (429). The answer
 * starts only once the provider has started writing, so a provider that fails at once gets its own status and
 * message; a failure later ends the stream with an error line after the text that came. Stop in the page (the
 * browser cancels the response) and a browser that goes away cancel the provider's call.
 *
 * Prompts and results are never logged; a finished result is kept in the account's history (server/history.ts).
 */

/** Requests per account: a burst of writing, not a script. */
export const WRITER_RATE_LIMIT = { points: 30, duration: 10 * 60 };

/** The body: the request's JSON with room for a text at the limit written as JSON escapes. */
const MAX_BODY_BYTES = MAX_INPUT_CHARS * 12 + 1_024;

function line(event: WriterEvent): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(event)}\n`);
}

export async function handleWriter(request: Request): Promise<Response> {
  const upstream = new AbortController();
  const onClientGone = () => upstream.abort();
  request.signal.addEventListener("abort", onClientGone, { once: true });
  let events: AsyncGenerator<TextEvent> | null = null;
  try {
    if (!textEndpoint()) throw new AiProviderError(AI_NOT_ENABLED_MESSAGE, 503);
    const userId = await requireAiPlan(await getCurrentUserId(), { allowed: writerAllowed, signIn: WRITER_SIGN_IN, denied: WRITER_DENIED });
    const checked = checkWriterRequest(await readJsonOrNull(request, MAX_BODY_BYTES));
    if (!checked.ok) throw new UserFacingError(checked.error, "validation", "Error", { [checked.field]: checked.error });
    await consume("ai-writer", WRITER_RATE_LIMIT, userId);

    const writerRequest = checked.request;
    const prompt = buildPrompt(writerRequest);
    events = streamProviderText({ ...prompt, signal: upstream.signal });
    // The first event before answering: a provider that refuses at once gets its status, not a 200 with an error line.
    const first = await events.next();
    const stream = events;
    let result = "";
    let finished = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (first.done) {
          controller.close();
          return;
        }
        if (first.value.type === "text") result += first.value.text;
        controller.enqueue(line(first.value.type === "text" ? { type: "text", text: first.value.text } : { type: "end", truncated: first.value.truncated }));
        if (first.value.type === "end") {
          finished = true;
        }
      },
      async pull(controller) {
        if (finished) {
          // Saved before the stream ends, so the history the page reloads next already holds it.
          await saveWriting(userId, writerRequest, result).catch(() => console.warn("[ai-writer] a result could not be saved to the history"));
          controller.close();
          return;
        }
        try {
          const next = await stream.next();
          if (next.done) {
            // Stopped: the browser went away or cancelled, nothing more to send.
            controller.close();
            return;
          }
          if (next.value.type === "text") {
            result += next.value.text;
            controller.enqueue(line({ type: "text", text: next.value.text }));
          } else {
            finished = true;
            controller.enqueue(line({ type: "end", truncated: next.value.truncated }));
          }
        } catch (error) {
          const message = error instanceof AiProviderError ? error.message : "The AI Writer failed on our side. Please try again.";
          controller.enqueue(line({ type: "error", error: message }));
          controller.close();
        }
      },
      async cancel() {
        upstream.abort();
        await stream.return(undefined);
      },
    });
    return new Response(body, {
      headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
    });
  } catch (error) {
    upstream.abort();
    await events?.return(undefined);
    return aiFailureResponse(error, "The AI Writer failed on our side. Please try again.");
  }
}
