import { afterAll, beforeAll } from "vitest";
import { flushClicks } from "@/tools/url-shortener/redirect/clicks";
import { invalidationListenerReady, stopInvalidationListener } from "@/tools/url-shortener/redirect/invalidation";
import { rawRequest, startRedirectServer } from "./redirect-server";

export const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * For a test file of the redirect: server.ts's listener on a random port, with this process's invalidation listener
 * connected first (it clears the cache when it connects, which would drop what a test has just cached); both closed
 * after the file, once its clicks are written. `get` asks it (or the server on `port`) with a browser's User-Agent.
 */
export function redirectServerForFile() {
  let server: Awaited<ReturnType<typeof startRedirectServer>>;
  beforeAll(async () => {
    server = await startRedirectServer();
    await invalidationListenerReady();
  });
  afterAll(async () => {
    await server.close();
    await flushClicks();
    await stopInvalidationListener();
  });
  return {
    port: () => server.port,
    get: (path: string, headers: Record<string, string> = {}, port = server.port) => rawRequest(port, path, { headers: { "user-agent": CHROME, ...headers } }),
  };
}
