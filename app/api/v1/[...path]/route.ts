import { errorBody } from "@/lib/domain/api/errors";

/** Any other /api/v1 path: the API's 404 in its error shape (not the site's HTML 404 page). */

async function notFound(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  return Response.json(errorBody("not_found", `No endpoint at ${request.method} ${path}. See /api/v1/openapi.json.`), {
    status: 404,
    headers: { "Cache-Control": "no-store" },
  });
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
