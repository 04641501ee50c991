"use client";

import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";

/** Signs out without leaving the page; server-rendered parts that depend on the session render again. */
export function useSignOut() {
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      await signOut({ redirect: false });
      router.refresh();
    } finally {
      setSigningOut(false);
    }
  }, [router]);
  return { signOut: run, signingOut };
}
