/// <reference lib="webworker" />
/**
 * The JSON Editor's check of a large opened file (logic/check.ts), off the page's main thread: one text in, one answer
 * out (tools/json-editor/ui/json-editor.tsx starts it for each such file and ends it after).
 */
import { checkJson } from "../logic/check";

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<string>) => {
  scope.postMessage(checkJson(event.data));
};
