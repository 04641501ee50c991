import "server-only";
import { prisma, type Prisma } from "@/lib/platform/db";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { FEATURE_DENIED, FEATURE_TEST, type AreaEntitlements, type AreaFeature } from "@/tools/area-converter/plans/area-features";
import { BILLABLE_FIELDS } from "@/lib/domain/plans/user-entitlements";
import { NotSignedInError, UserFacingError } from "@/lib/platform/errors";

/** Who may use which of the area converter's paid features (docs/product.md §3), decided on the server. */

export type { AreaEntitlements };

type Db = typeof prisma | Prisma.TransactionClient;

/** The area features of a signed-in user (null = anonymous visitor). A deleted account counts as signed out. */
export async function areaEntitlements(userId: string | null, db: Db = prisma): Promise<AreaEntitlements> {
  if (!userId) return { signedIn: false, plan: "free", history: false, customUnits: false, bulk: false };
  const user = await db.user.findUnique({ where: { id: userId }, select: BILLABLE_FIELDS });
  if (!user) throw new NotSignedInError();
  const e = entitlements(user);
  return { signedIn: true, plan: e.plan, history: FEATURE_TEST.history(e), customUnits: FEATURE_TEST.customUnits(e), bulk: FEATURE_TEST.bulk(e) };
}

/** Throws the 403-style error of a feature the plan does not include. */
export function requireFeature(e: AreaEntitlements, feature: Exclude<AreaFeature, "api">): void {
  if (!e[feature]) throw new UserFacingError(FEATURE_DENIED[feature], "forbidden", "Upgrade required");
}
