import "server-only";
import type pg from "pg";
import { pgPool } from "@/lib/platform/db/pool";
import { plans } from "@/lib/domain/plans";
import { PAST_DUE_GRACE_MS } from "@/lib/domain/plans/entitlements";

/**
 * Click retention by plan (docs/architecture.md, "Click retention and rollups"). "Click" and its rollups
 * ("ClickHourly", "ClickDaily", "ClickFacetDaily", "ClickPairDaily") are partitioned by LIST ("keepDays": the retention of the owner's plan at click time)
 * and, within a tier, by RANGE of time (a week per partition for tiers of 92 days or less, a month otherwise). This
 * module keeps the partitions in step with lib/domain/plans: it creates every partition that may hold clicks (the tier's
 * retention back, AHEAD_DAYS ahead) and drops whole partitions once every click in them is past its tier's retention
 * (detached CONCURRENTLY, then dropped: the flush keeps inserting meanwhile; no click is ever deleted). It also trims
 * "ClickValueHourly", the one unpartitioned rollup, to its last days.
 *
 * It runs in every server process (a job of ops/jobs.ts: on start, then hourly) and as `npm run clicks:retention` for
 * cron. Runs are idempotent and, across instances, one at a time (a session advisory lock: a run that finds it taken
 * skips). The SQL functions it calls (`click_ensure_partitions`, `click_partitions`) are in the migration
 * 20261124032000_click_partitions (the fourth table added by 20261201030000_click_facets, the fifth by
 * 20261201090000_click_pairs).
 */

/**
 * "ClickValueHourly" (the hours by value, migration 20261202010000_click_value_hourly) keeps this many days: the
 * trigger writes clicks no older, and each run deletes older hours. Readers rely on VALUE_HOURS_READ_DAYS, a day less,
 * so a run that is late by up to a day never takes hours they read.
 */
export const VALUE_HOURS_KEPT_DAYS = 9;
export const VALUE_HOURS_READ_DAYS = VALUE_HOURS_KEPT_DAYS - 1;

/** Partitions are created this far ahead of now, so the flush never meets a missing one. */
export const AHEAD_DAYS = 31;
/** pg_advisory_lock key: hashtext('utilify:click-partitions') is what the SQL function takes, the same lock. */
const LOCK_SQL = `hashtext('utilify:click-partitions')`;
const DAY_MS = 86_400_000;

/** The distinct retention tiers of the plans, in days, shortest first. */
export function retentionTiers(): number[] {
  return [...new Set(Object.values(plans).map((p) => p.entitlements.clickRetentionDays))].sort((a, b) => a - b);
}

/**
 * SQL for the retention tier of a click on a link, in the flush's INSERT: the owner's effective plan
 * (lib/domain/plans/entitlements.ts `effectivePlan`: a paid plan while active, trialing, or past due within the grace
 * period, and never past the end of a period whose cancellation is scheduled; else Free; visitors' links Free) mapped
 * through lib/domain/plans. `u` is the owner ("User", left-joined), `$now` the parameter holding the current time,
 * `$grace` the grace in milliseconds, `$plans` / `$keep` the mapping.
 */
export function keepDaysSql(params: { now: string; grace: string; plans: string; keep: string }): string {
  return `COALESCE((SELECT r.keep FROM unnest(${params.plans}::text[], ${params.keep}::int[]) AS r(plan, keep)
     WHERE r.plan = CASE WHEN u."id" IS NULL OR u."plan" = 'free' THEN 'free'
                         WHEN u."cancelAtPeriodEnd" AND u."currentPeriodEnd" <= ${params.now}::timestamp THEN 'free'
                         WHEN u."status" IN ('active', 'trialing') THEN u."plan"::text
                         WHEN u."status" = 'past_due'
                              AND ${params.now}::timestamp - u."pastDueSince" <= ${params.grace} * interval '1 millisecond' THEN u."plan"::text
                         ELSE 'free' END), ${FREE_KEEP_FALLBACK})`;
}
/** Never used unless lib/domain/plans loses its free plan: the shortest tier. */
const FREE_KEEP_FALLBACK = 30;

/** The parameters keepDaysSql reads, in order after `offset` existing ones. */
export function keepDaysParams(now: Date): [string, number, string[], number[]] {
  const entries = Object.values(plans);
  return [now.toISOString(), PAST_DUE_GRACE_MS, entries.map((p) => p.key), entries.map((p) => p.entitlements.clickRetentionDays)];
}

type Queryable = Pick<pg.PoolClient, "query">;

/** Creates the partitions every tier needs from its retention back to `to` (default AHEAD_DAYS ahead). Returns how many tables it created. */
export async function ensureClickPartitions(db: Queryable, now = new Date(), span?: { from: Date; to: Date }): Promise<number> {
  let created = 0;
  for (const keep of retentionTiers()) {
    const from = span?.from ?? new Date(now.getTime() - keep * DAY_MS);
    const to = span?.to ?? new Date(now.getTime() + AHEAD_DAYS * DAY_MS);
    const { rows } = await db.query<{ n: number }>(`SELECT click_ensure_partitions($1, $2::timestamptz AT TIME ZONE 'UTC', $3::timestamptz AT TIME ZONE 'UTC') AS n`, [
      keep,
      from.toISOString(),
      to.toISOString(),
    ]);
    created += rows[0]?.n ?? 0;
  }
  return created;
}

export interface ClickPartition {
  root: string;
  tier: string;
  leaf: string;
  keepDays: number;
  start: Date;
  end: Date;
  expired: boolean;
  detachPending: boolean;
}

/** Every range partition of Click, ClickHourly, ClickDaily, ClickFacetDaily and ClickPairDaily, with whether all of it is past retention at `now`. */
export async function listClickPartitions(db: Queryable, now = new Date()): Promise<ClickPartition[]> {
  const { rows } = await db.query<{ root: string; tier: string; leaf: string; keepDays: number; start: string; end: string; expired: boolean; detachPending: boolean }>(
    `SELECT root, tier, leaf, "keepDays", to_char(start, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS start, to_char("end", 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "end", expired, "detachPending"
       FROM click_partitions($1::timestamptz AT TIME ZONE 'UTC')`,
    [now.toISOString()],
  );
  return rows.map((r) => ({ ...r, start: new Date(r.start), end: new Date(r.end) }));
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Drops the partitions whose every click is past its tier's retention at `now`: DETACH ... CONCURRENTLY (waits for
 * the queries using it, blocks no insert; FINALIZE completes one a crash interrupted), then DROP TABLE of the now
 * standalone table. Must run outside a transaction. Returns the dropped partitions' names.
 */
export async function dropExpiredClickPartitions(db: Queryable, now = new Date()): Promise<string[]> {
  const dropped: string[] = [];
  for (const p of await listClickPartitions(db, now)) {
    if (!p.expired) continue;
    await db.query(`ALTER TABLE ${quote(p.tier)} DETACH PARTITION ${quote(p.leaf)} ${p.detachPending ? "FINALIZE" : "CONCURRENTLY"}`);
    await db.query(`DROP TABLE ${quote(p.leaf)}`);
    dropped.push(p.leaf);
  }
  return dropped;
}

/** Deletes the hours by value older than VALUE_HOURS_KEPT_DAYS at `now`; returns how many rows went. */
export async function trimValueHours(db: Queryable, now = new Date()): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM "ClickValueHourly" WHERE "hour" < $1::timestamptz AT TIME ZONE 'UTC'`, [
    new Date(now.getTime() - VALUE_HOURS_KEPT_DAYS * DAY_MS).toISOString(),
  ]);
  return rowCount ?? 0;
}

export interface RetentionRun {
  /** False when another instance held the lock: this run did nothing. */
  ran: boolean;
  created: number;
  dropped: string[];
  /** Rows of "ClickValueHourly" past its days, deleted. */
  trimmed: number;
}

/**
 * One run of the retention job: creates what is missing, drops what has expired. Holds a session advisory lock on a
 * connection of its own for the run; a run that finds it taken (another instance is at it) returns `ran: false`.
 */
export async function runClickRetention(now = new Date(), pool: pg.Pool = pgPool()): Promise<RetentionRun> {
  const client = await pool.connect();
  try {
    // DDL waits at most this long for a lock (e.g. behind a long export query), then the run fails and retries later.
    await client.query(`SET lock_timeout = '10s'`);
    const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${LOCK_SQL}) AS locked`);
    if (!rows[0]?.locked) return { ran: false, created: 0, dropped: [], trimmed: 0 };
    try {
      const created = await ensureClickPartitions(client, now);
      const dropped = await dropExpiredClickPartitions(client, now);
      const trimmed = await trimValueHours(client, now);
      return { ran: true, created, dropped, trimmed };
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${LOCK_SQL})`);
    }
  } finally {
    await client.query(`RESET lock_timeout`).catch(() => undefined);
    client.release();
  }
}

