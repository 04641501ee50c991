import "server-only";
import { prisma, type Prisma } from "@/lib/platform/db";
import { NotSignedInError, UserFacingError } from "@/lib/platform/errors";
import { AI_DAILY_TRIAL, IP_LIMIT_MULTIPLIER, type AiCreditKind, type AiCredits as AiCreditNumbers } from "@/lib/domain/plans";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { BILLABLE_FIELDS } from "@/lib/domain/plans/user-entitlements";
import { NETWORK_LIMIT_TITLE, networkLimitMessage } from "@/lib/domain/limits/messages";
import { newVisitorId } from "@/lib/platform/http/visitor";
import type { AiPlanRule } from "./access";
import { AI_CREDITS_TITLE, AI_TRIAL_TITLE, creditsRefusal, periodStart, renewsAt, type AiCreditState, type AiCreditWindow, type AiCredits } from "./credits";

/**
 * AI credits (docs/product.md "AI credits"), counted in Postgres in the `AiCreditUse` table. The one entry point of the
 * AI tools' handlers is withAiCredit: it decides from the stored plan (never from the session or the request) which
 * allowance applies, reserves the credits with ONE conditional upsert per counter (`used + n <= limit`, so 20
 * concurrent requests at the last credit cannot both pass: Postgres serialises them on the row), calls the provider,
 * and gives the credits back when the call fails, times out or is cancelled.
 *
 * A plan's credits are counted per account and UTC month. The daily trial of visitors and Free accounts
 * (AI_DAILY_TRIAL, 0 by default) is counted like the daily caps of lib/domain/limits/usage.ts: per account, and per
 * visitor cookie AND per address for visitors (the address at IP_LIMIT_MULTIPLIER times the trial).
 */

/** Who asks: lib/domain/actions/actor.ts `currentCaller()` (tests pass the same shape). */
export interface AiCaller {
  user: { id: string } | null;
  visitorId: string | null;
  ip: string;
  /** Sets the cookie of a visitor created for this request (only when a trial use of a new visitor is recorded). */
  setVisitorCookie?: (visitorId: string) => void;
}

export interface AiCreditOptions {
  /** The tool's words for a caller with no allowance at all (lib/domain/ai/access.ts AiPlanRule): 401 / 403. */
  refusal: Pick<AiPlanRule, "signIn" | "denied">;
  /** The clock (tests: month and day rollover). */
  now?: Date;
  /** The daily trial (tests; the product reads AI_DAILY_TRIAL). */
  trial?: AiCreditNumbers;
}

type Db = typeof prisma | Prisma.TransactionClient;

interface Counter {
  subject: string;
  limit: number;
}

/** Where a caller's credits of one kind are counted: a plan's month, the trial's day, or nowhere (no allowance). */
interface Allowance {
  window: AiCreditWindow | null;
  counters: Counter[];
  /** The caller's own counter (the first), for meters and refusals. */
  own: Counter | null;
  signedIn: boolean;
  /** A visitor without a cookie yet: its id, to be written and set as a cookie with its first recorded trial use. */
  newVisitorId?: string;
}

/** The counters of an account (deleted with it, lib/domain/account/deletion.ts). */
export function aiCreditSubjectsOf(userId: string): string[] {
  return [`user:${userId}`, `trial:user:${userId}`];
}

async function allowanceOf(db: Db, caller: AiCaller, kind: AiCreditKind, trial: AiCreditNumbers, refusal: AiCreditOptions["refusal"] | null): Promise<Allowance> {
  if (caller.user) {
    const user = await db.user.findUnique({ where: { id: caller.user.id }, select: BILLABLE_FIELDS });
    if (!user) throw new NotSignedInError(refusal?.signIn);
    const monthly = entitlements(user).aiCredits[kind];
    if (monthly > 0) {
      const own = { subject: `user:${caller.user.id}`, limit: monthly };
      return { window: "month", counters: [own], own, signedIn: true };
    }
    if (trial[kind] > 0) {
      const own = { subject: `trial:user:${caller.user.id}`, limit: trial[kind] };
      return { window: "day", counters: [own], own, signedIn: true };
    }
    return { window: null, counters: [], own: null, signedIn: true };
  }
  if (trial[kind] <= 0) return { window: null, counters: [], own: null, signedIn: false };
  const network = { subject: `trial:ip:${caller.ip}`, limit: trial[kind] * IP_LIMIT_MULTIPLIER };
  const visitorId = caller.visitorId ?? (refusal ? newVisitorId() : null);
  const own = visitorId ? { subject: `trial:visitor:${visitorId}`, limit: trial[kind] } : null;
  return {
    window: "day",
    counters: own ? [own, network] : [network],
    own,
    signedIn: false,
    newVisitorId: caller.visitorId ? undefined : (visitorId ?? undefined),
  };
}

/** Adds `n` to a counter unless that would pass `limit`. Returns the new count, or null when refused. One statement. */
async function takeCredits(db: Db, period: Date, kind: AiCreditKind, counter: Counter, n: number): Promise<number | null> {
  const rows = await db.$queryRaw<{ used: number }[]>`
    INSERT INTO "AiCreditUse" ("period", "kind", "subject", "used")
    SELECT ${period}::date, ${kind}::"AiCreditKind", ${counter.subject}, ${n}::int
    WHERE ${n}::int <= ${counter.limit}::int
    ON CONFLICT ("period", "kind", "subject")
    DO UPDATE SET "used" = "AiCreditUse"."used" + EXCLUDED."used" WHERE "AiCreditUse"."used" + EXCLUDED."used" <= ${counter.limit}::int
    RETURNING "used"`;
  return rows[0] ? Number(rows[0].used) : null;
}

async function usedOf(db: Db, period: Date, kind: AiCreditKind, subject: string): Promise<number> {
  const row = await db.aiCreditUse.findUnique({ where: { period_kind_subject: { period, kind, subject } } });
  return row?.used ?? 0;
}

/** Gives `n` credits back to each counter of a reservation (never below 0). */
async function giveBack(period: Date, kind: AiCreditKind, counters: Counter[], n: number): Promise<void> {
  for (const counter of counters) {
    await prisma.$executeRaw`
      UPDATE "AiCreditUse" SET "used" = GREATEST("used" - ${n}::int, 0)
      WHERE "period" = ${period}::date AND "kind" = ${kind}::"AiCreditKind" AND "subject" = ${counter.subject}`;
  }
}

function refusalOf(kind: AiCreditKind, allowance: Allowance, used: number, limit: number, n: number, now: Date, network: boolean): UserFacingError {
  if (network) return new UserFacingError(networkLimitMessage(allowance.signedIn), "limit", NETWORK_LIMIT_TITLE);
  const window = allowance.window ?? "month";
  return new UserFacingError(creditsRefusal(kind, window, { used, limit }, n, now), "limit", window === "month" ? AI_CREDITS_TITLE : AI_TRIAL_TITLE);
}

/**
 * The refusal `withAiCredit` would throw a caller with no allowance of `kind` at all (401 signed out, 403 a plan
 * without it), checked without reserving anything: a route checks it before it reads a large upload.
 */
export async function checkAiAllowance(caller: AiCaller, kind: AiCreditKind, options: Pick<AiCreditOptions, "refusal" | "trial">): Promise<void> {
  const allowance = await allowanceOf(prisma, caller, kind, options.trial ?? AI_DAILY_TRIAL, options.refusal);
  if (allowance.window) return;
  if (allowance.signedIn) throw new UserFacingError(options.refusal.denied, "forbidden", "Upgrade required");
  throw new NotSignedInError(options.refusal.signIn);
}

/** Reserves `n` credits of `kind`; throws the refusal (401 / 403 without an allowance, 429 when used up). */
async function reserve(caller: AiCaller, kind: AiCreditKind, n: number, options: AiCreditOptions, now: Date) {
  const allowance = await allowanceOf(prisma, caller, kind, options.trial ?? AI_DAILY_TRIAL, options.refusal);
  if (!allowance.window) {
    if (allowance.signedIn) throw new UserFacingError(options.refusal.denied, "forbidden", "Upgrade required");
    throw new NotSignedInError(options.refusal.signIn);
  }
  const window = allowance.window;
  const period = periodStart(window, now);
  const counters = allowance.counters;
  if (counters.length === 1) {
    // One counter: the single conditional upsert is the whole reservation.
    const counter = counters[0]!;
    if ((await takeCredits(prisma, period, kind, counter, n)) === null) {
      throw refusalOf(kind, allowance, await usedOf(prisma, period, kind, counter.subject), counter.limit, n, now, counter !== allowance.own);
    }
  } else {
    // A visitor's own counter and its network's: both or neither (a refusal rolls the first back).
    await prisma.$transaction(async (tx) => {
      for (const counter of counters) {
        if ((await takeCredits(tx, period, kind, counter, n)) === null) {
          const own = allowance.own ?? counter;
          throw refusalOf(kind, allowance, counter === own ? await usedOf(tx, period, kind, own.subject) : 0, own.limit, n, now, counter !== own);
        }
      }
      if (allowance.newVisitorId) await tx.visitor.createMany({ data: [{ id: allowance.newVisitorId }], skipDuplicates: true });
    });
    if (allowance.newVisitorId) caller.setVisitorCookie?.(allowance.newVisitorId);
  }
  return { period, counters };
}

/**
 * The AI tools' one entry point around a provider call: reserves `n` credits of `kind` for `caller` (or throws the
 * refusal: 401 / 403 with the tool's words when the caller has no allowance, 429 with the credits' words when they
 * are used up), runs `call` with a signal that aborts when `signal` does, and gives the credits back when `call`
 * throws (the provider failed or timed out) or when `signal` aborted (Stop, the browser went away). A call that ends
 * normally keeps them. Returns what `call` returned.
 */
export async function withAiCredit<T>(
  caller: AiCaller,
  kind: AiCreditKind,
  n: number,
  signal: AbortSignal,
  call: (signal: AbortSignal) => Promise<T>,
  options: AiCreditOptions,
): Promise<T> {
  if (!Number.isInteger(n) || n < 1) throw new Error(`withAiCredit: n must be a positive integer, got ${n}`);
  const now = options.now ?? new Date();
  const reservation = await reserve(caller, kind, n, options, now);
  let result: T;
  try {
    if (signal.aborted) throw signal.reason ?? new Error("aborted");
    result = await call(signal);
  } catch (error) {
    await giveBack(reservation.period, kind, reservation.counters, n);
    throw error;
  }
  if (signal.aborted) await giveBack(reservation.period, kind, reservation.counters, n);
  return result;
}

async function stateOf(caller: AiCaller, kind: AiCreditKind, now: Date, trial: AiCreditNumbers): Promise<AiCreditState> {
  const allowance = await allowanceOf(prisma, caller, kind, trial, null);
  if (!allowance.window) return { window: "none", used: 0, limit: 0, resetsAt: renewsAt("month", now).toISOString() };
  const period = periodStart(allowance.window, now);
  const own = allowance.own;
  const used = own ? await usedOf(prisma, period, kind, own.subject) : 0;
  const limit = own?.limit ?? trial[kind];
  const network = allowance.counters.find((c) => c !== own);
  const blocked = network !== undefined && used < limit && (await usedOf(prisma, period, kind, network.subject)) >= network.limit;
  return { window: allowance.window, used, limit, resetsAt: renewsAt(allowance.window, now).toISOString(), ...(blocked ? { blockedBy: "network" as const } : {}) };
}

/** The caller's credits of each kind now (the meters, /account). Reads only: never creates a visitor. */
export async function getAiCredits(caller: AiCaller, now = new Date(), trial: AiCreditNumbers = AI_DAILY_TRIAL): Promise<AiCredits> {
  const [text, image] = await Promise.all([stateOf(caller, "text", now, trial), stateOf(caller, "image", now, trial)]);
  return { text, image };
}
