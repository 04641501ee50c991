"use server";

import { action } from "@/lib/domain/actions/action";
import { ok } from "@/lib/platform/forms/action-result";
import { z } from "@/lib/platform/zod";
import { MAX_FAVOURITE_TOOLS, MAX_RECENT_TOOLS, TOOL_ID_PATTERN } from "@/lib/domain/tool-lists/lists";
import { mergeToolListsInto, recordToolUse, setFavouriteTool } from "./tool-lists";

/**
 * The account's side of a signed-in user's favourite and recent tools (components/tool-lists/sync.tsx calls these).
 * Ids are checked for shape only: an id the catalogue does not know is never shown, and costs one row at most.
 */

const toolId = z.string().regex(TOOL_ID_PATTERN, "That is not a tool of this site.");
/** A time the browser sent: never later than now (a clock ahead would pin a tool to the top). */
const usedAt = z.number().int().min(0).transform((at) => Math.min(at, Date.now()));

const mergeSchema = z.object({
  favourites: z.array(toolId).max(MAX_FAVOURITE_TOOLS),
  recent: z.array(z.object({ id: toolId, at: usedAt })).max(MAX_RECENT_TOOLS),
});

const FALLBACK = "Your favourite tools could not be saved to your account. They are kept in this browser.";

/**
 * This browser's lists join the account's (all of them at sign-in; only the recent uses on a later page load, see
 * components/tool-lists/sync.tsx); the answer is what the account now holds.
 */
export const mergeToolListsAction = action({ schema: mergeSchema, auth: "user", fallback: FALLBACK }, async (input, { user }) =>
  ok(await mergeToolListsInto(user.id, input)),
);

export const setFavouriteToolAction = action(
  { schema: z.object({ id: toolId, favourite: z.boolean() }), auth: "user", fallback: FALLBACK },
  async ({ id, favourite }, { user }) => {
    await setFavouriteTool(user.id, id, favourite);
    return ok(null);
  },
);

export const recordToolUseAction = action({ schema: z.object({ id: toolId, at: usedAt }), auth: "user", fallback: FALLBACK }, async ({ id, at }, { user }) => {
  await recordToolUse(user.id, id, new Date(at));
  return ok(null);
});
