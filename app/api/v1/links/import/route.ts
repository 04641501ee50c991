import { apiRoute, json } from "@/lib/domain/api/http";
import { ApiError, BodyTooLargeError } from "@/lib/platform/errors";
import { IMPORT_MESSAGES } from "@/tools/url-shortener/logic/import-view";
import { requireImport, startImport } from "@/tools/url-shortener/server/import";
import { readImportUpload, UPLOAD_MESSAGES } from "@/tools/url-shortener/server/import-upload";
import { otherMethods } from "@/lib/domain/api/errors";

/**
 * POST /api/v1/links/import: a Bitly export or a plain CSV file (the body as text/csv, or the field `file` of a
 * multipart form) becomes an import, answered at once (202); GET /api/v1/links/import/{id} follows it.
 */
export const POST = apiRoute(async ({ request, actor }) => {
  await requireImport(actor.userId);
  const { bytes, fileName } = await readImportUpload(request).catch((error: unknown) => {
    if (error instanceof BodyTooLargeError) throw new ApiError("payload_too_large", IMPORT_MESSAGES.tooLarge);
    if (error instanceof Error && error.message === UPLOAD_MESSAGES.type) throw new ApiError("unsupported_media_type", UPLOAD_MESSAGES.type);
    throw error;
  });
  return json(await startImport(actor.userId, bytes, fileName), 202);
});

/** The other methods: a 405 in the API's error shape. */
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
