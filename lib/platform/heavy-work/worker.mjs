import { register } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";

/**
 * One thread of the heavy-work pool (lib/platform/heavy-work/pool.ts). Plain JavaScript and started by its path, so it
 * is the same file under `npm start`, in tests and behind Next's bundled route handlers. It runs the jobs it is sent one
 * at a time. A job names a task module (a path from the project root, `tools/…/server/…-task.ts`) whose `run(input)`
 * does the work; the answer's byte arrays move back to the request thread without a copy.
 *
 * When the server runs compiled, the pool passes the folder the tasks were compiled into (`compiledTasks`) and the
 * worker loads those; otherwise (tests, `npm run dev`) it loads the TypeScript through tsx and lets `server-only`
 * resolve to its no-op, as scripts/server-only.mjs does for the server.
 */

const compiledTasks = workerData?.compiledTasks ?? null;
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

/** The whole buffers of the byte arrays in `value` (a view over part of a buffer is copied, not moved). */
function transferables(value, found = new Set(), depth = 0) {
  if (depth > 4 || value === null || typeof value !== "object") return found;
  if (ArrayBuffer.isView(value)) {
    if (value.byteOffset === 0 && value.byteLength === value.buffer.byteLength && value.buffer instanceof ArrayBuffer) found.add(value.buffer);
    return found;
  }
  for (const item of Array.isArray(value) ? value : Object.values(value)) transferables(item, found, depth + 1);
  return found;
}

parentPort.on("message", async ({ id, module, input }) => {
  try {
    const { run } = await load(module);
    // The job's time starts now, not while a new worker loads its code.
    parentPort.postMessage({ id, started: true });
    const value = await run(input);
    try {
      parentPort.postMessage({ id, ok: true, value }, [...transferables(value)]);
    } catch {
      // A buffer a native library owns cannot be moved: the answer is copied instead.
      parentPort.postMessage({ id, ok: true, value });
    }
  } catch (error) {
    const known = error instanceof Error;
    parentPort.postMessage({
      id,
      ok: false,
      error: { name: known ? error.name : "Error", message: known ? error.message : String(error), code: known ? error.code : undefined },
    });
  }
});
