import { handleShutdownSignals } from "@/ops/shutdown";
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
  const port = Number(process.env.PORT ?? 3000);
  await startServer({ port, hostname: process.env.HOST ?? "127.0.0.1", dev: true });
  console.log(`Utilify (development) on http://localhost:${port}`);
}

void main();
