import "server-only";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { pgPool } from "@/lib/platform/db/pool";
import { RateLimitedError } from "@/lib/platform/errors";

/**
 * Rate limits stored in Postgres (table rate_limits), so they hold across restarts and processes.
 * Each named limiter has its own key space: `consume(name, key)` throws RateLimitedError when exhausted.
 */

export interface LimiterSpec {
  points: number;
  /** Window in seconds. */
  duration: number;
  /** When exhausted, block for this many seconds (defaults to the rest of the window). */
  blockDuration?: number;
}

const globalForLimiters = globalThis as unknown as { __utilifyLimiters?: Map<string, RateLimiterPostgres> };

function limiter(name: string, spec: LimiterSpec): RateLimiterPostgres {
  const limiters = (globalForLimiters.__utilifyLimiters ??= new Map());
  const id = `${name}:${spec.points}:${spec.duration}:${spec.blockDuration ?? 0}`;
  let existing = limiters.get(id);
  if (!existing) {
    existing = new RateLimiterPostgres({
      storeClient: pgPool(),
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true, // created by the migrations
      clearExpiredByTimeout: false,
      keyPrefix: name,
      points: spec.points,
      duration: spec.duration,
      blockDuration: spec.blockDuration ?? 0,
    });
    limiters.set(id, existing);
  }
  return existing;
}

function rethrow(error: unknown): never {
  if (error instanceof RateLimiterRes) throw new RateLimitedError(Math.ceil(error.msBeforeNext / 1000));
  throw error;
}

/** Takes one point (or `points`) from `key`'s budget; throws RateLimitedError when there is none left. */
export async function consume(name: string, spec: LimiterSpec, key: string, points = 1): Promise<RateLimiterRes> {
  try {
    return await limiter(name, spec).consume(key, points);
  } catch (error) {
    rethrow(error);
  }
}

/** Throws RateLimitedError if `key` has no budget left, without taking a point. */
export async function check(name: string, spec: LimiterSpec, key: string): Promise<void> {
  const res = await limiter(name, spec).get(key);
  if (res && res.consumedPoints >= spec.points) throw new RateLimitedError(Math.ceil(res.msBeforeNext / 1000));
}

/** Forgets `key` (e.g. consecutive sign-in failures after a success). */
export async function reset(name: string, spec: LimiterSpec, key: string): Promise<void> {
  await limiter(name, spec).delete(key);
}

/** Gives back `points` to `key` (e.g. a per-IP attempt budget after an attempt that succeeded). */
export async function reward(name: string, spec: LimiterSpec, key: string, points = 1): Promise<void> {
  await limiter(name, spec).reward(key, points);
}
