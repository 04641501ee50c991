import "server-only";
import { pgPool } from "@/lib/platform/db/pool";
import { linkCache, LinkCache, type CachedLink, type CachedTargeting, type Destination } from "@/tools/url-shortener/redirect/cache";
import { CODE_PATTERN } from "@/tools/url-shortener/logic/code-pattern";
import { shortPathTarget } from "@/tools/url-shortener/redirect/hosts";
import { ensureInvalidationListener } from "@/tools/url-shortener/redirect/invalidation";
import { DEFAULT_REDIRECT_STATUS, isRedirectStatus } from "@/tools/url-shortener/logic/link-settings";
import { geoOf } from "@/tools/url-shortener/logic/targeting";

/**
 * Code → link for the redirect: from the in-process cache, else from Postgres. Misses are not looked up one by one:
 * the misses of one turn of the event loop are coalesced into one batch, and each batch is one prepared statement
 * per domain (`"domain" = $1 AND "code" = ANY($2)`, the unique index) on the shared pg pool. At most
 * MAX_BATCHES_IN_FLIGHT batches run at once; misses arriving meanwhile wait for the next batch, which then carries
 * all of them (a pipeline: under load the batches grow instead of the queue of single queries). Under light load a
 * batch holds one code and costs what a single lookup did.
 *
 * Unknown codes are cached as misses (in their own bounded LRU, see cache.ts), and an unknown code and a known but
 * uncached one take the same road (one place in a batch): the answer's timing does not tell whether a code exists.
 */

interface LinkRow {
  code: string;
  id: string;
  target: string;
  ownerUserId: string | null;
  disabled: boolean;
  deleted: boolean;
  redirectStatus: number;
  /** Epoch milliseconds (the column has no time zone: read as the UTC it holds, whatever this process's zone). */
  expiresAt: number | null;
  maxClicks: number | null;
  clicksServed: number;
  expiredUrl: string | null;
  passwordHash: string | null;
  createdAt: number;
  iosUrl: string | null;
  androidUrl: string | null;
  /** jsonb, parsed by pg. */
  geo: unknown;
  publicStats: boolean;
}

/** The most codes in one batch (a burst beyond it starts the next batch at once). */
export const MAX_BATCH = 256;
/** Batches running at once (the pg pool has 5 connections, shared with the click flush and the rate limiter). */
const MAX_BATCHES_IN_FLIGHT = 3;

interface Waiter {
  domain: string;
  code: string;
  key: string;
  promise: Promise<CachedLink | null>;
  resolve: (link: CachedLink | null) => void;
  reject: (error: unknown) => void;
}

interface BatchState {
  queued: Waiter[];
  scheduled: boolean;
  inFlight: number;
  /** Statistics for tests and the benchmark: batches run and codes looked up. */
  batches: number;
  codes: number;
}

const holder = globalThis as unknown as { __utilifyResolveBatch?: BatchState };

function state(): BatchState {
  return (holder.__utilifyResolveBatch ??= { queued: [], scheduled: false, inFlight: 0, batches: 0, codes: 0 });
}

/** How many batches and codes have been looked up in this process (tests check the coalescing with it). */
export function lookupStats(): { batches: number; codes: number } {
  const s = state();
  return { batches: s.batches, codes: s.codes };
}

function destination(url: string | null): Destination | null {
  return url ? { url, shortPath: shortPathTarget(url) } : null;
}

function targetingOf(row: LinkRow): CachedTargeting | null {
  const rules = geoOf(row.geo);
  if (!row.iosUrl && !row.androidUrl && !rules) return null;
  const geo = rules ? new Map(Object.entries(rules).map(([code, url]) => [code, destination(url)!])) : null;
  const ios = destination(row.iosUrl);
  const android = destination(row.androidUrl);
  const all = [ios, android, ...(geo?.values() ?? [])];
  return { ios, android, geo, onCustomDomain: all.some((d) => d?.shortPath?.kind === "domain") };
}

function toLink(row: LinkRow): CachedLink {
  return {
    id: row.id,
    target: row.target,
    ownerUserId: row.ownerUserId,
    state: row.deleted ? "deleted" : row.disabled ? "disabled" : "active",
    shortPath: row.deleted ? null : shortPathTarget(row.target),
    redirectStatus: isRedirectStatus(row.redirectStatus) ? row.redirectStatus : DEFAULT_REDIRECT_STATUS,
    expiresAt: row.expiresAt,
    maxClicks: row.maxClicks,
    usedUp: row.maxClicks !== null && row.clicksServed >= row.maxClicks,
    expiredUrl: row.expiredUrl,
    expiredShortPath: row.expiredUrl ? shortPathTarget(row.expiredUrl) : null,
    passwordHash: row.passwordHash,
    createdAt: row.createdAt,
    targeting: row.deleted ? null : targetingOf(row),
    publicStats: row.publicStats && !row.deleted,
  };
}

/** The links of `codes` on `domain`, by code (codes absent from the map do not exist). */
async function lookupMany(domain: string, codes: string[]): Promise<Map<string, CachedLink>> {
  const { rows } = await pgPool().query<LinkRow>({
    name: "utilify_resolve_links",
    text: `SELECT "code", "id", "target", "ownerUserId", "disabledAt" IS NOT NULL AS "disabled", "deletedAt" IS NOT NULL AS "deleted",
                  "redirectStatus", (EXTRACT(EPOCH FROM "expiresAt") * 1000)::float8 AS "expiresAt", "maxClicks", "clicksServed", "expiredUrl",
                  "passwordHash", (EXTRACT(EPOCH FROM "createdAt") * 1000)::float8 AS "createdAt", "iosUrl", "androidUrl", "geo", "publicStats"
           FROM "Link" WHERE "domain" = $1 AND "code" = ANY($2::text[])`,
    values: [domain, codes],
  });
  return new Map(rows.map((row) => [row.code, toLink(row)]));
}

function settle(waiters: Waiter[], links: Map<string, CachedLink>): void {
  const cache = linkCache();
  for (const w of waiters) {
    const link = links.get(w.code) ?? null;
    // A change to this code while the query ran removed our in-flight entry: do not cache what may be stale.
    if (cache.inflight.get(w.key) === w.promise) {
      cache.inflight.delete(w.key);
      cache.set(w.key, link);
    }
    w.resolve(link);
  }
}

function fail(waiters: Waiter[], error: unknown): void {
  const cache = linkCache();
  for (const w of waiters) {
    if (cache.inflight.get(w.key) === w.promise) cache.inflight.delete(w.key);
    w.reject(error);
  }
}

async function runBatch(batch: Waiter[]): Promise<void> {
  const byDomain = new Map<string, Waiter[]>();
  for (const w of batch) {
    const list = byDomain.get(w.domain);
    if (list) list.push(w);
    else byDomain.set(w.domain, [w]);
  }
  await Promise.all(
    [...byDomain].map(async ([domain, waiters]) => {
      try {
        settle(waiters, await lookupMany(domain, waiters.map((w) => w.code)));
      } catch (error) {
        fail(waiters, error);
      }
    }),
  );
}

/** Starts batches while there are misses waiting and room in flight. */
function pump(s: BatchState): void {
  while (s.queued.length > 0 && s.inFlight < MAX_BATCHES_IN_FLIGHT) {
    const batch = s.queued.splice(0, MAX_BATCH);
    s.inFlight++;
    s.batches++;
    s.codes += batch.length;
    void runBatch(batch).finally(() => {
      s.inFlight--;
      pump(s);
    });
  }
}

function enqueue(domain: string, code: string, key: string): Promise<CachedLink | null> {
  const s = state();
  let waiter!: Waiter;
  const promise = new Promise<CachedLink | null>((resolve, reject) => {
    waiter = { domain, code, key, promise: undefined as never, resolve, reject };
  });
  waiter.promise = promise;
  s.queued.push(waiter);
  if (s.queued.length >= MAX_BATCH) pump(s);
  else if (!s.scheduled) {
    // After the other requests read in this turn of the event loop: they join the same batch.
    s.scheduled = true;
    setImmediate(() => {
      s.scheduled = false;
      pump(s);
    });
  }
  return promise;
}

/** The link behind `code` on `domain` ("" = ours), or null. Malformed codes are answered without a lookup. */
export function resolveLink(domain: string, code: string): CachedLink | null | Promise<CachedLink | null> {
  if (!CODE_PATTERN.test(code)) return null;
  const cache = linkCache();
  const key = LinkCache.key(domain, code);
  const hit = cache.get(key);
  // Synchronous on a hit: the hot path does not even wait for a microtask.
  if (hit !== undefined) return hit;
  ensureInvalidationListener();
  const running = cache.inflight.get(key);
  if (running) return running;
  const pending = enqueue(domain, code, key);
  cache.inflight.set(key, pending);
  return pending;
}
