"use client";

import { useState, type DragEvent } from "react";

/**
 * Reordering a list by drag (mouse) and by buttons (keyboard, touch, screen readers) alike, with each move announced
 * in words ("report.pdf moved to position 2 of 3."): the list renders `announcement` in a polite live region
 * (MoveAnnouncer).
 */
export function useReorder<T>(items: readonly T[], setItems: (next: T[]) => void, nameOf: (item: T) => string) {
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  function move(from: number, to: number) {
    if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return;
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setItems(next);
    setAnnouncement(`${nameOf(item!)} moved to position ${to + 1} of ${items.length}.`);
  }

  function dragProps(index: number) {
    return {
      draggable: true,
      onDragStart: (event: DragEvent) => {
        setDragged(index);
        event.dataTransfer.effectAllowed = "move";
        // Firefox starts a drag only with data set.
        event.dataTransfer.setData("text/plain", String(index));
      },
      onDragOver: (event: DragEvent) => {
        if (dragged === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(index);
      },
      onDrop: (event: DragEvent) => {
        if (dragged === null) return;
        event.preventDefault();
        move(dragged, index);
        setDragged(null);
        setOver(null);
      },
      onDragEnd: () => {
        setDragged(null);
        setOver(null);
      },
      "data-drop-target": over === index && dragged !== index ? "" : undefined,
    };
  }

  return { move, dragProps, announcement, dragged };
}
