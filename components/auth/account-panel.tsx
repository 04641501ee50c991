"use client";

import { CreditCard, LogOut, Settings, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
// Straight from its file: the ui barrel would pull Tabs, Accordion and AlertDialog into every page's header bundle.
import { Button } from "@/components/ui/button";
import { isPaidPlan, plans, type PlanKey } from "@/lib/plans";

/**
 * The Account panel (spec §2), opened from the header's e-mail (wide screens) or account icon (narrow ones): the e-mail,
 * `Active User` (or the paid plan's name), Account Settings and Subscription (each opens its section of /account;
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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-2 right-2 left-2 z-50 flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-xl focus:outline-none sm:left-auto sm:w-80"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-ink">Account</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label="Close" className="flex size-9 items-center justify-center rounded-lg text-muted hover:bg-slate-100">
                <X aria-hidden className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <p className="truncate font-medium text-ink" title={email} data-testid="account-panel-email">
              {email}
            </p>
            <p className="text-sm text-muted" data-testid="account-panel-plan">
              {isPaidPlan(plan) ? `${plans[plan].name} plan` : "Active User"}
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
