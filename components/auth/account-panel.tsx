"use client";

import { CreditCard, LogOut, Settings } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { PlanKey } from "@/lib/domain/plans";
import { PLAN_NAMES } from "@/lib/domain/plans/names";

/**
 * The Account panel, opened from the header's e-mail (wide screens) or account icon (narrow ones): the e-mail,
 * the plan's name ("Free plan", "Basic plan"…), Account Settings and Subscription (each opens its section of /account;
 * docs/product.md §6), and Sign Out. `children` is the button that opens it.
 */
export function AccountPanel({
  email,
  plan,
  onSignOut,
  signingOut,
  children,
}: {
  email: string;
  plan: PlanKey;
  onSignOut: () => Promise<void>;
  signingOut: boolean;
  children: ReactNode;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);

  function go(path: string) {
    setOpen(false);
    router.push(path);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent placement="panel" aria-describedby={undefined} className="p-5" overlayClassName="bg-slate-950/40">
        <div className="flex h-9 items-center">
          <DialogTitle>Account</DialogTitle>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <p className="truncate font-medium text-ink" title={email} data-testid="account-panel-email">
            {email}
          </p>
          <p className="text-sm text-muted" data-testid="account-panel-plan">
            {`${PLAN_NAMES[plan]} plan`}
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <Button variant="outline" className="justify-start" onClick={() => go("/account#profile")}>
            <Settings aria-hidden />
            Account Settings
          </Button>
          <Button variant="outline" className="justify-start" onClick={() => go("/account#plan")}>
            <CreditCard aria-hidden />
            Subscription
          </Button>
          <Button
            variant="ghost"
            className="justify-start text-red-700 hover:bg-red-50"
            disabled={signingOut}
            onClick={async () => {
              await onSignOut();
              setOpen(false);
            }}
          >
            <LogOut aria-hidden />
            Sign Out
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
