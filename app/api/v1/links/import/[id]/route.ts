import { apiRoute, json } from "@/lib/domain/api/http";
import { requireImportView } from "@/tools/url-shortener/server/import";
import { otherMethods } from "@/lib/domain/api/errors";

/** GET /api/v1/links/import/{id}: an import's status, counts and first rows. Another account's import answers 404. */
export const GET = apiRoute<{ id: string }>(async ({ params, actor }) => json(await requireImportView(actor.userId, params.id)));

/** The other methods: a 405 in the API's error shape. */
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
