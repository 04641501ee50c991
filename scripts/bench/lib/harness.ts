import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "@/ops/embedded-postgres";
import { migrate } from "@/ops/migrate";

/**
 * What every benchmark that runs the real site needs: a production build, a throwaway migrated embedded Postgres on
 * its own port, the production server (server.ts) on its own port, and cleanup of all of it — on success, on
 * failure, and on Ctrl-C / SIGTERM. Each benchmark picks its own ports so that they never meet.
 */

export const BENCH_SECRET = "bench-only-secret";
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function log(message: string): void {
  console.log(`[bench] ${message}`);
}

// Cleanup steps, run last-registered first.
const cleanups: Array<() => Promise<void> | void> = [];
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

/** Registers a step for cleanup() (runs even when the benchmark fails or is interrupted). */
export function onCleanup(step: () => Promise<void> | void): void {
  cleanups.push(step);
}

let cleaning: Promise<void> | null = null;
/** Stops everything the benchmark started: child processes (SIGTERM, then SIGKILL after 5 s), then the rest. */
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const step = cleanups.pop()!;
      try {
        await step();
      } catch (error) {
        console.error(`[bench] cleanup step failed: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}

/** Stops one child process: SIGTERM (servers shut down gracefully), SIGKILL if it is still there after graceMs. */
export async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

// Interrupted (Ctrl-C, or killed by a supervisor): clean up, then exit with the signal's conventional code.
for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
  process.once(signal, () => {
    console.error(`\n[bench] ${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(code));
  });
}
// Last resort if the process exits before cleanup() has finished: no child process and no temporary folder is left
// behind (the embedded Postgres has its own exit hook).
process.once("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs a benchmark's body, which pushes what it found wrong into `failures`. Cleans up in every case and exits
 * non-zero when the body threw or reported failures.
 */
export function runBenchmark(name: string, body: (failures: string[]) => Promise<void>): void {
  void (async () => {
    const failures: string[] = [];
    try {
      await body(failures);
    } catch (error) {
      failures.push((error as Error).message);
    }
    await cleanup();
    if (failures.length) {
      console.error(`\n${name} benchmark failed: ${failures.join("; ")}`);
      process.exit(1);
    }
  })();
}

/**
 * Builds for production unless a build exists (BENCH_BUILD=1 forces one). The site URL is baked into prerendered
 * pages (canonical URLs, sitemap), so a fresh build uses the benchmark's origin; host and port checks in the app
 * accept any loopback origin, so a build made for another port serves the same pages.
 */
export function ensureBuild(origin: string): void {
  if (existsSync(".next/BUILD_ID") && process.env.BENCH_BUILD !== "1") {
    log("using the existing production build (.next); BENCH_BUILD=1 rebuilds");
    return;
  }
  log("building for production (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_PUBLIC_SITE_URL: origin, NEXTAUTH_SECRET: BENCH_SECRET, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("npm run build failed");
}

/** Where the benchmarks compile the server (scripts/bundle-server.mjs): they measure what `npm start` runs. */
const BENCH_SERVER_DIR = path.join("dist", "bench");

function compileServer(): void {
  const result = spawnSync(process.execPath, ["scripts/bundle-server.mjs", BENCH_SERVER_DIR], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("compiling the server failed");
}

/** A temporary folder (readable by other users), removed at cleanup or, failing that, at exit. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(dir, 0o755); // Postgres runs as the postgres user when we are root: it must reach its data folder.
  tempDirs.add(dir);
  onCleanup(async () => {
    await rm(dir, { recursive: true, force: true, maxRetries: 3 });
    tempDirs.delete(dir);
  });
  return dir;
}

/** Puts a child process started elsewhere (e.g. a browser) under the exit hook's last-resort SIGKILL. */
export function trackProcess(child: ChildProcess): void {
  children.add(child);
  child.once("exit", () => children.delete(child));
}

/** A throwaway embedded Postgres on `port`, migrated, deleted at cleanup. */
export async function startBenchDatabase(port: number): Promise<{ url: string }> {
  const dir = await tempDir("utilify-bench-pg-");
  log(`starting Postgres on ${port}`);
  const database = await startEmbeddedPostgres({ dataDir: path.join(dir, "data"), port, persistent: false });
  onCleanup(() => database.stop());
  await migrate(database.url);
  return { url: database.url };
}

/** Runs a TypeScript entry point (through tsx; `compiled`: plain JavaScript) as a child process that cleanup() stops. */
export function startProcess(name: string, args: string[], env: Record<string, string>, compiled = false): ChildProcess {
  const loaders = compiled ? ["--enable-source-maps"] : ["--import", "tsx", "--import", "./scripts/server-only.mjs"];
  const child = spawn(process.execPath, [...loaders, ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (d) => process.env.BENCH_VERBOSE && process.stdout.write(`[${name}] ${d}`));
  child.stderr?.on("data", (d) => process.stderr.write(`[${name}] ${d}`));
  trackProcess(child);
  onCleanup(() => stopProcess(child));
  return child;
}

/** The production server (server.ts compiled, on the production build) on 127.0.0.1:`port` against `databaseUrl`. */
export function startSiteServer(port: number, databaseUrl: string): ChildProcess {
  const origin = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  compileServer();
  return startProcess("server", [...nodeArgs, path.join(BENCH_SERVER_DIR, "server.mjs")], {
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    NEXT_PUBLIC_SITE_URL: origin,
    NEXTAUTH_URL: origin,
    NEXTAUTH_SECRET: BENCH_SECRET,
  }, true);
}

/** The status code of a GET on loopback (0 when the connection fails). */
export function status(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: urlPath, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve(0));
    req.end();
  });
}

/** Waits (up to 3 minutes) until GET `urlPath` answers `expected`. */
export async function waitForStatus(port: number, urlPath: string, expected: number, what: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if ((await status(port, urlPath)) === expected) return;
    await sleep(250);
  }
  throw new Error(`${what} did not start`);
}

/** The p-th percentile of ascending samples (nearest rank, as the redirect benchmark has always computed it). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN; // NaN for no samples
}
