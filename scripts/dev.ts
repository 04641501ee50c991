import { handleShutdownSignals } from "@/ops/shutdown";
import { serverEnv } from "../lib/platform/config/env";
import { ensureLocalSecret, prepareDatabase } from "./database";

/** `npm run dev`: embedded (or configured) Postgres and migrations, then Next in development mode. */
async function main() {
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
