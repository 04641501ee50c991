import "server-only";
import { prisma } from "@/lib/platform/db";
import { NotSignedInError, UserFacingError } from "@/lib/platform/errors";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { BILLABLE_FIELDS } from "@/lib/domain/plans/user-entitlements";
import { IMAGE_PRO_DENIED, IMAGE_PRO_SIGN_IN, imageProAllowed } from "../logic/plan";

/**
 * Who may use the converter's server (docs/product.md "Paid tools"): a signed-in account on Basic or higher. Decided
 * here from the stored plan, before any file of the request is read.
 */
export async function requireImagePro(userId: string | null): Promise<void> {
  if (!userId) throw new NotSignedInError(IMAGE_PRO_SIGN_IN);
  const user = await prisma.user.findUnique({ where: { id: userId }, select: BILLABLE_FIELDS });
  if (!user) throw new NotSignedInError(IMAGE_PRO_SIGN_IN);
  if (!imageProAllowed(entitlements(user).plan)) throw new UserFacingError(IMAGE_PRO_DENIED, "forbidden", "Upgrade required");
}
