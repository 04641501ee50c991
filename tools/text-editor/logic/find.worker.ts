import { runFind, type FindRequest } from "./find";

/** Runs one find (or replace) off the page's thread; the page terminates this worker when it takes too long. */
self.onmessage = (event: MessageEvent<FindRequest>) => {
  self.postMessage(runFind(event.data));
};
