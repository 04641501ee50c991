import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsBrotli, precompressStaticAssets, staticAssetsFastHandler } from "./static-assets";
import { contentSecurityPolicy } from "@/lib/platform/http/security-headers";

describe("acceptsBrotli", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br", true],
    ["BR;q=0.5", true],
    ["gzip, br;q=0", false],
    ["br; q=0.000", false],
    ["gzip, deflate", false],
    ["*", true],
    ["*;q=0", false],
    ["br;q=0, *", false],
    ["gzip, *;q=0.1", true],
    ["brotli", false],
    ["", false],
    [undefined, false],
  ])("%j → %s", (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe("the build's brotli copies, served from server.ts", () => {
  const script = `self.chunk=${JSON.stringify("x".repeat(200))};\n`.repeat(400);
  const style = `.a{color:red}\n`.repeat(500);
  let dist: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), "utilify-static-"));
    await mkdir(path.join(dist, "static", "chunks"), { recursive: true });
    await mkdir(path.join(dist, "static", "media"), { recursive: true });
    await writeFile(path.join(dist, "static", "chunks", "app-1a2b.js"), script);
    await writeFile(path.join(dist, "static", "chunks", "site-3c.css"), style);
    await writeFile(path.join(dist, "static", "chunks", "tiny.js"), "1");
    await writeFile(path.join(dist, "static", "media", "font.woff2"), Buffer.alloc(4096, 7));
    await writeFile(path.join(dist, "package.json"), "{}");
    const totals = await precompressStaticAssets(dist);
    // The script and the stylesheet; not the 1-byte script (brotli would make it longer) or the font (not a script or
    // stylesheet).
    expect(totals.files).toBe(2);
    const handler = await staticAssetsFastHandler(dist);
    expect(handler.size).toBe(2);
    // What server.ts does: the handler first, Next for whatever it leaves (here a stand-in that says so).
    server = createServer((req, res) => {
      void Promise.resolve(handler(req, res)).then((handled) => {
        if (handled) return;
        res.writeHead(404, { "x-fallthrough": "next" });
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dist, { recursive: true, force: true });
  });

  function get(urlPath: string, headers: Record<string, string> = {}, method = "GET") {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: urlPath, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  const BROTLI = { "accept-encoding": "gzip, deflate, br, zstd" };

  it("answers a script and a stylesheet in brotli that decode to the build's bytes, with the site's headers", async () => {
    for (const [urlPath, original, type] of [
      ["/_next/static/chunks/app-1a2b.js", script, "application/javascript; charset=UTF-8"],
      ["/_next/static/chunks/site-3c.css", style, "text/css; charset=UTF-8"],
    ] as const) {
      const response = await get(urlPath, BROTLI);
      expect(response.status, urlPath).toBe(200);
      expect(brotliDecompressSync(response.body).toString()).toBe(original);
      expect(response.body.length).toBeLessThan(original.length / 10);
      expect(response.headers).toMatchObject({
        "content-encoding": "br",
        "content-type": type,
        "content-length": String(response.body.length),
        "cache-control": "public, max-age=31536000, immutable",
        vary: "Accept-Encoding",
        "content-security-policy": contentSecurityPolicy(false),
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
      });
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
    // HSTS behind a TLS-terminating proxy, as next.config.ts sends it.
    const https = await get("/_next/static/chunks/app-1a2b.js", { ...BROTLI, "x-forwarded-proto": "https" });
    expect(https.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
    // A query string does not change the file.
    expect((await get("/_next/static/chunks/app-1a2b.js?dpl=1", BROTLI)).headers["content-encoding"]).toBe("br");
  });

  it("answers HEAD without a body and a matching If-None-Match with a 304", async () => {
    const full = await get("/_next/static/chunks/app-1a2b.js", BROTLI);
    const head = await get("/_next/static/chunks/app-1a2b.js", BROTLI, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
    const etag = String(full.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const cached = await get("/_next/static/chunks/app-1a2b.js", { ...BROTLI, "if-none-match": ifNoneMatch });
      expect(cached.status, ifNoneMatch).toBe(304);
      expect(cached.body.length).toBe(0);
    }
    expect((await get("/_next/static/chunks/app-1a2b.js", { ...BROTLI, "if-none-match": '"other"' })).status).toBe(200);
  });

  it("leaves to Next every request it has no brotli file for, or whose client does not take brotli", async () => {
    const cases: [string, Record<string, string>, string?][] = [
      ["/_next/static/chunks/app-1a2b.js", { "accept-encoding": "gzip, deflate" }],
      ["/_next/static/chunks/app-1a2b.js", { "accept-encoding": "gzip, br;q=0" }],
      ["/_next/static/chunks/app-1a2b.js", {}],
      ["/_next/static/chunks/app-1a2b.js", BROTLI, "POST"],
      ["/_next/static/chunks/tiny.js", BROTLI],
      ["/_next/static/media/font.woff2", BROTLI],
      ["/_next/static/chunks/app-1a2b.js.br", BROTLI],
      ["/_next/static/chunks/missing.js", BROTLI],
      // Only the exact path of a file: no normalising, so nothing outside the build's static folder is reachable.
      ["/_next/static/chunks/../chunks/app-1a2b.js", BROTLI],
      ["/_next/static/chunks/%61pp-1a2b.js", BROTLI],
      ["/_next/static//chunks/app-1a2b.js", BROTLI],
      ["/_next/static/../package.json", BROTLI],
      ["/_next/static/chunks/app-1a2b.js/", BROTLI],
      ["/static/chunks/app-1a2b.js", BROTLI],
    ];
    for (const [urlPath, headers, method] of cases) {
      const response = await get(urlPath, headers, method);
      expect(response.headers["x-fallthrough"], `${method ?? "GET"} ${urlPath} ${JSON.stringify(headers)}`).toBe("next");
    }
  });
});
