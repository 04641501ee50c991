import { apiRoute, json } from "@/lib/domain/api/http";
import { createUtmTemplateSchema } from "@/tools/api-schemas";
import { createUtmTemplate, listUtmTemplates } from "@/tools/url-shortener/server/utm-templates";
import { otherMethods } from "@/lib/domain/api/errors";

/** GET /api/v1/utm-templates: the key owner's saved UTM templates, by name. POST: save one (at most 20 per account). */

export const GET = apiRoute(async ({ actor }) => json({ data: await listUtmTemplates(actor.userId) }));

export const POST = apiRoute(
  async ({ body, actor }) => {
    const { name, utm } = createUtmTemplateSchema.parse(body);
    return json(await createUtmTemplate(actor.userId, { name, ...utm }), 201);
  },
  { body: true },
);

/** The other methods: a 405 in the API's error shape. */
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
