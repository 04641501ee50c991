"use client";

import { LogOut } from "lucide-react";
import { signOut } from "@/components/auth/session";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { signOutEverywhereAction } from "@/lib/domain/account/actions";
import { Button } from "@/components/ui/button";

/** Signs every session of the account out on the server (other browsers, copied cookies, this one), then goes home. */
export function SignOutEverywhereButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function onClick() {
    setBusy(true);
    const result = await signOutEverywhereAction().catch(() => null);
    if (!result?.ok) {
      setBusy(false);
      return void toast.error(result?.title ?? "Error", { description: result?.error ?? "Something went wrong. Please try again." });
    }
    // The session is already void on the server: this clears what the page still remembers of it.
    await signOut({ redirect: false });
    toast.success("Signed out everywhere", { description: "Every device signed in to your account, this one included, has been signed out." });
    router.push("/");
    router.refresh();
  }

  return (
    <Button variant="outline" onClick={() => void onClick()} disabled={busy}>
      <LogOut aria-hidden />
      {busy ? "Signing out..." : "Sign Out Everywhere"}
    </Button>
  );
}
