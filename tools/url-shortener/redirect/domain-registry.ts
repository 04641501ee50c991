import "server-only";
import { pgPool } from "@/lib/platform/db/pool";

/**
 * The verified custom domains, held in memory so that routing a request by its Host header never waits for the
 * database (and so that requests with made-up Host headers cost no query). Reloaded when a domain is verified or
 * removed (at once in this process, through NOTIFY in the others) and at least every REFRESH_MS as a backstop.
 * Lives on globalThis (server.ts and Next's bundles load separate module copies).
 */

export interface DomainEntry {
  id: string;
  userId: string;
  hostname: string;
}

const REFRESH_MS = 30_000;

interface RegistryState {
  domains: Map<string, DomainEntry>;
  loadedAt: number;
  loading: Promise<void> | null;
  stale: boolean;
}

const holder = globalThis as unknown as { __utilifyDomainRegistry?: RegistryState };

function state(): RegistryState {
  return (holder.__utilifyDomainRegistry ??= { domains: new Map(), loadedAt: 0, loading: null, stale: true });
}

async function load(s: RegistryState): Promise<void> {
  const { rows } = await pgPool().query<DomainEntry>({
    name: "utilify_verified_domains",
    text: `SELECT "id", "userId", "hostname" FROM "CustomDomain" WHERE "verifiedAt" IS NOT NULL`,
  });
  s.domains = new Map(rows.map((row) => [row.hostname, row]));
  s.loadedAt = Date.now();
}

/** Makes sure the registry is loaded and recent; concurrent callers share one load. */
export async function ensureDomainsLoaded(): Promise<void> {
  const s = state();
  const expired = Date.now() - s.loadedAt >= REFRESH_MS;
  if (!s.stale && !expired) return;
  // Never loaded, or told that domains changed: wait for the reload. Only aged out: refresh in the background.
  const mustWait = s.stale || s.loadedAt === 0;
  if (!s.loading) {
    s.stale = false;
    s.loading = load(s)
      .catch((error) => {
        // Keep serving the last known domains; the next request retries.
        s.stale = s.loadedAt === 0;
        console.error("[links] loading custom domains failed:", error);
      })
      .finally(() => {
        s.loading = null;
      });
  }
  if (mustWait) await s.loading;
}

/** The verified domain for `hostname` (lowercase, no port), or null. */
export async function verifiedDomain(hostname: string): Promise<DomainEntry | null> {
  await ensureDomainsLoaded();
  return state().domains.get(hostname) ?? null;
}

/** Synchronous: whether `hostname` is verified as far as this process knows now (false before the first load). */
export function isKnownVerifiedDomain(hostname: string): boolean {
  const s = state();
  // Aged out: refresh in the background, as a lookup by Host would (the redirect never waits for this).
  if (!s.loading && Date.now() - s.loadedAt >= REFRESH_MS) void ensureDomainsLoaded();
  return s.domains.has(hostname);
}

/** Whether the registry is loaded and not known to be out of date (else ensureDomainsLoaded waits for a reload). */
export function domainsCurrent(): boolean {
  const s = state();
  return s.loadedAt !== 0 && !s.stale;
}

/** Marks the registry stale: the next lookup reloads it. */
export function invalidateDomains(): void {
  state().stale = true;
}
