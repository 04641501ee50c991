import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { onShutdown } from "@/ops/shutdown";

/**
 * A production build (`npm run build`: `next build` into .next, then ops/static-assets.ts's brotli copies) only when
 * the sources, or the public origin baked into the pages, changed since the last one: `npm start`, the e2e runner and
 * the shutdown integration test share it, so a test run builds once.
 */

const root = process.cwd();
const SOURCES = ["app", "components", "lib", "tools", "ops", "public", "proxy.ts", "next.config.ts", "package-lock.json", "postcss.config.mjs"];

function fingerprint(env: NodeJS.ProcessEnv): string {
  const hash = createHash("sha256");
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      if (p.endsWith(path.join("lib", "generated"))) return;
      for (const entry of readdirSync(p).sort()) walk(path.join(p, entry));
    } else if (!/\.test\.tsx?$/.test(p)) {
      // Unit tests live beside the code but are not part of the build.
      hash.update(`${path.relative(root, p)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  SOURCES.forEach((s) => walk(path.join(root, s)));
  // NEXT_PUBLIC_* values (the public origin: canonical and short URLs) are baked into the build: new ones, new build.
  for (const [name, value] of Object.entries(env).sort()) {
    if (name.startsWith("NEXT_PUBLIC_")) hash.update(`${name}=${value}\n`);
  }
  return hash.digest("hex");
}

/** Builds unless .next holds a build of these sources with env's NEXT_PUBLIC_* values. Resolves false on failure. */
export async function buildIfNeeded(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const stampFile = path.join(root, ".next", "utilify-build-fingerprint");
  const current = fingerprint(env);
  const upToDate =
    existsSync(path.join(root, ".next", "BUILD_ID")) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === current;
  if (upToDate) {
    console.log("[build] production build is up to date");
    return true;
  }
  console.log("[build] building for production (npm run build: next build, then the brotli copies)…");
  const child = spawn("npm", ["run", "build"], { stdio: "inherit", env });
  // A shutdown during the build stops it (not in the process group when the signal came from a supervisor).
  onShutdown("next-build", () => void child.kill("SIGTERM"), "server");
  const code = await new Promise<number>((resolve) => {
    child.on("exit", (status) => resolve(status ?? 1));
    child.on("error", () => resolve(1));
  });
  if (code !== 0) return false;
  writeFileSync(stampFile, current);
  return true;
}
