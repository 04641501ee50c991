import { mergeToolListsAction, recordToolUseAction, setFavouriteToolAction } from "@/lib/domain/account/tool-list-actions";
import { callAction } from "@/lib/platform/forms/call-action";
import { boundRecent, EMPTY_TOOL_LISTS } from "@/lib/domain/tool-lists/lists";
import { currentToolLists, setAccountWriter, writeToolLists } from "./store";
import { forgetSyncedAccount, markSynced, syncedAccount } from "./synced-account";

/**
 * The signed-in part of sync.tsx, loaded for signed-in users only.
 * - A browser whose lists were not merged with this account yet (a sign-in here) sends them all: the favourites of both
 *   are kept, the recent tools of both by time.
 * - A browser already merged with it sends only its recent uses (which only ever add up), and takes the account's
 *   favourites as they are, so a star removed in another browser stays removed.
 * Then every change goes to the account as it is made. `live()` is false once the page no longer wants the answer.
 */
export async function syncWithAccount(email: string, live: () => boolean) {
  const local = await currentToolLists();
  const fresh = syncedAccount() !== email;
  const result = await callAction(mergeToolListsAction, fresh ? local : { ...EMPTY_TOOL_LISTS, recent: local.recent });
  if (!live() || !result.ok) return;
  // Uses recorded here while the call was on its way are kept.
  const now = await currentToolLists();
  writeToolLists({ favourites: result.data.favourites, recent: boundRecent([...result.data.recent, ...now.recent]) });
  markSynced(email);
  setAccountWriter({
    favourite: (id, favourite) =>
      void callAction(setFavouriteToolAction, { id, favourite }).then((r) => {
        // Not saved: the next page load merges this browser's lists in full again, so the change is not lost.
        if (!r.ok) forgetSyncedAccount();
      }),
    use: (id, at) => void callAction(recordToolUseAction, { id, at }),
  });
}
