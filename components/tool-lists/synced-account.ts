/** The account (its e-mail) this browser's lists were last merged with; absent: never, or signed out since. */
const SYNCED_ACCOUNT_KEY = "utilify:tool-lists-account";

export function syncedAccount(): string | null {
  try {
    return localStorage.getItem(SYNCED_ACCOUNT_KEY);
  } catch {
    return null;
  }
}

export function markSynced(email: string) {
  try {
    localStorage.setItem(SYNCED_ACCOUNT_KEY, email);
  } catch {
    // Not remembered: the next page load merges in full again, which changes nothing.
  }
}

export function forgetSyncedAccount() {
  try {
    localStorage.removeItem(SYNCED_ACCOUNT_KEY);
  } catch {
    // Nothing stored, or storage refused.
  }
}
