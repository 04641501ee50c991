"use client";

import { lazy, Suspense, type ComponentType } from "react";

/**
 * A tool's client UI as its own chunk, loaded only on the pages that render it (docs/architecture.md "The tool
 * module"): `export const QrTool = island(() => import("./ui/qr-tool").then((m) => m.QrTool))` in a tool's
 * island.tsx. It is rendered on the server like any component; in the browser React hydrates it once its chunk has
 * arrived, keeping the server's HTML meanwhile.
 *
 * React.lazy rather than next/dynamic: with Turbopack (Next 16.4), next/dynamic's preload list can name a chunk the
 * build never wrote, which costs every tool page a 404 (e2e/tool-isolation.spec.ts fails on any such request).
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Island;
}
