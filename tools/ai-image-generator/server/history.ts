import "server-only";
import { prisma } from "@/lib/platform/db";
import type { GeneratedImage } from "@/lib/domain/ai/images";
import { historyImageUrl, IMAGE_HISTORY, type ImageHistoryEntry } from "../logic/history";
import type { ImageRequest, Shape, Style } from "../logic/request";

/**
 * The AI Image Generator's history (logic/history.ts IMAGE_HISTORY): each image a signed-in user made on the page,
 * with the prompt and settings that made it. Only its owner lists, reads or deletes it; it goes with the account
 * (cascade), with the newest IMAGE_HISTORY.count kept per account and nothing older than IMAGE_HISTORY.days.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Keeps a request's images in the user's history; returns their entries in the order given. */
export async function saveImages(userId: string, request: ImageRequest, images: readonly GeneratedImage[]): Promise<ImageHistoryEntry[]> {
  return prisma.$transaction(async (tx) => {
    const rows = [];
    // One by one, so that their times keep the order the provider gave them in.
    for (const image of images) {
      rows.push(
        await tx.aiImage.create({
          data: { userId, prompt: request.prompt, avoid: request.avoid, shape: request.shape, style: request.style, seed: request.seed, mediaType: image.mediaType, data: Buffer.from(image.base64, "base64") },
          omit: { data: true },
        }),
      );
    }
    await tx.$executeRaw`
      DELETE FROM "AiImage" WHERE "userId" = ${userId} AND "id" NOT IN (
        SELECT "id" FROM "AiImage" WHERE "userId" = ${userId} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${IMAGE_HISTORY.count}
      )`;
    return rows.map(entryOf);
  });
}

function entryOf(row: { id: string; prompt: string; avoid: string; shape: string; style: string; seed: number | null; mediaType: string; createdAt: Date }): ImageHistoryEntry {
  return {
    id: row.id,
    prompt: row.prompt,
    avoid: row.avoid,
    shape: row.shape as Shape,
    style: row.style as Style,
    seed: row.seed,
    mediaType: row.mediaType,
    createdAt: row.createdAt.toISOString(),
    src: historyImageUrl(row.id),
  };
}

/** The user's images, newest first, without their bytes (each is read at its own URL). */
export async function listImages(userId: string, now = new Date()): Promise<ImageHistoryEntry[]> {
  const rows = await prisma.aiImage.findMany({
    where: { userId, createdAt: { gt: new Date(now.getTime() - IMAGE_HISTORY.days * DAY_MS) } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: IMAGE_HISTORY.count,
    omit: { data: true },
  });
  return rows.map(entryOf);
}

/** One of the user's images (null when it is not theirs, gone, or past its days). */
export async function readImage(userId: string, id: string, now = new Date()): Promise<{ mediaType: string; data: Uint8Array } | null> {
  const row = await prisma.aiImage.findFirst({
    where: { id, userId, createdAt: { gt: new Date(now.getTime() - IMAGE_HISTORY.days * DAY_MS) } },
    select: { mediaType: true, data: true },
  });
  return row;
}

/** Deletes one of the user's images (someone else's id deletes nothing); returns whether it was there. */
export async function deleteImage(userId: string, id: string): Promise<boolean> {
  const { count } = await prisma.aiImage.deleteMany({ where: { id, userId } });
  return count > 0;
}

export async function clearImages(userId: string): Promise<number> {
  const { count } = await prisma.aiImage.deleteMany({ where: { userId } });
  return count;
}

/** Deletes every image older than IMAGE_HISTORY.days (the ai-image-purge job). */
export async function purgeOldImages(now = new Date()): Promise<number> {
  const { count } = await prisma.aiImage.deleteMany({ where: { createdAt: { lte: new Date(now.getTime() - IMAGE_HISTORY.days * DAY_MS) } } });
  return count;
}
