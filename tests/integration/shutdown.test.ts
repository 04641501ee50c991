import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startEmbeddedPostgres } from "@/ops/embedded-postgres";
import { buildIfNeeded } from "../../scripts/build";
import { e2eSiteUrl, freePort } from "../support/test-database";
import { defined } from "@/tests/support/defined";
import { KEEP_ALIVE_MS } from "@/server";

/**
 * A real `npm start` under redirect load gets SIGTERM: every redirect it answered must be a stored click, with the
 * test database (DATABASE_URL, one server process) and with its own embedded Postgres and two worker processes
 * (WEB_CONCURRENCY=2: Postgres must stop last, after both workers have flushed).
 *
 * It needs a production build: made for the e2e origin, so that the e2e step that follows in `npm test` finds it
 * fresh and does not build again (scripts/build.ts).
 */

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const LOAD_BEFORE_SIGNAL_MS = 2000;
const CONNECTIONS = 24;

/** npm start's environment: this one without what only the test runner needs. */
function startEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_PUBLIC_SITE_URL: e2eSiteUrl(), NEXT_TELEMETRY_DISABLED: "1" };
  for (const name of Object.keys(env)) {
    if (name === "NODE_ENV" || name === "DATABASE_URL" || name.startsWith("VITEST")) delete env[name];
  }
  return { ...env, NEXTAUTH_SECRET: "shutdown-test-secret", HOST: "127.0.0.1", ...extra };
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** `npm start` in its own process group (so that the test can wait for every process of it to end). */
async function npmStart(env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn("npm", ["start"], { cwd: process.cwd(), env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Utilify is ready on")) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${output}`)));
  });
  await ready;
  return { child, output: () => output };
}

/** Resolves once no process of the group is left; rejects after `ms` (a hang). */
async function groupExited(pgid: number, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) {
      process.kill(-pgid, "SIGKILL");
      throw new Error("npm start did not exit after SIGTERM");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Keeps CONNECTIONS keep-alive loops of GET /s/{code} going until the server stops answering. Resolves with how
 * many 302s were received; `stop` is called after LOAD_BEFORE_SIGNAL_MS, with requests in flight.
 */
async function loadThenStop(port: number, code: string, stop: () => void): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let served = 0;
  const once = () =>
    new Promise<boolean>((resolve) => {
      const req = http.get({ host: "127.0.0.1", port, path: `/s/${code}`, agent, headers: { "user-agent": CHROME } }, (res) => {
        if (res.statusCode === 302) served++;
        res.resume();
        res.on("end", () => resolve(res.statusCode === 302));
        res.on("error", () => resolve(false));
      });
      req.on("error", () => resolve(false));
    });
  let stopBy = Infinity; // a server that ignores SIGTERM must not keep the test loading forever
  const loops = Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < stopBy && (await once()));
  });
  await new Promise((r) => setTimeout(r, LOAD_BEFORE_SIGNAL_MS));
  expect(served).toBeGreaterThan(0);
  stop();
  stopBy = Date.now() + 30_000;
  await Promise.all(loops);
  agent.destroy();
  return served;
}

async function createLink(url: string): Promise<{ id: string; code: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const code = `sd${randomBytes(5).toString("hex")}`;
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO "Link" (id, code, target, "updatedAt") VALUES (gen_random_uuid(), $1, 'https://example.com/landing', now()) RETURNING id`,
      [code],
    );
    return { id: defined(rows[0], "inserted link").id, code };
  } finally {
    await client.end();
  }
}

async function storedClicks(url: string, linkId: string): Promise<{ rows: number; counters: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const clicks = await client.query<{ n: string }>(`SELECT coalesce(sum(count), 0) AS n FROM "Click" WHERE "linkId" = $1`, [linkId]);
    const link = await client.query<{ n: number }>(`SELECT "humanClicks" + "botClicks" AS n FROM "Link" WHERE id = $1`, [linkId]);
    return { rows: Number(defined(clicks.rows[0], "click sum").n), counters: defined(link.rows[0], "link row").n };
  } finally {
    await client.end();
  }
}

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "utilify-shutdown-"));
  await chmod(dir, 0o755); // as root, Postgres runs as the postgres user, who must reach its data folder
  expect(await buildIfNeeded(startEnv({}))).toBe(true);
}, 15 * 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("npm start gets SIGTERM under redirect load", () => {
  it("stores every redirect it answered (DATABASE_URL)", async () => {
    const url = inject("databaseUrl");
    const link = await createLink(url);
    const port = await freePort();
    // One process (WEB_CONCURRENCY=1): the server runs in npm start's own process.
    const started = await npmStart(startEnv({ DATABASE_URL: url, PORT: String(port), WEB_CONCURRENCY: "1" }));
    const exit = new Promise<number | null>((resolve) => started.child.on("exit", resolve));
    // Idle connections stay open for KEEP_ALIVE_MS (a pooled connection reused at Node's 5 s default got a reset),
    // and the shutdown below still ends at once with the load's keep-alive connections open.
    const keepAlive = await new Promise<string | undefined>((resolve, reject) =>
      http
        .get({ host: "127.0.0.1", port, path: "/robots.txt" }, (res) => {
          res.resume();
          resolve(String(res.headers["keep-alive"]));
        })
        .on("error", reject),
    );
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);

    const served = await loadThenStop(port, link.code, () => started.child.kill("SIGTERM"));
    await groupExited(started.child.pid!);

    expect(await exit, started.output()).toBe(0);
    expect(started.output()).toContain("[shutdown] done");
    const stored = await storedClicks(url, link.id);
    console.log(`[shutdown test] DATABASE_URL, SIGTERM: ${served} redirects answered, ${stored.rows} clicks stored`);
    expect(stored).toEqual({ rows: served, counters: served });
  }, 180_000);

  // SIGTERM to npm (a supervisor), and SIGINT to the whole process group (Ctrl-C in a terminal, which would reach
  // a Postgres started in our group and stop it before the flush).
  it.each([
    ["SIGTERM to npm", (pid: number) => process.kill(pid, "SIGTERM")],
    ["Ctrl-C (SIGINT to the process group)", (pid: number) => process.kill(-pid, "SIGINT")],
  ])("stores every redirect its two workers answered, then stops its embedded Postgres: %s", async (how, stop) => {
    const pgPort = await freePort();
    const port = await freePort();
    const dataDir = path.join(dir, `data-${pgPort}`);
    const started = await npmStart(
      // Two workers (node:cluster): the primary stops both (each drains and flushes) before it stops Postgres.
      startEnv({ UTILIFY_DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), PORT: String(port), WEB_CONCURRENCY: "2" }),
    );
    expect(started.output()).toContain("(2 worker processes,");
    const exit = new Promise<number | null>((resolve) => started.child.on("exit", resolve));
    const url = `postgresql://postgres:utilify-local@127.0.0.1:${pgPort}/utilify`;
    const link = await createLink(url);

    const served = await loadThenStop(port, link.code, () => stop(started.child.pid!));
    await groupExited(started.child.pid!);

    expect(await exit, started.output()).toBe(0);
    // Postgres (in its own process group) has stopped too: cleanly, as its lock file is gone.
    expect(existsSync(path.join(dataDir, "postmaster.pid"))).toBe(false);
    const db = await startEmbeddedPostgres({ dataDir, port: pgPort, persistent: false });
    try {
      const stored = await storedClicks(db.url, link.id);
      console.log(`[shutdown test] embedded, ${how}: ${served} redirects answered, ${stored.rows} clicks stored`);
      expect(stored).toEqual({ rows: served, counters: served });
    } finally {
      await db.stop();
    }
  }, 180_000);
});
