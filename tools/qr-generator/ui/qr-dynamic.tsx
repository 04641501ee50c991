"use client";

import { Link } from "@/components/ui/link";
import { openSignIn } from "@/components/auth/open-sign-in";
import { useSessionSelector } from "@/components/auth/session";
import { Button } from "@/components/ui/button";
import { plainButtonClasses } from "@/components/ui/button-classes";
import { cn } from "@/components/ui/cn";
import type { PlanKey } from "@/lib/domain/plans";
import { PLAN_NAMES } from "@/lib/domain/plans/names";
import type { DynamicLink } from "@/tools/qr-generator/server/dynamic";
import { QR_HISTORY_SECTION_ID } from "./qr-history";

/** Dynamic QR codes an account may have, by plan (DYNAMIC_QR_CODES, read on the server); null = unlimited. */
export type DynamicCodes = Readonly<Record<PlanKey, number | null>>;

/** "3 dynamic QR codes", "unlimited dynamic QR codes". */
function codesLabel(count: number | null): string {
  return count === null ? "unlimited dynamic QR codes" : `${count} dynamic QR code${count === 1 ? "" : "s"}`;
}

/**
 * The URL type's "Dynamic — change the destination later" option (docs/product.md, "Dynamic QR codes"): the code then
 * encodes a short link of the account, made with the first download or copy. Visitors see it with a sign-in prompt;
 * the server decides (sign-in, the plan's number). Below the hint, one row of the same height for everyone — visitors'
 * sign-in prompt, an account's number of codes and the way to its list — so nothing below moves when the session
 * answers (drawn unseen until then): a tap aimed below would otherwise land on something else.
 */
export function QrDynamicOption({
  checked,
  onChange,
  codes,
  link,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  codes: DynamicCodes;
  /** The code's link once generated (null before the first download or copy). */
  link: DynamicLink | null;
  error?: string;
}) {
  /** The signed-in account's plan; false for a visitor; null while the session loads. */
  const plan = useSessionSelector((session): PlanKey | false | null =>
    session.status === "loading" ? null : session.status === "authenticated" ? (session.data?.user.plan ?? "free") : false,
  );
  const on = checked && Boolean(plan);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-slate-50 p-3" data-testid="qr-dynamic">
      <label className="flex items-start gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={on}
          disabled={!plan}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby="qr-dynamic-hint"
        />
        <span>Dynamic — change the destination later</span>
      </label>
      <p id="qr-dynamic-hint" className="text-xs text-muted">
        The code holds a short link of your account instead of the URL, so you can change where it goes after printing and see how often it is scanned.
        It never stops working, even if your plan ends: no hostage codes.
      </p>
      {plan ? (
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <span>
            Your {PLAN_NAMES[plan]} plan has {codesLabel(codes[plan])}.
          </span>
          <a className={plainButtonClasses("outline", "sm")} href={`#${QR_HISTORY_SECTION_ID}`}>
            See yours
          </a>
        </div>
      ) : (
        <div className={cn("flex flex-wrap items-center gap-2 text-xs text-muted", plan === null && "invisible")}>
          <span>Every free account has {codesLabel(codes.free)}.</span>
          <Button size="sm" variant="outline" onClick={() => void openSignIn({ reason: "Sign in to make dynamic QR codes." })}>
            Sign in to use it
          </Button>
        </div>
      )}
      {on && link ? (
        <div className="flex flex-col gap-1 text-xs text-ink" data-testid="qr-dynamic-link">
          <span>
            Short URL: <span className="font-mono break-all">{link.shortUrl}</span> → <span className="break-all">{link.destination}</span>
          </span>
          <span className="text-muted">
            Change its destination any time on{" "}
            <Link className="font-medium text-brand-700 underline" href={`/links/${link.linkId}`}>
              the link&apos;s page
            </Link>
            ; the printed code keeps working.
          </span>
        </div>
      ) : on ? (
        <p className="text-xs text-muted">The short link is made with your first download or copy; new designs of it keep the same link.</p>
      ) : null}
      {error ? (
        <p className="text-xs font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
