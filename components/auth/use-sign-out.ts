"use client";

import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";

/**
 * Signs out without a full page load. Pages of the account itself go home (they have nothing to show signed out);
 * elsewhere the page stays and its server-rendered parts that depend on the session render again.
 */
export function useSignOut() {
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      await signOut({ redirect: false });
      if (window.location.pathname.startsWith("/account")) router.push("/");
      else router.refresh();
    } finally {
      setSigningOut(false);
    }
  }, [router]);
  return { signOut: run, signingOut };
}
