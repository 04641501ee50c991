import "server-only";
import { prisma } from "@/lib/platform/db";
import type { Command, WriterRequest } from "../logic/commands";
import { HISTORY_LIMIT, type WriterHistoryEntry } from "../logic/history";

/**
 * The AI Writer's history: each finished result of an account with the command and the text it was given, the newest
 * HISTORY_LIMIT (logic/history.ts) kept (older ones are deleted as new ones arrive). Only its owner reads or deletes it; it goes with the
 * account (cascade). A stopped or failed answer is not kept.
 */

export async function saveWriting(userId: string, request: WriterRequest, output: string): Promise<void> {
  if (!output.trim()) return;
  await prisma.$transaction(async (tx) => {
    await tx.aiWriting.create({ data: { userId, command: request.command, input: request.text, output } });
    await tx.$executeRaw`
      DELETE FROM "AiWriting" WHERE "userId" = ${userId} AND "id" NOT IN (
        SELECT "id" FROM "AiWriting" WHERE "userId" = ${userId} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${HISTORY_LIMIT}
      )`;
  });
}

export async function listWritings(userId: string): Promise<WriterHistoryEntry[]> {
  const rows = await prisma.aiWriting.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: HISTORY_LIMIT });
  return rows.map((row) => ({ id: row.id, command: row.command as Command, input: row.input, output: row.output, createdAt: row.createdAt.toISOString() }));
}

/** Deletes one entry of the user's (someone else's id deletes nothing); returns whether it was there. */
export async function deleteWriting(userId: string, id: string): Promise<boolean> {
  const { count } = await prisma.aiWriting.deleteMany({ where: { id, userId } });
  return count > 0;
}

export async function clearWritings(userId: string): Promise<number> {
  const { count } = await prisma.aiWriting.deleteMany({ where: { userId } });
  return count;
}
