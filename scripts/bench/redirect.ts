import os from "node:os";
import path from "node:path";
import autocannon, { type Options, type Result } from "autocannon";
import pg from "pg";
import { freePort } from "../../tests/support/test-database";
import { coldCode, COLD_CODES, coldTarget, GEO_RULES, HOT_CODE, HOT_LINKS, HOT_PATHS, HOT_TARGET, LINK_KINDS, type LinkKind, UTM_SUFFIX } from "./lib/codes";
import { ensureBuild, log, onCleanup, percentile, runBenchmark, sleep, startBenchDatabase, startProcess, startSiteServer, waitForStatus } from "./lib/harness";

/**
 * Redirect benchmark (docs/architecture.md; README, Benchmarks): the real server (production build, server.ts) against a bare
 * node:http server answering the same 302 from a Map (the floor), measured in the same run on loopback with
 * autocannon at 50 connections: hot (cached) links, then cold codes (each requested once, so every request is a
 * cache miss and a database lookup), and a password-protected link's page (shown for comparison, no target: it serves
 * a page, not a redirect). Both mixes hold every kind of redirecting link (lib/codes.ts): plain, expiring by date,
 * limited to a number of clicks (a row update per click), targeted (iOS, Android and 20 country rules) and UTM-tagged,
 * and the hot mix a QR-code scan (`?qr=1`). Then every click is checked: the counts in Postgres must match the
 * redirects served, a limited link's served count its clicks, and exactly, after a graceful shutdown, clicks and scans. Targets, each as a share of the floor measured in the same run: cached
 * code ≥ 75% with p99 ≤ 5 ms, cold codes ≥ 40% with p99 ≤ 10 ms (printed MET or MISSED; figures are noisy on a busy machine).
 *
 * Ports BENCH_PORT (server, default 3150) and BENCH_PORT + 1 (floor); Postgres on a free port. BENCH_DURATION
 * (seconds, default 10); BENCH_HOT_KINDS (below); BENCH_BUILD=1 rebuilds; BENCH_SERVER_NODE_ARGS adds node flags to the server (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes).
 */

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3150);
const FLOOR_PORT = SERVER_PORT + 1;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 2;
/** Alternating slices per comparison (see interleaved). */
const ROUNDS = 5;
const ORIGIN = `http://127.0.0.1:${SERVER_PORT}`;
const BROWSER_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BOT_UA = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)";
const EXACT = { human: 20_000, bot: 2_000, head: 5_000, scan: 3_000 };
/**
 * BENCH_HOT_KINDS=plain,limited measures the hot mix of those kinds of link only ("scan" is the QR-code URL), to see
 * what one kind costs; the targets are for the whole mix.
 */
const HOT_KINDS = process.env.BENCH_HOT_KINDS?.split(",").map((kind) => kind.trim());
const HOT_MIX = HOT_KINDS
  ? HOT_PATHS.filter((path) => HOT_KINDS.includes(path.endsWith("?qr=1") ? "scan" : (HOT_LINKS.find((link) => path === `/s/${link.code}`)?.kind ?? "")))
  : HOT_PATHS;
if (HOT_MIX.length === 0) throw new Error(`BENCH_HOT_KINDS names none of ${[...LINK_KINDS, "scan"].join(", ")}`);

interface Measure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  redirects: number;
  sent: number;
  errors: number;
}

/** Raw figures of one autocannon run (latencies at full precision: autocannon's histogram rounds to whole ms). */
interface Run {
  latencies: number[];
  seconds: number;
  redirects: number;
  sent: number;
  errors: number;
}

/** Where the next cold code of each server starts (every cold code is requested once per server). */
const coldNext = new Map<number, number>();

async function run(port: number, options: { duration?: number; cold?: boolean; method?: string; ua?: string; path?: string }): Promise<Run> {
  const latencies: number[] = [];
  const method = options.method ?? "GET";
  const requests: NonNullable<Options["requests"]> = options.cold
    ? [
        {
          method,
          setupRequest: (req) => {
            const next = coldNext.get(port) ?? 0;
            coldNext.set(port, next + 1);
            return { ...req, path: `/s/${coldCode(next % COLD_CODES)}` };
          },
        },
      ]
    : // Each connection requests these in turn: the hot mix, or the one page asked for.
      (options.path ? [options.path] : HOT_MIX).map((path) => ({ method, path }));
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: options.duration ?? DURATION,
    headers: { "user-agent": options.ua ?? BROWSER_UA, referer: "https://news.example.com/post" },
    requests,
  });
  instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result: Result = await instance;
  return {
    latencies,
    seconds: result.duration,
    // A page run (the password page) answers 200: its pages are what it serves.
    redirects: options.path ? result["2xx"] : result["3xx"],
    sent: result.requests.sent,
    errors: result.errors + result.timeouts + result["4xx"] + result["5xx"],
  };
}

function measure(name: string, runs: Run[]): Measure {
  const sorted = Float64Array.from(runs.flatMap((r) => r.latencies)).sort();
  const redirects = runs.reduce((sum, r) => sum + r.redirects, 0);
  return {
    name,
    rps: redirects / runs.reduce((sum, r) => sum + r.seconds, 0),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    redirects,
    sent: runs.reduce((sum, r) => sum + r.sent, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

/**
 * The floor and the server, measured in alternating slices (ROUNDS of DURATION / ROUNDS seconds each) rather than one
 * after the other: on a shared machine the load of other work changes from one 10 s window to the next, and the
 * ratio to the floor is only meaningful when both saw the same machine.
 */
async function interleaved(names: [string, string], options: { cold?: boolean }): Promise<[Measure, Measure]> {
  const floorRuns: Run[] = [];
  const serverRuns: Run[] = [];
  const slice = DURATION / ROUNDS;
  for (let round = 0; round < ROUNDS; round++) {
    floorRuns.push(await run(FLOOR_PORT, { ...options, duration: slice }));
    serverRuns.push(await run(SERVER_PORT, { ...options, duration: slice }));
  }
  return [measure(names[0], floorRuns), measure(names[1], serverRuns)];
}

/** The links' counters, and the click events stored for them (a Click row stands for `count` identical clicks). */
async function clickCount(db: pg.Client, where: string, values: readonly unknown[]): Promise<{ human: number; bot: number; rows: number }> {
  const links = await db.query(`SELECT COALESCE(SUM("humanClicks"), 0)::int AS human, COALESCE(SUM("botClicks"), 0)::int AS bot FROM "Link" WHERE ${where}`, [...values]);
  const rows = await db.query(`SELECT COALESCE(SUM(c."count"), 0)::int AS n FROM "Click" c JOIN "Link" l ON l.id = c."linkId" WHERE ${where.replace(/"(code|domain)"/g, 'l."$1"')}`, [...values]);
  return { human: links.rows[0].human, bot: links.rows[0].bot, rows: rows.rows[0].n };
}

/**
 * Waits until buffered clicks have been written: the count has not moved across three flush intervals (one flush of
 * tens of thousands of distinct links can take longer than an interval on a busy machine).
 */
async function settled(db: pg.Client, where: string, values: readonly unknown[]) {
  let last = await clickCount(db, where, values);
  for (let still = 0; still < 3; ) {
    await sleep(1300);
    const now = await clickCount(db, where, values);
    still = now.human === last.human && now.bot === last.bot && now.rows === last.rows ? still + 1 : 0;
    last = now;
  }
  return last;
}

/** The columns that make a link of one kind or another, and their SQL values for `kind` (`id`: an SQL expression that tells links apart). */
const KIND_COLUMNS = `"expiresAt", "maxClicks", "iosUrl", "androidUrl", "geo"`;
function kindValues(kind: LinkKind, id: string): string[] {
  return [
    kind === "expiring" ? "now() + interval '1 year'" : "NULL",
    // Never reached: each click still updates the link's served count, in the same statement that allows it.
    kind === "limited" ? "1000000000" : "NULL",
    kind === "targeted" ? `'https://apps.example.com/ios/' || ${id}` : "NULL",
    kind === "targeted" ? `'https://apps.example.com/android/' || ${id}` : "NULL",
    kind === "targeted" ? `'${JSON.stringify(GEO_RULES)}'::jsonb` : "NULL",
  ];
}

function fmt(ms: number): string {
  return `${ms.toFixed(2)} ms`;
}

runBenchmark("Redirect", async (failures) => {
  ensureBuild(ORIGIN);
  const database = await startBenchDatabase(await freePort());
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  onCleanup(() => db.end());
  log(`seeding ${HOT_LINKS.length} hot links and ${COLD_CODES.toLocaleString("en-US")} cold links (${LINK_KINDS.join(", ")})`);
  for (const link of HOT_LINKS) {
    await db.query(
      `INSERT INTO "Link" ("id", "domain", "code", "target", ${KIND_COLUMNS}, "updatedAt")
       VALUES (gen_random_uuid()::text, '', $1, $2, ${kindValues(link.kind, "$1").join(", ")}, now())`,
      [link.code, link.target],
    );
  }
  await db.query(`INSERT INTO "Link" ("id", "domain", "code", "target", "updatedAt") VALUES (gen_random_uuid()::text, '', 'bench-exact', $1, now())`, [HOT_TARGET]);
  // A password-protected link: every GET gets its password page, from the same cached record.
  await db.query(
    `INSERT INTO "Link" ("id", "domain", "code", "target", "passwordHash", "updatedAt") VALUES (gen_random_uuid()::text, '', 'bench-locked', $1, $2, now())`,
    [HOT_TARGET, "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g"],
  );
  // Cold code i is of kind i % 5 (lib/codes.ts): each column takes its kind's value.
  const byKind = (value: (kind: LinkKind) => string) => `CASE ${LINK_KINDS.map((kind, k) => `WHEN i % ${LINK_KINDS.length} = ${k} THEN ${value(kind)}`).join(" ")} END`;
  const columns = KIND_COLUMNS.split(", ").map((_, c) => byKind((kind) => kindValues(kind, "i")[c]!));
  await db.query(
    `INSERT INTO "Link" ("id", "domain", "code", "target", ${KIND_COLUMNS}, "updatedAt")
     SELECT gen_random_uuid()::text, '', 'c' || lpad(i::text, 7, '0'),
       ${byKind((kind) => (kind === "utm" ? `'https://example.com/p/' || i || '${UTM_SUFFIX}'` : "'https://example.com/p/' || i"))}, ${columns.join(", ")}, now()
     FROM generate_series(0, $1::int - 1) AS i`,
    [COLD_CODES],
  );
  for (const i of [42, 43, 44]) {
    const { rows } = await db.query(`SELECT "target" FROM "Link" WHERE "code" = $1`, [coldCode(i)]);
    if (rows[0]?.target !== coldTarget(i)) throw new Error(`seed and codes.ts disagree on ${coldCode(i)}`);
  }
  await db.query("ANALYZE \"Link\"");

  const floor = startProcess("floor", [path.join("scripts", "bench", "lib", "floor-server.ts"), String(FLOOR_PORT)], {});
  const server = startSiteServer(SERVER_PORT, database.url);
  log("starting the floor (node:http + Map) and the real server (server.ts, production build)");
  await Promise.all([
    waitForStatus(FLOOR_PORT, `/s/${HOT_CODE}`, 302, "floor"),
    waitForStatus(SERVER_PORT, `/s/${HOT_CODE}`, 302, "server"),
  ]);

  const hot = [`"code" = ANY($1)`, [HOT_LINKS.map((link) => link.code)]] as const;
  const cold = [`"code" LIKE 'c%' AND length("code") = 8`, []] as const;

  log(`warming up (${WARMUP} s each)`);
  await run(FLOOR_PORT, { duration: WARMUP });
  await run(SERVER_PORT, { duration: WARMUP });
  const hotBefore = await settled(db, ...hot);

  log(`measuring: ${CONNECTIONS} connections, ${DURATION} s per run, in ${ROUNDS} alternating slices of floor and server`);
  const [floorHot, serverHot] = await interleaved(["floor, hot links", "server, cached links"], {});
  const [floorCold, serverCold] = await interleaved(["floor, distinct codes", "server, cold codes"], { cold: true });

  const lockedRuns: Run[] = [];
  for (let round = 0; round < ROUNDS; round++) lockedRuns.push(await run(SERVER_PORT, { duration: DURATION / ROUNDS, path: "/s/bench-locked" }));
  const serverLocked = measure("server, password page", lockedRuns);

  const rows = [
    [floorHot, null],
    [serverHot, floorHot],
    [floorCold, null],
    [serverCold, floorCold],
    [serverLocked, floorHot],
  ] as const;
  console.log("");
  console.log(`Redirects on loopback, ${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} alternating slices (${os.cpus().length} CPUs, Node ${process.version})`);
  console.log("run                                   req/s      p50        p99      vs floor   redirects   errors");
  for (const [m, base] of rows) {
    const ratio = base ? `${((m.rps / base.rps) * 100).toFixed(1)}%` : "—";
    console.log(
      `${m.name.padEnd(34)} ${Math.round(m.rps).toLocaleString("en-US").padStart(8)} ${fmt(m.p50).padStart(10)} ${fmt(m.p99).padStart(10)} ${ratio.padStart(10)} ${m.redirects.toLocaleString("en-US").padStart(11)} ${String(m.errors).padStart(8)}`,
    );
  }
  console.log("");

  // Targets: each against the floor measured in this very run, since the machine's speed varies.
  const targets = [
    { name: "cached links", m: serverHot, floor: floorHot, share: 0.75, p99: 5 },
    { name: "cold codes", m: serverCold, floor: floorCold, share: 0.4, p99: 10 },
  ];
  for (const t of targets) {
    const ratio = t.m.rps / t.floor.rps;
    const met = ratio >= t.share && t.m.p99 <= t.p99;
    console.log(
      `Target, ${t.name} (≥ ${t.share * 100}% of the floor, p99 ≤ ${t.p99} ms): ${met ? "MET" : "MISSED"} — ${(ratio * 100).toFixed(1)}% of the floor (${Math.round(t.m.rps).toLocaleString("en-US")} of ${Math.round(t.floor.rps).toLocaleString("en-US")} req/s), p99 ${fmt(t.m.p99)}`,
    );
  }
  for (const m of [serverHot, serverCold, serverLocked]) if (m.errors) failures.push(`${m.name}: ${m.errors} errors`);

  // Every redirect served is one click in the database (in-flight requests at the end may add up to one per connection).
  const hotAfter = await settled(db, ...hot);
  const hotCounted = hotAfter.human - hotBefore.human;
  const coldAfter = await settled(db, ...cold);
  for (const [m, counted, rowsWritten] of [
    [serverHot, hotCounted, hotAfter.rows - hotBefore.rows],
    [serverCold, coldAfter.human, coldAfter.rows],
  ] as const) {
    const ok = counted >= m.redirects && counted <= m.sent && rowsWritten === counted;
    console.log(
      `Clicks, ${m.name}: ${counted.toLocaleString("en-US")} counted and ${rowsWritten.toLocaleString("en-US")} click events for ${m.redirects.toLocaleString("en-US")} redirects received (${m.sent.toLocaleString("en-US")} sent) — ${ok ? "OK" : "WRONG"}`,
    );
    if (!ok) failures.push(`click count of ${m.name}`);
  }
  // A limited link counts what it served (for its limit) apart from its clicks: the two must agree.
  const limited = await db.query(
    `SELECT count(*)::int AS links, COALESCE(SUM("clicksServed"), 0)::int AS served, COALESCE(SUM("humanClicks"), 0)::int AS clicks FROM "Link" WHERE "maxClicks" IS NOT NULL`,
  );
  const { links, served, clicks } = limited.rows[0] as { links: number; served: number; clicks: number };
  console.log(`Limited links (${links.toLocaleString("en-US")}): ${served.toLocaleString("en-US")} redirects served against their limits, ${clicks.toLocaleString("en-US")} clicks counted — ${served === clicks && served > 0 ? "OK" : "WRONG"}`);
  if (served !== clicks || served === 0) failures.push("limited links' served counts");

  // Exact accounting: fixed numbers of human GETs, bot GETs and HEADs on one link, then a graceful shutdown, which
  // must flush every buffered click.
  const exactLoad = async (amount: number, method: string, ua: string, path = "/s/bench-exact") => {
    let sent = 0;
    const instance = autocannon({
      url: `http://127.0.0.1:${SERVER_PORT}`,
      connections: CONNECTIONS,
      amount,
      headers: { "user-agent": ua },
      requests: [{ method, path }],
    });
    instance.on("response", () => sent++);
    const result = await instance;
    return { redirects: result["3xx"], sent };
  };
  const humans = await exactLoad(EXACT.human, "GET", BROWSER_UA);
  const bots = await exactLoad(EXACT.bot, "GET", BOT_UA);
  const heads = await exactLoad(EXACT.head, "HEAD", BROWSER_UA);
  const scans = await exactLoad(EXACT.scan, "GET", BROWSER_UA, "/s/bench-exact?qr=1");
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  floor.kill("SIGTERM");
  const exact = await clickCount(db, `"code" = $1`, ["bench-exact"]);
  const scanned = await db.query(
    `SELECT l."humanScans" AS counted, (SELECT COALESCE(SUM(c."count"), 0)::int FROM "Click" c WHERE c."linkId" = l.id AND c."scan") AS events FROM "Link" l WHERE l."code" = 'bench-exact'`,
  );
  const { counted: scansCounted, events: scanEvents } = scanned.rows[0] as { counted: number; events: number };
  const exactOk =
    humans.redirects === EXACT.human && bots.redirects === EXACT.bot && heads.redirects === EXACT.head && scans.redirects === EXACT.scan &&
    exact.human === EXACT.human + EXACT.scan && exact.bot === EXACT.bot && exact.rows === EXACT.human + EXACT.scan + EXACT.bot &&
    scansCounted === EXACT.scan && scanEvents === EXACT.scan;
  const n = (value: number) => value.toLocaleString("en-US");
  console.log(
    `Clicks after graceful shutdown: ${n(exact.human)} human, of which ${n(scansCounted)} scans (${n(scanEvents)} scan events), + ${n(exact.bot)} bot (${n(exact.rows)} click events) for ${n(EXACT.human)} browser GETs, ${n(EXACT.scan)} QR-code GETs, ${n(EXACT.bot)} bot GETs and ${n(EXACT.head)} HEADs — ${exactOk ? "OK, each counted once" : "WRONG"}`,
  );
  if (!exactOk) failures.push("exact click accounting");
});
