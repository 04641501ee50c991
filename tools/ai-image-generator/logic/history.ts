import type { Shape, Style } from "./request";

/**
 * How long a signed-in user's generated images are kept: the newest `count` of an account (older ones are deleted as
 * new ones arrive) and none older than `days` (the ai-image-purge job). The images exist on our server only for the
 * history; the API's and visitors' images are never stored.
 */
export const IMAGE_HISTORY = { count: 24, days: 30 } as const;

/** One image of the history, as GET /api/tools/ai-image-generator/history lists it (newest first); the picture itself is at `src`. */
export interface ImageHistoryEntry {
  id: string;
  prompt: string;
  avoid: string;
  shape: Shape;
  style: Style;
  seed: number | null;
  mediaType: string;
  createdAt: string;
  src: string;
}

export const historyImageUrl = (id: string) => `/api/tools/ai-image-generator/history/${id}`;
