"use client";

import { signOut } from "./session";
import { useCallback, useState } from "react";

/**
 * Signs out without a full page load. <SessionSync> then takes pages of the account itself elsewhere (they have
 * nothing to show signed out) and makes everything else that depends on the session load again in place.
 */
export function useSignOut() {
  const [signingOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      await signOut({ redirect: false });
    } finally {
      setSigningOut(false);
    }
  }, []);
  return { signOut: run, signingOut };
}
