import type { Prisma } from "@/lib/platform/db";
import type { Actor } from "@/lib/domain/limits/usage";
import { site } from "@/lib/platform/config/site";
import { linkExpired, type RedirectStatus } from "@/tools/url-shortener/logic/link-settings";
import { geoOf } from "@/tools/url-shortener/logic/targeting";
import { utmOf, type Utm } from "@/tools/url-shortener/logic/utm";

/** Who owns links: a signed-in account, or an anonymous visitor (whose links move to the account on sign-in). */
export type { Owner } from "@/lib/domain/actions/actor";
import type { Owner } from "@/lib/domain/actions/actor";
import type { ShortenerCapabilities } from "@/tools/url-shortener/logic/link-capabilities";
import { isTagColor, type LinkTagView, type TagView } from "@/tools/url-shortener/logic/tags";
import type { UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";

export function ownerOf(actor: Actor): Owner {
  return "userId" in actor ? { userId: actor.userId } : { visitorId: actor.visitorId };
}

/** Links of `owner` that are not deleted. A visitor's list excludes links already moved into an account. */
export function ownedBy(owner: Owner): Prisma.LinkWhereInput {
  return "userId" in owner
    ? { ownerUserId: owner.userId, deletedAt: null }
    : { ownerVisitorId: owner.visitorId, ownerUserId: null, deletedAt: null };
}

/** The public short URL of a code: `{origin}/s/{code}` on our domain, `https://{domain}/{code}` on a custom one. */
export function shortUrlOf(domain: string, code: string): string {
  return domain ? `https://${domain}/${code}` : `${site.url}/s/${code}`;
}

/**
 * The public stats page of a link, beside its inspector (`{short URL}+`): `{short URL}+/stats`. On a custom domain that
 * address answers with a redirect to the page on our site (tools/url-shortener/redirect/redirect-server.ts).
 */
export function publicStatsUrlOf(domain: string, code: string): string {
  return `${shortUrlOf(domain, code)}+/stats`;
}

/** What the UI and the API get for a link (plain JSON). */
export interface LinkView {
  id: string;
  code: string;
  /** null = our own domain. */
  domain: string | null;
  shortUrl: string;
  target: string;
  /** The UTM parameters `target` carries (logic/utm.ts utmOf). */
  utm: Utm;
  /** People's visits, clicks and QR-code scans together. */
  humanClicks: number;
  /** Bots' and link previews' visits, clicks and scans together. */
  botClicks: number;
  /** People's visits through the link's QR code (`?qr=1`): part of humanClicks. */
  scans: number;
  disabled: boolean;
  /** ISO timestamp. */
  createdAt: string;
  redirectStatus: RedirectStatus;
  /** ISO timestamp from which the link is expired, or null. */
  expiresAt: string | null;
  /** The link expires after this many redirects (people, not bots), or null. */
  maxClicks: number | null;
  /** Redirects counted against maxClicks so far. */
  clicksServed: number;
  /** Where the expired link sends people instead of the "expired" page, or null. */
  expiredUrl: string | null;
  /** Past its date or its maximum clicks. */
  expired: boolean;
  /** The link asks for a password before it redirects (the password itself is never answered). */
  hasPassword: boolean;
  /** Targeting: where iPhones and iPads go instead of target, or null. */
  ios: string | null;
  /** Where Android devices go instead of target, or null. */
  android: string | null;
  /** Country code → destination (beats ios and android), or null. */
  geo: Record<string, string> | null;
  /** The link's tags, by name. */
  tags: LinkTagView[];
  /** Anyone may see the link's stats at `{shortUrl}+/stats` (its owner's switch, off by default). */
  publicStats: boolean;
}

/** A link's own columns as the view needs them (what an INSERT … RETURNING can give: no relations). */
export const linkColumnsSelect = {
  id: true,
  code: true,
  domain: true,
  target: true,
  humanClicks: true,
  botClicks: true,
  humanScans: true,
  disabledAt: true,
  createdAt: true,
  redirectStatus: true,
  expiresAt: true,
  maxClicks: true,
  clicksServed: true,
  expiredUrl: true,
  passwordHash: true,
  iosUrl: true,
  androidUrl: true,
  geo: true,
  publicStats: true,
} satisfies Prisma.LinkSelect;

/** The link's tags, as toLinkView reads them. */
export const linkTagsSelect = { select: { tag: { select: { name: true, nameKey: true, color: true } } } } satisfies Prisma.Link$tagsArgs;

export const linkViewSelect = { ...linkColumnsSelect, tags: linkTagsSelect } satisfies Prisma.LinkSelect;

type SelectedLink = Prisma.LinkGetPayload<{ select: typeof linkViewSelect }>;

/** The tags of a link in name order (by the folded name, so the order does not depend on case). */
export function linkTagsOf(rows: { tag: { name: string; nameKey: string; color: string } }[]): LinkTagView[] {
  return rows
    .map((r) => r.tag)
    .sort((a, b) => (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : 0))
    .map((t) => ({ name: t.name, color: isTagColor(t.color) ? t.color : "slate" }));
}

export function toLinkView(link: SelectedLink): LinkView {
  return {
    id: link.id,
    code: link.code,
    domain: link.domain || null,
    shortUrl: shortUrlOf(link.domain, link.code),
    target: link.target,
    utm: utmOf(link.target),
    humanClicks: link.humanClicks,
    botClicks: link.botClicks,
    scans: link.humanScans,
    disabled: link.disabledAt !== null,
    createdAt: link.createdAt.toISOString(),
    redirectStatus: link.redirectStatus as RedirectStatus,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    maxClicks: link.maxClicks,
    clicksServed: link.clicksServed,
    expiredUrl: link.expiredUrl,
    expired: linkExpired(link),
    hasPassword: link.passwordHash !== null,
    ios: link.iosUrl,
    android: link.androidUrl,
    geo: geoOf(link.geo),
    tags: linkTagsOf(link.tags),
    publicStats: link.publicStats,
  };
}

/** What GET /api/links answers: a page of the caller's links, what the shortener may offer them, and their tags. */
export interface LinksResponse {
  links: LinkView[];
  total: number;
  capabilities: ShortenerCapabilities;
  /** The account's tags (the tag picker's suggestions); none for visitors. */
  tags: TagView[];
  /** The account's saved UTM templates (the UTM builder's); none for visitors. */
  utmTemplates: UtmTemplateView[];
}
