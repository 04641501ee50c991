import { readdirSync } from "node:fs";
import { register } from "node:module";
import { setPriority } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * One worker process of the heavy-work pool (lib/platform/heavy-work/pool.ts). Plain JavaScript and started by its
 * path, so it is the same file under `npm start`, in tests and behind Next's bundled route handlers. It runs the jobs
 * it is sent one at a time. A job names a task module (a path from the project root, `tools/…/server/…-task.ts`) whose
 * `run(input)` does the work.
 *
 * When the server runs compiled, the pool passes the folder the tasks were compiled into (first argument) and the
 * worker loads those; otherwise (tests, `npm run dev`) it loads the TypeScript through tsx and lets `server-only`
 * resolve to its no-op, as scripts/server-only.mjs does for the server.
 */

// The lowest CPU priority for all of this process's work, so that a server process answering requests always gets a
// core before a conversion does. Linux keeps a priority per thread: it is set on every thread running now (V8's, and
// libuv's pool, started while this file loaded), and threads started later (libvips') inherit it from theirs.
let threadIds = [0];
try {
  threadIds = readdirSync("/proc/self/task").map(Number);
} catch {
  // Not Linux: 0 is the whole process.
}
for (const id of threadIds) {
  try {
    setPriority(id, 19);
  } catch {
    // A thread that has just ended; or a system that refuses it, where conversions run at normal priority.
  }
}

// The server is gone (even killed): so is its worker.
process.on("disconnect", () => process.exit(0));

const compiledTasks = process.argv[2] || null;
if (!compiledTasks) {
  const { register: registerTsx } = await import("tsx/esm/api");
  registerTsx();
  register("@/scripts/server-only-loader.mjs", import.meta.url);
}

/** The file a task module runs from: its compiled copy, or the source itself. */
function moduleFile(module) {
  if (compiledTasks) return path.join(compiledTasks, module.replace(/\.ts$/, ".mjs"));
  return path.resolve(process.cwd(), module);
}

const modules = new Map();
function load(module) {
  let loaded = modules.get(module);
  if (!loaded) {
    loaded = import(pathToFileURL(moduleFile(module)).href);
    modules.set(module, loaded);
  }
  return loaded;
}

process.on("message", async ({ id, module, input }) => {
  try {
    const { run } = await load(module);
    // The job's time starts now, not while a new worker loads its code.
    process.send({ id, started: true });
    const value = await run(input);
    process.send({ id, ok: true, value });
  } catch (error) {
    const known = error instanceof Error;
    process.send({
      id,
      ok: false,
      error: { name: known ? error.name : "Error", message: known ? error.message : String(error), code: known ? error.code : undefined },
    });
  }
});
