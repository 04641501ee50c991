"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { useSession } from "@/components/auth/session";

/** The signed-in user's history (GET /api/qr/history); QrTool revalidates it after each Generate. */
export const QR_HISTORY_URL = "/api/qr/history";
/** The section's id: the dynamic option's "See yours" links to it. */
export const QR_HISTORY_SECTION_ID = "qr-history";

// The list, its downloads and removal load for a signed-in user whose plan may have history, not for visitors.
const List = dynamic(() => import("./qr-history-list").then((m) => m.QrHistoryList), { ssr: false, loading: () => <HistorySection>{LOADING}</HistorySection> });

/** The history's section: its heading, the list's own controls beside it (`tools`), then `children`. */
export function HistorySection({ tools, children }: { tools?: ReactNode; children: ReactNode }) {
  return (
    <section id={QR_HISTORY_SECTION_ID} aria-labelledby="qr-history-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="qr-history-heading" className="text-2xl font-bold tracking-tight text-ink">
          Your recent QR codes
        </h2>
        {tools}
      </div>
      {children}
    </section>
  );
}

const LOADING = <div className="h-24 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />;

/**
 * "Your recent QR codes" (./qr-history-list.tsx): every account's dynamic codes, and the last 50 codes of plans with
 * history; beside them, for plans without it, what it adds (`locked`: the upgrade prompt, rendered on the server with
 * the plan's name and price). Visitors see the prompt without asking the server (and logging a 401).
 */
export function QrHistory({ locked }: { locked: ReactNode }) {
  const { status } = useSession();
  if (status === "authenticated") return <List locked={locked} />;
  // While the session loads the prompt is drawn unseen: most people are visitors, so what is below stays where it is.
  return <HistorySection>{status === "unauthenticated" ? locked : <div className="invisible">{locked}</div>}</HistorySection>;
}
