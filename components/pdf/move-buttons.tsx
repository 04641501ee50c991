"use client";

import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * The keyboard's (and a phone's) way to reorder: "Move … up/down" in a list, "Move … earlier/later" in a grid of
 * pages. The buttons at the ends are disabled rather than hidden, so the layout does not jump.
 */
export function MoveButtons({ index, count, name, layout, onMove }: { index: number; count: number; name: string; layout: "list" | "grid"; onMove: (from: number, to: number) => void }) {
  const [Back, Forward] = layout === "list" ? [ArrowUp, ArrowDown] : [ArrowLeft, ArrowRight];
  const [back, forward] = layout === "list" ? ["up", "down"] : ["earlier", "later"];
  return (
    <>
      <Button variant="ghost" size="icon" onClick={() => onMove(index, index - 1)} disabled={index === 0} aria-label={`Move ${name} ${back}`}>
        <Back aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" onClick={() => onMove(index, index + 1)} disabled={index === count - 1} aria-label={`Move ${name} ${forward}`}>
        <Forward aria-hidden="true" />
      </Button>
    </>
  );
}

/** Where the reorder announcements are read out. */
export function MoveAnnouncer({ text }: { text: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}
