import { afterAll, inject } from "vitest";
import { disconnectDb } from "@/lib/platform/db";
import { closePgPool } from "@/lib/platform/db/pool";
import { resetServerEnv } from "@/lib/platform/config/env";

// lib/platform/config/env.ts parses process.env once; tests change it (Stripe keys, CONTACT_INBOX…), so every write here drops the
// parsed copy and the code under test reads what the test set, exactly as a restarted server would.
const realEnv = process.env;
process.env = new Proxy(realEnv, {
  set(target, name, value) {
    const ok = Reflect.set(target, name, value);
    resetServerEnv();
    return ok;
  },
  deleteProperty(target, name) {
    const ok = Reflect.deleteProperty(target, name);
    resetServerEnv();
    return ok;
  },
});

process.env.DATABASE_URL = inject("databaseUrl");
process.env.NEXTAUTH_SECRET ??= "test-secret-for-integration-tests-only";

afterAll(async () => {
  await disconnectDb();
  await closePgPool();
});
