import "server-only";
import { prisma } from "@/lib/platform/db";
import { UserFacingError } from "@/lib/platform/errors";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { BILLABLE_FIELDS } from "@/lib/domain/plans/user-entitlements";
import { PDF_PAID_TEST } from "../logic/limits";
import { PDF_PLAN_MESSAGES } from "../logic/plan";

/**
 * Who may use the PDF Converter's paid path (several files, 300 DPI, ZIP, files over 10 MB): a signed-in user whose
 * plan, in good standing, includes it (lib/domain/plans/entitlements). Anyone else, signed out or on Free, gets the plan
 * error (403) before a byte of the body is read.
 */
export async function requirePaidPdf(userId: string | null): Promise<void> {
  if (!userId) throw new UserFacingError(PDF_PLAN_MESSAGES.planRequired, "forbidden", "Upgrade required");
  const user = await prisma.user.findUnique({ where: { id: userId }, select: BILLABLE_FIELDS });
  if (!user || !PDF_PAID_TEST(entitlements(user))) throw new UserFacingError(PDF_PLAN_MESSAGES.planRequired, "forbidden", "Upgrade required");
}
