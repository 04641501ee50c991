import { revealSchema, secretIdSchema } from "@/tools/one-time-link/server/schema";
import { errorResponse, goneResponse, json, readBody } from "@/tools/one-time-link/server/http";
import { revealSecret } from "@/tools/one-time-link/server/secrets";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";

/**
 * POST (JSON `{ revealToken, passphraseToken }`): the explicit Reveal. Returns `{ ciphertext, iv, viewsLeft }` and
 * burns the view in the same statement; unknown, expired and read secrets get the same 404, a live one with a proof
 * from another key a 403 (the secret stays).
 */
export const POST = sameOriginOnly(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  if (!secretIdSchema.safeParse(id).success) return goneResponse();
  const body = await readBody(request, revealSchema);
  if (!body.ok) return body.response;
  try {
    return json(await revealSecret(id, body.value));
  } catch (error) {
    return errorResponse(error);
  }
});
