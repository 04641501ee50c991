import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/platform/db";
import type { PlanKey } from "@/lib/domain/plans";
import type { SubscriptionStatus } from "@/lib/domain/plans/entitlements";

/** Test data with unique keys, so files can share one database. */

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** Addresses handed out in this process (on globalThis: it outlives each test file's module copy). */
const usedIps = ((globalThis as { __utilifyTestIps?: Set<string> }).__utilifyTestIps ??= new Set<string>());

/**
 * A documentation-range address not handed out before in this process. Random draws alone repeat (64,516 addresses):
 * a repeat shared a rate-limit budget between two tests and failed one ("limits reset requests per e-mail and per IP").
 */
export function uniqueIp(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  for (;;) {
    const ip = `198.51.${n()}.${n()}`;
    if (!usedIps.has(ip)) {
      usedIps.add(ip);
      return ip;
    }
  }
}

export async function createUser(
  options: { plan?: PlanKey; status?: SubscriptionStatus; email?: string; passwordHash?: string; pastDueSince?: Date; emailVerified?: Date | null } = {},
) {
  return prisma.user.create({
    data: {
      email: options.email ?? uniqueEmail(),
      passwordHash: options.passwordHash ?? "not-a-real-hash",
      plan: options.plan ?? "free",
      status: options.status ?? "active",
      pastDueSince: options.pastDueSince ?? null,
      emailVerified: options.emailVerified ?? null,
    },
  });
}

export async function createVisitor() {
  return prisma.visitor.create({ data: {} });
}
