"use server";

import { z } from "@/lib/platform/zod";
import { action, checkedByService, formAction } from "@/lib/domain/actions/action";
import { ok } from "@/lib/platform/forms/action-result";
import { UserFacingError } from "@/lib/platform/errors";
import { bulkLinksCsv, shortenUrlList } from "@/tools/url-shortener/server/bulk";
import { createLink, type ShortenInput } from "@/tools/url-shortener/server/create";
import { addDomain, listDomains, removeDomain, verifyDomain } from "@/tools/url-shortener/server/domains";
import { deleteLink, LINK_NOT_FOUND, setLinkDisabled, updateLink } from "@/tools/url-shortener/server/manage";
import { SETTINGS_FEATURE_MESSAGES } from "@/tools/url-shortener/server/settings";
import { localDateTimeToIso } from "@/tools/url-shortener/logic/link-settings";

/**
 * Server actions of the shortener, the link list and the domain manager. The modules beside this one validate and
 * enforce plans (the REST API shares them); results use the one ActionResult shape. A link is changed by its owner
 * (account, else this browser's existing visitor): anyone else is told the link does not exist.
 */

const notFound = () => new UserFacingError(LINK_NOT_FOUND, "not_found");

/**
 * The shortener's form (`url`, and from the Advanced tab `customCode` and `domain`; empty = none). It works before the
 * page's scripts have run: the browser posts the form and the page comes back with the new link or the refusal.
 */
export const shortenForm = formAction(
  {
    schema: checkedByService<ShortenInput>(),
    auth: "actor",
    fallback: "We couldn't shorten this URL. Please try again.",
    keep: ["url", "customCode", "domain"],
  },
  async (input, { actor }) => {
    const { link, usage } = await createLink(actor, input);
    return ok(link, usage);
  },
);

/** Anything but a string counts as empty, like a form field that was left out. */
const bulkSchema = z
  .object({ text: z.string().catch(""), domain: z.string().nullish().catch(null) })
  .catch({ text: "", domain: null });

/**
 * Bulk shortening (Premium): `text` is pasted URLs, one per line, or a CSV with a `url` column (and optionally `code`);
 * `domain` (optional) is a verified custom domain for every link of the batch. Signed-out callers are refused before
 * anything is stored.
 */
export const bulkShortenAction = action(
  {
    schema: bulkSchema,
    auth: "user",
    signedOut: () => new UserFacingError("Please sign in to shorten URLs in bulk.", "unauthenticated"),
    fallback: "We couldn't shorten these URLs. Please try again.",
  },
  async ({ text, domain }, { user, ip }) => {
    const report = await shortenUrlList({ userId: user.id, ip }, text, domain || null);
    return ok({ ...report, csv: bulkLinksCsv(report) });
  },
);

/** A text field of a form, or undefined when the form did not send it (a disabled field: the link keeps its value). */
const formField = z.string().optional().catch(undefined);

const editLinkSchema = z
  .object({
    id: z.string().catch(""),
    target: formField,
    expiresAt: formField,
    timezoneOffset: z.coerce.number().int().min(-24 * 60).max(24 * 60).catch(0),
    maxClicks: formField,
    expiredUrl: formField,
    redirectStatus: formField,
  })
  .catch({ id: "", timezoneOffset: 0 });

/**
 * The edit form of a link (its page and the shortener's list): the destination and the settings. The expiry is typed
 * in the browser's time zone (`timezoneOffset`, filled in by the page's script; UTC before it has run).
 */
export const editLinkForm = formAction(
  {
    schema: editLinkSchema,
    auth: "user",
    signedOut: () => new UserFacingError(SETTINGS_FEATURE_MESSAGES.signIn, "unauthenticated"),
    fallback: "We couldn't save this link. Please try again.",
    keep: ["target", "expiresAt", "maxClicks", "expiredUrl", "redirectStatus"],
  },
  async ({ id, timezoneOffset, expiresAt, ...edit }, { user }) => {
    const link = await updateLink({ userId: user.id }, id, {
      ...edit,
      ...(expiresAt === undefined ? {} : { expiresAt: localDateTimeToIso(expiresAt, timezoneOffset) }),
    });
    return ok(link);
  },
);

export const deleteLinkAction = action({ schema: z.string(), auth: "owner", signedOut: notFound }, async (id, { owner }) => {
  await deleteLink(owner, id);
  return ok({ id });
});

export const setLinkDisabledAction = action(
  { schema: z.object({ id: z.string(), disabled: z.boolean() }), auth: "owner", signedOut: notFound },
  async ({ id, disabled }, { owner }) => ok(await setLinkDisabled(owner, id, disabled)),
);

export const listDomainsAction = action({ auth: "user" }, async (_input, { user }) => ok(await listDomains(user.id)));

export const addDomainAction = action({ schema: checkedByService<string>(), auth: "user" }, async (hostname, { user }) => ok(await addDomain(user.id, { hostname })));

export const verifyDomainAction = action({ schema: z.string(), auth: "user" }, async (id, { user }) => ok(await verifyDomain(user.id, id)));

export const removeDomainAction = action({ schema: z.string(), auth: "user" }, async (id, { user }) => ok(await removeDomain(user.id, id)));
