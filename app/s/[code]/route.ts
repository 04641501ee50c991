import { verifiedDomain } from "@/lib/links/domain-registry";
import { CUSTOM_DOMAIN_HEADER, hostnameOf } from "@/lib/links/hosts";
import { answerRedirect, REDIRECT_CACHE_CONTROL, type RedirectOutcome } from "@/lib/links/redirect";
import { notFoundPage, PAGE_HEADERS } from "@/lib/links/pages";
import { clientCountry } from "@/lib/request";

/**
 * `/s/{code}` through Next (a deployment without server.ts), and `{verified-domain}/{code}` rewritten here by
 * proxy.ts, which names the domain in CUSTOM_DOMAIN_HEADER. server.ts answers these requests itself before Next sees
 * them (lib/links/redirect-server.ts); both call the same lib code.
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
  const customDomain = request.headers.get(CUSTOM_DOMAIN_HEADER);
  const domain = customDomain ? await verifiedDomain(customDomain) : null;
  // Rewritten from a domain that was removed in the meantime: never fall back to our own domain's link.
  if (customDomain && !domain) return toResponse({ status: 404, page: notFoundPage }, request.method);
  const outcome = await answerRedirect({
    method: request.method,
    domain: domain?.hostname ?? "",
    domainOwnerId: domain?.userId ?? null,
    host: hostnameOf(request.headers.get("host") ?? undefined),
    code,
    userAgent: request.headers.get("user-agent") ?? undefined,
    referer: request.headers.get("referer") ?? undefined,
    country: clientCountry(request.headers),
  });
  return toResponse(outcome, request.method);
}

export const GET = handle;
export const HEAD = handle;
