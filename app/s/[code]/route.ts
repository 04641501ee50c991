import { answerRedirect, REDIRECT_CACHE_CONTROL, type RedirectOutcome } from "@/lib/links/redirect";
import { PAGE_HEADERS } from "@/lib/links/pages";
import { clientCountry } from "@/lib/request";

/**
 * `/s/{code}` through Next (plain `next dev`, or a deployment without server.ts). server.ts answers these requests
 * itself before Next sees them (lib/links/redirect-server.ts); both call the same lib code.
 */

export const dynamic = "force-dynamic";

function toResponse(outcome: RedirectOutcome, method: string): Response {
  if (outcome.status === 302) {
    return new Response(null, { status: 302, headers: { Location: outcome.location, "Cache-Control": REDIRECT_CACHE_CONTROL } });
  }
  if (outcome.status === 405) return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  return new Response(method === "HEAD" ? null : new Uint8Array(outcome.page), { status: outcome.status, headers: PAGE_HEADERS });
}

async function handle(request: Request, context: { params: Promise<{ code: string }> }): Promise<Response> {
  const { code } = await context.params;
  const outcome = await answerRedirect({
    method: request.method,
    domain: "",
    code,
    userAgent: request.headers.get("user-agent") ?? undefined,
    referer: request.headers.get("referer") ?? undefined,
    country: clientCountry(request.headers),
  });
  return toResponse(outcome, request.method);
}

export const GET = handle;
export const HEAD = handle;
