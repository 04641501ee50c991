import "server-only";
import { prisma, type Prisma } from "@/lib/platform/db";
import { z } from "@/lib/platform/zod";
import { UserFacingError } from "@/lib/platform/errors";
import { qrLookSchema } from "@/tools/qr-generator/logic/schema";
import { DESIGNS_FULL_MESSAGE, SAVED_DESIGNS_MAX, saveDesignSchema, type SavedDesign } from "@/tools/qr-generator/logic/saved-designs";

/** A signed-in user's saved QR designs (logic/saved-designs.ts): list, save under a name (again: replace), delete. */

function toSavedDesign(row: { id: string; name: string; design: Prisma.JsonValue; updatedAt: Date }): SavedDesign | null {
  // Written through the same schema; a row an older schema accepted and this one does not is left out, not sent.
  const design = qrLookSchema.safeParse(row.design);
  return design.success ? { id: row.id, name: row.name, design: design.data, updatedAt: row.updatedAt.toISOString() } : null;
}

/** The user's designs, by name. */
export async function listSavedDesigns(userId: string): Promise<SavedDesign[]> {
  const rows = await prisma.qrSavedDesign.findMany({ where: { userId }, orderBy: { name: "asc" }, take: SAVED_DESIGNS_MAX });
  return rows.map(toSavedDesign).filter((design): design is SavedDesign => design !== null);
}

/**
 * Saves a look under its name: a name the user already has is replaced, a new one is added while the account has
 * fewer than SAVED_DESIGNS_MAX. The account's row is locked for the count, so two saves at once cannot pass the limit.
 */
export async function saveDesign(userId: string, input: unknown): Promise<SavedDesign> {
  const parsed = saveDesignSchema.safeParse(input);
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? "This design can't be saved.");
  const { name, design } = parsed.data;
  const json = design as Prisma.InputJsonValue;
  const row = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    const existing = await tx.qrSavedDesign.findUnique({ where: { userId_name: { userId, name } }, select: { id: true } });
    if (existing) return tx.qrSavedDesign.update({ where: { id: existing.id }, data: { design: json } });
    if ((await tx.qrSavedDesign.count({ where: { userId } })) >= SAVED_DESIGNS_MAX) throw new UserFacingError(DESIGNS_FULL_MESSAGE, "limit");
    return tx.qrSavedDesign.create({ data: { userId, name, design: json } });
  });
  return { id: row.id, name: row.name, design, updatedAt: row.updatedAt.toISOString() };
}

const idSchema = z.uuid();

/** Deletes one of the user's designs; someone else's or a missing one is "not found", told apart from nothing. */
export async function deleteSavedDesign(userId: string, id: unknown): Promise<void> {
  const parsed = idSchema.safeParse(id);
  const { count } = parsed.success ? await prisma.qrSavedDesign.deleteMany({ where: { id: parsed.data, userId } }) : { count: 0 };
  if (count === 0) throw new UserFacingError("This design is not in your saved designs.", "not_found");
}
