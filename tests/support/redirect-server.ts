import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { redirectFastHandler } from "@/lib/links/redirect-server";

/**
 * server.ts's redirect fast path on a random loopback port. Requests it does not take would go to Next: here they
 * get a 404 marked `x-fallthrough: next`, so tests can tell the two apart.
 */
export async function startRedirectServer(): Promise<{ origin: string; port: number; close: () => Promise<void> }> {
  const server = createServer((req, res) => void serve(req, res));
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (await redirectFastHandler(req, res)) return;
      res.writeHead(404, { "x-fallthrough": "next" });
      res.end("next");
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A raw HTTP request (fetch cannot set Host), following no redirects. */
export function rawRequest(port: number, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}
