"use server";

import { z } from "@/lib/platform/zod";
import { action, checkedByService, formAction } from "@/lib/domain/actions/action";
import { ok } from "@/lib/platform/forms/action-result";
import { UserFacingError } from "@/lib/platform/errors";
import { bulkLinksCsv, shortenUrlList } from "@/tools/url-shortener/server/bulk";
import { createLink, type ShortenInput } from "@/tools/url-shortener/server/create";
import { addDomain, listDomains, removeDomain, verifyDomain } from "@/tools/url-shortener/server/domains";
import { addTagToLink, deleteLink, LINK_NOT_FOUND, removeTagFromLink, setLinkDisabled, updateLink } from "@/tools/url-shortener/server/manage";
import { deleteTag, updateTag } from "@/tools/url-shortener/server/tags";
import { TAG_MESSAGES } from "@/tools/url-shortener/logic/tags";
import { SETTINGS_FEATURE_MESSAGES, type LinkSettingsInput } from "@/tools/url-shortener/server/settings";
import { localDateTimeToIso } from "@/tools/url-shortener/logic/link-settings";
import { UTM_FIELDS, UTM_FORM_FIELDS, utmOfForm } from "@/tools/url-shortener/logic/utm";
import { GEO_FORM_FIELDS, GEO_RULES_MAX } from "@/tools/url-shortener/logic/targeting";
import { createUtmTemplate, deleteUtmTemplate, listUtmTemplates, renameUtmTemplate, utmTemplateInputSchema } from "@/tools/url-shortener/server/utm-templates";
import { UTM_TEMPLATE_MESSAGES } from "@/tools/url-shortener/logic/utm-templates";

/**
 * Server actions of the shortener, the link list and the domain manager. The modules beside this one validate and
 * enforce plans (the REST API shares them); results use the one ActionResult shape. A link is changed by its owner
 * (account, else this browser's existing visitor): anyone else is told the link does not exist.
 */

const notFound = () => new UserFacingError(LINK_NOT_FOUND, "not_found");

/** A text field of a form, or undefined when the form did not send it (a disabled field: the link keeps its value). */
const formField = z.string().optional().catch(undefined);

/** The settings fields of the create and edit forms (names as in the API, plus the UTM builder's and the time zone). */
const settingsFields = {
  expiresAt: formField,
  timezoneOffset: z.coerce.number().int().min(-24 * 60).max(24 * 60).catch(0),
  maxClicks: formField,
  expiredUrl: formField,
  redirectStatus: formField,
  password: formField,
  removePassword: formField,
  /** Sent by the targeting fields when they are enabled: without it, the link keeps its targeting. */
  targeting: formField,
  ios: formField,
  android: formField,
  ...(Object.fromEntries(GEO_FORM_FIELDS.flat().map((name) => [name, formField])) as Record<string, typeof formField>),
  ...(Object.fromEntries(UTM_FIELDS.map((field) => [UTM_FORM_FIELDS[field], formField])) as Record<(typeof UTM_FORM_FIELDS)[keyof typeof UTM_FORM_FIELDS], typeof formField>),
};

type SettingsFields = z.output<z.ZodObject<typeof settingsFields>>;

/**
 * The form's settings as the services read them: the expiry typed in the browser's time zone (`timezoneOffset`, filled
 * in by the page's script; UTC before it has run), an empty password field as "no change" (the "Remove the password"
 * box removes it), the UTM builder's fields as the `utm` object, the country rules' rows as [code, url] pairs (rows left
 * empty are dropped; an empty iOS or Android field removes it).
 */
function settingsOf({ expiresAt, timezoneOffset, maxClicks, expiredUrl, redirectStatus, password, removePassword, targeting, ios, android, ...rest }: SettingsFields): LinkSettingsInput {
  const utm = utmOfForm(rest);
  return {
    maxClicks,
    expiredUrl,
    redirectStatus,
    ...(expiresAt === undefined ? {} : { expiresAt: localDateTimeToIso(expiresAt, timezoneOffset) }),
    ...(removePassword ? { password: null } : password ? { password } : {}),
    ...(Object.keys(utm).length ? { utm } : {}),
    ...(targeting ? { ios: ios ?? "", android: android ?? "", geo: geoRowsOf(rest) } : {}),
  };
}

function geoRowsOf(fields: Record<string, string | undefined>): [string, string][] {
  const rows: [string, string][] = [];
  for (const [country, url] of GEO_FORM_FIELDS.slice(0, GEO_RULES_MAX)) {
    const code = fields[country]?.trim() ?? "";
    const destination = fields[url]?.trim() ?? "";
    if (code || destination) rows.push([code, destination]);
  }
  return rows;
}

const SETTINGS_KEPT = ["expiresAt", "timezoneOffset", "maxClicks", "expiredUrl", "redirectStatus", ...Object.values(UTM_FORM_FIELDS), "ios", "android", ...GEO_FORM_FIELDS.flat()];

const shortenFormSchema = z
  .object({ url: z.string().catch(""), customCode: formField, domain: formField, tags: formField, ...settingsFields })
  .catch({ url: "", timezoneOffset: 0 });

/**
 * The shortener's form (`url`, from the Advanced tab `customCode` and `domain`, and the "More options" settings and
 * `tags`, comma-separated names; empty = none). It works before the page's scripts have run: the browser posts the form and the page comes back with the
 * new link or the refusal.
 */
export const shortenForm = formAction(
  {
    schema: shortenFormSchema,
    auth: "actor",
    fallback: "We couldn't shorten this URL. Please try again.",
    keep: ["url", "customCode", "domain", "tags", ...SETTINGS_KEPT],
  },
  async ({ url, customCode, domain, tags, ...settings }, { actor }) => {
    const input: ShortenInput = { url, customCode, domain, ...(tags ? { tags } : {}), ...settingsOf(settings) };
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

const editLinkSchema = z.object({ id: z.string().catch(""), target: formField, ...settingsFields }).catch({ id: "", timezoneOffset: 0 });

/** The edit form of a link (its page and the shortener's list): the destination, UTM parameters and the settings. */
export const editLinkForm = formAction(
  {
    schema: editLinkSchema,
    auth: "user",
    signedOut: () => new UserFacingError(SETTINGS_FEATURE_MESSAGES.signIn, "unauthenticated"),
    fallback: "We couldn't save this link. Please try again.",
    keep: ["target", ...SETTINGS_KEPT],
  },
  async ({ id, target, ...settings }, { user }) => ok(await updateLink({ userId: user.id }, id, { target, ...settingsOf(settings) })),
);

export const deleteLinkAction = action({ schema: z.string(), auth: "owner", signedOut: notFound }, async (id, { owner }) => {
  await deleteLink(owner, id);
  return ok({ id });
});

export const setLinkDisabledAction = action(
  { schema: z.object({ id: z.string(), disabled: z.boolean() }), auth: "owner", signedOut: notFound },
  async ({ id, disabled }, { owner }) => ok(await setLinkDisabled(owner, id, disabled)),
);

const tagSignIn = () => new UserFacingError(TAG_MESSAGES.signIn, "unauthenticated");

/** The link page's "Add a tag": `name` (one of the account's tags in any case, or a new one) and an optional `color`. */
export const addLinkTagForm = formAction(
  {
    schema: z.object({ id: z.string().catch(""), name: z.string().catch(""), color: formField }).catch({ id: "", name: "" }),
    auth: "user",
    signedOut: tagSignIn,
    fallback: "We couldn't add this tag. Please try again.",
    keep: ["name", "color"],
  },
  async ({ id, name, color }, { user }) => ok(await addTagToLink({ userId: user.id }, id, { name, color })),
);

/** A tag chip's remove button on the link page: takes the tag `name` off the link `id`. */
export const removeLinkTagForm = formAction(
  {
    schema: z.object({ id: z.string().catch(""), name: z.string().catch("") }).catch({ id: "", name: "" }),
    auth: "user",
    signedOut: tagSignIn,
    fallback: "We couldn't remove this tag. Please try again.",
  },
  async ({ id, name }, { user }) => ok(await removeTagFromLink({ userId: user.id }, id, name)),
);

/** Renames and/or recolours one of the account's tags (the account's tag list). */
export const updateTagForm = formAction(
  {
    schema: z.object({ tagId: z.string().catch(""), name: formField, color: formField }).catch({ tagId: "" }),
    auth: "user",
    signedOut: tagSignIn,
    fallback: "We couldn't save this tag. Please try again.",
    keep: ["name", "color"],
  },
  async ({ tagId, name, color }, { user }) => ok(await updateTag(user.id, tagId, { name, color })),
);

/** Deletes one of the account's tags: it comes off every link. */
export const deleteTagForm = formAction(
  {
    schema: z.object({ tagId: z.string().catch("") }).catch({ tagId: "" }),
    auth: "user",
    signedOut: tagSignIn,
    fallback: "We couldn't delete this tag. Please try again.",
  },
  async ({ tagId }, { user }) => ok(await deleteTag(user.id, tagId)),
);

const utmTemplateSignIn = () => new UserFacingError(UTM_TEMPLATE_MESSAGES.signIn, "unauthenticated");

/**
 * The UTM builder's "Save as template" (create and edit forms): `name` and the builder's five fields. Answers the
 * account's templates after the save, so the builder shows the new one at once.
 */
export const saveUtmTemplateAction = action(
  { schema: utmTemplateInputSchema, auth: "user", signedOut: utmTemplateSignIn, fallback: "We couldn't save this template. Please try again." },
  async (input, { user }) => {
    const saved = await createUtmTemplate(user.id, input);
    return ok({ saved, templates: await listUtmTemplates(user.id) });
  },
);

/** Deletes one of the account's UTM templates (the builder's list); answers the templates left. */
export const deleteUtmTemplateAction = action(
  { schema: z.object({ id: z.string().catch("") }).catch({ id: "" }), auth: "user", signedOut: utmTemplateSignIn, fallback: "We couldn't delete this template. Please try again." },
  async ({ id }, { user }) => {
    const deleted = await deleteUtmTemplate(user.id, id);
    return ok({ deleted, templates: await listUtmTemplates(user.id) });
  },
);

/** Renames one of the account's UTM templates (the account page's template list: a server form). */
export const renameUtmTemplateForm = formAction(
  {
    schema: z.object({ templateId: z.string().catch(""), name: z.string().catch("") }).catch({ templateId: "", name: "" }),
    auth: "user",
    signedOut: utmTemplateSignIn,
    fallback: "We couldn't rename this template. Please try again.",
    keep: ["name"],
  },
  async ({ templateId, name }, { user }) => ok(await renameUtmTemplate(user.id, templateId, name)),
);

/** Deletes one of the account's UTM templates (the account page's template list: a server form). */
export const deleteUtmTemplateForm = formAction(
  {
    schema: z.object({ templateId: z.string().catch("") }).catch({ templateId: "" }),
    auth: "user",
    signedOut: utmTemplateSignIn,
    fallback: "We couldn't delete this template. Please try again.",
  },
  async ({ templateId }, { user }) => ok(await deleteUtmTemplate(user.id, templateId)),
);

/**
 * The link page's "Public stats" switch: `publicStats` "on" makes the link's stats page public, anything else private
 * (a server form: it works before the page's scripts run).
 */
export const setPublicStatsForm = formAction(
  {
    schema: z.object({ id: z.string().catch(""), publicStats: z.string().optional().catch(undefined) }).catch({ id: "" }),
    auth: "user",
    signedOut: () => new UserFacingError(SETTINGS_FEATURE_MESSAGES.signIn, "unauthenticated"),
    fallback: "We couldn't change this link's stats page. Please try again.",
  },
  async ({ id, publicStats }, { user }) => ok(await updateLink({ userId: user.id }, id, { publicStats: publicStats === "on" })),
);

export const listDomainsAction = action({ auth: "user" }, async (_input, { user }) => ok(await listDomains(user.id)));

export const addDomainAction = action({ schema: checkedByService<string>(), auth: "user" }, async (hostname, { user }) => ok(await addDomain(user.id, { hostname })));

export const verifyDomainAction = action({ schema: z.string(), auth: "user" }, async (id, { user }) => ok(await verifyDomain(user.id, id)));

export const removeDomainAction = action({ schema: z.string(), auth: "user" }, async (id, { user }) => ok(await removeDomain(user.id, id)));
