"use client";

import { Link2 } from "lucide-react";
import { LinkItem } from "@/tools/url-shortener/ui/link-item";
import { useLinks } from "@/tools/url-shortener/ui/use-links";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/**
 * All of the owner's short links with copy, QR code, analytics, disable and delete, paged by 20. For the account
 * page (the signed-in user's links; an anonymous visitor's when used elsewhere).
 */
export function LinkTable({ pageSize = 20, title = "Your short links" }: { pageSize?: number; title?: string }) {
  const { links, total, capabilities, loadMore, loadingMore, replace, remove } = useLinks(pageSize);

  return (
    <section id="links" aria-labelledby="link-table-heading">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id="link-table-heading" className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {links ? <span className="text-sm text-muted">{total === 1 ? "1 link" : `${total} links`}</span> : null}
      </div>
      <Card>
        {links === null ? (
          <div className="h-24 animate-pulse rounded-xl bg-slate-50" role="status" aria-label="Loading links" />
        ) : links.length === 0 ? (
          <div className="flex flex-col items-center gap-2 p-8 text-center text-muted">
            <Link2 className="size-8 text-slate-400" aria-hidden="true" />
            <p>No short links yet.</p>
            <Button href="/urlshortener" variant="secondary" size="sm">
              Shorten a URL
            </Button>
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {links.map((link) => (
              <LinkItem key={link.id} link={link} capabilities={capabilities} onUpdated={replace} onDeleted={remove} />
            ))}
          </ul>
        )}
      </Card>
      {links && links.length < total ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? "Loading..." : "Show more links"}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
