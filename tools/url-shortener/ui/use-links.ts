"use client";

import { useCallback, useMemo, useState } from "react";
import type { LinksResponse } from "@/tools/url-shortener/server/view";
import { useSessionGeneration } from "@/components/auth/session-sync";
import { fetchJson, live, localChange, useSessionData } from "@/components/data/swr";
import type { LinkView } from "@/tools/url-shortener/server/view";
import type { TagView } from "@/tools/url-shortener/logic/tags";
import type { UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";

const NO_TAGS: TagView[] = [];
const NO_TEMPLATES: UtmTemplateView[] = [];

/** The most links one request returns (the API's MAX_PAGE). */
const MAX_TAKE = 100;

function linksUrl(take: number, cursor?: string): string {
  const query = new URLSearchParams({ take: String(Math.min(take, MAX_TAKE)) });
  if (cursor) query.set("cursor", cursor);
  return `/api/links?${query}`;
}

/**
 * The current owner's links (newest first) and capabilities, loaded on the client after the static page renders.
 * Kept live: the newest ones (as many as are shown, up to one request's worth) are loaded again every
 * LIVE_REFRESH_MS while the tab is visible (click counts rise as people open the links), and from the start after
 * every sign-in or sign-out (the owner changed: back to the first page). Older pages ("Load more") are appended
 * below them. Changes made on the page go into the cache with `mutate`; a failed load keeps what is shown.
 */
export function useLinks(pageSize: number) {
  // How many links the user asked to see; the fetcher reads it when it runs (the key stays the same: one cache entry).
  const [shown, setShown] = useState(pageSize);
  // Links past the first request's worth, loaded with a cursor ("Load more" beyond MAX_TAKE).
  const [older, setOlder] = useState<LinkView[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);

  // A new owner after sign-in or sign-out: back to the first page (state adjusted during render, as React advises).
  const generation = useSessionGeneration();
  const [owner, setOwner] = useState(generation);
  if (owner !== generation) {
    setOwner(generation);
    setShown(pageSize);
    setOlder([]);
  }

  const head = useSessionData<LinksResponse>("/api/links", {
    ...live,
    extra: [pageSize],
    // SWR calls the latest render's fetcher: it asks for as many as are shown then.
    fetcher: () => fetchJson<LinksResponse>(linksUrl(Math.max(pageSize, shown))),
  });
  const { mutate } = head;

  const links = useMemo(() => {
    if (!head.data) return null;
    const fresh = new Set(head.data.links.map((l) => l.id));
    return [...head.data.links, ...older.filter((l) => !fresh.has(l.id))].slice(0, Math.max(shown, head.data.links.length));
  }, [head.data, older, shown]);
  const total = head.data?.total ?? 0;

  const reload = useCallback(() => mutate(), [mutate]);

  /** Appends the next `count` older links (default: one page). */
  const loadMore = useCallback(
    async (count = pageSize) => {
      const last = links?.at(-1);
      if (!links || !last) return;
      setLoadingMore(true);
      const data = await fetchJson<LinksResponse>(linksUrl(count, last.id)).catch(() => null);
      setLoadingMore(false);
      if (!data) return;
      setOlder((current) => [...current, ...data.links]);
      setShown((current) => Math.max(current, links.length + data.links.length));
      void mutate((current) => current && { ...current, total: data.total }, localChange);
    },
    [links, pageSize, mutate],
  );

  /** Back to the first page only. */
  const showFirstPage = useCallback(() => {
    setShown(pageSize);
    setOlder([]);
    void mutate((current) => current && { ...current, links: current.links.slice(0, pageSize) }, localChange);
  }, [pageSize, mutate]);

  /** A link just created on this page: first in the list at once. */
  const add = useCallback(
    (link: LinkView) =>
      void mutate((current) => current && { ...current, links: [link, ...current.links].slice(0, Math.max(pageSize, shown)), total: current.total + 1 }, localChange),
    [mutate, pageSize, shown],
  );

  /** A link changed on this page (edited, disabled). */
  const replace = useCallback(
    (link: LinkView) => {
      setOlder((current) => current.map((l) => (l.id === link.id ? link : l)));
      void mutate((current) => current && { ...current, links: current.links.map((l) => (l.id === link.id ? link : l)) }, localChange);
    },
    [mutate],
  );

  /** A link deleted on this page: gone at once; then loaded again, so the next link moves up into the list. */
  const remove = useCallback(
    (id: string) => {
      setOlder((current) => current.filter((l) => l.id !== id));
      void mutate((current) => current && { ...current, links: current.links.filter((l) => l.id !== id), total: Math.max(0, current.total - 1) }, {
        revalidate: true,
      });
    },
    [mutate],
  );

  /** The account's UTM templates after a save or a delete in a builder on this page. */
  const setUtmTemplates = useCallback(
    (utmTemplates: UtmTemplateView[]) => void mutate((current) => current && { ...current, utmTemplates }, localChange),
    [mutate],
  );

  return { links, total, capabilities: head.data?.capabilities ?? null, tags: head.data?.tags ?? NO_TAGS, utmTemplates: head.data?.utmTemplates ?? NO_TEMPLATES, setUtmTemplates, reload, loadMore, loadingMore, showFirstPage, add, replace, remove };
}
