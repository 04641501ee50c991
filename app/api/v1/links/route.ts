import { apiRoute, json, queryOf } from "@/lib/domain/api/http";
import { createLinkSchema, listLinksQuerySchema } from "@/tools/api-schemas";
import { createLink } from "@/tools/url-shortener/server/create";
import { findLinksPage, readLinkFilter } from "@/tools/url-shortener/server/link-list";
import { otherMethods } from "@/lib/domain/api/errors";

/**
 * GET /api/v1/links: the key owner's links, newest first, a page at a time, filtered by tag, text in the code or the
 * destination, and creation date. POST: shorten one URL.
 */

export const GET = apiRoute(async ({ url, actor }) => {
  const query = listLinksQuerySchema.parse(queryOf(url));
  const filter = readLinkFilter(query);
  const page = await findLinksPage({ userId: actor.userId }, { filter, take: query.limit, after: query.cursor });
  return json({ data: page.links, nextCursor: page.nextCursor });
});

export const POST = apiRoute(
  async ({ body, actor }) => {
    const { link } = await createLink(actor, createLinkSchema.parse(body));
    return json(link, 201);
  },
  { body: true },
);

/** The other methods: a 405 in the API's error shape. */
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
