import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { serverEnv } from "@/lib/platform/config/env";
import { PrismaClient } from "@/lib/generated/prisma/client";

// One Prisma client per process. The custom server (server.ts) and Next's bundles load this module separately,
// so the singleton lives on globalThis, which also survives dev hot reloads.
const globalForDb = globalThis as unknown as { __utilifyPrisma?: PrismaClient };

export function requireDatabaseUrl(): string {
  const url = serverEnv().DATABASE_URL;
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set. Start the site with `npm start` (it runs embedded Postgres) or set DATABASE_URL.",
    );
  }
  return url;
}

function createClient(): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: requireDatabaseUrl(), max: 10 }) });
}

function client(): PrismaClient {
  return (globalForDb.__utilifyPrisma ??= createClient());
}

/** The Prisma client, created on first use so that builds and imports never need a database. */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const real = client();
    const value = Reflect.get(real, property, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});

export async function disconnectDb(): Promise<void> {
  const existing = globalForDb.__utilifyPrisma;
  globalForDb.__utilifyPrisma = undefined;
  await existing?.$disconnect();
}

export type { PrismaClient };
export { Prisma } from "@/lib/generated/prisma/client";
