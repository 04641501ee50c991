import { defineConfig } from "prisma/config";

// The Prisma CLI is only used for `prisma generate` here (migrations are applied by ops/migrate.ts),
// so the datasource URL is optional: generate does not connect.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : undefined,
});
