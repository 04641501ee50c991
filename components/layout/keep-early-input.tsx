"use client";

import { useEffect, useLayoutEffect, useRef } from "react";
import { EARLY_DONE_GLOBAL, type EarlyDone } from "@/lib/early-clicks";

/**
 * Keeps what a visitor typed, chose, ticked or picked as a file before the page's script ran (a slow phone shows the
 * server HTML and the visitor starts at once). React hydrates a field without looking at what it holds: the text
 * stays on screen but the component's state never hears of it, so a result for the old value would be shown beside
 * the new one (or the first re-render wipes the text). Rendered last in the root layout (so that every page that has
 * the script loader also ends its recording), this reads every field that differs from its server default when the
 * page is hydrated and hands it back to React as the user's own input, then carries out the clicks, keys, drops and
 * form submissions React could not handle yet (lib/early-clicks.ts).
 * docs/architecture.md "Page weight"; e2e/early-typing.spec.ts, e2e/deferred-scripts.spec.ts.
 */
export function KeepEarlyInput() {
  const taken = useRef<{ early: ReturnType<typeof earlyInput>; carryOut: (() => void) | null } | null>(null);
  useLayoutEffect(() => {
    taken.current = {
      // Read in the hydration commit itself: a component's first re-render (e.g. useSyncExternalStore's client value)
      // sets its controlled fields back to its state before any passive effect could look.
      early: earlyInput(document),
      // From now on React handles every click, key, drop and submission: the script loader stops recording them and
      // hands back the carrying out of those React could not handle (none on a page loaded without the loader: dev).
      carryOut: (window as unknown as Record<string, EarlyDone | undefined>)[EARLY_DONE_GLOBAL]?.() ?? null,
    };
  }, []);
  // Handed back once the page's own effects have run (this one runs last) and outside React's commit: a mount effect
  // that sets a tool's starting state (from the address, from storage) would otherwise overwrite what was typed, and
  // listeners added in effects (a calculator's keys on the window) hear the recorded events. What was typed first,
  // then the clicks, keys, drops and submissions: a visitor fills a form, then presses its button.
  useEffect(() => {
    const { early = [], carryOut = null } = taken.current ?? {};
    taken.current = null;
    if (!early.length && !carryOut) return;
    setTimeout(() => {
      for (const { field, replay } of early) if (field.isConnected) replay();
      carryOut?.();
    }, 0);
  }, []);
  return null;
}

const NOT_TYPED = new Set(["file", "hidden", "button", "submit", "reset", "image", "range", "color"]);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What differs from the server's HTML, each with the way to hand it to React. All are read before any is replayed: a
 * replayed field re-renders its component, which resets the others to its state.
 */
function earlyInput(root: ParentNode) {
  const early: { field: Field; replay: () => void }[] = [];
  const active = document.activeElement;
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    if (field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].map((option) => option.selected);
      if (!chosen.some((selected, i) => selected !== field.options[i]!.defaultSelected)) continue;
      early.push({
        field,
        replay: () => {
          chosen.forEach((selected, i) => (field.options[i]!.selected = selected));
          field.dispatchEvent(new Event("change", { bubbles: true }));
        },
      });
      continue;
    }
    if (field instanceof HTMLInputElement && field.type === "file") {
      // A file chosen (or dropped on the input) before the script ran: the input still holds it; React hears of it
      // through the change event its onChange listens to.
      if (!field.files?.length) continue;
      early.push({ field, replay: () => field.dispatchEvent(new Event("change", { bubbles: true })) });
      continue;
    }
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      // A radio counts once, on the one chosen; a checkbox either way.
      if (field.checked === field.defaultChecked || (field.type === "radio" && !field.checked)) continue;
      const checked = field.checked;
      early.push({
        field,
        replay: () => {
          // Set the other state through React's own setter, then click as the visitor did: React reads it as a change.
          field.checked = !checked;
          field.click();
        },
      });
      continue;
    }
    if ((field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) || field.readOnly || field.value === field.defaultValue) continue;
    const typed = field.value;
    const selection = field === active ? { start: field.selectionStart, end: field.selectionEnd } : null;
    early.push({
      field,
      replay: () => {
        // React remembers the last value it saw through the element's own setter: give it the server's value that way,
        // then the typed text through the prototype's setter, so the input event below reads as a change.
        field.value = field.defaultValue;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, typed);
        field.dispatchEvent(new Event("input", { bubbles: true }));
        if (selection && selection.start !== null) {
          try {
            field.setSelectionRange(selection.start, selection.end);
          } catch {
            // Fields without a caret (number, email) cannot take a selection.
          }
        }
      },
    });
  }
  return early;
}
