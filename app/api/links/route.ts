import { NextResponse } from "next/server";
import { ok, STATUS_FOR, toFailure, type ActionResult } from "@/lib/action-result";
import { currentActor, existingVisitorId } from "@/lib/actor";
import { getCurrentUser } from "@/lib/auth/session";
import { capabilitiesFor } from "@/lib/links/capabilities";
import { createLink } from "@/lib/links/create";
import { countLinks, listLinks, RECENT_LINKS } from "@/lib/links/manage";
import type { LinksResponse, LinkView, Owner } from "@/lib/links/view";
import { readJsonOrNull } from "@/lib/request";

/**
 * GET: the caller's links (newest first; `take`, `cursor` page through them) and what their plan lets the UI offer.
 * POST: shorten a URL (JSON `{ url, customCode?, domain? }`), the same rules as the server action.
 * Both act for the browser's session or visitor cookie; the REST API (API keys) calls lib/links directly.
 */

const noStore = { "Cache-Control": "no-store" };

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const take = Number(params.get("take") ?? RECENT_LINKS);
  const cursor = params.get("cursor") ?? undefined;
  const user = await getCurrentUser();
  const visitorId = user ? null : await existingVisitorId();
  const owner: Owner | null = user ? { userId: user.id } : visitorId ? { visitorId } : null;
  const [links, total, capabilities] = await Promise.all([
    owner ? listLinks(owner, { take: Number.isFinite(take) ? take : RECENT_LINKS, cursor }) : [],
    owner ? countLinks(owner) : 0,
    capabilitiesFor(user),
  ]);
  return NextResponse.json({ links, total, capabilities } satisfies LinksResponse, { headers: noStore });
}

/** Cookie-authenticated writes must come from our own pages: JSON only (a cross-site form cannot send it) and same origin. */
function crossSite(request: Request): boolean {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== (request.headers.get("host") ?? new URL(request.url).host);
  } catch {
    return true;
  }
}

export async function POST(request: Request) {
  let result: ActionResult<LinkView>;
  if (crossSite(request)) {
    result = { ok: false, code: "forbidden", title: "Error", error: "Requests must be JSON from this site." };
  } else {
    try {
      const body = ((await readJsonOrNull(request)) ?? {}) as Record<string, unknown>;
      const { link, usage } = await createLink(await currentActor(), {
        url: typeof body.url === "string" ? body.url : "",
        customCode: typeof body.customCode === "string" ? body.customCode : null,
        domain: typeof body.domain === "string" ? body.domain : null,
      });
      result = ok(link, usage);
    } catch (error) {
      result = toFailure(error, "We couldn't shorten this URL. Please try again.");
    }
  }
  const status = result.ok ? 201 : STATUS_FOR[result.code];
  return NextResponse.json(result, { status, headers: noStore });
}
