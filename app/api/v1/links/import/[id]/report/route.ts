import { apiRoute } from "@/lib/domain/api/http";
import { importReportCsv } from "@/tools/url-shortener/server/import";
import { otherMethods } from "@/lib/domain/api/errors";

/** GET /api/v1/links/import/{id}/report: every row of an import with its outcome, as CSV. */
export const GET = apiRoute<{ id: string }>(async ({ params, actor }) => {
  const { csv, fileName } = await importReportCsv(actor.userId, params.id);
  return new Response(csv, { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"` } });
});

/** The other methods: a 405 in the API's error shape. */
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
