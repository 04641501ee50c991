/// <reference lib="webworker" />
/**
 * The Regex Tester's Web Worker: the pattern runs here, off the page's main thread, so a pattern that backtracks for
 * minutes never freezes the page; the page ends this worker when its time limit passes (tools/regex-tester/ui/use-regex.ts).
 */
import { WORKER_READY } from "@/components/lazy/worker-ready";
import { handle, type RegexRequest } from "../logic/regex";

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<RegexRequest>) => {
  scope.postMessage(handle(event.data));
};
// The page's time limit counts from here: the script has loaded and the pattern can run.
scope.postMessage(WORKER_READY);
