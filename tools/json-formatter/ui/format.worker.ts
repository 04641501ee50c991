/// <reference lib="webworker" />
/**
 * The JSON Formatter's Web Worker: parsing, formatting and repair run here, off the page's main thread, so a large file
 * never freezes typing or scrolling. The page starts it for the first text too long to format itself, or the first
 * repair (tools/json-formatter/ui/use-formatter.ts).
 */
import { handle, type WorkerRequest } from "../logic/json-formatter";

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  scope.postMessage(handle(event.data));
};
