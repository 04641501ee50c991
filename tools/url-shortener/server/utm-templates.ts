import "server-only";
import { prisma, Prisma } from "@/lib/platform/db";
import { lockExistingAccount } from "@/lib/platform/db/account-lock";
import { UserFacingError } from "@/lib/platform/errors";
import { z } from "@/lib/platform/zod";
import { UTM_FIELDS, type Utm } from "@/tools/url-shortener/logic/utm";
import { readTemplateName, readUtmTemplate, UTM_TEMPLATE_MESSAGES, UTM_TEMPLATES_MAX, type UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";

/**
 * An account's saved UTM templates (docs/product.md, "Links people manage"): listed by name, created (a name unique in
 * the account whatever its case, at most UTM_TEMPLATES_MAX, counted under the account's row lock so two saves at once
 * cannot pass it), renamed and deleted. Another account's template is "not found", whatever it is.
 */

/** What a template's form or action sends; anything but a string is treated as not sent, and the name as empty. */
const text = z.string().nullish().catch(null);
export const utmTemplateInputSchema = z
  .object({ name: z.string().catch(""), source: text, medium: text, campaign: text, term: text, content: text })
  .catch({ name: "" });

const templateId = z.uuid();

const select = { id: true, name: true, source: true, medium: true, campaign: true, term: true, content: true } satisfies Prisma.UtmTemplateSelect;

function toView(row: Prisma.UtmTemplateGetPayload<{ select: typeof select }>): UtmTemplateView {
  const utm: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = row[field];
    if (value) utm[field] = value;
  }
  return { id: row.id, name: row.name, utm };
}

function taken(name: string): UserFacingError {
  const message = UTM_TEMPLATE_MESSAGES.taken(name);
  return new UserFacingError(message, "conflict", "Error", { name: message });
}

/** The account's templates, by name (folded, so the order does not depend on case). */
export async function listUtmTemplates(userId: string): Promise<UtmTemplateView[]> {
  const rows = await prisma.utmTemplate.findMany({ where: { userId }, orderBy: [{ nameKey: "asc" }, { id: "asc" }], select });
  return rows.map(toView);
}

/** Saves a new template; a name the account already has (in any case), none of the parameters, or one too many is refused. */
export async function createUtmTemplate(userId: string, input: unknown): Promise<UtmTemplateView> {
  const read = readUtmTemplate(utmTemplateInputSchema.parse(input));
  if (!read.ok) throw new UserFacingError(read.message, "validation", "Error", { [read.field]: read.message });
  try {
    return await prisma.$transaction(async (tx) => {
      // The account's row first (the order every writer of an account follows): the count below holds until commit.
      await lockExistingAccount(tx, userId, "FOR NO KEY UPDATE");
      const existing = await tx.utmTemplate.findFirst({ where: { userId, nameKey: read.key }, select: { name: true } });
      if (existing) throw taken(existing.name);
      if ((await tx.utmTemplate.count({ where: { userId } })) >= UTM_TEMPLATES_MAX) {
        throw new UserFacingError(UTM_TEMPLATE_MESSAGES.full, "conflict", "Too many templates", { name: UTM_TEMPLATE_MESSAGES.full });
      }
      const row = await tx.utmTemplate.create({
        data: { userId, name: read.name, nameKey: read.key, ...Object.fromEntries(UTM_FIELDS.map((field) => [field, read.utm[field] ?? null])) },
        select,
      });
      return toView(row);
    });
  } catch (error) {
    // The unique index, should anything reach it past the lock.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw taken(read.name);
    throw error;
  }
}

/** One of the account's templates by id; another account's, a malformed id or none is "not found". */
async function ownTemplate(userId: string, id: unknown): Promise<{ id: string; name: string }> {
  const valid = templateId.safeParse(id);
  const row = valid.success ? await prisma.utmTemplate.findFirst({ where: { id: valid.data, userId }, select: { id: true, name: true } }) : null;
  if (!row) throw new UserFacingError(UTM_TEMPLATE_MESSAGES.notFound, "not_found");
  return row;
}

/** Renames one of the account's templates (its parameters stay); a name another of its templates has is refused. */
export async function renameUtmTemplate(userId: string, id: unknown, rawName: unknown): Promise<UtmTemplateView> {
  const template = await ownTemplate(userId, id);
  const read = readTemplateName(typeof rawName === "string" ? rawName : "");
  if (!read.ok) throw new UserFacingError(read.message, "validation", "Error", { name: read.message });
  const other = await prisma.utmTemplate.findFirst({ where: { userId, nameKey: read.key, id: { not: template.id } }, select: { name: true } });
  if (other) throw taken(other.name);
  try {
    return toView(await prisma.utmTemplate.update({ where: { id: template.id }, data: { name: read.name, nameKey: read.key }, select }));
  } catch (error) {
    // Another request took the name meanwhile (the unique index), or deleted the template.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw taken(read.name);
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") throw new UserFacingError(UTM_TEMPLATE_MESSAGES.notFound, "not_found");
    throw error;
  }
}

/** Deletes one of the account's templates; another account's (or none) is "not found". */
export async function deleteUtmTemplate(userId: string, id: unknown): Promise<{ id: string; name: string }> {
  const row = await ownTemplate(userId, id);
  await prisma.utmTemplate.deleteMany({ where: { id: row.id, userId } });
  return row;
}
