/// <reference lib="webworker" />
/**
 * The File Converter's Web Worker: every format library (yaml, smol-toml, Papa Parse, fast-xml-parser) loads and runs
 * here, off the page's main thread and only once there is input, so a 2 MB file never freezes the page.
 */
import { handle, type WorkerRequest } from "../logic/worker-protocol";

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  scope.postMessage(handle(event.data));
};
