import "server-only";
import type pg from "pg";
import { pgPool } from "@/lib/platform/db/pool";
import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";

/**
 * The pair rollup of closed days (docs/architecture.md, "Click retention and rollups"): "ClickPairDaily" holds, per
 * link, UTC day and trigger, how many of the visits with one dimension's value had another dimension's value (every
 * ordered pair of referrers, countries, devices, browsers and OS, and each with itself). It is computed here from
 * "ClickFacetDaily", off the click path, for days that are over by CLOSE_GRACE_MS; "ClickPairDay" records the
 * days computed and the day's click count seen then.
 *
 * A run (a job of ops/jobs.ts, on start and every minute; one instance at a time by a session advisory lock) computes
 * again the computed days of the last RECHECK_DAYS whose click count changed since (late clicks), then the closed
 * days not computed yet, newest first, as far back as the longest retention: each day one transaction (delete the
 * day's pairs, insert them from the day's facets, record the day), until RUN_BUDGET_MS is spent; the next run goes on.
 * Only links with PAIR_MIN_FACET_ROWS facet rows on a day get pairs for it.
 * The analytics never trust a day blindly either: they check each day's pairs against "ClickDaily" for the filtered
 * value (server/analytics.ts), so a day changed by a later click reads the facets until it is computed again.
 */

/** A day is closed this long after its midnight: clicks are buffered a second or so before they are written. */
export const CLOSE_GRACE_MS = 15 * 60_000;
/** Computed days this recent are compared with the clicks again on every run. */
export const RECHECK_DAYS = 7;
/** A run computes days until it has spent this long (the first run delays the server's start by at most this). */
const RUN_BUDGET_MS = 3_000;
/**
 * Pairs are computed for a link's day only when it has at least this many facet rows: below, reading its facets is
 * already cheap, and its pairs would outnumber them (up to 25 rows per facet row; the bench's ordinary links have a
 * few dozen facet rows a day, its hot link 17,000). The analytics read the facets of a day without pairs.
 */
export const PAIR_MIN_FACET_ROWS = 100;
const DAY_MS = 86_400_000;
/** How far back the pairs go: the longest click retention of any plan. */
const LONGEST_CLICK_RETENTION_DAYS = Math.max(...Object.values(CLICK_RETENTION_DAYS));
const LOCK_SQL = `hashtext('utilify:click-pairs')`;

type Queryable = Pick<pg.PoolClient, "query">;

const PAIRS = `(VALUES ('referrers', f."referrerHost"), ('countries', f."country"), ('devices', f."device"), ('browsers', f."browser"), ('os', f."os"))`;

/**
 * Computes the pairs of one UTC day from its facets (of the links with at least `minFacetRows` facet rows that day),
 * from scratch, in one transaction on `client` (a connection of its own, outside any transaction), and records the
 * day. Idempotent. Returns the number of pair rows written.
 */
export async function computeClickPairsDay(client: Queryable, day: Date, minFacetRows = PAIR_MIN_FACET_ROWS): Promise<number> {
  const at = day.toISOString();
  await client.query("BEGIN");
  try {
    // A day's aggregation (every link's facet rows of the day, 25 pairs each) in memory rather than spilled to disk.
    await client.query(`SET LOCAL work_mem = '64MB'`);
    // A day never computed has no pairs (pairs and their record commit together): no scan to delete nothing.
    await client.query(
      `DELETE FROM "ClickPairDaily" WHERE "day" = $1::timestamptz AT TIME ZONE 'UTC' AND EXISTS (SELECT 1 FROM "ClickPairDay" WHERE "day" = $1::timestamptz AT TIME ZONE 'UTC')`,
      [at],
    );
    const { rows } = await client.query<{ written: number }>(
      `WITH f AS MATERIALIZED (
         SELECT *, count(*) OVER (PARTITION BY "linkId") AS rows FROM "ClickFacetDaily" WHERE "day" = $1::timestamptz AT TIME ZONE 'UTC'
       ), written AS (
         INSERT INTO "ClickPairDaily" ("linkId", "keepDays", "day", "scan", "dimension", "value", "byDimension", "byValue", "human", "bot")
         SELECT f."linkId", f."keepDays", f."day", f."scan", a.dimension, a.value, b.dimension, b.value, sum(f."human"), sum(f."bot")
           FROM f CROSS JOIN LATERAL ${PAIRS} AS a(dimension, value) CROSS JOIN LATERAL ${PAIRS} AS b(dimension, value)
          WHERE f.rows >= $2
          GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
         HAVING sum(f."human") > 0 OR sum(f."bot") > 0
         RETURNING 1
       ), recorded AS (
         INSERT INTO "ClickPairDay" ("day", "clicks", "computedAt")
         SELECT $1::timestamptz AT TIME ZONE 'UTC', COALESCE(sum(f."human" + f."bot"), 0), now() AT TIME ZONE 'UTC' FROM f
         ON CONFLICT ("day") DO UPDATE SET "clicks" = EXCLUDED."clicks", "computedAt" = EXCLUDED."computedAt"
       )
       SELECT count(*)::int AS written FROM written`,
      [at, minFacetRows],
    );
    await client.query("COMMIT");
    return rows[0]?.written ?? 0;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}

/** The last closed UTC day at `now` (its midnight). */
export function lastClosedDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() - CLOSE_GRACE_MS) / DAY_MS) * DAY_MS - DAY_MS);
}

/**
 * The days a run should compute at `now`, in order: computed days of the last RECHECK_DAYS whose click count
 * ("ClickHourly", every link) differs from the one recorded, then closed days never computed, newest first.
 */
export async function clickPairDaysDue(db: Queryable, now = new Date()): Promise<Date[]> {
  const last = lastClosedDay(now);
  const recheckFrom = new Date(last.getTime() - (RECHECK_DAYS - 1) * DAY_MS);
  const first = new Date(last.getTime() - (LONGEST_CLICK_RETENTION_DAYS - 1) * DAY_MS);
  const { rows } = await db.query<{ day: string }>(
    `SELECT to_char(m."day", 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS day FROM "ClickPairDay" m
       LEFT JOIN (SELECT date_trunc('day', "hour") AS day, sum("human" + "bot") AS n FROM "ClickHourly"
                   WHERE "hour" >= $1::timestamptz AT TIME ZONE 'UTC' AND "hour" < $2::timestamptz AT TIME ZONE 'UTC' + interval '1 day' GROUP BY 1) h ON h.day = m."day"
      WHERE m."day" >= $1::timestamptz AT TIME ZONE 'UTC' AND m."day" <= $2::timestamptz AT TIME ZONE 'UTC' AND COALESCE(h.n, 0) <> m."clicks"
    UNION ALL
    (SELECT to_char(d, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') FROM generate_series($2::timestamptz AT TIME ZONE 'UTC', $3::timestamptz AT TIME ZONE 'UTC', interval '-1 day') d
      WHERE NOT EXISTS (SELECT 1 FROM "ClickPairDay" m WHERE m."day" = d) ORDER BY d DESC)`,
    [recheckFrom.toISOString(), last.toISOString(), first.toISOString()],
  );
  return rows.map((r) => new Date(r.day));
}

export interface PairsRun {
  /** False when another instance held the lock: this run did nothing. */
  ran: boolean;
  computed: Date[];
  /** Days still due when the run's budget was spent. */
  left: number;
}

/**
 * One run of the job: the due days (clickPairDaysDue), one transaction each, until `budgetMs` is spent. Records
 * older than the longest retention are forgotten (their partitions are gone).
 */
export async function runClickPairs(
  now = new Date(),
  pool: pg.Pool = pgPool(),
  { budgetMs = RUN_BUDGET_MS, minFacetRows = PAIR_MIN_FACET_ROWS }: { budgetMs?: number; minFacetRows?: number } = {},
): Promise<PairsRun> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${LOCK_SQL}) AS locked`);
    if (!rows[0]?.locked) return { ran: false, computed: [], left: 0 };
    try {
      const due = await clickPairDaysDue(client, now);
      const computed: Date[] = [];
      for (const day of due) {
        if (performance.now() - started > budgetMs) break;
        await computeClickPairsDay(client, day, minFacetRows);
        computed.push(day);
      }
      const oldest = new Date(lastClosedDay(now).getTime() - LONGEST_CLICK_RETENTION_DAYS * DAY_MS);
      await client.query(`DELETE FROM "ClickPairDay" WHERE "day" < $1::timestamptz AT TIME ZONE 'UTC'`, [oldest.toISOString()]);
      return { ran: true, computed, left: due.length - computed.length };
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${LOCK_SQL})`);
    }
  } finally {
    client.release();
  }
}
