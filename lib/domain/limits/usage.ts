import "server-only";
import { lockAccount } from "@/lib/platform/db/account-lock";
import { prisma, type Prisma } from "@/lib/platform/db";
import { LimitReachedError, UserFacingError, type ToolUsage } from "@/lib/platform/errors";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { FREE_DAILY_LIMITS, IP_LIMIT_MULTIPLIER, TOOL_LABELS, type ToolKey } from "@/lib/domain/plans";
import { BILLABLE_FIELDS } from "@/lib/domain/plans/user-entitlements";
import { NETWORK_LIMIT_TITLE, networkLimitMessage } from "./messages";

/**
 * Free daily limits (docs/product.md §4), counted on the server in Postgres.
 *
 * A use is reserved and the tool's work runs in ONE transaction: the counter row stays locked until commit, so two
 * concurrent requests can never both take the last use, and a request whose work fails is rolled back and not
 * counted. Days are UTC calendar days. Signed-in users are counted per account with their plan's limit; anonymous
 * visitors per visitor cookie AND per IP (at IP_LIMIT_MULTIPLIER × the limit, so an office is not locked out by one
 * colleague while clearing cookies does not reset the cap). Accounts without a verified e-mail draw on that per-IP
 * ceiling too (otherwise every new throwaway account would add a fresh allowance); verified accounts keep their own.
 * A refusal says why: the actor's own allowance, or its network's (`blockedBy: "network"`).
 */

/**
 * Who records a use. An anonymous visitor's row is written by withUse itself, with the use; `onRecorded` runs once
 * the use is committed (lib/domain/actions/actor.ts sets the visitor cookie of a new visitor there).
 */
export type Actor = { userId: string; ip: string } | { visitorId: string; ip: string; onRecorded?: () => void };
/** Whose usage is read: like Actor, but a browser without a visitor cookie has no visitor (and gets none). */
export type UsageSubject = { userId: string; ip: string } | { visitorId: string | null; ip: string };

export type { ToolUsage } from "@/lib/platform/errors";

export type Tx = Prisma.TransactionClient;

/** The refusal of a use by `tool`'s daily limit, in the product's words (the actor's own allowance, or its network's). */
export function limitReached(tool: ToolKey, usage: ToolUsage, signedIn = false): LimitReachedError {
  const network = usage.blockedBy === "network";
  return new LimitReachedError(tool, usage, network ? networkLimitMessage(signedIn) : TOOL_LABELS[tool].limitToast, network ? NETWORK_LIMIT_TITLE : "Free limit reached");
}

const UNLIMITED = 2_147_483_647;

/** 00:00 UTC of the day `now` falls in. */
export function utcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function userSubject(userId: string): string {
  return `user:${userId}`;
}
export function visitorSubject(visitorId: string): string {
  return `visitor:${visitorId}`;
}
export function ipSubject(ip: string): string {
  return `ip:${ip}`;
}
/** The actor's own counter (its account, or its visitor cookie); null for a browser that has no visitor yet. */
function ownSubject(actor: UsageSubject): string | null {
  if ("userId" in actor) return userSubject(actor.userId);
  return actor.visitorId ? visitorSubject(actor.visitorId) : null;
}

/** Adds one use unless the counter is already at `limit`. Returns the new count, or null when refused. */
async function incrementBelow(tx: Tx, day: Date, tool: ToolKey, subject: string, limit: number): Promise<number | null> {
  const rows = await tx.$queryRaw<{ count: number }[]>`
    INSERT INTO "DailyUsage" ("day", "tool", "subject", "count")
    VALUES (${day}::date, ${tool}::"Tool", ${subject}, 1)
    ON CONFLICT ("day", "tool", "subject")
    DO UPDATE SET "count" = "DailyUsage"."count" + 1 WHERE "DailyUsage"."count" < ${limit}
    RETURNING "count"`;
  return rows[0] ? Number(rows[0].count) : null;
}

async function countOf(tx: Tx | typeof prisma, day: Date, tool: ToolKey, subject: string): Promise<number> {
  const row = await tx.dailyUsage.findUnique({ where: { day_tool_subject: { day, tool, subject } } });
  return row?.count ?? 0;
}

/**
 * The actor's daily limit of `tool` (null = unlimited) and whether it also draws on its network's shared ceiling:
 * visitors always do, accounts only while their e-mail is unverified and their plan is limited (so new unverified
 * accounts cannot multiply the cap of one network).
 */
async function allowanceOf(tx: Tx | typeof prisma, actor: UsageSubject, tool: ToolKey): Promise<{ limit: number | null; shared: boolean }> {
  if (!("userId" in actor)) return { limit: FREE_DAILY_LIMITS[tool], shared: true };
  const user = await tx.user.findUnique({ where: { id: actor.userId }, select: { ...BILLABLE_FIELDS, emailVerified: true } });
  if (!user) throw new UserFacingError("Your account no longer exists. Please sign in again.", "not_found");
  const limit = entitlements(user).dailyLimits[tool];
  return { limit, shared: limit !== null && user.emailVerified === null };
}

/** The network's ceiling: a multiple of the per-visitor limit, so one office is not locked out by one colleague. */
function networkCeiling(limit: number): number {
  return limit * IP_LIMIT_MULTIPLIER;
}

const LIFETIME_COUNTER: Record<ToolKey, "urlsCreated" | "qrCodesGenerated" | "conversionsDone"> = {
  url: "urlsCreated",
  qr: "qrCodesGenerated",
  area: "conversionsDone",
};

/**
 * Locks an account's row for the rest of the transaction, before any of its counters or content keys: every writer of
 * an account's usage takes it first (withUse, withUseOnce, the visitor merge in lib/domain/auth/merge.ts; account deletion
 * locks it too), so they run one after the other instead of locking counters and keys in different orders (a merge
 * and a use of the same content deadlocked). A deletion thus waits for a use and removes its counter, or runs first
 * and the use finds no account. The lifetime counter update locks this row anyway. False when the account is gone.
 */
export async function lockAccountUsage(tx: Tx, userId: string): Promise<boolean> {
  return lockAccount(tx, userId, "FOR NO KEY UPDATE");
}

/** Takes one use from the actor's own counter and, when it shares one, from its network's; throws LimitReachedError. */
async function reserveUse(tx: Tx, day: Date, tool: ToolKey, actor: Actor): Promise<ToolUsage> {
  const { limit, shared } = await allowanceOf(tx, actor, tool);
  const used = await incrementBelow(tx, day, tool, ownSubject(actor)!, limit ?? UNLIMITED);
  if (used === null) throw limitReached(tool, { used: limit ?? 0, limit });
  // The network's budget is spent: say so (not "you have used all N"); the rollback undoes the own increment.
  if (shared && limit !== null && (await incrementBelow(tx, day, tool, ipSubject(actor.ip), networkCeiling(limit))) === null) {
    throw limitReached(tool, { used: used - 1, limit, blockedBy: "network" }, "userId" in actor);
  }
  if ("userId" in actor) await tx.user.update({ where: { id: actor.userId }, data: { [LIFETIME_COUNTER[tool]]: { increment: 1 } } });
  // The visitor exists from its first recorded use on (its links point at it); a no-op for known visitors.
  else await tx.visitor.createMany({ data: [{ id: actor.visitorId }], skipDuplicates: true });
  return { used, limit };
}

/** Today's usage of one tool (no use taken). */
async function usageOf(tx: Tx | typeof prisma, day: Date, tool: ToolKey, actor: UsageSubject): Promise<ToolUsage> {
  const { limit, shared } = await allowanceOf(tx, actor, tool);
  const own = ownSubject(actor);
  const [used, network] = await Promise.all([
    own ? countOf(tx, day, tool, own) : 0,
    shared ? countOf(tx, day, tool, ipSubject(actor.ip)) : 0,
  ]);
  return limit !== null && shared && used < limit && network >= networkCeiling(limit) ? { used, limit, blockedBy: "network" } : { used, limit };
}

/**
 * Reserves one use of `tool` for `actor` and runs `work` in the same transaction. Throws LimitReachedError (nothing
 * counted, work not run) at the limit; if `work` throws, the use is rolled back with everything else it wrote.
 */
export async function withUse<T>(
  tool: ToolKey,
  actor: Actor,
  work: (tx: Tx) => Promise<T>,
  now = new Date(),
): Promise<{ result: T; usage: ToolUsage }> {
  const day = utcDay(now);
  const outcome = await prisma.$transaction(
    async (tx) => {
      if ("userId" in actor) await lockAccountUsage(tx, actor.userId);
      const usage = await reserveUse(tx, day, tool, actor);
      const result = await work(tx);
      return { result, usage };
    },
    { timeout: 15_000, maxWait: 10_000 },
  );
  if ("visitorId" in actor) actor.onRecorded?.();
  return outcome;
}

/**
 * Like withUse, but counts a use only the first time today this actor brings `key` (a distinct content: QR codes
 * pass the hash of their encoded text). Claiming the key and taking the use happen in one transaction, so concurrent
 * requests with the same new key count it once (the second waits on the key's unique row, then finds it), and a
 * refused use leaves the key unclaimed. `work` learns whether this call counted.
 */
export async function withUseOnce<T>(
  tool: ToolKey,
  actor: Actor,
  key: string,
  work: (tx: Tx, counted: boolean) => Promise<T>,
  now = new Date(),
): Promise<{ result: T; usage: ToolUsage; counted: boolean }> {
  const day = utcDay(now);
  const outcome = await prisma.$transaction(
    async (tx) => {
      if ("userId" in actor) await lockAccountUsage(tx, actor.userId);
      const claimed = await tx.$executeRaw`
        INSERT INTO "DailyUseKey" ("day", "tool", "subject", "key")
        VALUES (${day}::date, ${tool}::"Tool", ${ownSubject(actor)!}, ${key})
        ON CONFLICT DO NOTHING`;
      const counted = claimed === 1;
      const usage = counted ? await reserveUse(tx, day, tool, actor) : await usageOf(tx, day, tool, actor);
      const result = await work(tx, counted);
      return { result, usage, counted };
    },
    { timeout: 15_000, maxWait: 10_000 },
  );
  // A new visitor's row was written with its first counted use: only then does it get its cookie.
  if ("visitorId" in actor && outcome.counted) actor.onRecorded?.();
  return outcome;
}

/**
 * A look before costly work, writing nothing: throws the LimitReachedError withUseOnce(tool, actor, key) would throw
 * if it ran now (the actor's or its network's allowance spent, and the key not counted today), so that a request
 * that will be refused is refused before its work. `key` is asked for only at the limit; null: a content that cannot
 * have been counted. withUseOnce still decides (two requests at once may both pass here).
 */
export async function assertUseOnceAllowed(tool: ToolKey, actor: Actor, key: () => string | null, now = new Date()): Promise<void> {
  const day = utcDay(now);
  const usage = await usageOf(prisma, day, tool, actor);
  const ownSpent = usage.limit !== null && usage.used >= usage.limit;
  if (!ownSpent && usage.blockedBy !== "network") return;
  const claimed = key();
  if (claimed !== null && (await prisma.dailyUseKey.findUnique({ where: { day_tool_subject_key: { day, tool, subject: ownSubject(actor)!, key: claimed } } }))) return;
  // reserveUse's refusals, word for word.
  throw ownSpent ? limitReached(tool, { used: usage.limit!, limit: usage.limit }) : limitReached(tool, usage, "userId" in actor);
}

/** Today's usage of every tool for `actor` (for meters and the account page). */
export async function getUsage(actor: UsageSubject, now = new Date()): Promise<Record<ToolKey, ToolUsage>> {
  const day = utcDay(now);
  const tools = Object.keys(FREE_DAILY_LIMITS) as ToolKey[];
  const entries = await Promise.all(tools.map(async (tool) => [tool, await usageOf(prisma, day, tool, actor)] as const));
  return Object.fromEntries(entries) as Record<ToolKey, ToolUsage>;
}

/**
 * Moves a visitor's usage of today into the account it signed up or signed in with (so signing in does not reset the
 * cap), and records the merge on the visitor. Links move with tools/url-shortener/server (see mergeVisitorIntoUser
 * callers).
 */
export async function mergeVisitorUsage(tx: Tx, visitorId: string, userId: string, now = new Date()): Promise<void> {
  const day = utcDay(now);
  const rows = await tx.dailyUsage.findMany({ where: { day, subject: visitorSubject(visitorId) } });
  for (const row of rows) {
    await tx.$executeRaw`
      INSERT INTO "DailyUsage" ("day", "tool", "subject", "count")
      VALUES (${day}::date, ${row.tool}::"Tool", ${userSubject(userId)}, ${row.count})
      ON CONFLICT ("day", "tool", "subject") DO UPDATE SET "count" = "DailyUsage"."count" + EXCLUDED."count"`;
  }
  await tx.dailyUsage.deleteMany({ where: { day, subject: visitorSubject(visitorId) } });
  // Contents the visitor already paid for stay free for the account.
  await tx.$executeRaw`
    INSERT INTO "DailyUseKey" ("day", "tool", "subject", "key")
    SELECT "day", "tool", ${userSubject(userId)}, "key" FROM "DailyUseKey" WHERE "day" = ${day}::date AND "subject" = ${visitorSubject(visitorId)}
    ON CONFLICT DO NOTHING`;
  await tx.dailyUseKey.deleteMany({ where: { day, subject: visitorSubject(visitorId) } });
}
