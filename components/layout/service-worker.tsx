"use client";

import { useEffect } from "react";

/** The same-origin files this page loaded (the worker keeps those of the kinds it caches: public/sw.js). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => new URL(name, location.href).origin === location.origin);
}

/**
 * Registers the site's service worker (public/sw.js; docs/architecture.md "Installable app and offline") once the page
 * has loaded, then hands it this page and the files it loaded, which went to the network before the worker existed.
 * Renders nothing. Production builds only: in development the files change under the same names.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let cancelled = false;
    const register = async () => {
      try {
        // updateViaCache "none": the browser checks sw.js itself on every navigation, never an HTTP-cached copy.
        const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" });
        const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
        if (!cancelled) worker?.postMessage({ type: "keep-page", page: location.pathname + location.search, assets: loadedFiles() });
      } catch {
        // Private modes and some embedded browsers refuse service workers: the site works as before, online.
      }
    };
    if (document.readyState === "complete") void register();
    else window.addEventListener("load", () => void register(), { once: true });
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
