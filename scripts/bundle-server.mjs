import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/**
 * The server as compiled JavaScript (docs/architecture.md, "The server process"): `npm start` and the e2e runner run
 * dist/server/, so no TypeScript compiler is loaded at run time. esbuild bundles our own code (server.ts, the start
 * and worker scripts, ops/, lib/, the redirect path, the heavy-work tasks) and leaves every npm package external, where
 * Node loads it as published. Next compiles the pages and route handlers itself (`next build`); this is only the Node
 * process around it. Plain JavaScript, so the launcher (scripts/start.mjs) can run it before anything is compiled:
 * `node scripts/bundle-server.mjs [outdir]`.
 */

const root = process.cwd();
/** Where `npm start` and the e2e runner find the compiled server, from the project root. */
export const SERVER_DIR = path.join("dist", "server");

/** Heavy-work task modules: every `tools/<slug>/server/*-task.ts` (lib/platform/heavy-work/pool.ts runs them by path). */
function taskModules() {
  const tools = path.join(root, "tools");
  return readdirSync(tools, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const server = path.join(tools, entry.name, "server");
      try {
        return readdirSync(server)
          .filter((name) => name.endsWith("-task.ts"))
          .map((name) => path.join("tools", entry.name, "server", name));
      } catch {
        return [];
      }
    });
}

/** `server-only` throws outside Next's server bundles; everything here is server code, so it is the empty module. */
const serverOnly = {
  name: "server-only",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    b.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "", loader: "js" }));
  },
};

/** Compiles the server into `outdir` (relative to the project root), replacing what was there. */
export async function bundleServer(outdir = SERVER_DIR) {
  const started = Date.now();
  rmSync(path.join(root, outdir), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ["server.ts", "scripts/start.ts", ...taskModules()],
    outdir: path.join(root, outdir),
    outbase: root,
    outExtension: { ".js": ".mjs" },
    entryNames: "[dir]/[name]",
    chunkNames: "chunks/[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    tsconfig: "tsconfig.json",
    plugins: [serverOnly],
    // server.ts tells the heavy-work pool to run the compiled task modules from here.
    define: { COMPILED_SERVER_DIR: JSON.stringify(outdir) },
    logLevel: "warning",
  });
  console.log(`[build] server compiled to ${outdir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Run as a command (the launcher does, in a process of its own, so esbuild never stays in a serving process).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await bundleServer(process.argv[2]);
}
