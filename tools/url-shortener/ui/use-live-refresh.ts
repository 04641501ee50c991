"use client";

import { useEffect } from "react";

/**
 * How often open pages ask for fresh click counts. Ten seconds keeps a page feeling live while costing the server
 * one small query per open tab and interval; hidden tabs do not ask at all.
 */
export const LIVE_REFRESH_MS = 10_000;

/**
 * Calls `refresh` every `intervalMs` while the tab is visible, and at once when it becomes visible again (after the
 * user was in another tab, where someone may have clicked the link).
 */
export function useLiveRefresh(refresh: () => void, intervalMs = LIVE_REFRESH_MS) {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | null = null;
    const start = () => {
      timer ??= setInterval(refresh, intervalMs);
    };
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") {
        refresh();
        start();
      } else stop();
    };
    if (document.visibilityState === "visible") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [refresh, intervalMs]);
}
