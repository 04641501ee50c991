import { openApiDocument } from "@/tools/openapi";

/** GET /api/v1/openapi.json: the API's OpenAPI 3.1 document (public, generated at build time). */

export const dynamic = "force-static";

export function GET() {
  return Response.json(openApiDocument(), { headers: { "Access-Control-Allow-Origin": "*" } });
}
