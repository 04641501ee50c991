"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Prefetches a page when the visitor reaches for a link to it: the pointer moves over it, a finger touches it, or the
 * keyboard focuses it. The site's links do not prefetch as they scroll into view (components/ui/link.tsx), so this is
 * the only prefetch: one delegated listener for the page, not one observer per link. A touch comes a moment before its
 * click, a hover often far earlier: time enough to fetch most of a page's data on a phone.
 */
export function PrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    const done = new Set<string>();
    const onIntent = (event: Event) => {
      const path = prefetchablePath(event.target);
      if (path && !done.has(path)) {
        done.add(path);
        router.prefetch(path);
      }
    };
    // pointerover also fires for a touch, before its pointerdown.
    document.addEventListener("pointerover", onIntent, true);
    document.addEventListener("focusin", onIntent, true);
    return () => {
      document.removeEventListener("pointerover", onIntent, true);
      document.removeEventListener("focusin", onIntent, true);
    };
  }, [router]);
  return null;
}

/**
 * The path (and query) of the page behind the link an event hit, when the router can prefetch it: a same-origin link
 * opened in this tab to another page. Not API routes or short links (`/api/`, `/s/`), downloads, or the page already
 * open (a fragment of it included).
 */
function prefetchablePath(target: EventTarget | null): string | null | undefined {
  const a = (target as Element | null)?.closest?.("a[href]");
  if (!(a instanceof HTMLAnchorElement) || a.hasAttribute("download") || (a.target && a.target !== "_self")) return null;
  const { origin, pathname, search } = new URL(a.href);
  if (origin !== location.origin || /^\/(api|s)\//.test(pathname)) return null;
  const path = pathname + search;
  return path !== location.pathname + location.search ? path : null;
}
