"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { LinksResponse } from "@/app/api/links/route";
import type { ShortenerCapabilities } from "@/lib/links/capabilities";
import type { LinkView } from "@/lib/links/view";

async function fetchLinks(take: number, cursor?: string): Promise<LinksResponse | null> {
  const query = new URLSearchParams({ take: String(take) });
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
 * Reloads when the tab becomes visible again, so click counts rise after someone opens a link in another tab.
 */
export function useLinks(pageSize: number) {
  const [links, setLinks] = useState<LinkView[] | null>(null);
  const [total, setTotal] = useState(0);
  const [capabilities, setCapabilities] = useState<ShortenerCapabilities | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const shown = useRef(pageSize);

  const reload = useCallback(async () => {
    const data = await fetchLinks(Math.max(pageSize, shown.current));
    if (!data) return;
    setLinks(data.links);
    setTotal(data.total);
    setCapabilities(data.capabilities);
  }, [pageSize]);

  useEffect(() => {
    void reload();
    const onVisible = () => {
      if (document.visibilityState === "visible") void reload();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [reload]);

  const loadMore = useCallback(async () => {
    if (!links?.length) return;
    setLoadingMore(true);
    const data = await fetchLinks(pageSize, links[links.length - 1].id);
    setLoadingMore(false);
    if (!data) return;
    setLinks((current) => [...(current ?? []), ...data.links]);
    shown.current += data.links.length;
  }, [links, pageSize]);

  const add = useCallback(
    (link: LinkView) => {
      setLinks((current) => [link, ...(current ?? [])].slice(0, Math.max(pageSize, shown.current)));
      setTotal((t) => t + 1);
    },
    [pageSize],
  );

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

  return { links, total, capabilities, reload, loadMore, loadingMore, add, replace, remove };
}
