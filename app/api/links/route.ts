import { NextResponse } from "next/server";
import { ok, STATUS_FOR, toFailure, type ActionResult } from "@/lib/platform/forms/action-result";
import { actorOf, currentCaller, ownerOf } from "@/lib/domain/actions/actor";
import { capabilitiesFor } from "@/tools/url-shortener/logic/link-capabilities";
import { createLink } from "@/tools/url-shortener/server/create";
import { createLinkSchema } from "@/tools/api-schemas";
import { verifiedHostnames } from "@/tools/url-shortener/server/domains";
import { countLinks, listLinks, RECENT_LINKS } from "@/tools/url-shortener/server/manage";
import { listTags } from "@/tools/url-shortener/server/tags";
import { listUtmTemplates } from "@/tools/url-shortener/server/utm-templates";
import type { LinksResponse, LinkView } from "@/tools/url-shortener/server/view";
import { readJson } from "@/lib/platform/http/request";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";

/**
 * GET: the caller's links (newest first; `take`, `cursor` page through them), what their plan lets the UI offer, and
 * the account's tags and saved UTM templates.
 * POST: shorten a URL (JSON: the REST API's link, `{ url, customCode?, domain?, tags?, expiresAt?, password?, … }`),
 * the same rules as the server action; a field it does not know is refused.
 * Both act for the browser's session or visitor cookie; the REST API (API keys) calls tools/url-shortener/server
 * directly.
 */


const noStore = { "Cache-Control": "no-store" };

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const take = Number(params.get("take") ?? RECENT_LINKS);
  const cursor = params.get("cursor") ?? undefined;
  const caller = await currentCaller();
  const owner = ownerOf(caller);
  const [links, total, capabilities, tags, utmTemplates] = await Promise.all([
    owner ? listLinks(owner, { take: Number.isFinite(take) ? take : RECENT_LINKS, cursor }) : [],
    owner ? countLinks(owner) : 0,
    capabilitiesFor(caller.user, verifiedHostnames),
    caller.user ? listTags(caller.user.id, { counts: false }) : [],
    caller.user ? listUtmTemplates(caller.user.id) : [],
  ]);
  return NextResponse.json({ links, total, capabilities, tags, utmTemplates } satisfies LinksResponse, { headers: noStore });
}

/** Besides the same-origin check, JSON only: a cross-site form cannot send it. */
function notJson(request: Request): boolean {
  return !(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json");
}

export const POST = sameOriginOnly(async (request: Request) => {
  let result: ActionResult<LinkView>;
  if (notJson(request)) {
    result = { ok: false, code: "forbidden", title: "Error", error: "Requests must be JSON from this site." };
  } else {
    try {
      const body = await readJson(request);
      // Every setting the REST API takes, or a 400 naming the field: nothing sent is dropped on the way.
      const input = createLinkSchema.parse({ url: "", ...(typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}) });
      const { link, usage } = await createLink(actorOf(await currentCaller()), input);
      result = ok(link, usage);
    } catch (error) {
      result = toFailure(error, "We couldn't shorten this URL. Please try again.");
    }
  }
  const status = result.ok ? 201 : STATUS_FOR[result.code];
  return NextResponse.json(result, { status, headers: noStore });
});
