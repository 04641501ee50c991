import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { prisma } from "@/lib/platform/db";
import { pgPool } from "@/lib/platform/db/pool";
import { CLICK_RETENTION_DAYS, type PlanKey } from "@/lib/domain/plans";
import type { SubscriptionStatus } from "@/lib/domain/plans/entitlements";
import {
  AHEAD_DAYS,
  dropExpiredClickPartitions,
  listClickPartitions,
  retentionTiers,
  runClickRetention,
  trimValueHours,
  VALUE_HOURS_KEPT_DAYS,
  VALUE_HOURS_READ_DAYS,
} from "@/tools/url-shortener/redirect/click-partitions";
import { computeClickPairsDay } from "@/tools/url-shortener/redirect/click-pairs";
import { flushClicks, recordClick } from "@/tools/url-shortener/redirect/clicks";
import { clicksCsv } from "@/tools/url-shortener/server/analytics";
import { stopInvalidationListener } from "@/tools/url-shortener/redirect/invalidation";
import { createUser, createVisitor } from "../support/factories";

/**
 * Click retention by plan and the rollups (docs/architecture.md, "Click retention and rollups"): partitions created
 * for every tier, expired ones dropped exactly (per tier, at the boundary), the flush putting each click in its
 * owner's tier, the rollups equal to the raw clicks, the CSV export streaming every click in order.
 */

const DAY_MS = 86_400_000;
const ROOTS = ["Click", "ClickHourly", "ClickDaily", "ClickFacetDaily", "ClickPairDaily"];
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const SLACK = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)";

let client: pg.PoolClient;
beforeAll(async () => {
  client = await pgPool().connect();
});
afterAll(async () => {
  client.release();
  await flushClicks();
  await stopInvalidationListener();
});

let serial = 0;
async function linkOf(plan: PlanKey | "visitor", status: SubscriptionStatus = "active", pastDueSince?: Date, cancelsAt?: Date) {
  const code = `ret${Date.now().toString(36)}${serial++}`;
  if (plan === "visitor") {
    const visitor = await createVisitor();
    return prisma.link.create({ data: { code, target: "https://example.com/", ownerVisitorId: visitor.id } });
  }
  const user = await createUser({ plan, status, pastDueSince, cancelsAt });
  return prisma.link.create({ data: { code, target: "https://example.com/", ownerUserId: user.id } });
}

/** Inserts `n` clicks of one link at `at` in tier `keep`, through the trigger like any insert. */
async function insertClicks(linkId: string, keep: number, at: Date, n = 1, extra: { country?: string; bot?: boolean } = {}) {
  await client.query(`INSERT INTO "Click" ("keepDays", "linkId", "at", "country", "bot", "count") VALUES ($1, $2, $3, $4, $5, $6)`, [
    keep,
    linkId,
    at.toISOString(),
    extra.country ?? null,
    extra.bot ?? false,
    n,
  ]);
}

/** Rows of the rollups that differ from what the raw clicks of `linkIds` add up to (empty when exact). */
async function rollupDrift(linkIds: string[]) {
  const hourly = await client.query(
    `(SELECT "linkId", "keepDays", date_trunc('hour', "at") AS hour, sum("count") FILTER (WHERE NOT "bot")::int AS human, sum("count") FILTER (WHERE "bot")::int AS bot
        FROM "Click" WHERE "linkId" = ANY($1) GROUP BY 1, 2, 3
      EXCEPT SELECT "linkId", "keepDays", "hour", NULLIF("human", 0), NULLIF("bot", 0) FROM "ClickHourly" WHERE "linkId" = ANY($1))
     UNION ALL
     (SELECT "linkId", "keepDays", "hour", NULLIF("human", 0), NULLIF("bot", 0) FROM "ClickHourly" WHERE "linkId" = ANY($1)
      EXCEPT SELECT "linkId", "keepDays", date_trunc('hour', "at"), sum("count") FILTER (WHERE NOT "bot")::int, sum("count") FILTER (WHERE "bot")::int
        FROM "Click" WHERE "linkId" = ANY($1) GROUP BY 1, 2, 3)`,
    [linkIds],
  );
  const raw = `SELECT c."linkId", c."keepDays", date_trunc('day', c."at") AS day, v.d AS dimension, COALESCE(v.v, '') AS value,
                      sum(c."count") FILTER (WHERE NOT c."bot")::int AS human, sum(c."count") FILTER (WHERE c."bot")::int AS bot
                 FROM "Click" c CROSS JOIN LATERAL (VALUES ('referrers', c."referrerHost"), ('countries', c."country"), ('devices', c."device"), ('browsers', c."browser"), ('os', c."os")) v(d, v)
                WHERE c."linkId" = ANY($1) GROUP BY 1, 2, 3, 4, 5`;
  const rolled = `SELECT "linkId", "keepDays", "day", "dimension", "value", NULLIF("human", 0), NULLIF("bot", 0) FROM "ClickDaily" WHERE "linkId" = ANY($1)`;
  const daily = await client.query(`(${raw} EXCEPT ${rolled}) UNION ALL (${rolled} EXCEPT ${raw})`, [linkIds]);
  // The hours by value hold the clicks of the last VALUE_HOURS_KEPT_DAYS days.
  const rawHours = `SELECT c."linkId", date_trunc('hour', c."at") AS hour, v.d AS dimension, COALESCE(v.v, '') AS value,
                           sum(c."count") FILTER (WHERE NOT c."bot")::int AS human, sum(c."count") FILTER (WHERE c."bot")::int AS bot
                      FROM "Click" c CROSS JOIN LATERAL (VALUES ('referrers', c."referrerHost"), ('countries', c."country"), ('devices', c."device"), ('browsers', c."browser"), ('os', c."os")) v(d, v)
                     WHERE c."linkId" = ANY($1) AND c."at" >= (now() AT TIME ZONE 'UTC') - $2 * interval '1 day' GROUP BY 1, 2, 3, 4`;
  const rolledHours = `SELECT "linkId", "hour", "dimension", "value", NULLIF("human", 0), NULLIF("bot", 0) FROM "ClickValueHourly" WHERE "linkId" = ANY($1) AND $2::int IS NOT NULL`;
  const hours = await client.query(`(${rawHours} EXCEPT ${rolledHours}) UNION ALL (${rolledHours} EXCEPT ${rawHours})`, [linkIds, VALUE_HOURS_KEPT_DAYS]);
  return [...hourly.rows, ...daily.rows, ...hours.rows];
}

describe("click partitions", () => {
  it("has, for every plan's retention, partitions of the clicks and both rollups from the retention back to the days ahead", async () => {
    const now = new Date();
    const run = await runClickRetention(now);
    expect(run.ran).toBe(true);
    expect(retentionTiers()).toEqual([...new Set(Object.values(CLICK_RETENTION_DAYS))].sort((a, b) => a - b));
    const partitions = await listClickPartitions(client, now);
    for (const root of ROOTS) {
      for (const keep of retentionTiers()) {
        const mine = partitions.filter((p) => p.root === root && p.keepDays === keep).sort((a, b) => a.start.getTime() - b.start.getTime());
        // Contiguous over [now - retention, now + AHEAD_DAYS]: every click in that span has its partition.
        const from = now.getTime() - keep * DAY_MS;
        const to = now.getTime() + AHEAD_DAYS * DAY_MS;
        const first = mine.findIndex((p) => p.end.getTime() > from);
        expect(first, `${root} ${keep}`).toBeGreaterThanOrEqual(0);
        expect(mine[first]!.start.getTime()).toBeLessThanOrEqual(from);
        let i = first;
        while (mine[i]!.end.getTime() <= to) {
          expect(mine[i + 1]?.start.getTime(), `${root} ${keep} after ${mine[i]!.leaf}`).toBe(mine[i]!.end.getTime());
          i++;
        }
        // A week per partition up to 92 days of retention, a month beyond.
        const width = (mine[first]!.end.getTime() - mine[first]!.start.getTime()) / DAY_MS;
        if (keep <= 92) expect(width).toBe(7);
        else expect(width).toBeGreaterThanOrEqual(28);
      }
    }
    // Idempotent: a second run creates nothing.
    expect((await runClickRetention(now)).created).toBe(0);
  });

  it("runs one at a time across instances: concurrent runs and creations never fail and make each partition once", async () => {
    const pools = [new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 }), new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })];
    try {
      const runs = await Promise.all([...pools, ...pools].map((pool) => runClickRetention(new Date(), pool)));
      expect(runs.some((r) => r.ran)).toBe(true);
      // Two instances creating the same new partitions at once (the SQL function queues them on its advisory lock).
      const created = await Promise.all(
        pools.map((pool) => pool.query<{ n: number }>(`SELECT click_ensure_partitions(30, '2029-03-05', '2029-03-25') AS n`).then((r) => r.rows[0]!.n)),
      );
      expect(created.sort()).toEqual([0, 15]); // 3 weeks × 5 tables, once
      const names = (await listClickPartitions(client)).map((p) => p.leaf);
      expect(new Set(names).size).toBe(names.length);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  });

  it("drops exactly the partitions whose every click is past its tier's retention, with their rollups", async () => {
    // Old partitions of each tier (nothing else in the test database is this old).
    const ensureTier = (keep: number, from: string, to: string) => client.query(`SELECT click_ensure_partitions($1, $2, $3)`, [keep, from, to]);
    await ensureTier(30, "2024-12-30", "2025-01-12"); // two weeks
    await ensureTier(365, "2024-01-15", "2024-02-15"); // January and February
    await ensureTier(1095, "2024-01-15", "2024-01-20");
    const link = await linkOf("premium");
    const at = {
      freeWeek1: new Date("2025-01-05T23:59:59.999Z"), // week 2024-12-30 .. 2025-01-06: expires at 2025-02-05
      freeWeek2: new Date("2025-01-06T00:00:00.000Z"), // week 2025-01-06 .. 2025-01-13: expires at 2025-02-12
      yearJan: new Date("2024-01-20T10:00:00Z"), // month 2024-01: ends 2024-02-01, expires 365 days later, 2025-01-31
      yearFeb: new Date("2024-02-10T10:00:00Z"), // month 2024-02: expires 2025-03-01
      longJan: new Date("2024-01-20T10:00:00Z"), // 1095-day tier: expires 2027-01-31
    };
    await insertClicks(link.id, 30, at.freeWeek1, 2, { country: "DE" });
    await insertClicks(link.id, 30, at.freeWeek2, 3, { country: "FR" });
    await insertClicks(link.id, 365, at.yearJan, 5);
    await insertClicks(link.id, 365, at.yearFeb, 7, { bot: true });
    await insertClicks(link.id, 1095, at.longJan, 11);
    // The pair rollup of those days (computed by the click-pairs job), in the same partitions.
    for (const day of ["2025-01-05", "2025-01-06", "2024-01-20", "2024-02-10"]) await computeClickPairsDay(client, new Date(`${day}T00:00:00Z`), 1);
    const pairDays = async () =>
      (await client.query<{ keep: number; day: string }>(
        `SELECT DISTINCT "keepDays" AS keep, to_char("day", 'YYYY-MM-DD') AS day FROM "ClickPairDaily" WHERE "linkId" = $1 ORDER BY 2, 1`,
        [link.id],
      )).rows;
    expect(await pairDays()).toEqual([
      { keep: 365, day: "2024-01-20" },
      { keep: 1095, day: "2024-01-20" },
      { keep: 365, day: "2024-02-10" },
      { keep: 30, day: "2025-01-05" },
      { keep: 30, day: "2025-01-06" },
    ]);
    const kept = async () =>
      (await client.query<{ keep: number; at: string; n: number }>(
        `SELECT "keepDays" AS keep, to_char("at", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, "count" AS n FROM "Click" WHERE "linkId" = $1 ORDER BY "at", "keepDays"`,
        [link.id],
      )).rows;
    const leaves = async () => new Set((await listClickPartitions(client)).map((p) => p.leaf));

    // One millisecond before the first free week expires: only the year tier's January goes (in all three tables).
    const dropped1 = await dropExpiredClickPartitions(client, new Date("2025-02-04T23:59:59.999Z"));
    expect(dropped1.sort()).toEqual(["ClickDaily_k365_20240101", "ClickFacetDaily_k365_20240101", "ClickHourly_k365_20240101", "ClickPairDaily_k365_20240101", "Click_k365_20240101"]);
    expect(await kept()).toEqual([
      { keep: 1095, at: "2024-01-20T10:00:00.000Z", n: 11 },
      { keep: 365, at: "2024-02-10T10:00:00.000Z", n: 7 },
      { keep: 30, at: "2025-01-05T23:59:59.999Z", n: 2 },
      { keep: 30, at: "2025-01-06T00:00:00.000Z", n: 3 },
    ]);

    // At the instant it expires, the first free week goes; the next week, February of the year tier and the 3-year tier stay.
    const dropped2 = await dropExpiredClickPartitions(client, new Date("2025-02-05T00:00:00.000Z"));
    expect(dropped2.sort()).toEqual(["ClickDaily_k30_20241230", "ClickFacetDaily_k30_20241230", "ClickHourly_k30_20241230", "ClickPairDaily_k30_20241230", "Click_k30_20241230"]);
    expect((await kept()).map((r) => r.n)).toEqual([11, 7, 3]);
    // The pairs went with their partitions, tier by tier.
    expect(await pairDays()).toEqual([
      { keep: 1095, day: "2024-01-20" },
      { keep: 365, day: "2024-02-10" },
      { keep: 30, day: "2025-01-06" },
    ]);
    const left = await leaves();
    for (const name of ["Click_k30_20250106", "ClickHourly_k30_20250106", "ClickDaily_k30_20250106", "Click_k365_20240201", "Click_k1095_20240101"]) {
      expect(left.has(name), name).toBe(true);
    }
    // The rollups lost exactly what the clicks lost.
    expect(await rollupDrift([link.id])).toEqual([]);
    const rolled = await client.query<{ human: number; bot: number }>(`SELECT sum("human")::int AS human, sum("bot")::int AS bot FROM "ClickHourly" WHERE "linkId" = $1`, [link.id]);
    expect(rolled.rows[0]).toEqual({ human: 14, bot: 7 });
    // Nothing of the real (recent) partitions went.
    expect(dropped1.concat(dropped2).every((name) => /_(2024|2025)\d{4}$/.test(name))).toBe(true);
  });
});

describe("clicks in their owner's retention tier", () => {
  it("puts each flushed click in the tier of the owner's plan now (Free for visitors and lapsed subscriptions)", async () => {
    const cases: [PlanKey | "visitor", SubscriptionStatus, Date | undefined, number, Date?][] = [
      ["visitor", "active", undefined, CLICK_RETENTION_DAYS.free],
      ["free", "active", undefined, CLICK_RETENTION_DAYS.free],
      ["basic", "active", undefined, CLICK_RETENTION_DAYS.basic],
      ["basic", "trialing", undefined, CLICK_RETENTION_DAYS.basic],
      ["premium", "active", undefined, CLICK_RETENTION_DAYS.premium],
      ["enterprise", "active", undefined, CLICK_RETENTION_DAYS.enterprise],
      ["premium", "past_due", new Date(Date.now() - DAY_MS), CLICK_RETENTION_DAYS.premium],
      ["premium", "past_due", new Date(Date.now() - 4 * DAY_MS), CLICK_RETENTION_DAYS.free],
      ["basic", "canceled", undefined, CLICK_RETENTION_DAYS.free],
      // A cancellation scheduled at the period's end: paid until then, Free after it even if Stripe's event never came.
      ["premium", "active", undefined, CLICK_RETENTION_DAYS.premium, new Date(Date.now() + DAY_MS)],
      ["premium", "active", undefined, CLICK_RETENTION_DAYS.free, new Date(Date.now() - 60_000)],
    ];
    const links = [];
    for (const [plan, status, since, , cancelsAt] of cases) links.push(await linkOf(plan, status, since, cancelsAt));
    for (const link of links) recordClick({ linkId: link.id, at: Date.now(), userAgent: CHROME, referer: null, country: "US" });
    await flushClicks();
    for (const [i, link] of links.entries()) {
      const rows = await prisma.click.findMany({ where: { linkId: link.id } });
      expect(rows.map((r) => r.keepDays), `${cases[i]![0]} ${cases[i]![1]}${cases[i]![4] ? " cancelling" : ""}`).toEqual([cases[i]![3]]);
    }
  });

  it("creates a missing partition and writes the batch rather than losing it", async () => {
    const link = await linkOf("basic");
    const far = Date.UTC(2031, 5, 15, 12); // years past any partition made ahead
    recordClick({ linkId: link.id, at: far, userAgent: CHROME, referer: "https://news.example.com/x", country: "NL" });
    recordClick({ linkId: link.id, at: Date.now(), userAgent: CHROME, referer: null, country: "NL" });
    expect(await flushClicks()).toBe(2);
    const rows = await prisma.click.findMany({ where: { linkId: link.id }, orderBy: { at: "asc" } });
    expect(rows.map((r) => r.at.getTime())).toEqual([expect.any(Number), far]);
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).humanClicks).toBe(2);
    expect(await rollupDrift([link.id])).toEqual([]);
  });
});

describe("rollups", () => {
  it("equal the raw clicks after flushes of humans and bots across hours, days and links", async () => {
    const links = [await linkOf("premium"), await linkOf("basic"), await linkOf("visitor")];
    const base = Date.now() - 3 * DAY_MS;
    const agents = [CHROME, IPHONE, SLACK];
    const referers = ["https://news.ycombinator.com/item", "https://twitter.com/x", null];
    const countries = ["US", "DE", null];
    for (let flush = 0; flush < 4; flush++) {
      for (let i = 0; i < 300; i++) {
        const n = flush * 300 + i;
        recordClick({
          linkId: links[n % 3]!.id,
          at: base + ((n * 7_919_000) % (3 * DAY_MS)), // spread over three days and many hours, repeats included
          userAgent: agents[n % agents.length]!,
          referer: referers[(n >> 1) % referers.length]!,
          country: countries[(n >> 2) % countries.length]!,
        });
      }
      await flushClicks();
    }
    const ids = links.map((l) => l.id);
    expect(await rollupDrift(ids)).toEqual([]);
    const raw = await client.query<{ n: number }>(`SELECT sum("count")::int AS n FROM "Click" WHERE "linkId" = ANY($1)`, [ids]);
    expect(raw.rows[0]!.n).toBe(1200);
    const hourly = await client.query<{ n: number }>(`SELECT sum("human" + "bot")::int AS n FROM "ClickHourly" WHERE "linkId" = ANY($1)`, [ids]);
    expect(hourly.rows[0]!.n).toBe(1200);
    const stored = await prisma.link.findMany({ where: { id: { in: ids } } });
    const daily = await client.query<{ linkId: string; human: number; bot: number }>(
      `SELECT "linkId", sum("human")::int AS human, sum("bot")::int AS bot FROM "ClickDaily" WHERE "linkId" = ANY($1) AND "dimension" = 'devices' GROUP BY 1`,
      [ids],
    );
    for (const link of stored) expect(daily.rows.find((r) => r.linkId === link.id)).toEqual({ linkId: link.id, human: link.humanClicks, bot: link.botClicks });
  });

  it("leave a clicked link's row on its page when the flush adds to its counters (no new index entries)", async () => {
    // 300 links in one statement fill whole pages; a link from the middle of the batch sits on a page its neighbours
    // filled as far as the table lets inserts go. Its row's block before and after the flush says whether the
    // counters' new version could stay beside the old one (a heap-only update) or moved to another page.
    const user = await createUser({ plan: "free" });
    const batch = `ff${Date.now().toString(36)}`;
    await client.query(
      `INSERT INTO "Link" ("id", "code", "target", "ownerUserId", "updatedAt")
       SELECT gen_random_uuid()::text, $1 || i, 'https://example.com/a-destination-of-ordinary-length/' || i, $2, now()
       FROM generate_series(1, 300) AS i`,
      [batch, user.id],
    );
    const blockOf = async (code: string) =>
      (await client.query<{ id: string; block: string }>(`SELECT "id", ("ctid"::text::point)[0]::bigint::text AS block FROM "Link" WHERE "code" = $1`, [code])).rows[0]!;
    const first = await blockOf(`${batch}1`);
    const last = await blockOf(`${batch}300`);
    const middle = await blockOf(`${batch}150`);
    expect(Number(last.block)).toBeGreaterThan(Number(first.block) + 2);
    expect(middle.block).not.toBe(first.block);
    expect(middle.block).not.toBe(last.block);
    recordClick({ linkId: middle.id, at: Date.now(), userAgent: CHROME, referer: null, country: "US" });
    await flushClicks();
    const after = await client.query<{ humanClicks: number; block: string }>(
      `SELECT "humanClicks", ("ctid"::text::point)[0]::bigint::text AS block FROM "Link" WHERE "id" = $1`,
      [middle.id],
    );
    expect(after.rows[0]).toEqual({ humanClicks: 1, block: middle.block });
  });

  it("stay exact under concurrent inserts into the same rows", async () => {
    const link = await linkOf("premium");
    const at = new Date();
    await Promise.all(Array.from({ length: 12 }, (_, i) => prisma.click.create({ data: { linkId: link.id, keepDays: CLICK_RETENTION_DAYS.premium, at, country: "SE", count: i + 1 } })));
    expect(await rollupDrift([link.id])).toEqual([]);
    const row = await client.query<{ human: number }>(`SELECT "human" FROM "ClickDaily" WHERE "linkId" = $1 AND "dimension" = 'countries' AND "value" = 'SE'`, [link.id]);
    expect(row.rows).toEqual([{ human: 78 }]);
    const facet = await client.query<{ human: number }>(`SELECT "human" FROM "ClickFacetDaily" WHERE "linkId" = $1 AND "country" = 'SE'`, [link.id]);
    expect(facet.rows).toEqual([{ human: 78 }]);
  });

  it("go with the account: a deleted user's links keep no clicks and no rollups", async () => {
    const link = await linkOf("premium");
    await insertClicks(link.id, CLICK_RETENTION_DAYS.premium, new Date(), 4);
    await computeClickPairsDay(client, new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS), 1);
    expect((await client.query(`SELECT 1 FROM "ClickPairDaily" WHERE "linkId" = $1`, [link.id])).rowCount).toBeGreaterThan(0);
    await prisma.user.delete({ where: { id: link.ownerUserId! } });
    for (const table of ["Click", "ClickHourly", "ClickDaily", "ClickFacetDaily", "ClickPairDaily", "ClickValueHourly"]) {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE "linkId" = $1`, [link.id]);
      expect(rows[0]!.n, table).toBe(0);
    }
  });
});

describe("the hours by value", () => {
  it("hold only the last days: older clicks are not written there, and each retention run deletes older hours", async () => {
    const link = await linkOf("premium");
    const now = Date.now();
    const hour = (ms: number) => new Date(Math.floor(ms / 3_600_000) * 3_600_000);
    await insertClicks(link.id, CLICK_RETENTION_DAYS.premium, new Date(now - (VALUE_HOURS_KEPT_DAYS + 1) * DAY_MS), 3, { country: "SE" });
    await insertClicks(link.id, CLICK_RETENTION_DAYS.premium, new Date(now - 2 * DAY_MS), 2, { country: "SE" });
    const hours = async () =>
      (
        await client.query<{ hour: Date; human: number }>(`SELECT "hour", "human" FROM "ClickValueHourly" WHERE "linkId" = $1 AND "dimension" = 'countries' ORDER BY 1`, [
          link.id,
        ])
      ).rows.map((r) => [r.hour.toISOString(), r.human]);
    expect(await hours()).toEqual([[hour(now - 2 * DAY_MS).toISOString(), 2]]);
    expect(await rollupDrift([link.id])).toEqual([]);
    // Nothing is past its days yet; a week later the hour is, and only it goes (no click, no other rollup).
    expect(await trimValueHours(client, new Date(now))).toBe(0);
    expect(await trimValueHours(client, new Date(now + (VALUE_HOURS_KEPT_DAYS - 1) * DAY_MS))).toBeGreaterThanOrEqual(5);
    expect(await hours()).toEqual([]);
    expect(await rollupDrift([link.id])).not.toEqual([]);
    const { rows } = await client.query<{ n: number }>(`SELECT sum("count")::int AS n FROM "Click" WHERE "linkId" = $1`, [link.id]);
    expect(rows[0]!.n).toBe(5);
    // The readers' days are a day fewer than the kept ones: a run late by a day never takes an hour they read.
    expect(VALUE_HOURS_READ_DAYS).toBe(VALUE_HOURS_KEPT_DAYS - 1);
  });

  it("are trimmed by the hourly retention run", async () => {
    const link = await linkOf("premium");
    const old = new Date(Math.floor((Date.now() - (VALUE_HOURS_KEPT_DAYS + 1) * DAY_MS) / 3_600_000) * 3_600_000);
    await client.query(`INSERT INTO "ClickValueHourly" ("linkId", "hour", "dimension", "value", "human") VALUES ($1, $2, 'countries', 'SE', 1)`, [link.id, old.toISOString()]);
    const run = await runClickRetention(new Date());
    expect(run.ran).toBe(true);
    expect(run.trimmed).toBeGreaterThanOrEqual(1);
    expect((await client.query(`SELECT 1 FROM "ClickValueHourly" WHERE "linkId" = $1`, [link.id])).rowCount).toBe(0);
  });
});

describe("raw reads", () => {
  it("vacuums click partitions after 1 % of new rows, so the raw reads' index-only scans skip the heap", async () => {
    await runClickRetention(new Date());
    const { rows } = await client.query<{ root: string; options: string[] | null }>(
      `SELECT p."root", c.reloptions AS options FROM click_partitions(now() AT TIME ZONE 'UTC') p JOIN pg_class c ON c.relname = p."leaf"`,
    );
    const clickLeaves = rows.filter((r) => r.root === "Click");
    expect(clickLeaves.length).toBeGreaterThan(0);
    for (const leaf of clickLeaves) expect(leaf.options).toContain("autovacuum_vacuum_insert_scale_factor=0.01");
    // The rollups are updated in place, not only inserted: they keep the defaults.
    for (const leaf of rows.filter((r) => r.root !== "Click")) expect(leaf.options).toBeNull();
  });

  it("reads a link's clicks of some hours, every dimension, from the index alone once vacuumed", async () => {
    const link = await linkOf("free");
    const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
    for (let h = 0; h < 6; h++) await insertClicks(link.id, CLICK_RETENTION_DAYS.free, new Date(start.getTime() + h * 3_600_000), 2, { country: h % 2 ? "SE" : "DE" });
    await client.query(`VACUUM "Click"`);
    await client.query("BEGIN");
    try {
      // The planner would rightly read a test database's small partitions whole; the question is what the index can do.
      await client.query("SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off");
      const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON)
         SELECT "referrerHost", "country", "device", "browser", "os", sum("count") FROM "Click"
          WHERE "linkId" = $1 AND NOT "bot" AND "scan" = false AND "at" >= $2 AND "at" < $3
          GROUP BY GROUPING SETS (("referrerHost"), ("country"), ("device"), ("browser"), ("os"))`,
        [link.id, start.toISOString(), new Date(start.getTime() + 12 * 3_600_000).toISOString()],
      );
      const scans = nodes(rows[0]!["QUERY PLAN"][0].Plan).filter((n) => n["Relation Name"]?.startsWith("Click_"));
      expect(scans.length).toBeGreaterThan(0);
      for (const scan of scans) {
        expect(scan["Node Type"]).toBe("Index Only Scan");
        expect(scan["Heap Fetches"]).toBe(0);
      }
      expect(scans.reduce((n, scan) => n + scan["Actual Rows"], 0)).toBe(6);
    } finally {
      await client.query("ROLLBACK");
    }
  });
});

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows": number;
  "Heap Fetches"?: number;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe("CSV export", () => {
  it("streams every click in time order, in chunks, across partitions and batches", async () => {
    const link = await linkOf("premium");
    const keep = CLICK_RETENTION_DAYS.premium;
    // 12,000 rows over 80 days (three monthly partitions, several read batches), 40 of them sharing one instant,
    // and one row folding 30,000 identical clicks.
    await client.query(
      `INSERT INTO "Click" ("keepDays", "linkId", "at", "country", "count")
       SELECT $1, $2, (now() AT TIME ZONE 'UTC') - (g * interval '10 minutes'), 'DE', 1 FROM generate_series(1, 11960) g`,
      [keep, link.id],
    );
    await client.query(`INSERT INTO "Click" ("keepDays", "linkId", "at", "country", "count") SELECT $1, $2, '2026-01-01T00:00:00Z'::timestamp + interval '0', 'US', 1 FROM generate_series(1, 40)`, [keep, link.id]);
    await client.query(`INSERT INTO "Click" ("keepDays", "linkId", "at", "country", "count") VALUES ($1, $2, (now() AT TIME ZONE 'UTC') - interval '30 days 5 seconds', 'FR', 30000)`, [keep, link.id]);
    const expected = 11_960 + 40 + 30_000;
    let lines = 0;
    let chunks = 0;
    let largest = 0;
    let previous = "";
    let ordered = true;
    let carry = "";
    for await (const chunk of clicksCsv(link.id)) {
      chunks++;
      largest = Math.max(largest, chunk.length);
      const parts = (carry + chunk).split("\n");
      carry = parts.pop() ?? "";
      for (const line of parts) {
        if (line.startsWith("time_utc")) continue;
        lines++;
        const time = line.slice(0, 24);
        if (time < previous) ordered = false;
        previous = time;
      }
    }
    expect(carry).toBe("");
    expect(lines).toBe(expected);
    expect(ordered).toBe(true);
    expect(chunks).toBeGreaterThan(3);
    // Chunks of about 64 K characters (CSV_CHUNK_CHARS), however many clicks one row folds.
    expect(largest).toBeLessThan(1.1 * 2 ** 16);
  });
});
