import "server-only";
import { LRUCache } from "lru-cache";
import type { ShortPathTarget } from "@/tools/url-shortener/redirect/hosts";
import { serverEnv } from "@/lib/platform/config/env";

/**
 * In-process cache of resolved short codes for the redirect hot path. Hot codes answer without touching Postgres;
 * unknown codes are cached too (negative caching), in their own smaller LRU so that someone probing random codes
 * cannot push the hot links out.
 *
 * Invalidation: at once in this process (tools/url-shortener/server/manage.ts calls forgetLink after each change), and across
 * processes through Postgres NOTIFY (tools/url-shortener/redirect/invalidation.ts). The TTLs are only a backstop for a notification
 * lost while the listener reconnects (it also clears the cache when it reconnects).
 *
 * Lives on globalThis: server.ts and Next's bundles load separate copies of this module in one process.
 */

export type LinkState = "active" | "disabled" | "deleted";

/** A destination and its short-link shape (the loop check at redirect time, like the target's). */
export interface Destination {
  url: string;
  shortPath: ShortPathTarget | null;
}

/** The link's targeting, read once into memory: choosing among them costs no query (logic/targeting.ts). */
export interface CachedTargeting {
  ios: Destination | null;
  android: Destination | null;
  /** Uppercase country code → destination. */
  geo: ReadonlyMap<string, Destination> | null;
  /** One of them has a custom domain's short-link shape: the loop check needs the domains loaded. */
  onCustomDomain: boolean;
}

export interface CachedLink {
  id: string;
  target: string;
  state: LinkState;
  ownerUserId: string | null;
  /** The target's host and route when its path has the shape of one of our short links (loop check at redirect time). */
  shortPath: ShortPathTarget | null;
  redirectStatus: 301 | 302 | 307 | 308;
  /** Epoch milliseconds from which the link is expired, or null. */
  expiresAt: number | null;
  /** null = no click limit; else every human GET takes one of the clicks left, in Postgres (redirect.ts). */
  maxClicks: number | null;
  /**
   * The click limit is reached. Set from the row, and by this process once Postgres says no click is left, so that
   * later clicks are answered without asking again (an edit of the link drops the whole entry).
   */
  usedUp: boolean;
  expiredUrl: string | null;
  /** The fallback's short-link shape, for the same loop check as the target's. */
  expiredShortPath: ShortPathTarget | null;
  /** The password's argon2id hash: every GET and HEAD gets the password page instead of the target. */
  passwordHash: string | null;
  /** Epoch milliseconds (the inspector, `/s/{code}+`). */
  createdAt: number;
  /** null = everyone goes to target. */
  targeting: CachedTargeting | null;
  /** Its owner made its stats public: the inspector links to them (`/s/{code}+/stats`). */
  publicStats: boolean;
}

const POSITIVE_TTL_MS = 5 * 60_000;
const NEGATIVE_TTL_MS = 30_000;


export class LinkCache {
  private readonly positive: LRUCache<string, CachedLink> | null;
  private readonly negative: LRUCache<string, true> | null;
  /** Lookups in flight, so a burst of misses for one code makes one query. */
  readonly inflight = new Map<string, Promise<CachedLink | null>>();

  constructor(max = serverEnv().LINK_CACHE_MAX) {
    // max 0 disables caching (the benchmark's cold run); lru-cache needs max >= 1.
    this.positive = max > 0 ? new LRUCache({ max, ttl: POSITIVE_TTL_MS }) : null;
    this.negative = max > 0 ? new LRUCache({ max: Math.max(1, Math.ceil(max / 2)), ttl: NEGATIVE_TTL_MS }) : null;
  }

  static key(domain: string, code: string): string {
    return `${domain}/${code}`;
  }

  /** The cached resolution: a link, null for "no such code", undefined when not cached. */
  get(key: string): CachedLink | null | undefined {
    const hit = this.positive?.get(key);
    if (hit) return hit;
    return this.negative?.get(key) ? null : undefined;
  }

  set(key: string, value: CachedLink | null): void {
    if (value) {
      this.negative?.delete(key);
      this.positive?.set(key, value);
    } else {
      this.positive?.delete(key);
      this.negative?.set(key, true);
    }
  }

  delete(key: string): void {
    this.inflight.delete(key);
    this.positive?.delete(key);
    this.negative?.delete(key);
  }

  clear(): void {
    this.inflight.clear();
    this.positive?.clear();
    this.negative?.clear();
  }

  get size(): number {
    return (this.positive?.size ?? 0) + (this.negative?.size ?? 0);
  }
}

const registry = globalThis as unknown as { __utilifyLinkCache?: LinkCache };

export function linkCache(): LinkCache {
  return (registry.__utilifyLinkCache ??= new LinkCache());
}

/** Drops a code from this process's cache (after a create, edit, delete, disable or enable). */
export function forgetLink(domain: string, code: string): void {
  linkCache().delete(LinkCache.key(domain, code));
}
