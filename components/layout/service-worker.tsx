"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { productionBuild } from "@/lib/platform/config/env.public";

/** The same-origin files this page loaded (the worker keeps those of the kinds it caches: public/sw.js). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => new URL(name, location.href).origin === location.origin);
}

/** Registered once per page load; every later navigation reuses it. */
let registered: Promise<ServiceWorker | null> | undefined;

function register(): Promise<ServiceWorker | null> {
  registered ??= navigator.serviceWorker
    // updateViaCache "none": the browser checks sw.js itself on every navigation, never an HTTP-cached copy.
    .register("/sw.js", { scope: "/", updateViaCache: "none" })
    .then(async (registration) => registration.active ?? (await navigator.serviceWorker.ready).active)
    // Private modes and some embedded browsers refuse service workers: the site works as before, online.
    .catch(() => null);
  return registered;
}

function whenLoaded(run: () => void): () => void {
  if (document.readyState === "complete") {
    run();
    return () => {};
  }
  window.addEventListener("load", run, { once: true });
  return () => window.removeEventListener("load", run);
}

/**
 * Registers the site's service worker (public/sw.js; docs/architecture.md "Installable app and offline") once the page
 * has loaded, then, on that page and each one reached from it in the app, hands the worker the page's address and the
 * files it loaded: the first page's went to the network before the worker existed, and a page reached by a link
 * arrives as React data, not as a page the worker could keep. Renders nothing. Production builds only.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();
  useEffect(() => {
    // Not on the dev server: its files change under the same names, which a cache-first worker would pin.
    if (!productionBuild || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    const stop = whenLoaded(() => {
      void register().then((worker) => {
        if (!cancelled) worker?.postMessage({ type: "keep-page", page: location.pathname + location.search, assets: loadedFiles() });
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [pathname]);
  return null;
}
