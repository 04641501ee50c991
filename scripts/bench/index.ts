import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * `npm run bench`: runs every benchmark in scripts/bench/ (each `*.ts` file except this one and files starting with
 * `_`), one after another in its own process. `npm run bench -- redirect` runs only the named ones.
 */

const dir = path.join(process.cwd(), "scripts", "bench");
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && f !== "index.ts" && !f.startsWith("_"))
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.ts$/, "")))
  .sort();

if (files.length === 0) {
  console.error(only.length ? `No benchmark named ${only.join(", ")} in scripts/bench/` : "No benchmarks in scripts/bench/");
  process.exit(1);
}

const failed: string[] = [];
for (const file of files) {
  console.log(`\n=== ${file} ===\n`);
  const result = spawnSync(process.execPath, ["--import", "tsx", "--import", "./scripts/server-only.mjs", path.join(dir, file)], { stdio: "inherit", env: process.env });
  if (result.status !== 0) failed.push(file);
}

if (failed.length) {
  console.error(`\nBenchmarks failed: ${failed.join(", ")}`);
  process.exit(1);
}
