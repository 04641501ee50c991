import { apiRoute, json } from "@/lib/domain/api/http";
import { requireImportView } from "@/tools/url-shortener/server/import";

/** GET /api/v1/links/import/{id}: an import's status, counts and first rows. Another account's import answers 404. */
export const GET = apiRoute<{ id: string }>(async ({ params, actor }) => json(await requireImportView(actor.userId, params.id)));
