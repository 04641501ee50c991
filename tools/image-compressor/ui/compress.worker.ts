/// <reference lib="webworker" />
import { EncodeUnsupported } from "@/components/image/canvas-encode";
import { compressFile, type Job, type JobResult } from "./compress-core";

/**
 * The Image Compressor's encoder, off the page's thread: decoding a large photo and encoding it up to seven times
 * (target size) takes long enough to freeze typing and clicks if the page did it. `fallback: true` tells the page this
 * browser has OffscreenCanvas without a 2-D context in workers, so it compresses on its own thread instead.
 */

export interface WorkerRequest {
  id: number;
  file: Blob;
  name: string;
  job: Job;
}

export type WorkerResponse =
  | { id: number; ok: true; result: JobResult }
  | {
      id: number;
      ok: false;
      error: string;
      unsupported?: boolean;
      fallback?: boolean;
    };

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, file, name, job } = event.data;
  const reply = (message: WorkerResponse) => self.postMessage(message);
  if (typeof OffscreenCanvas === "undefined" || !new OffscreenCanvas(1, 1).getContext("2d")) {
    reply({ id, ok: false, error: "", fallback: true });
    return;
  }
  try {
    reply({
      id,
      ok: true,
      result: await compressFile(file, name, job, (width, height) => new OffscreenCanvas(width, height)),
    });
  } catch (error) {
    reply({
      id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      unsupported: error instanceof EncodeUnsupported,
    });
  }
};
