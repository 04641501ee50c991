import { apiCodeFor, apiRoute, json } from "@/lib/domain/api/http";
import { bulkCreateLinksSchema } from "@/tools/api-schemas";
import { createLinksBulk } from "@/tools/url-shortener/server/bulk";
import { otherMethods } from "@/lib/domain/api/errors";

/** POST /api/v1/links/bulk: up to 100 links, each created or refused on its own (200 with one result per item). */

export const POST = apiRoute(
  async ({ body, actor }) => {
    const { links } = bulkCreateLinksSchema.parse(body);
    const report = await createLinksBulk(actor, links.map((link, i) => ({ line: i + 1, ...link })));
    return json({
      created: report.created,
      failed: report.failed,
      results: report.results.map((r) =>
        r.ok ? { index: r.line - 1, ok: true, link: r.link } : { index: r.line - 1, ok: false, error: { ...r.error, code: apiCodeFor(r.error.code) } },
      ),
    });
  },
  { body: true },
);

/** The other methods: a 405 in the API's error shape. */
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
