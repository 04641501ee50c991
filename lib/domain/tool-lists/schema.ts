import * as z from "@/lib/platform/zod-mini";
import { MAX_FAVOURITE_TOOLS, MAX_RECENT_TOOLS, TOOL_ID_PATTERN, type ToolLists } from "@/lib/domain/tool-lists/lists";

/**
 * What a browser may hold as its tool lists (lib/domain/tool-lists/lists.ts), checked when they are read from localStorage. Apart
 * from lib/domain/tool-lists/lists.ts so that zod is loaded only by a browser that has lists stored (components/tool-lists/store.ts).
 */

const toolId = z.string().check(z.regex(TOOL_ID_PATTERN));

export const toolListsSchema = z.object({
  favourites: z.array(toolId).check(z.maxLength(MAX_FAVOURITE_TOOLS)),
  recent: z.array(z.object({ id: toolId, at: z.number().check(z.int(), z.minimum(0)) })).check(z.maxLength(MAX_RECENT_TOOLS)),
});

/** The lists in `raw` (stored text), or null when it is not valid lists: not JSON, the wrong shape, beyond a bound. */
export function parseToolLists(raw: string): ToolLists | null {
  try {
    const parsed = toolListsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
