import { deleteSchema, secretIdSchema } from "@/tools/one-time-link/server/schema";
import { errorResponse, goneResponse, json, readBody } from "@/tools/one-time-link/server/http";
import { deleteSecret } from "@/tools/one-time-link/server/secrets";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";

/** DELETE (JSON `{ deleteToken }`): the creator removes a secret before it is read. 404 as for any missing secret. */
export const DELETE = sameOriginOnly(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  if (!secretIdSchema.safeParse(id).success) return goneResponse();
  const body = await readBody(request, deleteSchema);
  if (!body.ok) return body.response;
  try {
    await deleteSecret(id, body.value.deleteToken);
    return json({ deleted: true });
  } catch (error) {
    return errorResponse(error);
  }
});
