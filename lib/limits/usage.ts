import { prisma, type Prisma } from "@/lib/db";
import { entitlements } from "@/lib/entitlements";
import { FREE_DAILY_LIMITS, IP_LIMIT_MULTIPLIER, TOOL_LABELS, type ToolKey } from "@/lib/plans";
import { BILLABLE_FIELDS } from "@/lib/user-entitlements";

/**
 * Free daily limits (PRODUCT.md §4), counted on the server in Postgres.
 *
 * A use is reserved and the tool's work runs in ONE transaction: the counter row stays locked until commit, so two
 * concurrent requests can never both take the last use, and a request whose work fails is rolled back and not
 * counted. Days are UTC calendar days. Signed-in users are counted per account with their plan's limit; anonymous
 * visitors per visitor cookie AND per IP (at IP_LIMIT_MULTIPLIER × the limit, so an office is not locked out by one
 * colleague while clearing cookies does not reset the cap).
 */

/**
 * Who records a use. An anonymous visitor's row is written by withUse itself, with the use; `onRecorded` runs once
 * the use is committed (lib/actor.ts sets the visitor cookie of a new visitor there).
 */
export type Actor = { userId: string; ip: string } | { visitorId: string; ip: string; onRecorded?: () => void };
/** Whose usage is read: like Actor, but a browser without a visitor cookie has no visitor (and gets none). */
export type UsageSubject = { userId: string; ip: string } | { visitorId: string | null; ip: string };

export interface ToolUsage {
  used: number;
  /** null = unlimited. */
  limit: number | null;
}

export type Tx = Prisma.TransactionClient;

export class LimitReachedError extends Error {
  readonly title = "Free limit reached";
  constructor(
    readonly tool: ToolKey,
    readonly usage: ToolUsage,
  ) {
    super(TOOL_LABELS[tool].limitToast);
    this.name = "LimitReachedError";
  }
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

/** Adds one use unless the counter is already at `limit`. Returns the new count, or null when refused. */
async function incrementBelow(tx: Tx, day: Date, tool: ToolKey, subject: string, limit: number): Promise<number | null> {
  const rows = await tx.$queryRaw<{ count: number }[]>`
    INSERT INTO "DailyUsage" ("day", "tool", "subject", "count")
    VALUES (${day}::date, ${tool}::"Tool", ${subject}, 1)
    ON CONFLICT ("day", "tool", "subject")
    DO UPDATE SET "count" = "DailyUsage"."count" + 1 WHERE "DailyUsage"."count" < ${limit}
    RETURNING "count"`;
  return rows.length ? Number(rows[0].count) : null;
}

async function countOf(tx: Tx | typeof prisma, day: Date, tool: ToolKey, subject: string): Promise<number> {
  const row = await tx.dailyUsage.findUnique({ where: { day_tool_subject: { day, tool, subject } } });
  return row?.count ?? 0;
}

async function userLimit(tx: Tx | typeof prisma, userId: string, tool: ToolKey): Promise<number | null> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: BILLABLE_FIELDS });
  if (!user) throw new Error("Your account no longer exists. Please sign in again.");
  return entitlements(user).dailyLimits[tool];
}

const LIFETIME_COUNTER: Record<ToolKey, "urlsCreated" | "qrCodesGenerated" | "conversionsDone"> = {
  url: "urlsCreated",
  qr: "qrCodesGenerated",
  area: "conversionsDone",
};

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
      let usage: ToolUsage;
      if ("userId" in actor) {
        const limit = await userLimit(tx, actor.userId, tool);
        const used = await incrementBelow(tx, day, tool, userSubject(actor.userId), limit ?? UNLIMITED);
        if (used === null) throw new LimitReachedError(tool, { used: limit ?? 0, limit });
        await tx.user.update({ where: { id: actor.userId }, data: { [LIFETIME_COUNTER[tool]]: { increment: 1 } } });
        usage = { used, limit };
      } else {
        const limit = FREE_DAILY_LIMITS[tool];
        const used = await incrementBelow(tx, day, tool, visitorSubject(actor.visitorId), limit);
        if (used === null) throw new LimitReachedError(tool, { used: limit, limit });
        const ipUsed = await incrementBelow(tx, day, tool, ipSubject(actor.ip), limit * IP_LIMIT_MULTIPLIER);
        // The IP's shared budget is spent: this visitor is at the limit too, whatever its own count says.
        if (ipUsed === null) throw new LimitReachedError(tool, { used: limit, limit });
        // The visitor exists from its first recorded use on (its links point at it); a no-op for known visitors.
        await tx.visitor.createMany({ data: [{ id: actor.visitorId }], skipDuplicates: true });
        usage = { used, limit };
      }
      const result = await work(tx);
      return { result, usage };
    },
    { timeout: 15_000, maxWait: 10_000 },
  );
  if ("visitorId" in actor) actor.onRecorded?.();
  return outcome;
}

/** Today's usage of every tool for `actor` (for meters and the account page). */
export async function getUsage(actor: UsageSubject, now = new Date()): Promise<Record<ToolKey, ToolUsage>> {
  const day = utcDay(now);
  const tools = Object.keys(FREE_DAILY_LIMITS) as ToolKey[];
  const entries = await Promise.all(
    tools.map(async (tool): Promise<[ToolKey, ToolUsage]> => {
      if ("userId" in actor) {
        const [used, limit] = await Promise.all([
          countOf(prisma, day, tool, userSubject(actor.userId)),
          userLimit(prisma, actor.userId, tool),
        ]);
        return [tool, { used, limit }];
      }
      const limit = FREE_DAILY_LIMITS[tool];
      const [own, ip] = await Promise.all([
        actor.visitorId ? countOf(prisma, day, tool, visitorSubject(actor.visitorId)) : 0,
        countOf(prisma, day, tool, ipSubject(actor.ip)),
      ]);
      // When the shared IP budget is gone the visitor is effectively at its limit.
      return [tool, { used: ip >= limit * IP_LIMIT_MULTIPLIER ? limit : own, limit }];
    }),
  );
  return Object.fromEntries(entries) as Record<ToolKey, ToolUsage>;
}

/**
 * Moves a visitor's usage of today into the account it signed up or signed in with (so signing in does not reset
 * the cap), and records the merge on the visitor. Links move with lib/links (see mergeVisitorIntoUser callers).
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
}
