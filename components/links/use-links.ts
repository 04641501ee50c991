"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { LinksResponse } from "@/lib/links/view";
import { useSessionGeneration } from "@/components/auth/session-sync";
import { useLiveRefresh } from "@/components/links/use-live-refresh";
import type { ShortenerCapabilities } from "@/lib/links/capabilities";
import type { LinkView } from "@/lib/links/view";

/** The most links one request returns (the API's MAX_PAGE). */
const MAX_TAKE = 100;

async function fetchLinks(take: number, cursor?: string): Promise<LinksResponse | null> {
  const query = new URLSearchParams({ take: String(Math.min(take, MAX_TAKE)) });
  if (cursor) query.set("cursor", cursor);
  try {
    const response = await fetch(`/api/links?${query}`, { cache: "no-store" });
    return response.ok ? ((await response.json()) as LinksResponse) : null;
  } catch {
    return null;
  }
}

/**
 * The current owner's links (newest first) and capabilities, loaded on the client after the static page renders.
 * Kept live: loaded again every few seconds while the tab is visible (click counts rise as people open the links),
 * and from the start after every sign-in or sign-out (the owner changed).
 */
export function useLinks(pageSize: number) {
  const [links, setLinks] = useState<LinkView[] | null>(null);
  const [total, setTotal] = useState(0);
  const [capabilities, setCapabilities] = useState<ShortenerCapabilities | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const shown = useRef(pageSize);
  const sessionGeneration = useSessionGeneration();

  const reload = useCallback(async () => {
    const data = await fetchLinks(Math.max(pageSize, shown.current));
    if (!data) return;
    setLinks((current) => {
      // More than one request's worth shown: refresh the newest ones, keep the older ones already loaded.
      if (!current || shown.current <= MAX_TAKE) return data.links;
      const fresh = new Set(data.links.map((l) => l.id));
      return [...data.links, ...current.slice(data.links.length).filter((l) => !fresh.has(l.id))];
    });
    setTotal(data.total);
    setCapabilities(data.capabilities);
  }, [pageSize]);

  useEffect(() => {
    // On mount, and for a new owner after sign-in or sign-out: back to the first page.
    shown.current = pageSize;
    void reload();
  }, [reload, pageSize, sessionGeneration]);

  const refreshLive = useCallback(() => void reload(), [reload]);
  useLiveRefresh(refreshLive);

  /** Appends the next `count` older links (default: one page). */
  const loadMore = useCallback(
    async (count = pageSize) => {
      if (!links?.length) return;
      setLoadingMore(true);
      const data = await fetchLinks(count, links.at(-1)?.id);
      setLoadingMore(false);
      if (!data) return;
      setLinks((current) => [...(current ?? []), ...data.links]);
      setTotal(data.total);
      shown.current = Math.max(shown.current, links.length + data.links.length);
    },
    [links, pageSize],
  );

  /** Back to the first page only. */
  const showFirstPage = useCallback(() => {
    shown.current = pageSize;
    setLinks((current) => current?.slice(0, pageSize) ?? null);
  }, [pageSize]);

  const add = useCallback((link: LinkView) => {
    setLinks((current) => [link, ...(current ?? [])].slice(0, shown.current));
    setTotal((t) => t + 1);
  }, []);

  const replace = useCallback((link: LinkView) => {
    setLinks((current) => current?.map((l) => (l.id === link.id ? link : l)) ?? null);
  }, []);

  const remove = useCallback(
    (id: string) => {
      setLinks((current) => current?.filter((l) => l.id !== id) ?? null);
      setTotal((t) => Math.max(0, t - 1));
      // The next link moves up into the list.
      void reload();
    },
    [reload],
  );

  return { links, total, capabilities, reload, loadMore, loadingMore, showFirstPage, add, replace, remove };
}
