import cluster, { type Worker } from "node:cluster";
import { serverEnv } from "../lib/platform/config/env";
import { claimShutdownSignals, handleShutdownSignals, isShuttingDown, onShutdown, runShutdownHooks } from "@/ops/shutdown";

/**
 * WEB_CONCURRENCY > 1: `npm start` (scripts/start.ts) as a node:cluster primary with N worker processes that share
 * the port (the primary hands out connections round robin). The primary owns what exists once per machine: the
 * embedded Postgres, the migrations, the build. Each worker is a whole server (server.ts) with its own caches, click
 * buffer and pools; what must hold across them (daily caps, rate limits, sessions, the redirect cache's
 * invalidation) lives in Postgres, exactly as between several machines (docs/architecture.md, "Several instances").
 *
 * Shutdown keeps the one order of ops/shutdown.ts: the primary's "server" stage stops the workers (SIGTERM; each
 * drains its requests, flushes its clicks and closes its pools, then exits), and only then does its "database"
 * stage stop the embedded Postgres. A worker that dies on its own is replaced.
 */

const READY = "utilify:worker-ready";
/** A worker that dies sooner than this after its start counts as crashing: the next one waits longer. */
const STABLE_MS = 30_000;
const MAX_RESTART_DELAY_MS = 30_000;

/** In a worker: the server, then a word to the primary that it listens. */
export async function runWorker(): Promise<void> {
  handleShutdownSignals();
  try {
    const { startServer } = await import("../server");
    const { PORT: port, HOST: hostname } = serverEnv();
    await startServer({ port, hostname });
  } catch (error) {
    console.error(`[worker ${process.pid}]`, error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // The primary is gone without stopping us (killed): stop in order rather than serve on without a supervisor.
  process.once("disconnect", () => {
    if (!isShuttingDown()) void runShutdownHooks().then(() => process.exit(0));
  });
  process.send?.({ type: READY });
}

/** In the primary: forks `count` workers and resolves once every one listens; rejects when one fails to start. */
export async function startWorkers(count: number): Promise<void> {
  const live = new Set<Worker>();
  let restartDelay = 1000;

  const stop = (worker: Worker) =>
    new Promise<void>((resolve) => {
      if (worker.isDead()) return resolve();
      worker.once("exit", () => resolve());
      worker.process.kill("SIGTERM");
    });
  onShutdown("workers", () => Promise.all([...live].map(stop)).then(() => undefined), "server");

  const fork = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      const startedAt = Date.now();
      let ready = false;
      live.add(worker);
      worker.on("message", (message: { type?: string }) => {
        if (message?.type !== READY) return;
        ready = true;
        resolve();
      });
      worker.once("exit", (code, signal) => {
        live.delete(worker);
        if (isShuttingDown()) return;
        const how = signal ? `signal ${signal}` : `code ${code}`;
        if (!ready) {
          reject(new Error(`A server worker exited (${how}) before it was ready.`));
          return;
        }
        restartDelay = Date.now() - startedAt > STABLE_MS ? 1000 : Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
        console.error(`[workers] worker ${worker.process.pid} exited (${how}); starting another in ${restartDelay / 1000} s`);
        setTimeout(() => {
          if (!isShuttingDown()) fork().catch((error: Error) => console.error(`[workers] ${error.message}`));
        }, restartDelay).unref();
      });
    });

  try {
    await Promise.all(Array.from({ length: count }, fork));
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    await runShutdownHooks();
    process.exit(1);
  }
  // Everything is loaded: no library's signal listener may end the primary before its workers have stopped.
  claimShutdownSignals();
}
