import { apiRoute, json } from "@/lib/domain/api/http";
import { updateLinkSchema } from "@/tools/api-schemas";
import { deleteLink, findOwnedLink, updateLink } from "@/tools/url-shortener/server/manage";
import { toLinkView } from "@/tools/url-shortener/server/view";
import { otherMethods } from "@/lib/domain/api/errors";

/**
 * GET /api/v1/links/{id}: one of the key owner's links. PATCH: change its destination or settings. DELETE: delete it
 * (its short URL then answers 410).
 */

export const GET = apiRoute<{ id: string }>(async ({ params, actor }) => json(toLinkView(await findOwnedLink({ userId: actor.userId }, params.id))));

export const PATCH = apiRoute<{ id: string }>(
  async ({ params, actor, body }) => json(await updateLink({ userId: actor.userId }, params.id, updateLinkSchema.parse(body))),
  { body: true },
);

export const DELETE = apiRoute<{ id: string }>(async ({ params, actor }) => {
  await deleteLink({ userId: actor.userId }, params.id);
  return new Response(null, { status: 204 });
});

/** The other methods: a 405 in the API's error shape. */
export const { POST, PUT } = otherMethods("GET", "PATCH", "DELETE");
