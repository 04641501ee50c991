"use client";

import { useEffect, useRef, useState } from "react";
import type { Thumbnails } from "./thumbnails";

/**
 * One page's picture, asked for when its tile comes near the screen (an IntersectionObserver), turned by `turn`
 * degrees on top of the page's own rotation. Until it is drawn, or when it cannot be, the tile shows the page number.
 */
export function PdfThumbnail({ thumbnails, page, turn }: { thumbnails: Thumbnails | null; page: number; turn: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!thumbnails || !element) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        thumbnails.get(page).then(
          (made) => live && setUrl(made),
          () => {},
        );
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [thumbnails, page]);

  return (
    <div ref={box} className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-md bg-slate-100">
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local object URL, never optimised
        <img src={url} alt="" className="max-h-full max-w-full border border-line shadow-sm transition-transform" style={{ transform: `rotate(${turn}deg)` }} />
      ) : (
        <span className="text-2xl font-semibold text-slate-400" aria-hidden="true">
          {page}
        </span>
      )}
    </div>
  );
}
