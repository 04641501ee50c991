"use client";

import { ChevronDown, Link2, UserPlus } from "lucide-react";
import dynamic from "next/dynamic";
import { Link } from "@/components/ui/link";
import type { Ref } from "react";
import { openSignIn } from "@/components/auth/open-sign-in";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import type { ShortenerCapabilities } from "@/tools/url-shortener/logic/link-capabilities";
import type { UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";
import type { LinkView } from "../server/view";

/**
 * A link's row (its actions menu, QR and delete dialogs) loads once there is a link to show, not with the page: most
 * first visits have none. Until it lands, each link holds its place with an empty row of the same height.
 */
const loadLinkItem = () => import("./link-item");
const LinkItem = dynamic(() => loadLinkItem().then((m) => m.LinkItem), {
  ssr: false,
  loading: () => <li className="h-[4.5rem]" aria-hidden />,
});

/** Fetches the row's code ahead of the first link (the shortener calls it while its URL is typed). */
export function preloadLinkItem(): void {
  loadLinkItem().catch(() => {});
}

/** How many links the shortener lists at first; "Show older links" adds pages of OLDER_PAGE. */
export const RECENT = 5;
export const OLDER_PAGE = 10;

/** The shortener's Recent links: this browser's or this account's newest links, with paging. */
export function RecentLinks({
  ref,
  links,
  total,
  capabilities,
  onUpdated,
  onDeleted,
  loadMore,
  loadingMore,
  showFirstPage,
  utmTemplates,
}: {
  ref: Ref<HTMLElement>;
  links: LinkView[] | null;
  total: number;
  capabilities: ShortenerCapabilities | null;
  onUpdated: (link: LinkView) => void;
  onDeleted: (id: string) => void;
  loadMore: () => void;
  loadingMore: boolean;
  showFirstPage: () => void;
  /** The account's saved UTM templates for the edit form (null for visitors). */
  utmTemplates: UtmTemplateView[] | null;
}) {
  return (
    <section ref={ref} aria-labelledby="recent-links-heading">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id="recent-links-heading" className="text-xl font-semibold text-ink">
          Recent links
        </h2>
        {capabilities?.signedIn ? (
          <Link href="/account#links" className="text-sm font-medium text-brand-700 hover:underline">
            All your links
          </Link>
        ) : null}
      </div>
      <Card>
        {links === null ? (
          // As tall as the empty list (its text kept invisible), so most first visits load without a layout shift.
          <div className="animate-pulse rounded-xl bg-slate-50" role="status" aria-label="Loading your links">
            <NoLinksYet className="invisible" />
          </div>
        ) : links.length === 0 ? (
          <NoLinksYet />
        ) : (
          <ul className="divide-y divide-line" data-testid="recent-links">
            {links.map((link) => (
              <LinkItem key={link.id} link={link} capabilities={capabilities} onUpdated={onUpdated} onDeleted={onDeleted} utmTemplates={utmTemplates} />
            ))}
          </ul>
        )}
      </Card>
      {links && links.length > 0 && (links.length < total || links.length > RECENT) ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted" data-testid="links-shown">
            Showing {links.length} of {total} links
          </p>
          <div className="flex flex-wrap gap-2">
            {links.length > RECENT ? (
              <Button variant="ghost" size="sm" onClick={showFirstPage}>
                Show only the {RECENT} most recent
              </Button>
            ) : null}
            {links.length < total ? (
              <Button variant="outline" size="sm" onClick={loadMore} disabled={loadingMore}>
                <ChevronDown aria-hidden="true" />
                {loadingMore ? "Loading..." : "Show older links"}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {capabilities && !capabilities.signedIn && links?.length ? <KeepLinksPrompt count={total} /> : null}
    </section>
  );
}

/** Visitors' links live with this browser's cookie: an account keeps them (and their stats) on every device. */
function KeepLinksPrompt({ count }: { count: number }) {
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center" data-testid="keep-links-prompt">
      <UserPlus className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <p className="flex-1 text-sm text-ink">
        {count === 1 ? "This link belongs" : `These ${count} links belong`} to this browser only. Create a free account to keep{" "}
        {count === 1 ? "it and its stats" : "them and their stats"} on every device.
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="shrink-0"
        onClick={() => void openSignIn({ view: "signup", reason: "Your links from this browser move into your new account." })}
      >
        Sign Up
      </Button>
    </div>
  );
}

function NoLinksYet({ className }: { className?: string }) {
  return (
    <div className={cn("flex flex-col items-center gap-1 p-8 text-center", className)}>
      <Link2 className="mb-1 size-8 text-slate-400" aria-hidden="true" />
      <p className="font-medium text-ink">No short links yet</p>
      <p className="text-sm text-muted">Your 5 most recent short links appear here, with their clicks.</p>
    </div>
  );
}

