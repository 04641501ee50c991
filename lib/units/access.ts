import { UserFacingError } from "@/lib/action-result";
import { NotSignedInError } from "@/lib/auth/session";
import { prisma, type Prisma } from "@/lib/db";
import { entitlements } from "@/lib/entitlements";
import { cheapestPlanWith, type PlanEntitlements, type PlanKey } from "@/lib/plans";

/** Who may use which of the area converter's paid features (PRODUCT.md §3), decided on the server. */

export type AreaFeature = "history" | "customUnits" | "bulk";

export type AreaEntitlements = { signedIn: boolean; plan: PlanKey } & Record<AreaFeature, boolean>;

const FEATURE_TEST: Record<AreaFeature, (e: PlanEntitlements) => boolean> = {
  history: (e) => e.history,
  // Custom area units come with the history entitlement (plans.ts: "Conversion and QR history, custom area units").
  customUnits: (e) => e.history,
  bulk: (e) => e.bulk,
};

/** The plan a feature needs, by name ("Basic", "Premium"). */
export function planNameFor(feature: AreaFeature): string {
  return cheapestPlanWith(FEATURE_TEST[feature]).name;
}

export const FEATURE_DENIED: Record<AreaFeature, string> = {
  history: `Conversion history is part of the ${planNameFor("history")} plan and above. Upgrade to keep your conversions.`,
  customUnits: `Custom units are part of the ${planNameFor("customUnits")} plan and above. Upgrade to define your own units.`,
  bulk: `Bulk conversion is part of the ${planNameFor("bulk")} plan and above. Upgrade to convert many values at once.`,
};

type Db = typeof prisma | Prisma.TransactionClient;

/** The area features of a signed-in user (null = anonymous visitor). A deleted account counts as signed out. */
export async function areaEntitlements(userId: string | null, db: Db = prisma): Promise<AreaEntitlements> {
  if (!userId) return { signedIn: false, plan: "free", history: false, customUnits: false, bulk: false };
  const user = await db.user.findUnique({ where: { id: userId }, select: { plan: true, status: true, pastDueSince: true } });
  if (!user) throw new NotSignedInError();
  const e = entitlements(user);
  return { signedIn: true, plan: e.plan, history: FEATURE_TEST.history(e), customUnits: FEATURE_TEST.customUnits(e), bulk: FEATURE_TEST.bulk(e) };
}

/** Throws the 403-style error of a feature the plan does not include. */
export function requireFeature(e: AreaEntitlements, feature: AreaFeature): void {
  if (!e[feature]) throw new UserFacingError(FEATURE_DENIED[feature], "forbidden", "Upgrade required");
}
