import "server-only";
import pg from "pg";
import { requireDatabaseUrl } from "@/lib/platform/db";

/** A plain node-postgres pool for the few places that need one (rate limiter storage). One per process. */
const globalForPool = globalThis as unknown as { __utilifyPgPool?: pg.Pool };

export function pgPool(): pg.Pool {
  return (globalForPool.__utilifyPgPool ??= new pg.Pool({ connectionString: requireDatabaseUrl(), max: 5 }));
}

export async function closePgPool(): Promise<void> {
  const pool = globalForPool.__utilifyPgPool;
  globalForPool.__utilifyPgPool = undefined;
  await pool?.end();
}
