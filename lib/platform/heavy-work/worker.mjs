import { register } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort } from "node:worker_threads";
import { register as registerTsx } from "tsx/esm/api";

/**
 * One thread of the heavy-work pool (lib/platform/heavy-work/pool.ts). Plain JavaScript and started by its path, so it is the
 * same file under `npm start`, in tests and behind Next's bundled route handlers: it loads TypeScript through tsx and
 * lets `server-only` resolve to its no-op (as scripts/server-only.mjs does for the server), then runs the jobs it is
 * sent one at a time. A job names a task module (a path from the project root) whose `run(input)` does the work; the
 * answer's byte arrays move back to the request thread without a copy.
 */

registerTsx();
register("@/scripts/server-only-loader.mjs", import.meta.url);

const modules = new Map();
function load(module) {
  let loaded = modules.get(module);
  if (!loaded) {
    loaded = import(pathToFileURL(path.resolve(process.cwd(), module)).href);
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
