"use client";

import { useLayoutEffect, useRef, useSyncExternalStore } from "react";

/**
 * Hands what a visitor typed, chose or ticked before the page hydrated to React, so the component's state is what the
 * field shows. React hydrates a field without telling the component of its value: no onChange fires, and the first
 * re-render writes the old state over the text. This stands in for React's own `enableHydrationChangeEvent` (only in
 * its experimental channel today): remove it once a stable React dispatches that change itself.
 *
 * Render it as the last child of the element whose fields it looks after (a tool's area inside its Suspense boundary,
 * the header search): its layout effect runs in the commit that hydrated them, before any re-render. Each field is
 * read and handed over in one synchronous step, so nothing but what it holds at that moment is ever written.
 */
export function KeepTypedText() {
  const marker = useRef<HTMLSpanElement>(null);
  // Says on the page when its part has hydrated (tests wait for it): false in the server's HTML, true once hydrated.
  const hydrated = useSyncExternalStore(subscribeNothing, isClient, isServer);
  useLayoutEffect(() => {
    const scope = marker.current?.parentElement;
    if (scope) for (const field of scope.querySelectorAll<Field>("input, textarea, select")) handOver(field);
  }, []);
  return <span ref={marker} hidden data-hydrated={hydrated ? "" : undefined} />;
}

// Fields with a composition under way (Korean, Japanese or Chinese input): writing their value would end it, and the
// input method would write its word a second time. Such a field is handed over when its composition ends.
const composing = new WeakSet<EventTarget>();
if (typeof document !== "undefined") {
  for (const type of ["compositionstart", "compositionupdate"]) document.addEventListener(type, (event) => event.target && composing.add(event.target), true);
  document.addEventListener("compositionend", (event) => event.target && composing.delete(event.target), true);
}

const subscribeNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function handOver(field: Field): void {
  if (field.disabled) return;
  if (field instanceof HTMLSelectElement) {
    // React reads a select's choice from the change event itself.
    if ([...field.options].some((option) => option.selected !== option.defaultSelected)) field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && field.type === "file") {
    if (field.files?.length) field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    const checked = field.checked;
    if (checked === field.defaultChecked || (field.type === "radio" && !checked)) return;
    // React hears a checkbox through its click: the other state through the element's own setter (React's record of
    // what it last saw), then the click that puts back the visitor's choice.
    field.checked = !checked;
    field.click();
    return;
  }
  if (field.readOnly || field.value === field.defaultValue) return;
  if (composing.has(field)) {
    field.addEventListener("compositionend", () => handOver(field), { once: true });
    return;
  }
  const typed = field.value;
  const caret = document.activeElement === field ? { start: field.selectionStart, end: field.selectionEnd } : null;
  // The element's own setter records the server's value as the last one React saw; the prototype's setter then puts
  // the visitor's text back without touching that record, so the input event below reads as their change.
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  if (!caret || caret.start === null) return;
  // React puts the field back on its state after the event and writes the text again in the re-render that follows,
  // which leaves the caret at the end: it goes back where the visitor left it once that re-render is done (the same
  // task, before any key can come in).
  const { start, end } = caret;
  queueMicrotask(() => {
    if (document.activeElement !== field || field.value !== typed) return;
    try {
      field.setSelectionRange(start, end);
    } catch {
      // Fields without a caret (number, email) take no selection.
    }
  });
}
