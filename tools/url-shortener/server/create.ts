import "server-only";
import { z } from "@/lib/platform/zod";
import { prisma } from "@/lib/platform/db";
import { forgetLink } from "@/tools/url-shortener/redirect/cache";
import { CODE_MESSAGES, customCodeProblem, generateCode } from "@/tools/url-shortener/server/codes";
import { notifyLinkChanged } from "@/tools/url-shortener/redirect/invalidation";
import { checkTarget, TARGET_MESSAGES } from "@/tools/url-shortener/server/target";
import { linkColumnsSelect, linkViewSelect, toLinkView, type LinkView } from "@/tools/url-shortener/server/view";
import { ensureTags, readTagsInput, setLinkTags } from "@/tools/url-shortener/server/tags";
import { TAG_MESSAGES } from "@/tools/url-shortener/logic/tags";
import { withUse, type Actor, type ToolUsage } from "@/lib/domain/limits/usage";
import { cheapestPlanWith } from "@/lib/domain/plans";
import { userEntitlements } from "@/lib/domain/plans/user-entitlements";
import {
  isShortLinkDomain,
  readLinkSettings,
  readPublicStats,
  readUtm,
  refuseLongTarget,
  requireSettingsAllowed,
  SETTINGS_FEATURE_MESSAGES,
  settingsData,
  utmIntoTargeting,
  type LinkSettingsInput,
} from "@/tools/url-shortener/server/settings";
import { applyUtm } from "@/tools/url-shortener/logic/utm";
import { UserFacingError } from "@/lib/platform/errors";
import { recordLinkEvents } from "@/tools/url-shortener/webhooks/record";

/**
 * Shortening (docs/product.md §5): validate the target, check what the plan allows (custom codes from Basic, verified
 * custom domains from Premium; a forged request from a plan without them is refused with a 403-style error), then
 * reserve one daily use and insert the link in the same transaction, so that a refused or failed request stores
 * and counts nothing. Called by the server action, the route handler and (later) the REST API.
 */

/**
 * The link's own fields, its optional settings (redirect status, expiry, fallback: server/settings.ts), its tags
 * (names: an array, or comma-separated text; an account's only) and whether its stats are public (an account's only).
 */
export type ShortenInput = z.input<typeof shortenSchema> & LinkSettingsInput & { tags?: unknown; publicStats?: unknown };

export const FEATURE_MESSAGES = {
  signInForPro: "Custom short codes and custom domains are Pro features. Sign in and upgrade to use them.",
  customCodes: `Custom short codes are available on the ${cheapestPlanWith((e) => e.customShortCodes).name} plan and above. Upgrade to use them.`,
  customDomains: `Custom domains are available on the ${cheapestPlanWith((e) => e.customDomains !== 0).name} plan. Upgrade to use them.`,
  unknownDomain: "Choose one of your verified domains.",
  unverifiedDomain: (hostname: string) => `${hostname} is not verified yet. Add its DNS record and verify it first.`,
} as const;

export const shortenSchema = z.object({
  url: z.string({ error: TARGET_MESSAGES.empty }).max(20_000, TARGET_MESSAGES.tooLong),
  // Bounds before any work on the text; the code's own rules (codes.ts) and the domain's lookup follow.
  customCode: z.string({ error: CODE_MESSAGES.characters }).max(500, CODE_MESSAGES.tooLong).nullish(),
  domain: z.string({ error: FEATURE_MESSAGES.unknownDomain }).max(500, FEATURE_MESSAGES.unknownDomain).nullish(),
});

const MAX_CODE_ATTEMPTS = 8;

function fieldError(field: "url" | "customCode" | "domain", message: string, code: "validation" | "conflict" = "validation") {
  return new UserFacingError(message, code, "Error", { [field]: message });
}

/** A code is taken for ever once used: a deleted link's row (also an account's, see schema.prisma) keeps it. */
async function refuseTakenCode(domain: string, code: string, db: Pick<typeof prisma, "link"> = prisma): Promise<void> {
  const taken = await db.link.findUnique({ where: { domain_code: { domain, code } }, select: { deletedAt: true } });
  if (taken) throw fieldError("customCode", (taken.deletedAt ? CODE_MESSAGES.retired : CODE_MESSAGES.taken)(code), "conflict");
}

export async function createLink(actor: Actor, input: ShortenInput): Promise<{ link: LinkView; usage: ToolUsage }> {
  const parsed = shortenSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === "customCode" || issue?.path[0] === "domain" ? issue.path[0] : "url";
    throw fieldError(field, issue?.message ?? TARGET_MESSAGES.invalid);
  }
  const customCode = parsed.data.customCode?.trim() || null;
  const requestedDomain = parsed.data.domain?.trim().toLowerCase().replace(/\.$/, "") || null;

  const target = await checkTarget(parsed.data.url, { isShortLinkDomain });
  if (!target.ok) throw fieldError("url", target.message);
  const utm = readUtm(input.utm);
  const settings = await readLinkSettings(input, null);
  await requireSettingsAllowed("userId" in actor ? actor.userId : null, settings, null, utm);
  const tags = readTagsInput(input.tags) ?? [];
  if (tags.length && !("userId" in actor)) throw new UserFacingError(TAG_MESSAGES.signIn, "unauthenticated", "Sign in required");
  const publicStats = readPublicStats(input.publicStats) ?? false;
  // A public stats page names its owner's link, so a visitor's link (no owner yet) has none.
  if (publicStats && !("userId" in actor)) throw new UserFacingError(SETTINGS_FEATURE_MESSAGES.publicStatsSignIn, "unauthenticated", "Sign in required");
  const url = applyUtm(target.url, utm);
  refuseLongTarget(url, "url");
  utmIntoTargeting(settings, utm, null);

  let domain = "";
  if (customCode || requestedDomain) {
    if (!("userId" in actor)) throw new UserFacingError(FEATURE_MESSAGES.signInForPro, "forbidden", "Upgrade required");
    const allowed = await userEntitlements(actor.userId);
    if (customCode && !allowed.customShortCodes) throw new UserFacingError(FEATURE_MESSAGES.customCodes, "forbidden", "Upgrade required");
    if (requestedDomain && allowed.customDomains === 0) {
      throw new UserFacingError(FEATURE_MESSAGES.customDomains, "forbidden", "Upgrade required");
    }
    if (customCode) {
      const problem = customCodeProblem(customCode);
      if (problem) throw fieldError("customCode", problem);
    }
    if (requestedDomain) {
      const owned = await prisma.customDomain.findFirst({ where: { hostname: requestedDomain, userId: actor.userId } });
      if (!owned) throw fieldError("domain", FEATURE_MESSAGES.unknownDomain);
      if (!owned.verifiedAt) throw fieldError("domain", FEATURE_MESSAGES.unverifiedDomain(owned.hostname));
      domain = owned.hostname;
    }
    if (customCode) await refuseTakenCode(domain, customCode);
  }

  const owner = "userId" in actor ? { ownerUserId: actor.userId } : { ownerVisitorId: actor.visitorId };
  const { result: link, usage } = await withUse("url", actor, async (tx) => {
    // A valid visitor cookie does not guarantee a Visitor row (e.g. after a database reset).
    if ("visitorId" in actor) await tx.visitor.createMany({ data: [{ id: actor.visitorId }], skipDuplicates: true });
    // The domain is still this account's verified one, and stays so until the link is in: removeDomain locks the
    // same row, so it either waits and then deletes this link too, or has removed the domain and this is refused.
    if (domain && "userId" in actor) {
      const held = await tx.$queryRaw<unknown[]>`
        SELECT 1 FROM "CustomDomain" WHERE "hostname" = ${domain} AND "userId" = ${actor.userId} AND "verifiedAt" IS NOT NULL FOR SHARE`;
      if (!held.length) throw fieldError("domain", FEATURE_MESSAGES.unknownDomain);
    }
    // New tags count against the plan's limit under the account's row lock (withUse took it): a refusal stores nothing.
    const tagIds = "userId" in actor ? await ensureTags(tx, actor.userId, tags) : [];
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      const code = customCode ?? generateCode();
      const [row] = await tx.link.createManyAndReturn({
        data: [{ domain, code, target: url, ...owner, ...settingsData(settings), publicStats }],
        skipDuplicates: true,
        select: linkColumnsSelect,
      });
      if (row) {
        await notifyLinkChanged(tx, domain, code);
        if (tagIds.length > 0) await setLinkTags(tx, row.id, tagIds);
        const created = tagIds.length === 0 ? { ...row, tags: [] } : await tx.link.findUniqueOrThrow({ where: { id: row.id }, select: linkViewSelect });
        // The link.created webhook, committed with the link or not at all.
        if ("userId" in actor) await recordLinkEvents(tx, actor.userId, "link.created", [toLinkView(created)]);
        return created;
      }
      // Taken between our check and the insert (custom), or a random collision (generated: try another code).
      if (customCode) {
        await refuseTakenCode(domain, customCode, tx);
        throw fieldError("customCode", CODE_MESSAGES.taken(customCode), "conflict");
      }
    }
    throw new Error(`No free short code after ${MAX_CODE_ATTEMPTS} attempts`);
  });
  // This process may have cached the code as unknown (someone tried it before it existed).
  forgetLink(domain, link.code);
  return { link: toLinkView(link), usage };
}
