"use client";

import { clsx } from "clsx";
import { ChevronDown, CircleUserRound, LogIn, LogOut } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonBase, buttonSizes, plainButtonClasses } from "@/components/ui/button-classes";
import { Link } from "@/components/ui/link";
import { openSignIn } from "./open-sign-in";
import { useSession } from "./session";
import { useSignOut } from "./use-sign-out";

type AccountPanelComponent = typeof import("./account-panel").AccountPanel;

/** The header shows a placeholder until the session resolves, or for at most this long. */
const SESSION_LOADING_FALLBACK_MS = 3000;

/** Below 360 px the Sign In button (and its placeholder) is an icon only. */
const ICON_ONLY_WHEN_NARROW = "max-[359px]:w-10 max-[359px]:px-0";

/**
 * The right-hand side of the header: a skeleton while the session loads; signed in, the e-mail and Sign Out
 * (≥768 px) or an account icon (narrow screens), where the e-mail and the icon open the Account panel (the way to
 * /account on every width); signed out, Sign In (opens the dialog).
 */
export function SessionArea() {
  const { data: session, status } = useSession();
  const [gaveUpWaiting, setGaveUpWaiting] = useState(false);
  const { signOut, signingOut } = useSignOut();
  // The Account panel (a Radix dialog) loads for signed-in people only, not with every visitor's page; until it has
  // loaded its trigger is not shown (as with the next/dynamic it replaces, which Turbopack preloads badly).
  const [AccountPanel, setAccountPanel] = useState<AccountPanelComponent | null>(null);
  const signedIn = Boolean(session?.user?.email);
  useEffect(() => {
    if (!signedIn || AccountPanel) return;
    let live = true;
    void import("./account-panel").then((m) => {
      if (live) setAccountPanel(() => m.AccountPanel);
    });
    return () => {
      live = false;
    };
  }, [signedIn, AccountPanel]);

  useEffect(() => {
    if (status !== "loading") return;
    const timer = setTimeout(() => setGaveUpWaiting(true), SESSION_LOADING_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (status === "loading" && !gaveUpWaiting) {
    return (
      <div className="flex h-10 items-center" data-testid="session-loading">
        <span className="sr-only noscript:hidden">Loading your account…</span>
        {/* The Sign In button's own box, blank: most people are signed out, so nothing moves when it takes this place. */}
        <div aria-hidden className={clsx(buttonBase, buttonSizes.md, "animate-pulse bg-slate-200 text-transparent noscript:hidden", ICON_ONLY_WHEN_NARROW)}>
          <LogIn />
          <span className="max-[359px]:hidden">Sign In</span>
        </div>
        {/* Without JavaScript the session never resolves here: the account page's sign-in form works without it. */}
        <div className="hidden noscript:block">
          <Link href="/account" className={clsx(plainButtonClasses("primary"), ICON_ONLY_WHEN_NARROW)}>
            <LogIn aria-hidden />
            <span className="max-[359px]:sr-only">Sign In</span>
          </Link>
        </div>
      </div>
    );
  }

  const user = session?.user;
  if (!user?.email) {
    return (
      <button type="button" onClick={() => void openSignIn()} className={clsx(plainButtonClasses("primary"), ICON_ONLY_WHEN_NARROW)}>
        <LogIn aria-hidden />
        <span className="max-[359px]:sr-only">Sign In</span>
      </button>
    );
  }

  return (
    <div className="flex h-10 items-center gap-3">
      <div className="hidden items-center gap-3 md:flex">
        {AccountPanel ? (
        <AccountPanel email={user.email} plan={user.plan} onSignOut={signOut} signingOut={signingOut}>
          <button
            type="button"
            title="Account"
            className="flex h-10 max-w-64 items-center gap-2 rounded-lg px-2 text-sm font-medium text-ink hover:bg-slate-100"
          >
            <CircleUserRound aria-hidden className="size-5 shrink-0 text-brand-700" />
            <span className="truncate" data-testid="session-email">
              {user.email}
            </span>
            <ChevronDown aria-hidden className="size-4 shrink-0 text-muted" />
          </button>
        </AccountPanel>
        ) : null}
        <button type="button" className={plainButtonClasses("outline")} onClick={() => void signOut()} disabled={signingOut}>
          <LogOut aria-hidden />
          Sign Out
        </button>
      </div>
      <div className="md:hidden">
        {AccountPanel ? (
        <AccountPanel email={user.email} plan={user.plan} onSignOut={signOut} signingOut={signingOut}>
          <button
            type="button"
            aria-label="Account"
            className="flex size-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
          >
            <CircleUserRound aria-hidden className="size-7" />
          </button>
        </AccountPanel>
        ) : null}
      </div>
    </div>
  );
}
