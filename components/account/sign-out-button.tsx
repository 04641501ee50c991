"use client";

import { LogOut } from "lucide-react";
import { useSignOut } from "@/components/auth/use-sign-out";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  const { signOut, signingOut } = useSignOut();
  return (
    <Button variant="outline" onClick={() => void signOut()} disabled={signingOut}>
      <LogOut aria-hidden />
      Sign Out
    </Button>
  );
}
