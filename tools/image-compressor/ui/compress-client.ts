import { compressFile, type Job, type JobResult } from "./compress-core";
import type { WorkerRequest, WorkerResponse } from "./compress.worker";

/**
 * Runs compressions in the worker (ui/compress.worker.ts) when this browser has OffscreenCanvas with convertToBlob,
 * else — or when the worker says it cannot draw — on the page with a normal canvas. The worker starts with the first
 * file, so none of this is in the page's first load.
 */

let worker: Worker | null = null;
let onPage = false;
let nextId = 0;
const pending = new Map<number, { resolve: (r: WorkerResponse) => void }>();

function workerUsable(): boolean {
  return !onPage && typeof Worker !== "undefined" && typeof OffscreenCanvas !== "undefined" && "convertToBlob" in OffscreenCanvas.prototype;
}

function start(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL("./compress.worker.ts", import.meta.url), {
    type: "module",
    name: "image-compressor",
  });
  w.onmessage = (event: MessageEvent<WorkerResponse>) => {
    pending.get(event.data.id)?.resolve(event.data);
    pending.delete(event.data.id);
  };
  w.onerror = () => {
    // The worker died (out of memory): every file still waiting gets the message, and later ones run on the page.
    for (const [id, { resolve }] of pending)
      resolve({
        id,
        ok: false,
        error: "Your browser ran out of memory compressing this image.",
      });
    pending.clear();
    worker = null;
  };
  worker = w;
  return w;
}

function onThePage(file: Blob, name: string, job: Job): Promise<JobResult> {
  return compressFile(file, name, job, (width, height) => {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    return canvas;
  });
}

export async function compress(file: Blob, name: string, job: Job): Promise<JobResult> {
  if (!workerUsable()) return onThePage(file, name, job);
  const id = ++nextId;
  const response = await new Promise<WorkerResponse>((resolve) => {
    pending.set(id, { resolve });
    start().postMessage({ id, file, name, job } satisfies WorkerRequest);
  });
  if (response.ok) return response.result;
  if (response.fallback) {
    onPage = true;
    worker?.terminate();
    worker = null;
    return onThePage(file, name, job);
  }
  throw new Error(response.error);
}
