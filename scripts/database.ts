import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { checkDatabaseReachable, startEmbeddedPostgres } from "@/ops/embedded-postgres";
import { migrate } from "@/ops/migrate";
import { onShutdown } from "@/ops/shutdown";

/**
 * Makes sure a migrated database is reachable and DATABASE_URL points at it: the configured server when
 * DATABASE_URL is set, otherwise embedded Postgres with its data in .data/postgres (persistent).
 */
export async function prepareDatabase(): Promise<string> {
  let url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = process.env.UTILIFY_DATA_DIR ?? path.join(process.cwd(), ".data", "postgres");
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 5433);
    const embedded = await startEmbeddedPostgres({ dataDir, port, persistent: true });
    // Stopped last, after the server has drained and flushed and the pools are closed (ops/shutdown.ts).
    onShutdown("embedded-postgres", embedded.stop, "database");
    console.log(`[db] embedded Postgres on 127.0.0.1:${port} (data in ${embedded.dataDir})`);
    url = embedded.url;
    process.env.DATABASE_URL = url;
  }
  await checkDatabaseReachable(url);
  const { applied } = await migrate(url);
  console.log(applied.length ? `[db] applied migrations: ${applied.join(", ")}` : "[db] schema up to date");
  return url;
}

/**
 * Without a configured NEXTAUTH_SECRET, `npm start` generates one and keeps it in .data/ (so sessions survive
 * restarts). Production deployments set NEXTAUTH_SECRET themselves.
 */
export function ensureLocalSecret(): void {
  if (process.env.NEXTAUTH_SECRET) return;
  const dir = path.join(process.cwd(), ".data");
  const file = path.join(dir, "nextauth-secret");
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600 });
  }
  process.env.NEXTAUTH_SECRET = readFileSync(file, "utf8").trim();
}
