import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db";
import type { PlanKey } from "@/lib/plans";
import type { SubscriptionStatus } from "@/lib/plans/entitlements";

/** Test data with unique keys, so files can share one database. */

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export function uniqueIp(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `198.51.${n()}.${n()}`;
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
