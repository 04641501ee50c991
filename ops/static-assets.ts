import { createHash } from "node:crypto";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { HSTS_HEADER, siteHeaders } from "@/lib/platform/http/security-headers";

/**
 * Brotli for the site's scripts and styles. The server compresses responses on the fly (server.ts, at a level fast
 * enough for that); brotli at its best level makes our chunks clearly smaller than gzip does, but is too slow to run
 * per request. So the build compresses each file of `.next/static` once
 * (`precompressStaticAssets`, run by `npm run build`), and the server answers `/_next/static/…` requests that accept
 * brotli from those files (`staticAssetsFastHandler`, registered in server.ts) with the same headers Next would send.
 * Everything else, a client without brotli included, goes on to Next (and the server's gzip). Only exact paths of files found at
 * start-up are served (a map lookup, no path from the URL reaches the file system). docs/architecture.md "Page weight".
 */

const COMPRESSIBLE = /\.(js|css)$/;
const CONTENT_TYPES: Record<string, string> = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };

async function* walk(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `<file>.br` beside each script and stylesheet of the build that brotli makes smaller (small ones too: Next
 *  sends files under 1 kB uncompressed). */
export async function precompressStaticAssets(distDir = path.join(process.cwd(), ".next")): Promise<{ files: number; raw: number; brotli: number }> {
  const compress = promisify(brotliCompress);
  const queue: string[] = [];
  for await (const file of walk(path.join(distDir, "static"))) if (COMPRESSIBLE.test(file)) queue.push(file);
  const totals = { files: 0, raw: 0, brotli: 0 };
  // zlib runs on libuv's thread pool: one worker per core keeps every core busy.
  const workers = Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const raw = await readFile(file);
      const brotli = await compress(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
      if (brotli.length >= raw.length) continue;
      await writeFile(`${file}.br`, brotli);
      totals.files++;
      totals.raw += raw.length;
      totals.brotli += brotli.length;
    }
  });
  await Promise.all(workers);
  return totals;
}

interface Asset {
  file: string;
  contentType: string;
  etag: string;
  body?: Buffer;
}

/** Whether the request's Accept-Encoding allows brotli (`br`, or `*`, with a q-value above 0). */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const allowed = Number.isFinite(weight) && weight > 0;
    if (name === "br") return allowed;
    if (name === "*") star = allowed;
  }
  return star;
}

/**
 * The handler for server.ts: answers GET and HEAD of a precompressed `/_next/static/…` file for a client that accepts
 * brotli; returns false for every other request (Next answers it). Files are read on first use and kept (the build's
 * brotli files are a few MB in all).
 */
export async function staticAssetsFastHandler(distDir = path.join(process.cwd(), ".next"), dev = false) {
  const assets = new Map<string, Asset>();
  const staticDir = path.join(distDir, "static");
  for await (const file of walk(staticDir)) {
    if (!file.endsWith(".br")) continue;
    const original = file.slice(0, -3);
    const contentType = CONTENT_TYPES[path.extname(original)];
    if (!contentType) continue;
    const info = await stat(file);
    const url = `/_next/static/${path.relative(staticDir, original).split(path.sep).join("/")}`;
    const etag = `"br-${createHash("sha1").update(`${url}:${info.size}:${info.mtimeMs}`).digest("base64url").slice(0, 16)}"`;
    assets.set(url, { file, contentType, etag });
  }
  const common: Record<string, string> = {
    ...Object.fromEntries(siteHeaders(dev).map((h) => [h.key, h.value])),
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Encoding": "br",
    Vary: "Accept-Encoding",
  };

  const send = (req: IncomingMessage, res: ServerResponse, asset: Asset, body: Buffer): true => {
    const headers: Record<string, string> = { ...common, "Content-Type": asset.contentType, ETag: asset.etag };
    if (req.headers["x-forwarded-proto"] === "https") headers[HSTS_HEADER.key] = HSTS_HEADER.value;
    if (req.headers["if-none-match"]?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === asset.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    res.writeHead(200, { ...headers, "Content-Length": String(body.length) });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };

  const handler = (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    if (!url.startsWith("/_next/static/")) return false;
    const query = url.indexOf("?");
    const key = query === -1 ? url : url.slice(0, query);
    const asset = assets.get(key);
    if (!asset || !acceptsBrotli(req.headers["accept-encoding"])) return false;
    if (asset.body) return send(req, res, asset, asset.body);
    return readFile(asset.file).then(
      (body) => send(req, res, asset, (asset.body = body)),
      // Gone since start-up (a rebuild under a running server): Next answers as it would have.
      () => {
        assets.delete(key);
        return false;
      },
    );
  };
  return Object.assign(handler, { size: assets.size });
}
