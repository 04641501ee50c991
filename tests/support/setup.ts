import { afterAll, inject } from "vitest";
import { disconnectDb } from "@/lib/db";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.NEXTAUTH_SECRET ??= "test-secret-for-integration-tests-only";

afterAll(async () => {
  await disconnectDb();
});
