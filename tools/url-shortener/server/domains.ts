import "server-only";
import { lockExistingAccount } from "@/lib/platform/db/account-lock";
import { randomBytes } from "node:crypto";
import { z } from "@/lib/platform/zod";
import { prisma, Prisma } from "@/lib/platform/db";
import { blockedReason } from "@/tools/url-shortener/server/blocklist";
import { forgetLink } from "@/tools/url-shortener/redirect/cache";
import { FEATURE_MESSAGES } from "@/tools/url-shortener/server/create";
import { defaultResolver, isMissingRecord, type DnsResolver } from "@/tools/url-shortener/server/dns";
import { invalidateDomains } from "@/tools/url-shortener/redirect/domain-registry";
import { notifyDomainsChanged, notifyLinksChanged } from "@/tools/url-shortener/redirect/invalidation";
import { isIpLiteral, isLocalHostname, isPublicDomainName } from "@/tools/url-shortener/server/target";
import { serverEnv } from "@/lib/platform/config/env";
import { consume } from "@/lib/platform/http/ratelimit";
import { site } from "@/lib/platform/config/site";
import { userEntitlements } from "@/lib/domain/plans/user-entitlements";
import { UserFacingError } from "@/lib/platform/errors";
import { linkViewSelect, toLinkView } from "@/tools/url-shortener/server/view";
import { recordLinkEvents } from "@/tools/url-shortener/webhooks/record";

/**
 * Custom short-link domains (Premium, docs/product.md §5): the owner adds a hostname, creates the DNS records we show
 * (a TXT record proving ownership, a CNAME or A record routing visitors to us), and verifies; only verified domains
 * serve redirects and can be chosen when shortening. Plans cap the number of domains (entitlements.customDomains).
 *
 * Adding a hostname is only a pending claim of that account: several accounts may claim the same hostname, so an
 * unverified claim never locks out the real owner. The first to verify holds it (a partial unique index allows one
 * verified row per hostname); verifying removes the other accounts' pending claims, and nobody can add or verify a
 * hostname another account holds.
 */

export const TXT_PREFIX = "_utilify";

export const DOMAIN_MESSAGES = {
  invalid: "Please enter a valid domain name, like links.example.com",
  ours: `${site.name}'s own domain can't be added as a custom domain.`,
  blocked: "This domain can't be used for short links.",
  taken: "This domain is already connected to another account.",
  claimedElsewhere: "Another account verified this domain first, so it can't be connected here.",
  duplicate: "You have already added this domain.",
  limit: (max: number) => `You can connect up to ${max} custom domains on your plan. Remove one to add another.`,
  notFound: "This domain does not exist or is not yours.",
  txtMissing: (name: string) =>
    `We couldn't find a TXT record at ${name} yet. DNS changes can take a few minutes (sometimes up to 48 hours) to appear. Please try again later.`,
  txtMismatch: (name: string, token: string) => `The TXT record at ${name} doesn't contain the verification value. Set it to ${token} and try again.`,
  lookupFailed: "We couldn't check your DNS records right now. Please try again in a few minutes.",
} as const;

export const VERIFY_RATE_LIMIT = { points: 30, duration: 60 * 60 };

export interface DnsRecord {
  type: "TXT" | "CNAME" | "A";
  name: string;
  value: string;
  purpose: string;
}

export interface DomainView {
  id: string;
  hostname: string;
  verified: boolean;
  verifiedAt: string | null;
  createdAt: string;
  linkCount: number;
  records: DnsRecord[];
}

const siteHostname = new URL(site.url).hostname.toLowerCase();

/** Where a custom domain's CNAME must point (our public hostname unless configured) and the optional apex A target. */
export function routingTargets(): { cname: string; ipv4: string | null } {
  const env = serverEnv();
  return { cname: env.CUSTOM_DOMAIN_CNAME ?? siteHostname, ipv4: env.CUSTOM_DOMAIN_IPV4 ?? null };
}

export function dnsRecordsFor(hostname: string, token: string): DnsRecord[] {
  const { cname, ipv4 } = routingTargets();
  const records: DnsRecord[] = [
    { type: "TXT", name: `${TXT_PREFIX}.${hostname}`, value: token, purpose: "Proves that you own the domain" },
    { type: "CNAME", name: hostname, value: cname, purpose: "Sends the visitors of your short links to us" },
  ];
  if (ipv4) {
    records.push({ type: "A", name: hostname, value: ipv4, purpose: "Instead of the CNAME, for a root domain like example.com" });
  }
  return records;
}

/** `https://Links.Example.com/x` → `links.example.com` (punycode for international names), or null. */
export function normalizeHostname(input: string): string | null {
  let text = input.trim().toLowerCase();
  if (!text || text.length > 300) return null;
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, "");
  try {
    const url = new URL(`https://${text}`);
    if (url.username || url.password || url.port) return null;
    if (url.pathname !== "/" || url.search || url.hash) return null;
    return url.hostname.replace(/\.$/, "");
  } catch {
    return null;
  }
}

/** The refusal for a hostname, or null when it can be added. */
export function hostnameProblem(hostname: string | null): string | null {
  if (!hostname || isIpLiteral(hostname) || isLocalHostname(hostname) || !isPublicDomainName(hostname)) return DOMAIN_MESSAGES.invalid;
  if (hostname === siteHostname || hostname.endsWith(`.${siteHostname}`)) return DOMAIN_MESSAGES.ours;
  if (blockedReason(hostname)) return DOMAIN_MESSAGES.blocked;
  return null;
}

type DomainRow = { id: string; hostname: string; verificationToken: string; verifiedAt: Date | null; createdAt: Date };

function toView(row: DomainRow, linkCount: number): DomainView {
  return {
    id: row.id,
    hostname: row.hostname,
    verified: row.verifiedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    linkCount,
    records: dnsRecordsFor(row.hostname, row.verificationToken),
  };
}

async function allowance(userId: string): Promise<number | null> {
  const max = (await userEntitlements(userId)).customDomains;
  if (max === 0) throw new UserFacingError(FEATURE_MESSAGES.customDomains, "forbidden", "Upgrade required");
  return max;
}

export async function listDomains(userId: string): Promise<DomainView[]> {
  const rows = await prisma.customDomain.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  if (!rows.length) return [];
  const counts = await prisma.link.groupBy({
    by: ["domain"],
    where: { ownerUserId: userId, deletedAt: null, domain: { in: rows.map((r) => r.hostname) } },
    _count: { _all: true },
  });
  const byDomain = new Map(counts.map((c) => [c.domain, c._count._all]));
  return rows.map((row) => toView(row, byDomain.get(row.hostname) ?? 0));
}

/** The owner's verified hostnames (the choices of the shortener's domain select). */
export async function verifiedHostnames(userId: string): Promise<string[]> {
  const rows = await prisma.customDomain.findMany({
    where: { userId, verifiedAt: { not: null } },
    orderBy: { hostname: "asc" },
    select: { hostname: true },
  });
  return rows.map((r) => r.hostname);
}

const addSchema = z.object({ hostname: z.string({ error: DOMAIN_MESSAGES.invalid }) });

export async function addDomain(userId: string, input: { hostname: unknown }): Promise<DomainView> {
  const parsed = addSchema.safeParse(input);
  const hostname = parsed.success ? normalizeHostname(parsed.data.hostname) : null;
  const max = await allowance(userId);
  const problem = hostnameProblem(hostname);
  if (problem || !hostname) throw new UserFacingError(problem ?? DOMAIN_MESSAGES.invalid, "validation", "Error", { hostname: problem ?? DOMAIN_MESSAGES.invalid });

  const row = await prisma.$transaction(async (tx) => {
    // Serialise this user's additions so that two at once cannot both take the last free slot.
    await lockExistingAccount(tx, userId, "FOR UPDATE");
    // Our own claim, or another account's verified one; others' pending claims do not stand in the way.
    const existing = await tx.customDomain.findFirst({
      where: { hostname, OR: [{ userId }, { verifiedAt: { not: null } }] },
      orderBy: { verifiedAt: { sort: "asc", nulls: "last" } },
    });
    if (existing) {
      const message = existing.userId === userId ? DOMAIN_MESSAGES.duplicate : DOMAIN_MESSAGES.taken;
      throw new UserFacingError(message, "conflict", "Error", { hostname: message });
    }
    if (max !== null && (await tx.customDomain.count({ where: { userId } })) >= max) {
      throw new UserFacingError(DOMAIN_MESSAGES.limit(max), "forbidden", "Domain limit reached");
    }
    const [created] = await tx.customDomain.createManyAndReturn({
      data: [{ userId, hostname, verificationToken: `utilify-verify-${randomBytes(16).toString("hex")}` }],
      skipDuplicates: true,
    });
    // Our own claim (userId, hostname) already exists: the user lock above makes this unreachable but keeps it exact.
    if (!created) throw new UserFacingError(DOMAIN_MESSAGES.duplicate, "conflict", "Error", { hostname: DOMAIN_MESSAGES.duplicate });
    return created;
  });
  return toView(row, 0);
}

async function ownedDomain(userId: string, id: string) {
  const domain = typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id) ? await prisma.customDomain.findFirst({ where: { id, userId } }) : null;
  if (!domain) throw new UserFacingError(DOMAIN_MESSAGES.notFound, "not_found");
  return domain;
}

async function refuseIfHeldElsewhere(userId: string, hostname: string, db: Prisma.TransactionClient = prisma): Promise<void> {
  const holder = await db.customDomain.findFirst({ where: { hostname, verifiedAt: { not: null }, userId: { not: userId } }, select: { id: true } });
  if (holder) throw new UserFacingError(DOMAIN_MESSAGES.claimedElsewhere, "conflict", "Not verified");
}

async function pointsToUs(hostname: string, resolver: DnsResolver): Promise<boolean> {
  const { cname, ipv4 } = routingTargets();
  const [cnames, addresses] = await Promise.all([
    resolver.resolveCname(hostname).catch(() => [] as string[]),
    ipv4 ? resolver.resolve4(hostname).catch(() => [] as string[]) : Promise.resolve([] as string[]),
  ]);
  return cnames.some((c) => c.toLowerCase().replace(/\.$/, "") === cname) || (ipv4 !== null && addresses.includes(ipv4));
}

/**
 * Checks the TXT record and marks the domain verified. `pointsToUs` tells the UI whether visitors already reach us
 * (the CNAME/A record); ownership alone is what verification proves.
 */
export async function verifyDomain(
  userId: string,
  id: string,
  resolver: DnsResolver = defaultResolver(),
): Promise<{ domain: DomainView; pointsToUs: boolean }> {
  const domain = await ownedDomain(userId, id);
  await allowance(userId);
  if (!domain.verifiedAt) {
    await refuseIfHeldElsewhere(userId, domain.hostname);
    await consume("domain-verify", VERIFY_RATE_LIMIT, userId);
    const name = `${TXT_PREFIX}.${domain.hostname}`;
    let values: string[];
    try {
      values = (await resolver.resolveTxt(name)).map((chunks) => chunks.join("").trim());
    } catch (error) {
      if (isMissingRecord(error)) throw new UserFacingError(DOMAIN_MESSAGES.txtMissing(name), "validation", "Not verified yet");
      throw new UserFacingError(DOMAIN_MESSAGES.lookupFailed, "internal", "Not verified yet");
    }
    if (!values.includes(domain.verificationToken)) {
      const message = values.length ? DOMAIN_MESSAGES.txtMismatch(name, domain.verificationToken) : DOMAIN_MESSAGES.txtMissing(name);
      throw new UserFacingError(message, "validation", "Not verified yet");
    }
    try {
      await prisma.$transaction(async (tx) => {
        // One verification of a hostname at a time, across processes. Without it two accounts verifying at once
        // deadlocked (each update waits on the other's unique-index entry while the other's delete waits on its
        // row), and the loser saw a server error instead of the conflict message.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`domain-verify:${domain.hostname}`}))`;
        await refuseIfHeldElsewhere(userId, domain.hostname, tx);
        const [claim] = await tx.$queryRaw<{ verifiedAt: Date | null }[]>`
          SELECT "verifiedAt" FROM "CustomDomain" WHERE "id" = ${domain.id} AND "userId" = ${userId} FOR UPDATE`;
        // Not taken by another account (checked just above), so removed by its owner meanwhile (another tab).
        if (!claim) throw new UserFacingError(DOMAIN_MESSAGES.notFound, "not_found");
        // Verified by the owner's other request a moment ago: its time stands.
        if (claim.verifiedAt) return;
        await tx.customDomain.update({ where: { id: domain.id }, data: { verifiedAt: new Date() } });
        // The hostname is ours now: the other accounts' pending claims on it end here.
        await tx.customDomain.deleteMany({ where: { hostname: domain.hostname, verifiedAt: null, userId: { not: userId } } });
        await notifyDomainsChanged(tx, domain.hostname);
      });
    } catch (error) {
      // Their verification removed our pending claim while we waited for the lock (P2025), or a row written outside
      // this lock took the hostname (P2002): say who holds it.
      if (error instanceof Prisma.PrismaClientKnownRequestError && (error.code === "P2002" || error.code === "P2025")) {
        await refuseIfHeldElsewhere(userId, domain.hostname);
      }
      throw error;
    }
    invalidateDomains();
  }
  const view = (await listDomains(userId)).find((d) => d.id === domain.id);
  // Just written in this request: only a removal of the same domain at once (another tab) makes it vanish.
  if (!view) throw new UserFacingError(DOMAIN_MESSAGES.notFound, "not_found");
  return { domain: view, pointsToUs: await pointsToUs(domain.hostname, resolver) };
}

/**
 * Removes the account's claim on a domain and deletes its short links there: they stop working at once. The links
 * stay as deleted rows, so their codes are never handed out again, even to whoever connects the domain next.
 */
export async function removeDomain(userId: string, id: string): Promise<{ removedLinks: number }> {
  const domain = await ownedDomain(userId, id);
  const codes = await prisma.$transaction(async (tx) => {
    // The claim's row first, re-read under the lock: a second removal at once finds it gone (instead of failing on
    // the delete), and a link being created on the domain (create.ts locks the same row) is either committed before
    // we delete the domain's links, or refused after.
    const [locked] = await tx.$queryRaw<{ verifiedAt: Date | null }[]>`
      SELECT "verifiedAt" FROM "CustomDomain" WHERE "id" = ${domain.id} AND "userId" = ${userId} FOR UPDATE`;
    if (!locked) throw new UserFacingError(DOMAIN_MESSAGES.notFound, "not_found");
    domain.verifiedAt = locked.verifiedAt;
    // Only a verified claim has links (and only its owner's); a pending claim's hostname may be someone else's.
    const links = domain.verifiedAt
      ? await tx.link.findMany({ where: { domain: domain.hostname, ownerUserId: userId, deletedAt: null }, select: linkViewSelect })
      : [];
    await tx.link.updateMany({ where: { domain: domain.hostname, ownerUserId: userId, deletedAt: null }, data: { deletedAt: new Date() } });
    // Each deleted link is a link.deleted webhook, committed with the deletion.
    await recordLinkEvents(tx, userId, "link.deleted", links.map(toLinkView));
    await tx.customDomain.delete({ where: { id: domain.id } });
    if (domain.verifiedAt) await notifyDomainsChanged(tx, domain.hostname);
    const codes = links.map((l) => l.code);
    await notifyLinksChanged(tx, domain.hostname, codes);
    return codes;
  });
  invalidateDomains();
  for (const code of codes) forgetLink(domain.hostname, code);
  return { removedLinks: codes.length };
}
