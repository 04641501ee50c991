import { randomUUID } from "node:crypto";
import { hashPassword } from "@/lib/domain/auth/password";
import { prisma } from "@/lib/platform/db";
import type { PlanKey } from "@/lib/domain/plans";

/** Direct database access for end-to-end tests (scripts/e2e.ts gives tests and server the same DATABASE_URL). */
export { prisma };

export const E2E_PASSWORD = "correct horse battery";

/** An account as most tests want it: e-mail verified (pass `emailVerified: null` for a brand-new, unverified one). */
export async function createUserInDb(options: { plan?: PlanKey; email?: string; emailVerified?: Date | null } = {}) {
  const email = options.email ?? `e2e-${randomUUID().slice(0, 8)}@example.test`;
  const user = await prisma.user.create({
    data: { email, passwordHash: await hashPassword(E2E_PASSWORD), plan: options.plan ?? "free", status: "active",
      emailVerified: options.emailVerified === undefined ? new Date() : options.emailVerified },
  });
  return { ...user, password: E2E_PASSWORD };
}

/** The site's operator (ADMIN_EMAILS of the e2e server, playwright.config.ts): one account, made by whichever test
 * needs it first. An upsert, so tests running side by side never both try to create it. */
export const ADMIN_EMAIL = "e2e-admin@example.test";

export async function adminUserInDb() {
  const data = { passwordHash: await hashPassword(E2E_PASSWORD), plan: "free" as const, status: "active" as const, emailVerified: new Date() };
  const user = await prisma.user.upsert({ where: { email: ADMIN_EMAIL }, create: { email: ADMIN_EMAIL, ...data }, update: {} });
  return { ...user, password: E2E_PASSWORD };
}
