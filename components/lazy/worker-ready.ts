/**
 * What a Web Worker run with a time limit (components/lazy/use-latest-worker.ts) posts once its code is loaded: the
 * limit counts from then, so a slow network or a busy phone loading the worker's script is never taken for slow work.
 * Plain data, importable from a worker.
 */
export const WORKER_READY = { ready: true } as const;

export function isWorkerReady(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { ready?: unknown }).ready === true;
}
