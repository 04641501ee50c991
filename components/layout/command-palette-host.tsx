"use client";

import { useEffect, useState } from "react";
import { useShell } from "./shell-context";

type PaletteComponent = typeof import("./command-palette").CommandPalette;

/** Keys typed here are the visitor's text, not a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest("input, textarea, select, [contenteditable='true'], [role='textbox']") !== null;
}

/**
 * Opens the command palette on every page: ⌘K / Ctrl+K anywhere (unless the focused tool already used the keys), "/"
 * when the focus is not in a text field. The palette's code loads on first opening, so no page's first load carries
 * it; a failed load lets the next shortcut try again.
 */
export function CommandPaletteHost() {
  const { paletteOpen, setPaletteOpen } = useShell();
  const [Palette, setPalette] = useState<PaletteComponent | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const commandK = (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";
      const slash = event.key === "/" && !event.metaKey && !event.ctrlKey && !event.altKey && !isTypingTarget(event.target);
      if (!commandK && !slash) return;
      // An open dialog (sign-in, a confirmation, the palette itself) keeps the keyboard.
      if (document.querySelector("[role='dialog'], [role='alertdialog']")) return;
      event.preventDefault();
      setPaletteOpen(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [setPaletteOpen]);

  useEffect(() => {
    if (!paletteOpen || Palette) return;
    let live = true;
    void import("./command-palette").then(
      (m) => {
        if (live) setPalette(() => m.CommandPalette);
      },
      () => {
        if (live) setPaletteOpen(false);
      },
    );
    return () => {
      live = false;
    };
  }, [paletteOpen, Palette, setPaletteOpen]);

  return Palette ? <Palette open={paletteOpen} onOpenChange={setPaletteOpen} /> : null;
}
