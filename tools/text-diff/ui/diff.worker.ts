/// <reference lib="webworker" />
/**
 * The Text Diff's Web Worker: tokenizing and the Myers diff run here, off the page's main thread, so comparing two
 * long texts never freezes typing. The page starts it on first input (tools/text-diff/ui/use-diff.ts).
 */
import { handle, type DiffRequest } from "../logic/diff";

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<DiffRequest>) => {
  scope.postMessage(handle(event.data));
};
