"use server";

import { headers } from "next/headers";
import { ok, runAction, type ActionResult } from "@/lib/action-result";
import { currentActor, existingVisitorId } from "@/lib/actor";
import { getCurrentUserId, requireUser } from "@/lib/auth/session";
import { bulkLinksCsv, shortenUrlList, type BulkLinkReport } from "@/lib/links/bulk";
import { createLink, type ShortenInput } from "@/lib/links/create";
import { addDomain, listDomains, removeDomain, verifyDomain, type DomainView } from "@/lib/links/domains";
import { deleteLink, LINK_NOT_FOUND, setLinkDisabled } from "@/lib/links/manage";
import type { LinkView, Owner } from "@/lib/links/view";
import { clientIp } from "@/lib/request";
import { UserFacingError } from "@/lib/errors";

/**
 * Server actions of the shortener, the link list and the domain manager. Thin: each one finds out who is asking
 * and calls lib/links, which validates and enforces plans; results use the one ActionResult shape.
 */

/** The owner of links in this request (account, else the visitor cookie), without creating a visitor. */
async function currentOwner(): Promise<Owner> {
  const userId = await getCurrentUserId();
  if (userId) return { userId };
  const visitorId = await existingVisitorId();
  if (visitorId) return { visitorId };
  throw new UserFacingError(LINK_NOT_FOUND, "not_found");
}

export async function shortenUrl(input: ShortenInput): Promise<ActionResult<LinkView>> {
  return runAction(async () => {
    const { link, usage } = await createLink(await currentActor(), input);
    return ok(link, usage);
  }, "We couldn't shorten this URL. Please try again.");
}

/**
 * Bulk shortening (Premium): `text` is pasted URLs, one per line, or a CSV with a `url` column (and optionally `code`);
 * `domain` (optional) is a verified custom domain for every link of the batch.
 */
export async function bulkShortenAction(input: { text: string; domain?: string | null }): Promise<ActionResult<BulkLinkReport & { csv: string }>> {
  return runAction(async () => {
    // Signed-out callers are refused before anything is stored (currentActor would create a visitor).
    const userId = await getCurrentUserId();
    if (!userId) throw new UserFacingError("Please sign in to shorten URLs in bulk.", "unauthenticated");
    const text = typeof input?.text === "string" ? input.text : "";
    const domain = typeof input?.domain === "string" && input.domain ? input.domain : null;
    const report = await shortenUrlList({ userId, ip: clientIp(await headers()) }, text, domain);
    return ok({ ...report, csv: bulkLinksCsv(report) });
  }, "We couldn't shorten these URLs. Please try again.");
}

export async function deleteLinkAction(id: string): Promise<ActionResult<{ id: string }>> {
  return runAction(async () => {
    await deleteLink(await currentOwner(), id);
    return ok({ id });
  });
}

export async function setLinkDisabledAction(id: string, disabled: boolean): Promise<ActionResult<LinkView>> {
  return runAction(async () => ok(await setLinkDisabled(await currentOwner(), id, disabled === true)));
}

export async function listDomainsAction(): Promise<ActionResult<DomainView[]>> {
  return runAction(async () => ok(await listDomains((await requireUser()).id)));
}

export async function addDomainAction(hostname: string): Promise<ActionResult<DomainView>> {
  return runAction(async () => ok(await addDomain((await requireUser()).id, { hostname })));
}

export async function verifyDomainAction(id: string): Promise<ActionResult<{ domain: DomainView; pointsToUs: boolean }>> {
  return runAction(async () => ok(await verifyDomain((await requireUser()).id, id)));
}

export async function removeDomainAction(id: string): Promise<ActionResult<{ removedLinks: number }>> {
  return runAction(async () => ok(await removeDomain((await requireUser()).id, id)));
}
