import { clientIp } from "@/lib/platform/http/request";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { createSecretSchema } from "@/tools/one-time-link/server/schema";
import { errorResponse, json, readBody } from "@/tools/one-time-link/server/http";
import { createSecret } from "@/tools/one-time-link/server/secrets";

/** POST: store a secret sealed in the browser (tools/one-time-link). 201 `{ id, expiresAt, views, deleteToken }`. */
export const POST = sameOriginOnly(async (request: Request) => {
  const body = await readBody(request, createSecretSchema);
  if (!body.ok) return body.response;
  try {
    return json(await createSecret(body.value, clientIp(request.headers)), 201);
  } catch (error) {
    return errorResponse(error);
  }
});
