import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { verifiedDomain, type DomainEntry } from "@/tools/url-shortener/redirect/domain-registry";
import { codeFromPath, customDomainPath, hostnameOf, isOwnHost, publicStatsPagePath } from "@/tools/url-shortener/redirect/hosts";
import { FORM_PAGE_HEADERS, PAGE_HEADERS, UNAVAILABLE_PAGE_HEADERS, notFoundPage, unavailablePage } from "@/tools/url-shortener/redirect/status-pages";
import { answerInspect, answerRedirect, REDIRECT_CACHE_CONTROL, type RedirectOutcome, type RedirectRequest } from "@/tools/url-shortener/redirect/redirect";
import type { Unlock } from "@/tools/url-shortener/redirect/password-gate";
import { clientCountry, clientIp, trustsProxy } from "@/lib/platform/http/request";
import { crossSiteBy } from "@/lib/platform/http/same-origin";
import { site } from "@/lib/platform/config/site";
import { isScanPath } from "@/tools/url-shortener/logic/trigger";

/**
 * The redirect's fast path, registered in server.ts with addFastHandler: answers GET/HEAD `/s/{code}` on our own
 * host and every request on a verified custom domain (`/{code}`) straight from Node, without Next.js (a Next route
 * handler reaches only a small fraction of a bare node:http server's throughput; see docs/architecture.md). Everything
 * else returns false and goes on to Next.
 */

const REDIRECT_HEADERS = { "Cache-Control": REDIRECT_CACHE_CONTROL, "Content-Length": "0" };

function send(req: IncomingMessage, res: ServerResponse, outcome: RedirectOutcome): true {
  if ("location" in outcome) {
    res.writeHead(outcome.status, { Location: outcome.location, "Cache-Control": REDIRECT_CACHE_CONTROL, "Content-Length": "0" });
    res.end();
  } else if (outcome.status === 405) {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Length": "0" });
    res.end();
  } else {
    sendPage(req, res, outcome.status, outcome.page, outcome.form ? FORM_PAGE_HEADERS : PAGE_HEADERS);
  }
  return true;
}

function sendPage(req: IncomingMessage, res: ServerResponse, status: number, page: Buffer, headers: Record<string, string> = PAGE_HEADERS): void {
  res.writeHead(status, { ...headers, "Content-Length": String(page.length) });
  res.end(req.method === "HEAD" ? undefined : page);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The most a password form may send: one field of at most a few hundred characters, encoded. */
const MAX_FORM_BYTES = 4096;

const FORM_TOO_LARGE = "too large";
const FORM_TOO_LARGE_PAGE = Buffer.from(`This form is larger than a link's password form sends (${MAX_FORM_BYTES / 1024} KB), so it was not read.\n`);

/**
 * The body of a form post; null when it is not a form (it is then answered 405 like any other POST); FORM_TOO_LARGE
 * past MAX_FORM_BYTES, when reading stops at once.
 */
function readForm(req: IncomingMessage): Promise<URLSearchParams | null | typeof FORM_TOO_LARGE> {
  const type = header(req, "content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return Promise.resolve(null);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        req.off("data", onData);
        req.pause();
        resolve(FORM_TOO_LARGE);
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))));
    req.on("error", () => resolve(null));
  });
}

/** The password form of a protected link, as posted (undefined when the POST is not one: the answer is then 405). */
async function unlockOf(req: IncomingMessage): Promise<Unlock | undefined | typeof FORM_TOO_LARGE> {
  const form = await readForm(req);
  if (form === FORM_TOO_LARGE) return form;
  const password = form?.get("password");
  if (password == null) return undefined;
  const get = (name: string) => header(req, name) ?? null;
  return { password, ip: clientIp({ get }), crossSite: crossSiteBy({ get }, req.headers.host ?? "") };
}

function serve(req: IncomingMessage, res: ServerResponse, code: string, domain: DomainEntry | null): true | Promise<true> {
  if (req.method === "POST") {
    return unlockOf(req).then((unlock) => {
      if (unlock !== FORM_TOO_LARGE) return answer(req, res, code, domain, unlock);
      // Answered, and the connection closed rather than the rest of the body read.
      res.writeHead(413, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": String(FORM_TOO_LARGE_PAGE.length), Connection: "close" });
      res.end(FORM_TOO_LARGE_PAGE);
      return true;
    });
  }
  return answer(req, res, code, domain, undefined);
}

function answer(req: IncomingMessage, res: ServerResponse, code: string, domain: DomainEntry | null, unlock: Unlock | undefined): true | Promise<true> {
  // `/s/{code}+`: the inspector (a "+" is never part of a code).
  const inspect = code.endsWith("+");
  const request: RedirectRequest = {
    method: req.method ?? "GET",
    domain: domain?.hostname ?? "",
    domainOwnerId: domain?.userId ?? null,
    host: hostnameOf(req.headers.host),
    code,
    userAgent: header(req, "user-agent"),
    referer: header(req, "referer"),
    // Country headers count only behind a trusted proxy: without one, nothing to read (and nothing to allocate).
    country: trustsProxy() ? clientCountry({ get: (name: string) => header(req, name) ?? null }) : null,
    unlock,
    scan: isScanPath(req.url ?? "/"),
  };
  const outcome = inspect ? answerInspect({ ...request, code: code.slice(0, -1) }) : answerRedirect(request);
  if (outcome instanceof Promise) return outcome.then((resolved) => send(req, res, resolved));
  return send(req, res, outcome);
}

/**
 * Everything on a verified custom domain: `/{code}` redirects, `/{code}+/stats` goes to the link's public stats page on
 * our site (a page of the site, with its scripts and styles, which a custom domain does not serve), `/` goes to our home
 * page, the rest is a 404.
 */
function serveCustomDomain(req: IncomingMessage, res: ServerResponse, domain: DomainEntry): true | Promise<true> {
  const route = customDomainPath(req.url ?? "/");
  if (route.kind === "code") return serve(req, res, route.code, domain);
  if (route.kind === "home" || route.kind === "stats") {
    // A shared stats link keeps the range it names (`?range=7d`).
    const range = route.kind === "stats" ? new URLSearchParams((req.url ?? "").split("?")[1] ?? "").get("range") : null;
    const location = route.kind === "home" ? `${site.url}/` : publicStatsPagePath(domain.hostname, route.code, site.url, range);
    res.writeHead(302, { Location: location, ...REDIRECT_HEADERS });
    res.end();
    return true;
  }
  sendPage(req, res, 404, notFoundPage);
  return true;
}

export function redirectFastHandler(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
  const handled = route(req, res);
  return handled instanceof Promise ? handled.catch((error: unknown) => unavailable(req, res, error)) : handled;
}

function route(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
  const hostname = hostnameOf(req.headers.host);
  if (isOwnHost(hostname)) return ourRoute(req, res);
  return verifiedDomain(hostname).then((domain) => (domain ? serveCustomDomain(req, res, domain) : ourRoute(req, res)));
}

/** A lookup failed (the database is unreachable): the visitor gets a page saying so and when to come back, not a bare 500. */
function unavailable(req: IncomingMessage, res: ServerResponse, error: unknown): true {
  console.error("[redirect] lookup failed:", error);
  if (res.headersSent) res.destroy();
  else sendPage(req, res, 503, unavailablePage, UNAVAILABLE_PAGE_HEADERS);
  return true;
}

/** `/s/{code}` on our own site (also on a host we do not know: Next would serve the same link there). */
function ourRoute(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
  const path = req.url ?? "/";
  if (!path.startsWith("/s/")) return false;
  const code = codeFromPath(path, 3);
  if (code === null) return false;
  return serve(req, res, code, null);
}
