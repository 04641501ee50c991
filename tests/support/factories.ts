import { randomBytes, randomUUID } from "node:crypto";
import { prisma } from "@/lib/platform/db";
import type { PlanKey } from "@/lib/domain/plans";
import type { SubscriptionStatus } from "@/lib/domain/plans/entitlements";

/** Test data with unique keys, so files can share one database. */

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/**
 * An address that no other test gets, in a /64 network of its own: limits count an IPv6 client by its /64
 * (lib/platform/http/request.ts, clientOfAddress). A unique-local address (fd00::/8) with 56 random bits before the
 * interface's 64, so files in other processes sharing the database do not draw the same network either. A repeat
 * shared a rate-limit or network budget between two tests and failed one (IPv4's documentation ranges hold too few
 * addresses to draw at random).
 */
export function uniqueIp(): string {
  const groups = randomBytes(16).toString("hex").match(/.{4}/g)!;
  groups[0] = `fd${groups[0].slice(2)}`;
  return groups.join(":");
}

export async function createUser(
  options: {
    plan?: PlanKey;
    status?: SubscriptionStatus;
    email?: string;
    passwordHash?: string;
    pastDueSince?: Date;
    emailVerified?: Date | null;
    /** A cancellation scheduled for the end of the period ending then. */
    cancelsAt?: Date;
  } = {},
) {
  return prisma.user.create({
    data: {
      email: options.email ?? uniqueEmail(),
      passwordHash: options.passwordHash ?? "not-a-real-hash",
      plan: options.plan ?? "free",
      status: options.status ?? "active",
      // The database requires the start of a past_due grace (User_pastDueSince_check).
      pastDueSince: options.pastDueSince ?? (options.status === "past_due" ? new Date() : null),
      emailVerified: options.emailVerified ?? null,
      currentPeriodEnd: options.cancelsAt ?? null,
      cancelAtPeriodEnd: options.cancelsAt !== undefined,
    },
  });
}

export async function createVisitor() {
  return prisma.visitor.create({ data: {} });
}
