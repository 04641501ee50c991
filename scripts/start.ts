import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PAYMENT_VARIABLES } from "../lib/billing/config";
import { ensureLocalSecret, prepareDatabase } from "./database";

/**
 * `npm start`: embedded (or configured) Postgres, migrations, a production build when the sources changed since the
 * last one, then the server on http://localhost:3000.
 */

const started = Date.now();
const root = process.cwd();
const SOURCES = ["app", "components", "lib", "public", "proxy.ts", "next.config.ts", "package-lock.json", "postcss.config.mjs"];

function fingerprint(): string {
  const hash = createHash("sha256");
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      if (p.endsWith(path.join("lib", "generated"))) return;
      for (const entry of readdirSync(p).sort()) walk(path.join(p, entry));
    } else {
      hash.update(`${path.relative(root, p)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  SOURCES.forEach((s) => walk(path.join(root, s)));
  // The public origin is baked into the build (canonical URLs, short URLs): a new one needs a new build.
  hash.update(`NEXT_PUBLIC_SITE_URL=${process.env.NEXT_PUBLIC_SITE_URL ?? ""}\n`);
  return hash.digest("hex");
}

function buildIfNeeded(): void {
  const stampFile = path.join(root, ".next", "utilify-build-fingerprint");
  const current = fingerprint();
  const upToDate =
    existsSync(path.join(root, ".next", "BUILD_ID")) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === current;
  if (upToDate) {
    console.log("[build] production build is up to date");
    return;
  }
  console.log("[build] building for production (next build)…");
  const result = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, current);
}

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
  ensureLocalSecret();
  // Without a public origin, links and canonical URLs point at this local server, on whichever port it uses.
  process.env.NEXT_PUBLIC_SITE_URL ??= `http://localhost:${process.env.PORT ?? 3000}`;
  process.env.NEXTAUTH_URL ??= process.env.NEXT_PUBLIC_SITE_URL;
  try {
    await prepareDatabase();
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  buildIfNeeded();
  const { startServer } = await import("../server");
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOST ?? "127.0.0.1";
  await startServer({ port, hostname });
  console.log(`\nUtilify is ready on http://localhost:${port} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  const payments = paymentsHint();
  if (payments) console.log(payments);
}

void main();
