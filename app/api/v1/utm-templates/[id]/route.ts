import { apiRoute } from "@/lib/domain/api/http";
import { deleteUtmTemplate } from "@/tools/url-shortener/server/utm-templates";
import { otherMethods } from "@/lib/domain/api/errors";

/** DELETE /api/v1/utm-templates/{id}: deletes one of the key owner's UTM templates (another account's is 404). */

export const DELETE = apiRoute<{ id: string }>(async ({ params, actor }) => {
  await deleteUtmTemplate(actor.userId, params.id);
  return new Response(null, { status: 204 });
});

/** The other methods: a 405 in the API's error shape. */
export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
