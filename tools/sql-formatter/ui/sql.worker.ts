/// <reference lib="webworker" />
/**
 * The SQL Formatter's Web Worker: sql-formatter's parser and the minifier run here, off the page's main thread, so a
 * long script never freezes typing. The page starts it on first input (tools/sql-formatter/ui/sql-formatter.tsx).
 */
import { handle, type SqlRequest } from "../logic/format";

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<SqlRequest>) => {
  scope.postMessage(handle(event.data));
};
