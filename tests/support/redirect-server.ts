import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { requestListener } from "@/server";

/**
 * server.ts's own request listener (the one entry point: client IP, the redirect, then Next) on a random loopback
 * port, with a stand-in for Next: requests the redirect does not take get a 404 marked `x-fallthrough: next`, so
 * tests can tell the two apart. (What Next then answers is pinned by e2e/redirect-paths.spec.ts.)
 */
export async function startRedirectServer(): Promise<{ origin: string; port: number; close: () => Promise<void> }> {
  const server = createServer(
    requestListener(async (_req, res) => {
      res.writeHead(404, { "x-fallthrough": "next" });
      res.end("next");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { rawRequest, type RawResponse } from "./raw-request";
