import { apiRoute, json } from "@/lib/domain/api/http";
import { createLinkSchema, listLinksQuerySchema } from "@/tools/api-schemas";
import { createLink } from "@/tools/url-shortener/server/create";
import { listLinks } from "@/tools/url-shortener/server/manage";

/** GET /api/v1/links: the key owner's links, newest first, a page at a time. POST: shorten one URL. */

export const GET = apiRoute(async ({ url, actor }) => {
  const query = listLinksQuerySchema.parse(Object.fromEntries(url.searchParams));
  const links = await listLinks({ userId: actor.userId }, { take: query.limit, cursor: query.cursor });
  return json({ data: links, nextCursor: links.length === query.limit ? (links.at(-1)?.id ?? null) : null });
});

export const POST = apiRoute(
  async ({ body, actor }) => {
    const { link } = await createLink(actor, createLinkSchema.parse(body));
    return json(link, 201);
  },
  { body: true },
);
