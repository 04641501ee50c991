"use client";

import { RotateCcw, RotateCw, Trash2, Undo2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { MoveAnnouncer, MoveButtons } from "@/components/pdf/move-buttons";
import { sizeNote } from "@/components/pdf/pdf-download";
import { OnePdfDropZone } from "@/components/pdf/pdf-drop-zone";
import { PdfThumbnail } from "@/components/pdf/pdf-thumbnail";
import type { Thumbnails } from "@/components/pdf/thumbnails";
import * as work from "@/components/pdf/pdf-work";
import { PdfToolFooter, usePdfJob, type PdfResult } from "@/components/pdf/use-pdf-job";
import { useReorder } from "@/components/pdf/use-reorder";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { formatCount, MAX_PDF_PAGES, MAX_PDF_TOTAL_BYTES, PDF_TOOL_MESSAGES } from "@/lib/engines/pdf/limits";
import { pdfBaseName } from "@/lib/engines/pdf/split";

/**
 * Rotate PDF, which organises pages too (docs/product.md "Rotate PDF"): one PDF's pages as thumbnails (pdf.js, drawn
 * as they come into view), each turned, deleted (and restored) or moved — by drag or by buttons — then saved as a new
 * PDF by pdf-lib in a Web Worker. Nothing is uploaded.
 */

interface Tile {
  /** The source page, 1-based. */
  page: number;
  /** Clockwise turn added to the page's own rotation. */
  turn: number;
  deleted: boolean;
}

const MB = 1024 * 1024;
const turned = (turn: number, by: number) => (((turn + by) % 360) + 360) % 360;
const turnWords = (turn: number) => (turn === 0 ? "" : turn === 180 ? "turned upside down" : turn === 90 ? "turned right" : "turned left");

export function RotatePdfTool() {
  const [file, setFile] = useState<File | null>(null);
  const [tiles, setTiles] = useState<Tile[]>([]);
  const [thumbnails, setThumbnails] = useState<Thumbnails | null>(null);
  const job = usePdfJob();
  const [result, setResult] = useState<PdfResult | null>(null);
  const reorder = useReorder(tiles, (next) => change(next), (tile) => `Page ${tile.page}`);
  const thumbs = useRef<Thumbnails | null>(null);
  useEffect(() => () => thumbs.current?.close(), []);

  function change(next: Tile[]) {
    setTiles(next);
    setResult(null);
  }

  async function choose(chosen: File[]) {
    setResult(null);
    await job.readOne(chosen, async (picked, facts, stillHere) => {
      thumbs.current?.close();
      thumbs.current = null;
      setThumbnails(null);
      setFile(picked);
      change(facts.rotations.map((_, i) => ({ page: i + 1, turn: 0, deleted: false })));
      const { Thumbnails } = await import("@/components/pdf/thumbnails");
      const opened = await Thumbnails.open(picked);
      if (!stillHere()) return opened?.close();
      thumbs.current = opened;
      setThumbnails(opened);
    });
  }

  const kept = tiles.filter((tile) => !tile.deleted);

  async function save() {
    setResult(null);
    if (!file) return job.setError(PDF_TOOL_MESSAGES.nothingChosen);
    if (kept.length === 0) return job.setError(PDF_TOOL_MESSAGES.noPagesLeft);
    await job.run(`Saving ${formatCount(kept.length)} ${kept.length === 1 ? "page" : "pages"}`, async (stillHere) => {
      const bytes = await work.organise(
        file,
        kept.map(({ page, turn }) => ({ page, turn })),
      );
      if (!stillHere()) return;
      setResult({
        blob: new Blob([bytes as BlobPart], { type: "application/pdf" }),
        name: `${pdfBaseName(file.name)}-organised.pdf`,
        note: `${formatCount(kept.length)} ${kept.length === 1 ? "page" : "pages"}, ${sizeNote(bytes.length)}`,
      });
    });
  }

  const update = (index: number, next: Partial<Tile>) => change(tiles.map((tile, i) => (i === index ? { ...tile, ...next } : tile)));
  const turnAll = (by: number) => change(tiles.map((tile) => ({ ...tile, turn: turned(tile.turn, by) })));

  return (
    <Card data-tool-ui="rotate-pdf">
      <CardContent className="flex flex-col gap-4">
        <OnePdfDropZone
          chosen={file !== null}
          busy={job.busy}
          onFiles={(files) => void choose(files)}
          again="work on"
          hint={`One PDF up to ${MAX_PDF_TOTAL_BYTES / MB} MB and ${formatCount(MAX_PDF_PAGES)} pages, edited in your browser and never uploaded.`}
        />

        {file ? (
          <>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-ink" data-testid="chosen">
                <span className="font-medium">{file.name}</span> · {formatCount(kept.length)} of {formatCount(tiles.length)} {tiles.length === 1 ? "page" : "pages"} kept
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => turnAll(-90)}>
                  <RotateCcw aria-hidden="true" /> Rotate all left
                </Button>
                <Button variant="secondary" size="sm" onClick={() => turnAll(90)}>
                  <RotateCw aria-hidden="true" /> Rotate all right
                </Button>
                <Button variant="ghost" size="sm" onClick={() => change(tiles.map((t) => ({ ...t, turn: 0, deleted: false })).sort((a, b) => a.page - b.page))}>
                  <Undo2 aria-hidden="true" /> Start over
                </Button>
              </div>
            </div>
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Pages, in the new order">
              {tiles.map((tile, i) => {
                const name = `page ${tile.page}`;
                const state = [turnWords(tile.turn), tile.deleted ? "deleted" : ""].filter(Boolean).join(", ");
                return (
                  <li
                    key={tile.page}
                    {...reorder.dragProps(i)}
                    className="flex flex-col gap-1.5 rounded-lg border border-line bg-surface p-2 data-[drop-target]:border-brand-600 data-[drop-target]:bg-brand-50"
                    data-testid="page-tile"
                  >
                    <div className={cn("cursor-grab", tile.deleted && "opacity-30")}>
                      <PdfThumbnail thumbnails={thumbnails} page={tile.page} turn={tile.turn} />
                    </div>
                    <p className="text-center text-xs text-muted">
                      Page {tile.page}
                      {state ? ` · ${state}` : ""}
                    </p>
                    <div className="flex justify-center">
                      <Button variant="ghost" size="icon" onClick={() => update(i, { turn: turned(tile.turn, -90) })} disabled={tile.deleted} aria-label={`Rotate ${name} left`}>
                        <RotateCcw aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" onClick={() => update(i, { turn: turned(tile.turn, 90) })} disabled={tile.deleted} aria-label={`Rotate ${name} right`}>
                        <RotateCw aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" onClick={() => update(i, { deleted: !tile.deleted })} aria-label={tile.deleted ? `Restore ${name}` : `Delete ${name}`}>
                        {tile.deleted ? <Undo2 aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                      </Button>
                    </div>
                    <div className="flex justify-center">
                      <MoveButtons index={i} count={tiles.length} name={name} layout="grid" onMove={reorder.move} />
                    </div>
                  </li>
                );
              })}
            </ol>
            <MoveAnnouncer text={reorder.announcement} />
          </>
        ) : null}

        <PdfToolFooter action="Save PDF" working="Saving" onAction={() => void save()} disabled={!file} job={job} result={result} />
      </CardContent>
    </Card>
  );
}
