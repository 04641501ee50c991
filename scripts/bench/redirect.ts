import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { coldCode, COLD_CODES, coldTarget, HOT_CODE, HOT_TARGET } from "./lib/codes";

/**
 * Redirect benchmark (ENGINEERING.md, Performance): the real server (production build, server.ts) against a bare
 * node:http server answering the same 302 from a Map (the floor), measured in the same run on loopback with
 * autocannon at 50 connections: a hot (cached) code, then cold codes (each requested once, so every request is a
 * cache miss and a database lookup). Then every click is checked: the counts in Postgres must match the redirects
 * served, exactly, after a graceful shutdown. Targets: cached ≥ 50% of the floor's throughput, p99 ≤ 10 ms.
 *
 * Ports 3150 (server), 3151 (floor), 3152 (Postgres). BENCH_DURATION (seconds, default 10); BENCH_BUILD=1 rebuilds.
 */

const SERVER_PORT = 3150;
const FLOOR_PORT = 3151;
const DB_PORT = 3152;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 2;
const ORIGIN = `http://127.0.0.1:${SERVER_PORT}`;
const BROWSER_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BOT_UA = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)";
const EXACT = { human: 20_000, bot: 2_000, head: 5_000 };

const children: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function log(message: string) {
  console.log(`[bench] ${message}`);
}

function ensureBuild() {
  if (existsSync(".next/BUILD_ID") && process.env.BENCH_BUILD !== "1") {
    log("using the existing production build (.next); BENCH_BUILD=1 rebuilds");
    return;
  }
  log("building for production (next build)…");
  const result = spawnSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_PUBLIC_SITE_URL: ORIGIN, NEXTAUTH_SECRET: "bench-only-secret", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed");
}

function startProcess(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (d) => process.env.BENCH_VERBOSE && process.stdout.write(`[${name}] ${d}`));
  child.stderr?.on("data", (d) => process.stderr.write(`[${name}] ${d}`));
  children.push(child);
  return child;
}

function status(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: urlPath, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve(0));
    req.end();
  });
}

async function waitFor302(port: number, what: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if ((await status(port, `/s/${HOT_CODE}`)) === 302) return;
    await sleep(250);
  }
  throw new Error(`${what} did not start`);
}

interface Measure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  redirects: number;
  sent: number;
  errors: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One autocannon run; latencies are kept at full precision (autocannon's histogram rounds to whole ms). */
async function load(name: string, port: number, options: { duration?: number; amount?: number; cold?: boolean; method?: string; ua?: string }): Promise<Measure> {
  let next = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    pipelining: 1,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? DURATION }),
    headers: { "user-agent": options.ua ?? BROWSER_UA, referer: "https://news.example.com/post" },
    requests: [
      options.cold
        ? { method: options.method ?? "GET", setupRequest: (req) => ({ ...req, path: `/s/${coldCode(next++ % COLD_CODES)}` }) }
        : { method: options.method ?? "GET", path: `/s/${HOT_CODE}` },
    ],
  });
  instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result: Result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  return {
    name,
    rps: result["3xx"] / result.duration,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    redirects: result["3xx"],
    sent: result.requests.sent,
    errors: result.errors + result.timeouts + result["4xx"] + result["5xx"],
  };
}

async function clickCount(db: pg.Client, where: string, values: readonly unknown[]): Promise<{ human: number; bot: number; rows: number }> {
  const links = await db.query(`SELECT COALESCE(SUM("humanClicks"), 0)::int AS human, COALESCE(SUM("botClicks"), 0)::int AS bot FROM "Link" WHERE ${where}`, [...values]);
  const rows = await db.query(`SELECT count(*)::int AS n FROM "Click" c JOIN "Link" l ON l.id = c."linkId" WHERE ${where.replace(/"(code|domain)"/g, 'l."$1"')}`, [...values]);
  return { human: links.rows[0].human, bot: links.rows[0].bot, rows: rows.rows[0].n };
}

/** Waits until buffered clicks have been written (the count stops moving across a flush interval). */
async function settled(db: pg.Client, where: string, values: readonly unknown[]) {
  let last = await clickCount(db, where, values);
  for (;;) {
    await sleep(1300);
    const now = await clickCount(db, where, values);
    if (now.human === last.human && now.bot === last.bot && now.rows === last.rows) return now;
    last = now;
  }
}

function fmt(ms: number): string {
  return `${ms.toFixed(2)} ms`;
}

async function main() {
  ensureBuild();

  const dir = await mkdtemp(path.join(os.tmpdir(), "utilify-bench-pg-"));
  await chmod(dir, 0o755);
  log(`starting Postgres on ${DB_PORT}`);
  const database = await startEmbeddedPostgres({ dataDir: path.join(dir, "data"), port: DB_PORT, persistent: false });
  const cleanup = async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await database.stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  let failures: string[] = [];
  try {
    await migrate(database.url);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    log(`seeding 1 hot link and ${COLD_CODES.toLocaleString("en-US")} cold links`);
    await db.query(
      `INSERT INTO "Link" ("id", "domain", "code", "target", "updatedAt") VALUES (gen_random_uuid()::text, '', $1, $2, now()), (gen_random_uuid()::text, '', 'bench-exact', $2, now())`,
      [HOT_CODE, HOT_TARGET],
    );
    await db.query(
      `INSERT INTO "Link" ("id", "domain", "code", "target", "updatedAt")
       SELECT gen_random_uuid()::text, '', 'c' || lpad(i::text, 7, '0'), 'https://example.com/p/' || i, now() FROM generate_series(0, $1::int - 1) AS i`,
      [COLD_CODES],
    );
    if (coldCode(42) !== "c0000042" || coldTarget(42) !== "https://example.com/p/42") throw new Error("seed and codes.ts disagree");
    await db.query("ANALYZE \"Link\"");

    const floor = startProcess("floor", [path.join("scripts", "bench", "lib", "floor-server.ts"), String(FLOOR_PORT)], {});
    const server = startProcess("server", ["server.ts"], {
      PORT: String(SERVER_PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATABASE_URL: database.url,
      NEXT_PUBLIC_SITE_URL: ORIGIN,
      NEXTAUTH_URL: ORIGIN,
      NEXTAUTH_SECRET: "bench-only-secret",
    });
    log("starting the floor (node:http + Map) and the real server (server.ts, production build)");
    await Promise.all([waitFor302(FLOOR_PORT, "floor"), waitFor302(SERVER_PORT, "server")]);

    const hot = [`"code" = $1`, [HOT_CODE]] as const;
    const cold = [`"code" LIKE 'c%' AND length("code") = 8`, []] as const;

    log(`warming up (${WARMUP} s each)`);
    await load("warm-up", FLOOR_PORT, { duration: WARMUP });
    await load("warm-up", SERVER_PORT, { duration: WARMUP });
    const hotBefore = await settled(db, ...hot);

    log(`measuring: ${CONNECTIONS} connections, ${DURATION} s per run`);
    const floorHot = await load("floor, one code", FLOOR_PORT, {});
    const serverHot = await load("server, cached code", SERVER_PORT, {});
    const floorCold = await load("floor, distinct codes", FLOOR_PORT, { cold: true });
    const serverCold = await load("server, cold codes", SERVER_PORT, { cold: true });

    const rows = [
      [floorHot, null],
      [serverHot, floorHot],
      [floorCold, null],
      [serverCold, floorCold],
    ] as const;
    console.log("");
    console.log(`Redirects on loopback, ${CONNECTIONS} connections, ${DURATION} s each (${os.cpus().length} CPUs, Node ${process.version})`);
    console.log("run                                   req/s      p50        p99      vs floor   redirects   errors");
    for (const [m, base] of rows) {
      const ratio = base ? `${((m.rps / base.rps) * 100).toFixed(1)}%` : "—";
      console.log(
        `${m.name.padEnd(34)} ${Math.round(m.rps).toLocaleString("en-US").padStart(8)} ${fmt(m.p50).padStart(10)} ${fmt(m.p99).padStart(10)} ${ratio.padStart(10)} ${m.redirects.toLocaleString("en-US").padStart(11)} ${String(m.errors).padStart(8)}`,
      );
    }
    console.log("");

    const ratio = serverHot.rps / floorHot.rps;
    const targetsMet = ratio >= 0.5 && serverHot.p99 <= 10;
    console.log(
      `Target (cached ≥ 50% of the floor, p99 ≤ 10 ms): ${targetsMet ? "MET" : "MISSED"} — ${(ratio * 100).toFixed(1)}% of the floor, p99 ${fmt(serverHot.p99)}`,
    );
    for (const m of [serverHot, serverCold]) if (m.errors) failures.push(`${m.name}: ${m.errors} errors`);

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
        `Clicks, ${m.name}: ${counted.toLocaleString("en-US")} counted and ${rowsWritten.toLocaleString("en-US")} rows for ${m.redirects.toLocaleString("en-US")} redirects received (${m.sent.toLocaleString("en-US")} sent) — ${ok ? "OK" : "WRONG"}`,
      );
      if (!ok) failures.push(`click count of ${m.name}`);
    }

    // Exact accounting: fixed numbers of human GETs, bot GETs and HEADs on one link, then a graceful shutdown, which
    // must flush every buffered click.
    const exactLoad = async (amount: number, method: string, ua: string) => {
      let sent = 0;
      const instance = autocannon({
        url: `http://127.0.0.1:${SERVER_PORT}`,
        connections: CONNECTIONS,
        amount,
        headers: { "user-agent": ua },
        requests: [{ method, path: "/s/bench-exact" }],
      });
      instance.on("response", () => sent++);
      const result = await instance;
      return { redirects: result["3xx"], sent };
    };
    const humans = await exactLoad(EXACT.human, "GET", BROWSER_UA);
    const bots = await exactLoad(EXACT.bot, "GET", BOT_UA);
    const heads = await exactLoad(EXACT.head, "HEAD", BROWSER_UA);
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    floor.kill("SIGTERM");
    const exact = await clickCount(db, `"code" = $1`, ["bench-exact"]);
    const exactOk =
      humans.redirects === EXACT.human && bots.redirects === EXACT.bot && heads.redirects === EXACT.head &&
      exact.human === EXACT.human && exact.bot === EXACT.bot && exact.rows === EXACT.human + EXACT.bot;
    console.log(
      `Clicks after graceful shutdown: ${exact.human.toLocaleString("en-US")} human + ${exact.bot.toLocaleString("en-US")} bot (${exact.rows.toLocaleString("en-US")} rows) for ${EXACT.human.toLocaleString("en-US")} browser GETs, ${EXACT.bot.toLocaleString("en-US")} bot GETs and ${EXACT.head.toLocaleString("en-US")} HEADs — ${exactOk ? "OK, each counted once" : "WRONG"}`,
    );
    if (!exactOk) failures.push("exact click accounting");
    await db.end();
  } catch (error) {
    failures = [...failures, (error as Error).message];
  } finally {
    await cleanup();
  }
  if (failures.length) {
    console.error(`\nRedirect benchmark failed: ${failures.join("; ")}`);
    process.exit(1);
  }
}

void main();
