"use client";

import { useEffect, useState } from "react";
import type { CatalogueEntry } from "@/lib/domain/catalogue/catalogue";
import { useCatalogue } from "./catalogue-context";

/** The page caches of public/sw.js are named with this prefix (one per worker version). */
const PAGE_CACHE_PREFIX = "utilify-pages-";

/** The tools whose pages the service worker keeps on this device: the ones that open without a connection. */
export function KeptTools() {
  const tools = useCatalogue();
  const [kept, setKept] = useState<CatalogueEntry[] | null>(null);
  useEffect(() => {
    if (!("caches" in window)) return;
    let cancelled = false;
    void (async () => {
      const paths = new Set<string>();
      for (const name of await caches.keys()) {
        if (!name.startsWith(PAGE_CACHE_PREFIX)) continue;
        for (const request of await (await caches.open(name)).keys()) paths.add(new URL(request.url).pathname);
      }
      if (!cancelled) setKept(tools.filter((tool) => paths.has(tool.route)));
    })().catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [tools]);
  if (!kept?.length) return null;
  return (
    <div className="mt-6 text-left">
      <h2 className="text-base font-semibold text-ink">Open on this device</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {kept.map((tool) => (
          <li key={tool.id}>
            <a href={tool.route} className="inline-block rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50">
              {tool.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
