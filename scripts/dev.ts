import { loadConfiguration } from "./configuration.mjs";

/** `npm run dev`: embedded (or configured) Postgres and migrations, then Next in development mode. */
async function main() {
  // First, before the server's modules load: some read the configuration once, at import.
  loadConfiguration({ dev: true });
  const { handleShutdownSignals } = await import("@/ops/shutdown");
  const { serverEnv } = await import("../lib/platform/config/env");
  const { ensureLocalSecret, prepareDatabase } = await import("./database");
  handleShutdownSignals();
  ensureLocalSecret();
  try {
    await prepareDatabase();
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  const { startServer } = await import("../server");
  // Parsed now, after the database and the secret are in place (lib/platform/config/env.ts reads the environment once).
  const { PORT: port, HOST: hostname } = serverEnv();
  await startServer({ port, hostname, dev: true });
  console.log(`Utilify (development) on http://localhost:${port}`);
}

void main();
