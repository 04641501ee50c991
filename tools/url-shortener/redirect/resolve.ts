import "server-only";
import { pgPool } from "@/lib/db/pool";
import { linkCache, LinkCache, type CachedLink } from "@/tools/url-shortener/redirect/cache";
import { CODE_PATTERN } from "@/tools/url-shortener/logic/code-pattern";
import { shortPathTarget } from "@/tools/url-shortener/redirect/hosts";
import { ensureInvalidationListener } from "@/tools/url-shortener/redirect/invalidation";

/**
 * Code → link for the redirect: from the in-process cache, else one indexed lookup (a prepared statement on the
 * shared pg pool, cheaper than going through the ORM on the hot path). Unknown codes are cached as misses, so that
 * asking for a code that does not exist costs what asking for one that does costs, and reveals nothing.
 */

interface LinkRow {
  id: string;
  target: string;
  ownerUserId: string | null;
  disabled: boolean;
  deleted: boolean;
}

async function lookup(domain: string, code: string): Promise<CachedLink | null> {
  const { rows } = await pgPool().query<LinkRow>({
    name: "utilify_resolve_link",
    text: `SELECT "id", "target", "ownerUserId", "disabledAt" IS NOT NULL AS "disabled", "deletedAt" IS NOT NULL AS "deleted"
           FROM "Link" WHERE "domain" = $1 AND "code" = $2`,
    values: [domain, code],
  });
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    target: row.target,
    ownerUserId: row.ownerUserId,
    state: row.deleted ? "deleted" : row.disabled ? "disabled" : "active",
    shortPath: row.deleted ? null : shortPathTarget(row.target),
  };
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
  const pending: Promise<CachedLink | null> = lookup(domain, code).then(
    (link) => {
      // A change to this code while the query ran removed our in-flight entry: do not cache what may be stale.
      if (cache.inflight.get(key) === pending) {
        cache.inflight.delete(key);
        cache.set(key, link);
      }
      return link;
    },
    (error) => {
      if (cache.inflight.get(key) === pending) cache.inflight.delete(key);
      throw error;
    },
  );
  cache.inflight.set(key, pending);
  return pending;
}
