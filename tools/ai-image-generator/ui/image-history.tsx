"use client";

import { Download, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { extensionOf } from "@/components/ai/picture-files";
import { mutate, useSessionData } from "@/components/data/swr";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { saveFile } from "@/components/ui/save-file";
import { IMAGE_HISTORY, type ImageHistoryEntry } from "../logic/history";
import { imageFileName, SIZES, STYLES } from "../logic/request";

export const IMAGE_HISTORY_URL = "/api/tools/ai-image-generator/history";

/** Reloads the history (after images were made, or one was deleted). */
export function refreshImageHistory(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === IMAGE_HISTORY_URL);
}

/**
 * A signed-in user's image history (server/history.ts): the pictures with their prompt and settings, each to download,
 * to start again from ("Use settings"), or to delete; Clear deletes them all.
 */
export function ImageHistory({ onUse }: { onUse: (entry: ImageHistoryEntry) => void }) {
  const history = useSessionData<{ ok: true; data: { items: ImageHistoryEntry[] } }>(IMAGE_HISTORY_URL);
  const [error, setError] = useState<string | null>(null);
  const items = history.data?.data.items ?? [];
  if (items.length === 0) return null;

  async function remove(url: string) {
    setError(null);
    const response = await fetch(url, { method: "DELETE" }).catch(() => null);
    if (!response || (!response.ok && response.status !== 404)) setError("This could not be deleted. Please try again.");
    await refreshImageHistory();
  }

  async function download(entry: ImageHistoryEntry, index: number) {
    setError(null);
    const response = await fetch(entry.src).catch(() => null);
    if (!response?.ok) {
      setError("This image is no longer in your history.");
      await refreshImageHistory();
      return;
    }
    saveFile(await response.blob(), imageFileName(entry.prompt, index, extensionOf(entry.mediaType)));
  }

  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-base font-semibold text-ink">Your history</h2>
          <Button type="button" variant="ghost" size="sm" onClick={() => void remove(IMAGE_HISTORY_URL)}>
            <Trash2 aria-hidden className="size-4" />
            Clear history
          </Button>
        </div>
        <p className="text-xs text-muted">
          The images you made while signed in, newest first: the last {IMAGE_HISTORY.count} for {IMAGE_HISTORY.days} days. Only you can see them.
        </p>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="image-history">
          {items.map((entry, index) => (
            <li key={entry.id} className="flex min-w-0 flex-col gap-1.5">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private image of the account, served with no-store; next/image would cache it */}
              <img src={entry.src} alt={`Your image: ${entry.prompt.slice(0, 120)}`} loading="lazy" className="aspect-square w-full rounded-lg border border-line object-cover" />
              <p className="line-clamp-2 text-xs break-words text-ink" title={entry.prompt}>
                {entry.prompt}
              </p>
              <p className="text-xs text-muted">
                {SIZES[entry.shape]?.label ?? entry.shape} · {STYLES[entry.style]?.label ?? entry.style}
                {entry.seed === null ? "" : ` · seed ${entry.seed}`}
              </p>
              <div className="flex flex-wrap gap-1">
                <Button type="button" variant="outline" size="sm" aria-label={`Download ${entry.prompt.slice(0, 60)}`} onClick={() => void download(entry, index)}>
                  <Download aria-hidden className="size-4" />
                </Button>
                <Button type="button" variant="outline" size="sm" aria-label={`Use the settings of ${entry.prompt.slice(0, 60)}`} onClick={() => onUse(entry)}>
                  <RotateCcw aria-hidden className="size-4" />
                </Button>
                <Button type="button" variant="ghost" size="sm" aria-label={`Delete ${entry.prompt.slice(0, 60)}`} onClick={() => void remove(`${IMAGE_HISTORY_URL}/${encodeURIComponent(entry.id)}`)}>
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
