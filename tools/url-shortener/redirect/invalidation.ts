import "server-only";
import pg from "pg";
import type { Tx } from "@/lib/domain/limits/usage";
import { requireDatabaseUrl } from "@/lib/platform/db";
import { linkCache, LinkCache } from "@/tools/url-shortener/redirect/cache";
import { invalidateDomains } from "@/tools/url-shortener/redirect/domain-registry";
import { onShutdown } from "@/ops/shutdown";

/**
 * Cross-process cache invalidation through Postgres LISTEN/NOTIFY. Writers call notifyLinkChanged /
 * notifyDomainsChanged inside their transaction (Postgres delivers the notification only if it commits); every
 * process that serves redirects keeps one listening connection and drops the affected cache entries. While the
 * listener is down (it reconnects with backoff) the caches' TTLs bound staleness, and a reconnect clears them.
 */

const LINKS_CHANNEL = "utilify_links";
const DOMAINS_CHANNEL = "utilify_domains";

export async function notifyLinkChanged(tx: Tx, domain: string, code: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${LINKS_CHANNEL}, ${LinkCache.key(domain, code)})`;
}

/** One notification per code, in one statement (a domain's removal may touch many links). */
export async function notifyLinksChanged(tx: Tx, domain: string, codes: string[]): Promise<void> {
  if (!codes.length) return;
  await tx.$executeRaw`SELECT pg_notify(${LINKS_CHANNEL}, ${`${domain}/`} || c) FROM unnest(${codes}::text[]) AS c`;
}

export async function notifyDomainsChanged(tx: Tx, hostname: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${DOMAINS_CHANNEL}, ${hostname})`;
}

interface ListenerState {
  client: pg.Client | null;
  stopped: boolean;
  retryMs: number;
  timer: NodeJS.Timeout | null;
  connecting: Promise<void> | null;
}

const holder = globalThis as unknown as { __utilifyLinkListener?: ListenerState };

function scheduleReconnect(s: ListenerState): void {
  if (s.stopped || s.timer) return;
  s.timer = setTimeout(() => {
    s.timer = null;
    void connect(s);
  }, s.retryMs);
  s.timer.unref();
  s.retryMs = Math.min(s.retryMs * 2, 30_000);
}

function connect(s: ListenerState): Promise<void> {
  if (s.connecting) return s.connecting;
  s.connecting = (async () => {
    const client = new pg.Client({ connectionString: requireDatabaseUrl() });
    client.on("notification", (message) => {
      if (message.channel === LINKS_CHANNEL && message.payload) linkCache().delete(message.payload);
      else if (message.channel === DOMAINS_CHANNEL) invalidateDomains();
    });
    const lost = () => {
      if (s.client !== client) return;
      s.client = null;
      client.removeAllListeners("end");
      void client.end().catch(() => undefined);
      scheduleReconnect(s);
    };
    client.on("error", lost);
    client.on("end", lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${LINKS_CHANNEL}`);
      await client.query(`LISTEN ${DOMAINS_CHANNEL}`);
      if (s.stopped) {
        await client.end();
        return;
      }
      s.client = client;
      s.retryMs = 1000;
      // Changes made while we were not listening were missed: start from a clean slate.
      linkCache().clear();
      invalidateDomains();
    } catch (error) {
      console.error("[links] cache invalidation listener could not connect:", (error as Error).message);
      void client.end().catch(() => undefined);
      scheduleReconnect(s);
    }
  })().finally(() => {
    s.connecting = null;
  });
  return s.connecting;
}

/** Starts this process's listener once (cheap to call on every request). */
export function ensureInvalidationListener(): void {
  const s = holder.__utilifyLinkListener;
  if (s && !s.stopped) return;
  const state: ListenerState = { client: null, stopped: false, retryMs: 1000, timer: null, connecting: null };
  holder.__utilifyLinkListener = state;
  onShutdown("link-cache-listener", stopInvalidationListener, "close");
  void connect(state);
}

/** Resolves once the listener is connected (tests; the redirect path never waits for it). */
export async function invalidationListenerReady(): Promise<void> {
  ensureInvalidationListener();
  const s = holder.__utilifyLinkListener!;
  while (!s.client && !s.stopped) await (s.connecting ?? new Promise((r) => setTimeout(r, 50)));
}

export async function stopInvalidationListener(): Promise<void> {
  const s = holder.__utilifyLinkListener;
  if (!s) return;
  s.stopped = true;
  if (s.timer) clearTimeout(s.timer);
  const client = s.client;
  s.client = null;
  holder.__utilifyLinkListener = undefined;
  if (client) {
    client.removeAllListeners("end");
    await client.end().catch(() => undefined);
  }
}
