import { apiRoute } from "@/lib/domain/api/http";
import { deleteUtmTemplate } from "@/tools/url-shortener/server/utm-templates";

/** DELETE /api/v1/utm-templates/{id}: deletes one of the key owner's UTM templates (another account's is 404). */

export const DELETE = apiRoute<{ id: string }>(async ({ params, actor }) => {
  await deleteUtmTemplate(actor.userId, params.id);
  return new Response(null, { status: 204 });
});
