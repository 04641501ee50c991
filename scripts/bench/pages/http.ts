import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { onCleanup } from "../lib/harness";
import { SERVER_PORT } from "./settings";

/** GETs to the benchmark's server on loopback, one keep-alive connection. */

export const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
};

export interface Fetched {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Time to the response's status line and headers (the first byte), ms. */
  ttfb: number;
  /** Time to the last byte, ms. */
  total: number;
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
onCleanup(() => keepAlive.destroy());

export function get(urlPath: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request({ host: "127.0.0.1", port: SERVER_PORT, path: urlPath, headers, agent: keepAlive }, (res) => {
      const ttfb = performance.now() - start;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ttfb, total: performance.now() - start }),
      );
      res.on("error", reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${urlPath} timed out`)));
    req.on("error", reject);
    req.end();
  });
}
