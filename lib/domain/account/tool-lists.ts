import "server-only";
import { prisma } from "@/lib/platform/db";
import { MAX_FAVOURITE_TOOLS, MAX_RECENT_TOOLS, mergeToolLists, type ToolLists } from "@/lib/domain/tool-lists/lists";

/**
 * A signed-in user's favourite and recent tools in the account (UserTool rows; the rules in lib/domain/tool-lists/lists.ts). The
 * browser sends its own lists once at sign-in (`mergeToolListsInto`), then each change as it happens.
 */

/** The user's lists: favourites in the order starred, the recent tools newest first. */
export async function readToolLists(userId: string): Promise<ToolLists> {
  const [favourites, recent] = await Promise.all([
    prisma.userTool.findMany({
      where: { userId, favouritedAt: { not: null } },
      orderBy: [{ favouritedAt: "asc" }, { toolId: "asc" }],
      take: MAX_FAVOURITE_TOOLS,
      select: { toolId: true },
    }),
    prisma.userTool.findMany({
      where: { userId, usedAt: { not: null } },
      orderBy: [{ usedAt: "desc" }, { toolId: "asc" }],
      take: MAX_RECENT_TOOLS,
      select: { toolId: true, usedAt: true },
    }),
  ]);
  return { favourites: favourites.map((f) => f.toolId), recent: recent.map((r) => ({ id: r.toolId, at: r.usedAt!.getTime() })) };
}

/** Only the latest MAX_RECENT_TOOLS uses are kept; a row left with neither a star nor a use goes. */
async function trimUses(tx: Pick<typeof prisma, "userTool">, userId: string) {
  const kept = await tx.userTool.findMany({
    where: { userId, usedAt: { not: null } },
    orderBy: [{ usedAt: "desc" }, { toolId: "asc" }],
    take: MAX_RECENT_TOOLS,
    select: { toolId: true },
  });
  await tx.userTool.updateMany({ where: { userId, usedAt: { not: null }, toolId: { notIn: kept.map((k) => k.toolId) } }, data: { usedAt: null } });
  await tx.userTool.deleteMany({ where: { userId, usedAt: null, favouritedAt: null } });
}

/**
 * A browser's lists join the account's (at sign-in): every favourite of either, the recent uses of both by time
 * (lib/domain/tool-lists/lists.ts mergeToolLists). Answers the lists both now share. Serialized per user, so that two browsers
 * signing in at once both end up in the result.
 */
export async function mergeToolListsInto(userId: string, local: ToolLists): Promise<ToolLists> {
  return prisma.$transaction(async (tx) => {
    // One merge at a time per user: the row lock of the user serializes them.
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const account = await readToolListsIn(tx, userId);
    const merged = mergeToolLists(account, local);
    const now = Date.now();
    const favouritedAt = new Map(merged.favourites.map((id, i) => [id, new Date(now - (merged.favourites.length - i))]));
    const usedAt = new Map(merged.recent.map((r) => [r.id, new Date(r.at)]));
    await tx.userTool.deleteMany({ where: { userId } });
    const ids = new Set([...favouritedAt.keys(), ...usedAt.keys()]);
    await tx.userTool.createMany({
      data: [...ids].map((toolId) => ({ userId, toolId, favouritedAt: favouritedAt.get(toolId) ?? null, usedAt: usedAt.get(toolId) ?? null })),
    });
    return merged;
  });
}

async function readToolListsIn(tx: Pick<typeof prisma, "userTool">, userId: string): Promise<ToolLists> {
  const rows = await tx.userTool.findMany({ where: { userId } });
  const favourites = rows
    .filter((r) => r.favouritedAt)
    .sort((a, b) => a.favouritedAt!.getTime() - b.favouritedAt!.getTime() || a.toolId.localeCompare(b.toolId))
    .map((r) => r.toolId);
  const recent = rows
    .filter((r) => r.usedAt)
    .map((r) => ({ id: r.toolId, at: r.usedAt!.getTime() }))
    .sort((a, b) => b.at - a.at || a.id.localeCompare(b.id));
  return { favourites, recent };
}

/** Stars or unstars a tool. Past MAX_FAVOURITE_TOOLS favourites, a new star is not kept. */
export async function setFavouriteTool(userId: string, toolId: string, favourite: boolean): Promise<void> {
  if (favourite) {
    const count = await prisma.userTool.count({ where: { userId, favouritedAt: { not: null } } });
    if (count >= MAX_FAVOURITE_TOOLS) return;
    // Starring a starred tool again keeps its place in the list.
    await prisma.userTool.upsert({ where: { userId_toolId: { userId, toolId } }, create: { userId, toolId, favouritedAt: new Date() }, update: {} });
    await prisma.userTool.updateMany({ where: { userId, toolId, favouritedAt: null }, data: { favouritedAt: new Date() } });
    return;
  }
  await prisma.userTool.updateMany({ where: { userId, toolId }, data: { favouritedAt: null } });
  await prisma.userTool.deleteMany({ where: { userId, toolId, usedAt: null, favouritedAt: null } });
}

/** Records a use of a tool at `at` (a later use already recorded is kept), then keeps the latest MAX_RECENT_TOOLS. */
export async function recordToolUse(userId: string, toolId: string, at: Date): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const row = await tx.userTool.findUnique({ where: { userId_toolId: { userId, toolId } }, select: { usedAt: true } });
    if (row?.usedAt && row.usedAt >= at) return;
    await tx.userTool.upsert({ where: { userId_toolId: { userId, toolId } }, create: { userId, toolId, usedAt: at }, update: { usedAt: at } });
    await trimUses(tx, userId);
  });
}
