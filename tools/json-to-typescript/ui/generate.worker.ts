/// <reference lib="webworker" />
/**
 * The JSON to TypeScript Web Worker: quicktype-core (large) loads and runs here, never in the page, so inference on a
 * large sample never freezes typing; the page ends this worker when its time limit passes (ui/use-generate.ts).
 */
import { WORKER_READY } from "@/components/lazy/worker-ready";
import { handle, type WorkerRequest } from "../logic/json-to-typescript";

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  void handle(event.data).then((answer) => scope.postMessage(answer));
};
// The page's time limit counts from here: quicktype has loaded and can run.
scope.postMessage(WORKER_READY);
