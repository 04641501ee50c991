import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import next from "next";
import { disconnectDb } from "@/lib/platform/db";
import { serverEnv } from "@/lib/platform/config/env";
import { closePgPool } from "@/lib/platform/db/pool";
import { closeHeavyPool, runCompiledTasksFrom } from "@/lib/platform/heavy-work/pool";
import { redirectFastHandler } from "@/tools/url-shortener/redirect/redirect-server";
import { forwardedClient, trustedProxies } from "@/lib/platform/http/request";
import { giveVisitorIdToActionCall } from "@/lib/domain/actions/action-visitor";
import { claimShutdownSignals, handleShutdownSignals, isShuttingDown, onShutdown } from "@/ops/shutdown";
import { staticAssetsFastHandler } from "@/ops/static-assets";
import { startJobs } from "@/ops/jobs";
import { JOBS } from "@/jobs";
import { MAX_QUERY_CHARS, MAX_QUERY_PARAMS, QUERY_TOO_LONG_MESSAGE, QUERY_TOO_MANY_PARAMS_MESSAGE } from "@/lib/platform/input-bounds";

/**
 * The production (and e2e) HTTP server: Next.js behind a small Node server, so that hot paths that must answer in
 * milliseconds (the short-link redirect) can be served without going through Next, and so that the client IP comes
 * from the socket rather than from headers anyone can forge.
 */

export interface ServerOptions {
  port: number;
  hostname: string;
  dev?: boolean;
}

/** Requests the Node server answers itself, before Next. Returns true when it handled the request. */
export type FastHandler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
const fastHandlers: FastHandler[] = [];
export function addFastHandler(handler: FastHandler): void {
  fastHandlers.push(handler);
}

// Short-link redirects (/s/{code} and verified custom domains) are answered here, without Next.
addFastHandler(redirectFastHandler);

const proxies = trustedProxies();

/**
 * X-Forwarded-For becomes the one address the server trusts: the one our proxies appended (TRUST_PROXY of them), or
 * the socket's. Whatever a client wrote into it or into X-Real-IP never reaches a rate limit or a password throttle.
 */
function normaliseClientIp(req: IncomingMessage): void {
  const socket = req.socket.remoteAddress ?? "";
  const ip = forwardedClient(req.headers["x-forwarded-for"], proxies) ?? socket;
  req.headers["x-forwarded-for"] = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  // Only when present: `delete` turns the headers object into a slow dictionary for the rest of the request.
  if (req.headers["x-real-ip"] !== undefined) delete req.headers["x-real-ip"];
}

/**
 * Whether the path (query aside) holds a `%` that is not a valid UTF-8 escape (`/s/%zz`, `/%E0%A4`). Next answers
 * such a path with a bare 500 on every dynamic route; it is the client's mistake, so it gets a 400 here.
 */
function hasMalformedEscape(url: string): boolean {
  const query = url.indexOf("?");
  const path = query >= 0 ? url.slice(0, query) : url;
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Answers a query string over its bounds (lib/platform/input-bounds.ts) with 414 or 400 and returns true; otherwise
 * false. Runs before anything parses the query: the framework's parsing of repeated keys costs time in the square of
 * their number. Counts raw `&` separators, so an encoded `%26` stays part of its value, and never decodes anything.
 */
function refuseUnboundedQuery(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "/";
  const start = url.indexOf("?");
  if (start < 0) return false;
  let status = 0;
  let message = "";
  if (url.length - start - 1 > MAX_QUERY_CHARS) {
    status = 414;
    message = QUERY_TOO_LONG_MESSAGE;
  } else {
    let params = 1;
    for (let i = url.indexOf("&", start); i >= 0; i = url.indexOf("&", i + 1)) params++;
    if (params <= MAX_QUERY_PARAMS) return false;
    status = 400;
    message = QUERY_TOO_MANY_PARAMS_MESSAGE;
  }
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(message);
  return true;
}

export const MALFORMED_PATH_MESSAGE = "Bad request: this address contains an invalid %-escape.";

/**
 * Brotli quality for responses compressed on the fly (pages, API answers). 5 is the knee: clearly smaller than gzip and
 * than the library's default 4, while higher qualities gain little size for much more time of one core.
 */
const HTML_BROTLI_QUALITY = 5;

/** How long a graceful shutdown waits for requests in flight before closing their connections. */
const DRAIN_TIMEOUT_MS = 10_000;

/** Stops accepting connections, closes idle keep-alive ones, and resolves once the requests in flight are answered. */
/** How long an idle keep-alive connection stays open (see startServer). */
export const KEEP_ALIVE_MS = 65_000;

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // Busy keep-alive connections become idle after their response (sent with Connection: close, see below).
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const timeout = setTimeout(() => {
      console.warn(`[server] requests still running after ${DRAIN_TIMEOUT_MS / 1000} s: closing their connections`);
      server.closeAllConnections();
    }, DRAIN_TIMEOUT_MS);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(timeout);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * The one entry point of every HTTP request: the client IP from the socket, then the fast handlers (the short-link
 * redirect), then a 400 for malformed paths, then a visitor id for a cookieless server action call
 * (lib/domain/actions/action-visitor.ts) and Next (`handle`). Exported so that integration tests run this very
 * function, with a stand-in for Next. The listener never rejects (every error becomes a 500 here): node:http ignores
 * the handler's promise, so a rejection would be an unhandled one, which ends the process.
 */
export function requestListener(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  const fail = (res: ServerResponse, error: unknown): void => {
    console.error("[server]", error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end("Internal Server Error");
    }
  };
  const rest = async (req: IncomingMessage, res: ServerResponse, from: number): Promise<void> => {
    try {
      for (let i = from; i < fastHandlers.length; i++) {
        if (await fastHandlers[i]!(req, res)) return;
      }
      if (hasMalformedEscape(req.url ?? "/")) {
        res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        res.end(MALFORMED_PATH_MESSAGE);
        return;
      }
      giveVisitorIdToActionCall(req, res);
      await handle(req, res);
      if (res.statusCode === 404 && !req.url?.startsWith("/_next/")) {
        // One-time secrets' ids are never logged (tools/one-time-link): a missing secret is an expected 404.
        console.warn(`[404] ${req.method} ${req.url?.replace(/^\/(api\/secrets|secret)\/[^/?#]*/, "/$1/…")}`);
      }
    } catch (error) {
      fail(res, error);
    }
  };
  // Synchronous as long as the fast handlers answer synchronously (a cached short link): no promise, no microtask
  // on the redirect's hot path. The first handler that returns a promise hands over to `rest`.
  return (req: IncomingMessage, res: ServerResponse): void => {
    // Shutting down: answer, then close the connection, so that keep-alive clients let go.
    if (isShuttingDown()) res.setHeader("Connection", "close");
    try {
      normaliseClientIp(req);
      if (refuseUnboundedQuery(req, res)) return;
      for (let i = 0; i < fastHandlers.length; i++) {
        const handled = fastHandlers[i]!(req, res);
        if (handled === true) return;
        if (handled !== false) {
          handled.then(
            (done) => (done ? undefined : rest(req, res, i + 1)),
            (error: unknown) => fail(res, error),
          );
          return;
        }
      }
    } catch (error) {
      fail(res, error);
      return;
    }
    void rest(req, res, fastHandlers.length);
  };
}

/** Set by scripts/bundle-server.mjs in the compiled server (dist/server): the folder it was compiled into. */
declare const COMPILED_SERVER_DIR: string | undefined;

export async function startServer(options: ServerOptions) {
  handleShutdownSignals();
  if (typeof COMPILED_SERVER_DIR === "string") runCompiledTasksFrom(path.join(process.cwd(), COMPILED_SERVER_DIR));
  const app = next({ dev: options.dev ?? false, dir: process.cwd(), hostname: options.hostname, port: options.port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // The build's brotli copies of scripts and stylesheets, for clients that take brotli (Next has gzip only).
  if (!options.dev) addFastHandler(await staticAssetsFastHandler(path.join(process.cwd(), ".next")));
  // The background jobs (jobs.ts): each runs now, then on its schedule; requests wait only for the ones marked beforeServing.
  await startJobs(JOBS);

  // Compression is ours, not Next's (`compress: false` in next.config.ts): brotli for clients that take it (Next has
  // gzip only). It compresses what Next writes and changes nothing in it.
  const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY } } });
  const deliver = (req: IncomingMessage, res: ServerResponse) =>
    new Promise<void>((resolve, reject) =>
      compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], (error?: unknown) => {
        if (error) return reject(error instanceof Error ? error : new Error("compression failed", { cause: error }));
        handle(req, res).then(resolve, reject);
      }),
    );
  const server = createServer(requestListener(deliver));
  // Idle keep-alive connections stay open longer than a proxy's or a client pool's idle time (load balancers keep
  // theirs ~60 s): with Node's 5 s default, a client that reuses a pooled connection just as the server closes it
  // gets a reset, which a POST is not retried on. The shutdown closes idle connections at once, whatever this is.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  await new Promise<void>((resolve) => server.listen(options.port, options.hostname, resolve));

  // The shutdown sequence (ops/shutdown.ts): drain this server, flush the click buffer, close the pools, and only
  // then stop the embedded Postgres (registered by scripts/database.ts).
  onShutdown("http-server", () => closeServer(server), "server");
  onShutdown("prisma", disconnectDb, "close");
  onShutdown("pg-pool", closePgPool, "close");
  onShutdown("heavy-work", closeHeavyPool, "close");
  // Everything is loaded now: no library's signal listener may exit the process halfway through the sequence.
  claimShutdownSignals();
  return server;
}

const invokedDirectly = process.argv[1] && /server\.(ts|js|mjs)$/.test(process.argv[1]);
if (invokedDirectly) {
  const { PORT: port, HOST: hostname } = serverEnv();
  startServer({ port, hostname }).then(
    () => console.log(`Utilify ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
