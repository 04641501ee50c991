import cluster from "node:cluster";
import os from "node:os";
import { handleShutdownSignals, isShuttingDown } from "@/ops/shutdown";
import { PAYMENT_VARIABLES } from "../lib/domain/billing/config";
import { aiHint } from "../lib/domain/ai/hint";
import { mailHint } from "../lib/domain/mail/hint";
import { serverEnv, webConcurrency } from "../lib/platform/config/env";
import { buildIfNeeded } from "./build";
import { ensureLocalSecret, prepareDatabase } from "./database";

/**
 * `npm start`: embedded (or configured) Postgres, migrations, a production build when the sources changed since the
 * last one, then the server on http://localhost:3000. SIGTERM/SIGINT at any point run the one shutdown sequence of
 * ops/shutdown.ts (the server drains and flushes; the embedded Postgres stops last).
 *
 * WEB_CONCURRENCY (default: one per core) > 1 runs that many server processes sharing the port (node:cluster,
 * scripts/workers.ts): this primary process prepares the database and the build once, forks the workers and supervises
 * them; on a signal it stops the workers first (each drains, flushes its clicks and closes its pools) and the
 * embedded Postgres last.
 */

const started = Date.now();

/** How to turn payments on, when they are off (the site runs fully without them; upgrade buttons are disabled). */
function paymentsHint(): string | null {
  const missing = PAYMENT_VARIABLES.filter((name) => !process.env[name]?.trim());
  if (missing.length === 0) return null;
  return [
    "[payments] Payments are not configured, so plans cannot be bought on this server (everything else works).",
    `[payments] To enable them, set ${missing.join(", ")} (in .env or the environment) and restart.`,
    "[payments] Step by step, including a test mode: docs/billing.md",
    "",
  ].join("\n");
}

async function main() {
  // First of all: from here on a signal stops whatever has started, in order, and nothing is left running.
  handleShutdownSignals();
  // The .env files and the local defaults are already in process.env (scripts/configuration.mjs, run by start.mjs).
  ensureLocalSecret();
  try {
    await prepareDatabase();
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  if (isShuttingDown()) return;
  if (!(await buildIfNeeded())) {
    if (isShuttingDown()) return;
    console.error("\nThe production build failed (see above).\n");
    process.exit(1);
  }
  if (isShuttingDown()) return;
  // Parsed now, after the database and the secret are in place (lib/platform/config/env.ts reads the environment once).
  const env = serverEnv();
  const { PORT: port, HOST: hostname } = env;
  const workers = webConcurrency(env, true, os.availableParallelism());
  if (workers > 1) {
    const { startWorkers } = await import("./workers");
    await startWorkers(workers);
    if (isShuttingDown()) return;
    console.log(`\nUtilify is ready on http://localhost:${port} (${workers} worker processes, started in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  } else {
    const { startServer } = await import("../server");
    await startServer({ port, hostname });
    console.log(`\nUtilify is ready on http://localhost:${port} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  }
  const payments = paymentsHint();
  if (payments) console.log(payments);
  const ai = aiHint(process.env);
  if (ai) console.log(ai);
  const mail = mailHint(process.env);
  if (mail) console.warn(mail);
}

if (cluster.isPrimary) void main();
else void import("./workers").then(({ runWorker }) => runWorker());
