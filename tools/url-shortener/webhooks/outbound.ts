import "server-only";
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIPv4, isIPv6, type LookupFunction } from "node:net";
import { canonicalHostname } from "@/tools/url-shortener/redirect/hosts";
import { isIpLiteral, isLocalHostname, isLoopbackAlias, isNonPublicIp, isPublicDomainName } from "@/tools/url-shortener/server/target";
import { DELIVERY_TIMEOUT_MS, MAX_RESPONSE_BYTES, WEBHOOK_MESSAGES, WEBHOOK_URL_MAX } from "@/tools/url-shortener/logic/webhooks";

/**
 * The one way a webhook leaves the server (docs/architecture.md, "Link webhooks"): a POST to an address that was
 * checked, and only to it.
 * - The URL: http(s), no credentials, port 80, 443 or 1024+; a host that is not an IP literal of a private, loopback,
 *   link-local, reserved or metadata range (tools/url-shortener/server/target.ts `isNonPublicIp`, every IPv4-in-IPv6
 *   spelling too), not localhost or a local suffix, not a wildcard-DNS name of such an address, a public domain name.
 * - The host name is resolved here, every address it has is checked the same way (one private address refuses the
 *   name), and the connection goes to the checked address (`lookup` answers with it: no second resolution, so no DNS
 *   rebinding between the check and the connection); TLS still verifies the certificate for the name.
 * - Redirects are not followed (a 3xx is a failed delivery), the whole exchange has DELIVERY_TIMEOUT_MS, and at most
 *   MAX_RESPONSE_BYTES of the answer are read (then the connection is dropped).
 *
 * Tests deliver to a receiver on 127.0.0.1 through `allowAddress`, an option a test passes in the call: no
 * configuration or environment variable can turn the refusal off.
 */

/** A refused URL's message; `privateHost` names the host when it is a private or local one. */
export type UrlCheck = { ok: true; url: URL; hostname: string } | { ok: false; message: string; privateHost?: string };

/** The static checks of an endpoint's URL (creation and every delivery). */
export function checkWebhookUrl(raw: string): UrlCheck {
  const input = raw.trim();
  if (!input) return { ok: false, message: WEBHOOK_MESSAGES.url };
  if (input.length > WEBHOOK_URL_MAX) return { ok: false, message: WEBHOOK_MESSAGES.urlTooLong };
  if (!/^https?:\/\//i.test(input)) return { ok: false, message: /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? WEBHOOK_MESSAGES.scheme : WEBHOOK_MESSAGES.url };
  if (/[\s\u2028\u2029]/.test(input)) return { ok: false, message: WEBHOOK_MESSAGES.url };
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false, message: WEBHOOK_MESSAGES.url };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, message: WEBHOOK_MESSAGES.scheme };
  if (url.username || url.password) return { ok: false, message: WEBHOOK_MESSAGES.credentials };
  url.hash = "";
  if (url.href.length > WEBHOOK_URL_MAX) return { ok: false, message: WEBHOOK_MESSAGES.urlTooLong };
  const hostname = canonicalHostname(url.hostname);
  const refused = { ok: false, message: WEBHOOK_MESSAGES.private, privateHost: hostname } as const;
  if (isIpLiteral(hostname)) {
    if (isNonPublicIp(hostname)) return refused;
  } else {
    if (isLocalHostname(hostname) || isLoopbackAlias(hostname)) return refused;
    // A single label ("intranet", a machine's own name) is a local name too.
    if (!isPublicDomainName(hostname)) return hostname.includes(".") ? { ok: false, message: WEBHOOK_MESSAGES.url } : refused;
  }
  if (url.port && Number(url.port) < 1024 && url.port !== "80" && url.port !== "443") return { ok: false, message: WEBHOOK_MESSAGES.port };
  return { ok: true, url, hostname };
}

export interface OutboundOptions {
  /** Host name → its addresses. Default: the system's resolver (getaddrinfo: the hosts file, then DNS). */
  resolve?: (hostname: string) => Promise<string[]>;
  /**
   * TEST SEAM, passed only by tests: an address this returns true for is connected to although it is not public (a
   * receiver on 127.0.0.1). The product never passes it; nothing reads it from configuration.
   */
  allowAddress?: (address: string) => boolean;
  /** Default DELIVERY_TIMEOUT_MS. */
  timeoutMs?: number;
}

export type PostResult =
  | { ok: true; status: number }
  /** `status`: the answer's, when there was one. */
  | { ok: false; status: number | null; error: string };

async function systemResolve(hostname: string): Promise<string[]> {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

class Refused extends Error {}

function withDeadline<T>(work: Promise<T>, deadline: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Refused(message)), Math.max(0, deadline - Date.now()));
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The address to connect to, checked; throws Refused with the reason in words. */
async function checkedAddress(hostname: string, options: OutboundOptions, deadline: number, seconds: number): Promise<string> {
  const allowed = (address: string) => !isNonPublicIp(address) || options.allowAddress?.(address) === true;
  const bare = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  if (isIPv4(bare) || isIPv6(bare)) {
    if (!allowed(bare)) throw new Refused(`Refused: ${bare} is a private, loopback or reserved address. ${WEBHOOK_MESSAGES.private}`);
    return bare;
  }
  let addresses: string[];
  try {
    addresses = await withDeadline((options.resolve ?? systemResolve)(hostname), deadline, `No answer within ${seconds} seconds (looking up ${hostname}).`);
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused(`Could not find the address of ${hostname}.`);
  }
  const valid = addresses.filter((address) => isIPv4(address) || isIPv6(address));
  if (valid.length === 0) throw new Refused(`Could not find the address of ${hostname}.`);
  const refused = valid.find((address) => !allowed(address));
  // Which address is not said: the log would map the names of a private network for whoever owns the endpoint.
  if (refused) throw new Refused(`Refused: ${hostname} resolves to a private, loopback or reserved address. ${WEBHOOK_MESSAGES.private}`);
  return valid[0]!;
}

/** Why a connection failed, in words for the delivery log (never a stack). */
function connectionError(error: NodeJS.ErrnoException, host: string): string {
  switch (error.code) {
    case "ECONNREFUSED":
      return `Connection refused by ${host}.`;
    case "ECONNRESET":
    case "EPIPE":
      return `${host} closed the connection.`;
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${host} cannot be reached.`;
    default:
      if (error.code?.startsWith("ERR_TLS") || /certificate|SSL|TLS/i.test(error.message)) return `TLS error with ${host}: ${error.message.split("\n")[0]}`;
      return `Could not connect to ${host}${error.code ? ` (${error.code})` : ""}.`;
  }
}

/**
 * POSTs `body` to `rawUrl` under the rules above. Never throws: a refusal, a failure and a non-2xx answer are each a
 * `{ ok: false, error }` in words for the owner.
 */
export async function postWebhook(rawUrl: string, body: string, headers: Record<string, string>, options: OutboundOptions = {}): Promise<PostResult> {
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const seconds = Number((timeoutMs / 1000).toFixed(1));
  const deadline = Date.now() + timeoutMs;
  const checked = checkWebhookUrl(rawUrl);
  if (!checked.ok) {
    const what = checked.privateHost ? `${checked.privateHost.replace(/^\[|\]$/g, "")} is a private, loopback or reserved address. ` : "";
    return { ok: false, status: null, error: `Refused: ${what}${checked.message}` };
  }
  const { url, hostname } = checked;
  let address: string;
  try {
    address = await checkedAddress(hostname, options, deadline, seconds);
  } catch (error) {
    return { ok: false, status: null, error: (error as Error).message };
  }
  const family = isIPv6(address) ? 6 : 4;
  // Node asks for every address when it may try several (autoSelectFamily): either way, only the checked one.
  const pinned: LookupFunction = (_name, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) (callback as unknown as (e: null, all: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      {
        protocol: url.protocol,
        // The name, not the address: the Host header and TLS (SNI, the certificate's name) are the name's.
        hostname: hostname.startsWith("[") ? hostname.slice(1, -1) : hostname,
        port: url.port || (url.protocol === "https:" ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: "POST",
        lookup: pinned,
        agent: false,
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        const done = () => {
          if (status >= 200 && status < 300) finish({ ok: true, status });
          else if (status >= 300 && status < 400) finish({ ok: false, status, error: `The endpoint answered ${status}, a redirect: redirects are not followed. Use the final URL.` });
          else finish({ ok: false, status, error: `The endpoint answered ${status}.` });
        };
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) {
            response.destroy();
            done();
          }
        });
        response.on("end", done);
        response.on("error", done);
        response.on("close", done);
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, status: null, error: `No answer within ${seconds} seconds.` });
      request.destroy();
    }, Math.max(0, deadline - Date.now()));
    request.on("error", (error: NodeJS.ErrnoException) => finish({ ok: false, status: null, error: connectionError(error, hostname) }));
    request.end(body);
  });
}
