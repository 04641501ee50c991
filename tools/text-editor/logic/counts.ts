import { countInSlices, countText, type TextStats } from "@/lib/engines/text/stats";

/**
 * The editor's counts: characters and words from the site's one text-statistics engine (lib/engines/text/stats.ts, shared
 * with the Character Counter: 👨‍👩‍👧‍👦 is one character and no word), lines as the editor numbers them.
 */
export interface EditorCounts {
  characters: number;
  words: number;
  lines: number;
}

function lines(text: string): number {
  return text === "" ? 0 : text.split("\n").length;
}

function from(text: string, stats: TextStats): EditorCounts {
  return { characters: stats.characters, words: stats.words, lines: lines(text) };
}

export function editorCounts(text: string): EditorCounts {
  return from(text, countText(text));
}

/** The counts of a long text, yielding to the page between slices; null when `cancelled()` turned true. */
export async function editorCountsInSlices(text: string, cancelled: () => boolean): Promise<EditorCounts | null> {
  const stats = await countInSlices(text, cancelled);
  return stats ? from(text, stats) : null;
}
