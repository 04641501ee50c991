"use client";

import { useEffect } from "react";
import { useSession } from "@/components/auth/session";
import { setAccountWriter } from "./store";
import { forgetSyncedAccount } from "./synced-account";

/**
 * Keeps a signed-in user's favourite and recent tools in the account (docs/architecture.md "Favourite and recent
 * tools"): once per page load, when the session says who is signed in, account-sync.ts merges this browser's lists
 * with the account's and registers how later changes reach it. That code (and the server actions') loads only for a
 * signed-in user. Signing out ends it; the lists stay in this browser.
 */
export function ToolListsSync() {
  const { data: session, status } = useSession();
  const email = session?.user?.email ?? null;

  useEffect(() => {
    if (status === "loading") return;
    if (!email) {
      setAccountWriter(null);
      forgetSyncedAccount();
      return;
    }
    let live = true;
    void import("./account-sync").then((m) => m.syncWithAccount(email, () => live));
    return () => {
      live = false;
      setAccountWriter(null);
    };
  }, [email, status]);

  return null;
}
