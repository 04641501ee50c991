import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfiguration } from "./configuration.mjs";

/**
 * `npm start`: compiles the server (scripts/bundle-server.mjs, well under a second, in a process of its own) and runs
 * it, so the process that serves the site loads no TypeScript compiler. What it then does, from the database to the
 * ready line, is scripts/start.ts. Worker processes (WEB_CONCURRENCY > 1) start here too and run the compiled code.
 */
const SERVER_DIR = path.join("dist", "server");
// Before the server's modules load: some read the configuration once, at import (worker processes inherit it).
loadConfiguration({ dev: false });
if (cluster.isPrimary) {
  const compiled = spawnSync(process.execPath, ["scripts/bundle-server.mjs", SERVER_DIR], { stdio: "inherit" });
  if (compiled.status !== 0) process.exit(compiled.status ?? 1);
}
await import(pathToFileURL(path.resolve(SERVER_DIR, "scripts", "start.mjs")).href);
