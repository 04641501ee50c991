import { NextResponse } from "next/server";
import { STATUS_FOR, toFailure } from "@/lib/platform/forms/action-result";
import { getCurrentUserId } from "@/lib/domain/auth/session";
import { BodyTooLargeError, UserFacingError } from "@/lib/platform/errors";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { IMPORT_ERROR_COOKIE, IMPORT_MESSAGES } from "@/tools/url-shortener/logic/import-view";
import { requireImport, startImport } from "@/tools/url-shortener/server/import";
import { readImportUpload } from "@/tools/url-shortener/server/import-upload";

/**
 * POST: the account page's import panel uploads a CSV file (multipart, field `file`). With scripts the panel asks
 * for JSON and gets 202 and the import; the same form posted without them is sent back to the panel (303), which
 * then shows the import or the refusal (for a minute, from a cookie). Acts for the session cookie, from this site's pages only.
 */

const noStore = { "Cache-Control": "no-store" };
const PANEL = "/account#link-import";
const ERROR_COOKIE = { httpOnly: true, sameSite: "lax", path: "/account" } as const;

/**
 * A 303 to a page of this site, as a relative Location: the browser resolves it against the address it posted to.
 * request.url carries the host Next listens on, not necessarily the one the browser used, and a redirect to another
 * origin is blocked by the form-action CSP (and would land a signed-in user on a site without their session).
 */
function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path } });
}

function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/json");
}

export const POST = sameOriginOnly(async (request: Request) => {
  const json = wantsJson(request);
  try {
    const userId = await getCurrentUserId();
    if (!userId) throw new UserFacingError("Sign in to import links.", "unauthenticated", "Sign in required");
    // The plan before the body: other plans get its message whatever they send.
    await requireImport(userId);
    const { bytes, fileName } = await readImportUpload(request).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) throw new UserFacingError(IMPORT_MESSAGES.tooLarge, "validation", "Error", { file: IMPORT_MESSAGES.tooLarge });
      throw error;
    });
    const view = await startImport(userId, bytes, fileName);
    const response = json
      ? NextResponse.json({ ok: true, data: view }, { status: 202, headers: noStore })
      : seeOther(`/account?import=${view.id}#link-import`);
    // An earlier refusal is over: the panel must not show it beside the import it started. Cleared whether or not this
    // request carried it: the cookie's path is /account, so a post to this route never does.
    if (!json) response.cookies.set(IMPORT_ERROR_COOKIE, "", { ...ERROR_COOKIE, maxAge: 0 });
    return response;
  } catch (error) {
    const failure = toFailure(error, "We couldn't start this import. Please try again.");
    if (!json) {
      // The refusal travels in a short-lived cookie, not the URL: a link of someone else's can't put words on the page.
      const response = seeOther(PANEL);
      response.cookies.set(IMPORT_ERROR_COOKIE, failure.error.slice(0, 500), { ...ERROR_COOKIE, maxAge: 60 });
      return response;
    }
    return NextResponse.json(failure, { status: STATUS_FOR[failure.code], headers: noStore });
  }
});
