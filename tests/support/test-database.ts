import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "@/ops/embedded-postgres";
import { migrate } from "@/ops/migrate";

/** A throwaway, migrated Postgres for a test run: TEST_DATABASE_URL when set, else a fresh embedded instance. */
export async function startTestDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    await migrate(process.env.TEST_DATABASE_URL);
    return { url: process.env.TEST_DATABASE_URL, stop: async () => undefined };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "utilify-test-pg-"));
  await chmod(dir, 0o755); // Postgres runs as the postgres user when we are root: it must reach its data folder.
  const port = await freePort();
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, "data"), port, persistent: false });
  await migrate(db.url);
  return {
    url: db.url,
    stop: async () => {
      await db.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The origin the e2e build is made for. The shutdown integration test builds for the same one, so that a test run
 * (integration, then e2e) makes a single production build.
 */
export function e2eSiteUrl(port = process.env.E2E_PORT ?? "3100"): string {
  return `http://127.0.0.1:${port}`;
}
