import { readFileSync } from "node:fs";
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { hash } from "@node-rs/argon2";
import { freePort } from "../../tests/support/test-database";
import { runClickPairs } from "../../tools/url-shortener/redirect/click-pairs";
import { ensureBuild, log, percentile, runBenchmark, sleep, startBenchDatabase, startSiteServer, waitForStatus } from "./lib/harness";

/**
 * Analytics benchmark (docs/architecture.md, "Click retention and rollups"): seeds 10,000,000 clicks
 * across 10,000 links of one Premium account, one hot link holding 5,000,000 of them, into a throwaway database with
 * generate_series (into the partitioned "Click" table; the rollups are then computed in one pass, as the trigger would,
 * the pair rollup of the closed days by the click-pairs job's own run, and both checked against the raw clicks or the
 * rollups of the hot link), then, against
 * the production server (server.ts):
 *  - `/links/{id}` (the analytics page, signed in) and `/api/v1/links/{id}/stats` (its API, with an API key): p95 over
 *    BENCH_SAMPLES sequential requests per case, target ≤ 300 ms — the hot link in every range, filtered by country,
 *    device, trigger, referrer and combinations, and ordinary links;
 *  - the CSV export of the hot link (5,000,000 lines): time, and the server's peak memory growth while it streams
 *    (target: well under the file's size — it must never hold the whole result).
 * Exits non-zero on a miss.
 *
 * The clicks: the hot link's are spread evenly over the last 90 days, with skewed referrers (30 hosts and direct),
 * countries (40) and platforms (7); every other link has 500, starting on a day of the last 90 and fading with a
 * half-life of about a day and a half, from a few referrers and countries of its own (as most short links are
 * clicked: soon after they are shared, from where they were shared). 3 % are bots. One row per click (count 1).
 *
 * Ports: BENCH_PORT (server, default 3150); Postgres on a free port. BENCH_SAMPLES (default 40).
 */

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3150);
const ORIGIN = `http://127.0.0.1:${SERVER_PORT}`;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
/** BENCH_CLICKS (default 10,000,000) scales the data set down for a quick try; the figures are for the default. */
const TOTAL_CLICKS = Number(process.env.BENCH_CLICKS ?? 10_000_000);
const LINKS = 10_000;
const CHUNK = Math.min(2_500_000, TOTAL_CLICKS);
const P95_TARGET_MS = 300;
/** The export's server memory growth must stay under this (the file is ~350 MB). */
const EXPORT_MEMORY_TARGET_MB = 150;
/** And it must stream at least this fast. */
const EXPORT_RATE_TARGET = 50_000;
const SEED_TARGET_S = 300;
const EMAIL = "bench-analytics@example.test";
const PASSWORD = `bench-${randomBytes(12).toString("hex")}`;
const KEEP_DAYS = 1095; // Premium (lib/domain/plans CLICK_RETENTION_DAYS.premium)

const linkId = (i: number) => {
  const h = createHash("md5").update(`bench-link-${i}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};
const HOT = linkId(0);

const HOSTS = ["news.ycombinator.com", "twitter.com", "t.co", "www.google.com", "www.reddit.com", "www.facebook.com", "l.facebook.com", "www.linkedin.com", "lnkd.in", "mail.google.com", "outlook.live.com", "www.bing.com", "duckduckgo.com", "github.com", "medium.com", "substack.com", "www.youtube.com", "m.youtube.com", "t.me", "web.whatsapp.com", "discord.com", "slack.com", "teams.microsoft.com", "www.instagram.com", "l.instagram.com", "www.tiktok.com", "news.google.com", "feedly.com", "www.producthunt.com", "lobste.rs"];
const COUNTRIES = ["US", "DE", "GB", "FR", "IN", "CA", "BR", "NL", "ES", "IT", "JP", "AU", "PL", "SE", "MX", "KR", "TR", "ID", "CH", "BE", "AT", "DK", "NO", "FI", "IE", "PT", "CZ", "RO", "AR", "CO", "ZA", "NG", "EG", "PH", "VN", "TH", "MY", "SG", "NZ", "IL"];
const PLATFORMS: [string, string, string][] = [
  ["desktop", "Chrome", "Windows"],
  ["mobile", "Mobile Safari", "iOS"],
  ["mobile", "Chrome", "Android"],
  ["desktop", "Safari", "macOS"],
  ["desktop", "Firefox", "Windows"],
  ["desktop", "Edge", "Windows"],
  ["tablet", "Mobile Safari", "iPadOS"],
];
const BOTS = ["Googlebot", "Slackbot", "bingbot"];

async function seed(db: pg.Client, url: string): Promise<{ seconds: number; rows: Record<string, number> }> {
  const started = performance.now();
  // A loading database: no checkpoint (and its full-page images) in the middle of the load; fsync is already off on
  // throwaway instances. Queries are measured after the load, with the server's own settings otherwise untouched.
  await db.query(`ALTER SYSTEM SET max_wal_size = '16GB'`);
  await db.query(`ALTER SYSTEM SET full_page_writes = off`);
  await db.query(`SELECT pg_reload_conf()`);
  await db.query(`SET synchronous_commit = off`);
  await db.query(`RESET enable_sort`);
  await db.query(`SET work_mem = '128MB'`);
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const { rows: users } = await db.query<{ id: string }>(
    `INSERT INTO "User" ("id", "email", "passwordHash", "plan", "status", "emailVerified", "updatedAt")
     VALUES (gen_random_uuid()::text, $1, $2, 'premium', 'active', now(), now()) RETURNING "id"`,
    [EMAIL, passwordHash],
  );
  const userId = users[0]!.id;
  await db.query(`CREATE TEMPORARY TABLE bench_links (i int PRIMARY KEY, id text NOT NULL, age int NOT NULL)`);
  await db.query(`INSERT INTO bench_links (i, id, age) SELECT t.n - 1, t.id, 1 + abs(hashint4(t.n::int)::bigint) % 89 FROM unnest($1::text[]) WITH ORDINALITY AS t(id, n)`, [
    Array.from({ length: LINKS }, (_, i) => linkId(i)),
  ]);
  await db.query(
    `INSERT INTO "Link" ("id", "code", "target", "ownerUserId", "createdAt", "updatedAt")
     SELECT id, 'bench' || i, 'https://example.com/page/' || i, $1, (now() AT TIME ZONE 'UTC') - interval '100 days', now() FROM bench_links`,
    [userId],
  );
  await db.query(`SELECT setseed(0.18)`);
  const [devices, browsers, oses] = [0, 1, 2].map((k) => PLATFORMS.map((p) => p[k]!));
  // Bulk load: the rollup trigger and the (linkId, at, id) index are off while the raw rows go in, then the index is
  // rebuilt and the rollups computed in one pass with the trigger's own expressions (checked against the raw rows below).
  await db.query(`ALTER TABLE "Click" DISABLE TRIGGER "Click_rollup"`);
  await db.query(`DROP INDEX "Click_linkId_at_id_idx"`);
  for (let from = 0; from < TOTAL_CLICKS; from += CHUNK) {
    const t = performance.now();
    await db.query(
      `WITH s AS (
         SELECT CASE WHEN g % 2 = 0 THEN 0 ELSE 1 + (g / 2) % ${LINKS - 1} END AS li, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS rb
           FROM generate_series($1::int, $2::int) g
       ), c AS (
         SELECT l.id, s.li, s.r2, s.r3, s.rb,
                CASE WHEN s.li = 0 THEN (now() AT TIME ZONE 'UTC') - s.r1 * interval '90 days'
                     ELSE LEAST((now() AT TIME ZONE 'UTC') - interval '1 second',
                                (now() AT TIME ZONE 'UTC') - l.age * interval '1 day' + (-ln(1 - s.r1)) * interval '2 days') END AS at,
                1 + floor(7 * power(s.r4, 1.8))::int AS p
           FROM s JOIN bench_links l ON l.i = s.li
       )
       INSERT INTO "Click" ("keepDays", "linkId", "at", "referrerHost", "country", "device", "browser", "os", "bot", "count")
       SELECT ${KEEP_DAYS}, c.id, c.at,
              CASE WHEN c.rb < 0.03 THEN NULL
                   WHEN c.li = 0 THEN CASE WHEN c.r2 < 0.25 THEN NULL ELSE ($3::text[])[1 + floor(30 * power((c.r2 - 0.25) / 0.75, 2))::int] END
                   ELSE CASE WHEN c.r2 < 0.3 THEN NULL ELSE ($3::text[])[1 + abs(hashint4(c.li * 3 + floor((c.r2 - 0.3) / 0.7 * 3)::int)::bigint) % 30] END END,
              CASE WHEN c.r3 < 0.05 THEN NULL
                   WHEN c.li = 0 THEN ($4::text[])[1 + floor(40 * power(c.r3, 2.5))::int]
                   ELSE ($4::text[])[1 + abs(hashint4(c.li * 5 + floor(c.r3 * 2)::int)::bigint) % 40] END,
              CASE WHEN c.rb < 0.03 THEN 'bot' ELSE ($5::text[])[c.p] END,
              CASE WHEN c.rb < 0.03 THEN ($8::text[])[1 + floor(c.rb * 100)::int] ELSE ($6::text[])[c.p] END,
              CASE WHEN c.rb < 0.03 THEN NULL ELSE ($7::text[])[c.p] END,
              c.rb < 0.03, 1
         FROM c`,
      [from, Math.min(from + CHUNK, TOTAL_CLICKS) - 1, HOSTS, COUNTRIES, devices, browsers, oses, BOTS],
    );
    log(`  inserted ${((from + CHUNK) / 1e6).toFixed(1)}M clicks (${((performance.now() - t) / 1000).toFixed(1)} s for this chunk)`);
  }
  let t = performance.now();
  await db.query(
    `CREATE INDEX "Click_linkId_at_id_idx" ON "Click" ("linkId", "at", "id") INCLUDE ("referrerHost", "country", "device", "browser", "os", "bot", "scan", "count")`,
  );
  log(`  index (linkId, at, id) built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  // Hash aggregation in memory for both (about two million groups), rather than sorting ten million rows five times.
  await db.query(`SET work_mem = '1GB'`);
  await db.query(`SET enable_sort = off`);
  await db.query(
    `INSERT INTO "ClickHourly" ("linkId", "keepDays", "hour", "human", "bot")
     SELECT "linkId", "keepDays", date_trunc('hour', "at"),
            COALESCE(sum("count") FILTER (WHERE NOT "bot"), 0), COALESCE(sum("count") FILTER (WHERE "bot"), 0)
       FROM "Click" GROUP BY 1, 2, 3`,
  );
  // One scan with grouping sets (the trigger's lateral VALUES, over ten million rows, would be five times the rows).
  await db.query(
    `INSERT INTO "ClickDaily" ("linkId", "keepDays", "day", "dimension", "value", "human", "bot")
     SELECT "linkId", "keepDays", day,
            CASE WHEN GROUPING("referrerHost") = 0 THEN 'referrers' WHEN GROUPING("country") = 0 THEN 'countries'
                 WHEN GROUPING("device") = 0 THEN 'devices' WHEN GROUPING("browser") = 0 THEN 'browsers' ELSE 'os' END,
            COALESCE(CASE WHEN GROUPING("referrerHost") = 0 THEN "referrerHost" WHEN GROUPING("country") = 0 THEN "country"
                          WHEN GROUPING("device") = 0 THEN "device" WHEN GROUPING("browser") = 0 THEN "browser" ELSE "os" END, ''),
            COALESCE(sum("count") FILTER (WHERE NOT "bot"), 0), COALESCE(sum("count") FILTER (WHERE "bot"), 0)
       FROM (SELECT *, date_trunc('day', "at") AS day FROM "Click") c
      GROUP BY "linkId", "keepDays", day, GROUPING SETS (("referrerHost"), ("country"), ("device"), ("browser"), ("os"))`,
  );
  // The facets of the filtered views, as the trigger writes them.
  await db.query(
    `INSERT INTO "ClickFacetDaily" ("linkId", "keepDays", "day", "scan", "referrerHost", "country", "device", "browser", "os", "human", "bot")
     SELECT "linkId", "keepDays", date_trunc('day', "at"), "scan", COALESCE("referrerHost", ''), COALESCE("country", ''),
            COALESCE("device", ''), COALESCE("browser", ''), COALESCE("os", ''),
            COALESCE(sum("count") FILTER (WHERE NOT "bot"), 0), COALESCE(sum("count") FILTER (WHERE "bot"), 0)
       FROM "Click" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`,
  );
  // The hours by value of the last 9 days, as the trigger writes them (migration 20261202010000_click_value_hourly).
  await db.query(
    `INSERT INTO "ClickValueHourly" ("linkId", "hour", "dimension", "value", "human", "bot", "humanScans", "botScans")
     SELECT "linkId", hour,
            CASE WHEN GROUPING("referrerHost") = 0 THEN 'referrers' WHEN GROUPING("country") = 0 THEN 'countries'
                 WHEN GROUPING("device") = 0 THEN 'devices' WHEN GROUPING("browser") = 0 THEN 'browsers' ELSE 'os' END,
            COALESCE(CASE WHEN GROUPING("referrerHost") = 0 THEN "referrerHost" WHEN GROUPING("country") = 0 THEN "country"
                          WHEN GROUPING("device") = 0 THEN "device" WHEN GROUPING("browser") = 0 THEN "browser" ELSE "os" END, ''),
            COALESCE(sum("count") FILTER (WHERE NOT "bot"), 0), COALESCE(sum("count") FILTER (WHERE "bot"), 0),
            COALESCE(sum("count") FILTER (WHERE NOT "bot" AND "scan"), 0), COALESCE(sum("count") FILTER (WHERE "bot" AND "scan"), 0)
       FROM (SELECT *, date_trunc('hour', "at") AS hour FROM "Click" WHERE "at" >= (now() AT TIME ZONE 'UTC') - interval '9 days') c
      GROUP BY "linkId", hour, GROUPING SETS (("referrerHost"), ("country"), ("device"), ("browser"), ("os"))`,
  );
  await db.query(`RESET enable_sort`);
  await db.query(`SET work_mem = '128MB'`);
  await db.query(`ALTER TABLE "Click" ENABLE TRIGGER "Click_rollup"`);
  log(`  rollups computed in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  // The pair rollup of the closed days, as the server's job computes it: its own run, one day per transaction.
  t = performance.now();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const run = await runClickPairs(new Date(), pool, { budgetMs: Number.POSITIVE_INFINITY });
    log(`  pair rollup of ${run.computed.length} closed days (the longest retention back) computed in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  } finally {
    await pool.end();
  }
  await db.query(
    `UPDATE "Link" l SET "humanClicks" = h.human, "botClicks" = h.bot
       FROM (SELECT "linkId", sum("human")::int AS human, sum("bot")::int AS bot FROM "ClickHourly" GROUP BY 1) h WHERE l."id" = h."linkId"`,
  );
  await db.query(`ANALYZE "Link"`);
  // What autovacuum does on a live server after every 1 % of new clicks (migration 20261202000000_click_index_only):
  // marks the pages all-visible, so the raw reads are index-only.
  await db.query(`VACUUM (ANALYZE) "Click"`);
  await db.query(`ANALYZE "ClickHourly"`);
  await db.query(`ANALYZE "ClickDaily"`);
  await db.query(`ANALYZE "ClickFacetDaily"`);
  await db.query(`ANALYZE "ClickPairDaily"`);
  await db.query(`ANALYZE "ClickValueHourly"`);
  const rows: Record<string, number> = {};
  for (const table of ["Click", "ClickHourly", "ClickDaily", "ClickFacetDaily", "ClickPairDaily", "ClickValueHourly"]) {
    rows[table] = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n);
  }
  return { seconds: (performance.now() - started) / 1000, rows };
}

/** Signs in through next-auth's credentials endpoint; returns the Cookie header of the session. */
async function signIn(): Promise<string> {
  const csrf = await fetch(`${ORIGIN}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const [name, ...value] = pair!.split("=");
      jar.set(name!, value.join("="));
    }
  };
  keep(csrf);
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${ORIGIN}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD, csrfToken, json: "true" }),
  });
  keep(res);
  if (![...jar.keys()].some((k) => k.endsWith("next-auth.session-token"))) throw new Error(`sign-in failed (${res.status})`);
  return cookie();
}

interface Case {
  name: string;
  p50: number;
  p95: number;
  max: number;
}

async function timeRequests(name: string, urls: string[], headers: Record<string, string>, expectText?: string): Promise<Case> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 3; i++) {
    const url = urls[i % urls.length]!;
    const t = performance.now();
    const res = await fetch(`${ORIGIN}${url}`, { headers });
    const body = await res.text();
    const ms = performance.now() - t;
    if (res.status !== 200) throw new Error(`${name}: ${url} answered ${res.status}`);
    if (expectText && !body.includes(expectText)) throw new Error(`${name}: ${url} lacks "${expectText}"`);
    if (i >= 3) times.push(ms); // the first requests warm the route up
  }
  const sorted = Float64Array.from(times).sort();
  return { name, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] ?? 0 };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function exportCsv(cookie: string, pid: number): Promise<{ seconds: number; lines: number; mb: number; rssBefore: number; rssPeak: number }> {
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 100);
  const t = performance.now();
  const res = await fetch(`${ORIGIN}/links/${HOT}/export`, { headers: { cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  }
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rssMb(pid));
  return { seconds: (performance.now() - t) / 1000, lines: lines - 1, mb: bytes / 1e6, rssBefore, rssPeak };
}

runBenchmark("Analytics", async (failures) => {
  ensureBuild(ORIGIN);
  const database = await startBenchDatabase(await freePort());
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    log(`seeding ${TOTAL_CLICKS.toLocaleString("en-US")} clicks over ${LINKS.toLocaleString("en-US")} links (hot link: half of them)…`);
    const seeded = await seed(db, database.url);
    log(`seeded in ${seeded.seconds.toFixed(0)} s: rows ${Object.entries(seeded.rows).map(([k, v]) => `${k} ${v.toLocaleString("en-US")}`).join(", ")}`);
    // One API key per API case: each key may make 60 requests a minute.
    const keys = [`utl_${randomBytes(24).toString("base64url")}`, `utl_${randomBytes(24).toString("base64url")}`, `utl_${randomBytes(24).toString("base64url")}`];
    for (const key of keys) {
      await db.query(
        `INSERT INTO "ApiKey" ("id", "userId", "name", "prefix", "keyHash") SELECT gen_random_uuid()::text, "id", 'bench', $2, $3 FROM "User" WHERE "email" = $1`,
        [EMAIL, key.slice(0, 12), createHash("sha256").update(key).digest("hex")],
      );
    }
    const hot = await db.query<{ human: number; bot: number }>(`SELECT "humanClicks" AS human, "botClicks" AS bot FROM "Link" WHERE "id" = $1`, [HOT]);
    const raw = await db.query<{ human: number; bot: number }>(
      `SELECT (sum("count") FILTER (WHERE NOT "bot"))::int AS human, (sum("count") FILTER (WHERE "bot"))::int AS bot FROM "Click" WHERE "linkId" = $1`,
      [HOT],
    );
    const byCountry = await db.query<{ n: number }>(`SELECT sum("human")::int AS n FROM "ClickDaily" WHERE "linkId" = $1 AND "dimension" = 'countries'`, [HOT]);
    const facets = await db.query<{ n: number }>(`SELECT sum("human")::int AS n FROM "ClickFacetDaily" WHERE "linkId" = $1`, [HOT]);
    if (raw.rows[0]!.human !== hot.rows[0]!.human || raw.rows[0]!.bot !== hot.rows[0]!.bot || byCountry.rows[0]!.n !== raw.rows[0]!.human || facets.rows[0]!.n !== raw.rows[0]!.human) {
      failures.push(`the hot link's rollups (${hot.rows[0]!.human}/${hot.rows[0]!.bot}, ${byCountry.rows[0]!.n} by country, ${facets.rows[0]!.n} in facets) differ from its raw clicks (${raw.rows[0]!.human}/${raw.rows[0]!.bot})`);
    }
    // The pairs' diagonal (each value with itself) of the closed days is what "ClickDaily" counts on those days.
    const pairDrift = await db.query(
      `SELECT d."day", d."value" FROM "ClickDaily" d
         LEFT JOIN (SELECT "day", "value", sum("human") AS human FROM "ClickPairDaily"
                     WHERE "linkId" = $1 AND "dimension" = 'countries' AND "byDimension" = 'countries' GROUP BY 1, 2) p USING ("day", "value")
        WHERE d."linkId" = $1 AND d."dimension" = 'countries' AND d."day" < date_trunc('day', now() AT TIME ZONE 'UTC') - interval '1 day'
          AND p.human IS DISTINCT FROM d."human"`,
      [HOT],
    );
    if (pairDrift.rows.length) failures.push(`the hot link's pair rollup differs from "ClickDaily" on ${pairDrift.rows.length} (day, country)`);
    // The hours by value of the last week are the raw clicks of those hours, country by country.
    const valueDrift = await db.query(
      `SELECT * FROM (SELECT date_trunc('hour', "at") AS hour, COALESCE("country", '') AS value, sum("count") FILTER (WHERE NOT "bot") AS human
                        FROM "Click" WHERE "linkId" = $1 AND "at" >= date_trunc('hour', now() AT TIME ZONE 'UTC') - interval '7 days' GROUP BY 1, 2) r
         FULL JOIN (SELECT "hour", "value", "human" FROM "ClickValueHourly"
                     WHERE "linkId" = $1 AND "dimension" = 'countries' AND "hour" >= date_trunc('hour', now() AT TIME ZONE 'UTC') - interval '7 days') v USING ("hour", "value")
        WHERE COALESCE(r.human, 0) IS DISTINCT FROM COALESCE(v.human, 0)`,
      [HOT],
    );
    if (valueDrift.rows.length) failures.push(`the hot link's hours by value differ from its raw clicks on ${valueDrift.rows.length} (hour, country)`);
    const hotTotal = hot.rows[0]!.human + hot.rows[0]!.bot;
    if (hotTotal !== TOTAL_CLICKS / 2) failures.push(`the hot link holds ${hotTotal} clicks, not ${TOTAL_CLICKS / 2}`);

    const server = startSiteServer(SERVER_PORT, database.url);
    await waitForStatus(SERVER_PORT, "/about", 200, "server");
    const cookie = await signIn();
    const auth = { cookie };
    const api = keys.map((key) => ({ authorization: `Bearer ${key}` }));
    const ordinary = Array.from({ length: 20 }, (_, i) => linkId(1 + i * 499));

    console.log(`\nAnalytics at ${TOTAL_CLICKS.toLocaleString("en-US")} clicks (${SAMPLES} sequential requests per case, after 3 warm-up):`);
    console.log(`  ${"case".padEnd(34)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"max".padStart(8)}   target p95 ≤ ${P95_TARGET_MS} ms`);
    const report = (c: Case) => {
      const ok = c.p95 <= P95_TARGET_MS;
      console.log(`  ${c.name.padEnd(34)} ${c.p50.toFixed(1).padStart(6)} ms ${c.p95.toFixed(1).padStart(6)} ms ${c.max.toFixed(1).padStart(6)} ms   ${ok ? "ok" : "MISS"}`);
      if (!ok) failures.push(`${c.name} p95 ${c.p95.toFixed(0)} ms > ${P95_TARGET_MS} ms`);
    };
    for (const range of ["30d", "24h", "7d", "90d", "all"]) {
      report(await timeRequests(`/links/{hot} ?range=${range}`, [`/links/${HOT}${range === "30d" ? "" : `?range=${range}`}`], auth, "Referrers"));
    }
    report(await timeRequests("/links/{ordinary}, 20 links", ordinary.map((id) => `/links/${id}`), auth, "Referrers"));
    // Filtered views (docs/architecture.md, "Click retention and rollups": one dimension reads the pair rollup of the
    // closed days and the facets of today, two or more the facets; hourly ranges read raw clicks).
    for (const query of ["country=US", "country=IL", "device=mobile", "device=desktop&range=90d", "trigger=scan&browser=Chrome", "referrer=t.co&country=DE&device=desktop", "country=US&range=24h", "country=US&range=7d", "referrer=none&range=all"]) {
      report(await timeRequests(`/links/{hot} ?${query}`, [`/links/${HOT}?${query}`], auth, "Referrers"));
    }
    report(await timeRequests("/api/v1/links/{hot}/stats", [`/api/v1/links/${HOT}/stats`], api[0]!, "breakdowns"));
    report(await timeRequests("/api/v1/links/{ordinary}/stats", ordinary.map((id) => `/api/v1/links/${id}/stats`), api[1]!, "breakdowns"));
    report(await timeRequests("/api/v1/links/{hot}/stats ?country=US&device=mobile", [`/api/v1/links/${HOT}/stats?country=US&device=mobile`], api[2]!, "breakdowns"));

    await sleep(500);
    const exp = await exportCsv(cookie, server.pid!);
    const rate = exp.lines / exp.seconds;
    const growth = exp.rssPeak - exp.rssBefore;
    console.log(`\nCSV export of the hot link: ${exp.lines.toLocaleString("en-US")} clicks, ${exp.mb.toFixed(0)} MB in ${exp.seconds.toFixed(1)} s (${Math.round(rate).toLocaleString("en-US")} clicks/s; target ≥ ${EXPORT_RATE_TARGET.toLocaleString("en-US")})`);
    console.log(`  server memory (RSS) ${exp.rssBefore.toFixed(0)} MB before, ${exp.rssPeak.toFixed(0)} MB at the peak: +${growth.toFixed(0)} MB (target ≤ +${EXPORT_MEMORY_TARGET_MB} MB, the file is ${exp.mb.toFixed(0)} MB)`);
    // The load's time depends on what else the machine runs: reported against its budget, never a product failure.
    console.log(`Seeding: ${seeded.seconds.toFixed(0)} s (budget ${SEED_TARGET_S} s${seeded.seconds > SEED_TARGET_S ? "; over it — a busy machine?" : ""})`);
    if (exp.lines !== TOTAL_CLICKS / 2) failures.push(`the export has ${exp.lines} lines, not ${TOTAL_CLICKS / 2}`);
    if (rate < EXPORT_RATE_TARGET) failures.push(`export ${Math.round(rate)} clicks/s < ${EXPORT_RATE_TARGET}`);
    if (growth > EXPORT_MEMORY_TARGET_MB) failures.push(`export memory +${growth.toFixed(0)} MB > ${EXPORT_MEMORY_TARGET_MB} MB`);
  } finally {
    await db.end();
  }
});
