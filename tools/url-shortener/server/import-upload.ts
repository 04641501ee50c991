import "server-only";
import { readBodyBytes } from "@/lib/platform/http/request";
import { UserFacingError } from "@/lib/platform/errors";
import { IMPORT_MESSAGES, LINK_IMPORT_MAX_BYTES } from "@/tools/url-shortener/logic/import-view";

/**
 * An import's file as the request carries it: a CSV body (`text/csv` or `text/plain`, the API) or a form upload
 * (`multipart/form-data` with the field `file`, the page and the API). The body is bounded before it is read: a CSV
 * body at the file's limit, a form at the limit plus room for its boundaries (BodyTooLargeError past either; the
 * file inside is bounded again by startImport).
 */

/** A form's boundaries and headers around one file. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

export const UPLOAD_MESSAGES = {
  type: "Send the CSV file as the body with Content-Type: text/csv, or as the field \"file\" of a multipart/form-data form.",
  form: "The upload is incomplete or not a valid form. Please try again.",
  oneFile: "Send one file in the field \"file\".",
} as const;

export async function readImportUpload(request: Request): Promise<{ bytes: Uint8Array; fileName: string | null }> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const mediaType = type.split(";")[0]!.trim();
  if (mediaType === "text/csv" || mediaType === "text/plain" || mediaType === "application/csv") {
    return { bytes: await readBodyBytes(request, LINK_IMPORT_MAX_BYTES), fileName: null };
  }
  if (mediaType !== "multipart/form-data") throw new UserFacingError(UPLOAD_MESSAGES.type, "validation", "Error", { file: UPLOAD_MESSAGES.type });
  const body = await readBodyBytes(request, LINK_IMPORT_MAX_BYTES + FORM_OVERHEAD_BYTES);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": request.headers.get("content-type")! } }).formData();
  } catch {
    throw new UserFacingError(UPLOAD_MESSAGES.form, "validation", "Error", { file: UPLOAD_MESSAGES.form });
  }
  const files = form.getAll("file");
  if (files.length > 1) throw new UserFacingError(UPLOAD_MESSAGES.oneFile, "validation", "Error", { file: UPLOAD_MESSAGES.oneFile });
  const file = files[0];
  // A form sent without a chosen file carries an empty part with no name.
  if (!(file instanceof Blob) || (file.size === 0 && !(file instanceof File && file.name))) throw new UserFacingError(IMPORT_MESSAGES.noFile, "validation", "Error", { file: IMPORT_MESSAGES.noFile });
  return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file instanceof File && file.name ? file.name : null };
}
