import { afterAll, inject } from "vitest";
import { disconnectDb } from "@/lib/db";
import { closePgPool } from "@/lib/db/pool";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.NEXTAUTH_SECRET ??= "test-secret-for-integration-tests-only";

afterAll(async () => {
  await disconnectDb();
  await closePgPool();
});
