"use client";

import { Download, Pencil, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { FetchError, fetchJson, localChange, useSessionData } from "@/components/data/swr";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DOWNLOAD_SIZES, ERROR_CORRECTION_LABELS, QR_TYPE_LABELS } from "@/tools/qr-generator/logic/constants";
import type { QrHistoryEntry as QrHistoryItem, QrHistoryPage } from "@/tools/qr-generator/server/service";
import { downloadQrFile } from "./download";
import { HistorySection, QR_HISTORY_URL } from "./qr-history";

type HistoryState = { status: "loading" } | { status: "locked" } | ({ status: "ready" } & QrHistoryPage) | { status: "error" };

async function loadHistory(): Promise<QrHistoryPage> {
  return (await fetchJson<{ ok: true; data: QrHistoryPage }>(QR_HISTORY_URL)).data;
}

/** "2 of 3 dynamic codes", "4 dynamic codes" (unlimited). */
function dynamicCount({ used, limit }: QrHistoryPage["dynamicCodes"]): string {
  return limit === null ? `${used} dynamic code${used === 1 ? "" : "s"}` : `${used} of ${limit} dynamic codes`;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });

function Swatch({ colour }: { colour: string }) {
  return <span className="inline-block size-3 rounded-sm border border-slate-300 align-middle" style={{ backgroundColor: colour }} aria-hidden="true" />;
}

/**
 * The history of a signed-in user whose plan may include it (./qr-history.tsx loads this for them only): the last 50
 * codes with their settings, downloadable again at any size without counting a use; `locked` (the upgrade prompt,
 * rendered on the server) when the server says the plan has none.
 */
export function QrHistoryList({ locked }: { locked: ReactNode }) {
  const [size, setSize] = useState(1000);
  // The list is user-specific, the page is static: loaded after mount, for each session (another account, another list).
  const history = useSessionData<QrHistoryPage>(QR_HISTORY_URL, { fetcher: loadHistory });

  const shown: HistoryState = history.data
    ? { status: "ready", ...history.data }
    : history.error instanceof FetchError && (history.error.status === 401 || history.error.status === 403)
      ? { status: "locked" }
      : history.error
        ? { status: "error" }
        : { status: "loading" };

  async function download(item: QrHistoryItem, format: "png" | "svg") {
    try {
      await downloadQrFile({ historyId: item.id, format, size });
    } catch (error) {
      toast.error("Error", { description: error instanceof Error ? error.message : "Failed to download the QR code" });
    }
  }

  async function remove(item: QrHistoryItem) {
    const response = await fetch(`/api/qr/history/${item.id}`, { method: "DELETE" });
    if (!response.ok) {
      toast.error("Error", { description: "Could not remove this QR code. Please try again." });
      return;
    }
    void history.mutate((page) => page && { ...page, items: page.items.filter((i) => i.id !== item.id) }, localChange);
    toast.success("Removed", { description: "The QR code was removed from your history." });
  }

  return (
    <HistorySection
      tools={
        shown.status === "ready" && shown.items.length > 0 ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span className="text-sm text-muted" data-testid="qr-dynamic-count">
              {dynamicCount(shown.dynamicCodes)}
            </span>
            <div className="flex items-center gap-2">
            <Label htmlFor="qr-history-size" className="whitespace-nowrap">
              PNG size
            </Label>
            <Select id="qr-history-size" className="w-36" value={size} onChange={(e) => setSize(Number(e.target.value))}>
              {DOWNLOAD_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s} × {s} px
                </option>
              ))}
            </Select>
            </div>
          </div>
        ) : null
      }
    >
      {shown.status === "loading" ? <div className="h-24 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" /> : null}

      {shown.status === "error" ? <p className="text-muted">Your history could not be loaded. Reload the page to try again.</p> : null}

      {shown.status === "locked" ? locked : null}

      {shown.status === "ready" && shown.items.length === 0 && shown.history ? (
        <p className="text-muted">The QR codes you generate will be listed here, ready to download again.</p>
      ) : null}

      {shown.status === "ready" && shown.items.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="qr-history">
          {shown.items.map((item) => (
            <li key={item.id}>
              <Card className="flex h-full gap-4 p-4">
                {/* eslint-disable-next-line @next/next/no-img-element -- a per-user image from our API */}
                <img src={`/api/qr/history/${item.id}/image`} alt="" width={80} height={80} loading="lazy" className="size-20 shrink-0 rounded border border-line" />
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <div className="flex items-center justify-between gap-2">
                    <span className="flex items-center gap-2 text-sm font-semibold text-ink">
                      {QR_TYPE_LABELS[item.type]}
                      {item.dynamic ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">Dynamic</span> : null}
                    </span>
                    <time className="text-xs text-muted" dateTime={item.createdAt}>
                      {dateFormat.format(new Date(item.createdAt))}
                    </time>
                  </div>
                  {item.dynamic ? (
                    <p className="text-xs break-all text-ink" data-testid="qr-dynamic-entry">
                      <span className="font-mono">{item.dynamic.shortUrl}</span> → {item.dynamic.destination}
                      <span className="block text-muted">
                        {item.dynamic.scans} scan{item.dynamic.scans === 1 ? "" : "s"} · keeps working even if your plan ends
                      </span>
                    </p>
                  ) : (
                    <p className="line-clamp-2 font-mono text-xs break-all text-ink" title={item.payload}>
                      {item.payload}
                    </p>
                  )}
                  <p className="text-xs text-muted">
                    {item.options.size} px · EC {item.options.errorCorrection} ({ERROR_CORRECTION_LABELS[item.options.errorCorrection].name}) · margin{" "}
                    {item.options.margin} · <Swatch colour={item.options.foreground} /> {item.options.foreground} on <Swatch colour={item.options.background} />{" "}
                    {item.options.background}
                  </p>
                  <div className="mt-1 flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => download(item, "png")} aria-label={`Download PNG of ${QR_TYPE_LABELS[item.type]} code`}>
                      <Download aria-hidden="true" /> PNG
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => download(item, "svg")} aria-label={`Download SVG of ${QR_TYPE_LABELS[item.type]} code`}>
                      <Download aria-hidden="true" /> SVG
                    </Button>
                    {item.dynamic ? (
                      <Button size="sm" variant="outline" href={`/links/${item.dynamic.linkId}`}>
                        <Pencil aria-hidden="true" /> Edit destination
                      </Button>
                    ) : (
                      <Button size="sm" variant="ghost" onClick={() => remove(item)} aria-label={`Remove ${QR_TYPE_LABELS[item.type]} code from history`}>
                        <Trash2 aria-hidden="true" /> Remove
                      </Button>
                    )}
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}

      {shown.status === "ready" && !shown.history ? locked : null}
    </HistorySection>
  );
}
