import { apiRoute, json } from "@/lib/domain/api/http";
import { qrRequestApiSchema } from "@/tools/api-schemas";
import { generateQrImage } from "@/tools/qr-generator/server/service";

/**
 * POST /api/v1/qr: one QR code as JSON (SVG markup or base64 PNG), or as the image itself when the client sends
 * `Accept: image/png` or `Accept: image/svg+xml` (which then also sets the format).
 */

function imageFormatAccepted(accept: string | null): "png" | "svg" | null {
  const types = (accept ?? "").split(",").map((part) => (part.split(";")[0] ?? "").trim().toLowerCase());
  if (types.includes("application/json")) return null;
  if (types.includes("image/png")) return "png";
  if (types.includes("image/svg+xml")) return "svg";
  return null;
}

export const POST = apiRoute(
  async ({ body, actor, request }) => {
    const input = qrRequestApiSchema.parse(body);
    const raw = imageFormatAccepted(request.headers.get("accept"));
    const content = input.content ?? { type: "text", text: input.text };
    const { data } = await generateQrImage(actor, { content, options: input.options, dynamic: input.dynamic }, raw ?? input.format, input.size);
    if (raw) {
      const bytes = typeof data.body === "string" ? data.body : new Uint8Array(data.body);
      const link: Record<string, string> = data.dynamic ? { "X-Link-Id": data.dynamic.linkId, "X-Short-Url": data.dynamic.shortUrl } : {};
      return new Response(bytes, { status: 200, headers: { "Content-Type": data.contentType, ...link } });
    }
    const { type, payload, format, size, version, modules, warnings, contentType, body: image, dynamic } = data;
    return json({ type, payload, format, size, version, modules, warnings, contentType, data: typeof image === "string" ? image : image.toString("base64"), dynamic });
  },
  { body: true },
);
