import { apiRoute, json } from "@/lib/domain/api/http";
import { qrRequestApiSchema } from "@/tools/api-schemas";
import { generateQrImage } from "@/tools/qr-generator/server/service";
import { otherMethods } from "@/lib/domain/api/errors";

/**
 * POST /api/v1/qr: one QR code as JSON (SVG markup, base64 PNG or base64 PDF), or as the file itself when the client
 * sends `Accept: image/png`, `Accept: image/svg+xml` or `Accept: application/pdf` (which then also sets the format).
 */

function fileFormatAccepted(accept: string | null): "png" | "svg" | "pdf" | null {
  const types = (accept ?? "").split(",").map((part) => (part.split(";")[0] ?? "").trim().toLowerCase());
  if (types.includes("application/json")) return null;
  if (types.includes("image/png")) return "png";
  if (types.includes("image/svg+xml")) return "svg";
  if (types.includes("application/pdf")) return "pdf";
  return null;
}

export const POST = apiRoute(
  async ({ body, actor, request }) => {
    const input = qrRequestApiSchema.parse(body);
    const raw = fileFormatAccepted(request.headers.get("accept"));
    const content = input.content ?? { type: "text", text: input.text };
    const { data } = await generateQrImage(actor, { content, options: input.options, dynamic: input.dynamic }, raw ?? input.format, input.size, input.pdfSize);
    if (raw) {
      const bytes = typeof data.body === "string" ? data.body : new Uint8Array(data.body);
      const link: Record<string, string> = data.dynamic ? { "X-Link-Id": data.dynamic.linkId, "X-Short-Url": data.dynamic.shortUrl } : {};
      return new Response(bytes, { status: 200, headers: { "Content-Type": data.contentType, ...link } });
    }
    const { type, payload, format, size, pdfSize, version, modules, warnings, contentType, body: image, dynamic } = data;
    return json({ type, payload, format, size, pdfSize, version, modules, warnings, contentType, data: typeof image === "string" ? image : image.toString("base64"), dynamic });
  },
  { body: true },
);

/** The other methods: a 405 in the API's error shape. */
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
