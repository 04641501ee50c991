"use client";

import { WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const online = () => navigator.onLine;
// The server renders for a visitor who reached it: online.
const onlineOnServer = () => true;

/**
 * Said above a tool that needs our server (its module's `network`), while the browser has no connection: the
 * installed app opens such a tool from its cache (public/sw.js), so the visitor learns what will not work before
 * trying it. Nothing is rendered online.
 */
export function OfflineNotice({ toolName, needs }: { toolName: string; needs: string }) {
  const isOnline = useSyncExternalStore(subscribe, online, onlineOnServer);
  if (isOnline) return null;
  return (
    <p role="status" className="mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        You&apos;re offline. {toolName} needs the network to {needs}
      </span>
    </p>
  );
}
