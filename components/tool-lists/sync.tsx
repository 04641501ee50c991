"use client";

import { useEffect } from "react";
import { useSession } from "@/components/auth/session";
import { callAction } from "@/lib/call-action";
import { mergeToolListsAction, recordToolUseAction, setFavouriteToolAction } from "@/lib/account/tool-list-actions";
import { boundRecent, EMPTY_TOOL_LISTS } from "@/lib/tool-lists";
import { readToolLists, setAccountWriter, writeToolLists } from "./store";

/** The account (its e-mail) this browser's lists were last merged with; absent: never, or signed out since. */
const SYNCED_ACCOUNT_KEY = "utilify:tool-lists-account";

function syncedAccount(): string | null {
  try {
    return localStorage.getItem(SYNCED_ACCOUNT_KEY);
  } catch {
    return null;
  }
}

function markSynced(email: string | null) {
  try {
    if (email) localStorage.setItem(SYNCED_ACCOUNT_KEY, email);
    else localStorage.removeItem(SYNCED_ACCOUNT_KEY);
  } catch {
    // Not remembered: the next page load merges again, which changes nothing.
  }
}

/**
 * Keeps a signed-in user's favourite and recent tools in the account (docs/architecture.md "Favourites and recent
 * tools"). Once per page load, when the session says who is signed in:
 * - a browser whose lists were not merged with this account yet (a sign-in here) sends them all: the favourites of
 *   both are kept, the recent tools of both by time;
 * - a browser already merged with it sends only its recent uses (which only ever add up), and takes the account's
 *   favourites as they are, so a star removed in another browser stays removed.
 * After that every change goes to the account as it happens. Signing out ends it; the lists stay in this browser.
 */
export function ToolListsSync() {
  const { data: session, status } = useSession();
  const email = session?.user?.email ?? null;

  useEffect(() => {
    if (status === "loading") return;
    if (!email) {
      setAccountWriter(null);
      if (syncedAccount()) markSynced(null);
      return;
    }
    let live = true;
    const local = readToolLists(localStorage);
    const fresh = syncedAccount() !== email;
    void callAction(mergeToolListsAction, fresh ? local : { ...EMPTY_TOOL_LISTS, recent: local.recent }).then((result) => {
      if (!live || !result.ok) return;
      // Uses recorded here while the call was on its way are kept.
      writeToolLists({ favourites: result.data.favourites, recent: boundRecent([...result.data.recent, ...readToolLists(localStorage).recent]) });
      markSynced(email);
      setAccountWriter({
        favourite: (id, favourite) =>
          void callAction(setFavouriteToolAction, { id, favourite }).then((r) => {
            // Not saved: the next page load merges this browser's lists in full again, so the change is not lost.
            if (!r.ok) markSynced(null);
          }),
        use: (id, at) => void callAction(recordToolUseAction, { id, at }),
      });
    });
    return () => {
      live = false;
      setAccountWriter(null);
    };
  }, [email, status]);

  return null;
}
