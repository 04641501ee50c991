"use client";

import { useLayoutEffect, useRef, type ReactNode } from "react";
import { useLazy } from "./use-lazy";
import { useWantedOnUse } from "./use-wanted-on-use";

/** The server view's fields at the moment the tool replaces it. */
interface ShellState {
  typed: { id: string; value: string }[];
  focused: { id: string; start: number | null; end: number | null } | null;
}

/**
 * A tool whose first view is server HTML (`children`: the real first state, with plain inputs) and whose code loads on
 * first use (components/lazy/use-wanted-on-use.ts: pointer, focus, key or change in it, or typing before hydration),
 * never with the page. At the moment the tool replaces the server view, in the same commit (no event can land in
 * between), what was typed into the view's inputs is replayed into the tool's inputs of the same id (as an input event,
 * so the tool handles it as typing) and the focused field keeps the focus, caret and selection: a keystroke or a
 * select-all made while the code was loading goes where the user meant it.
 */
export function LoadOnUse<T>({
  load,
  render,
  loadNow = false,
  children,
}: {
  load: () => Promise<T>;
  render: (loaded: T) => ReactNode;
  /** Load at once (e.g. a shared link whose state the server HTML cannot show). */
  loadNow?: boolean;
  children: ReactNode;
}) {
  const { wanted, props } = useWantedOnUse<HTMLDivElement>();
  const loaded = useLazy(load, wanted || loadNow);
  const shell = useRef<ShellState | null>(null);

  useLayoutEffect(() => {
    const root = props.ref.current;
    const state = shell.current;
    if (!loaded || !root || !state) return;
    shell.current = null;
    // The native setter, so React sees a change and calls the tool's onChange as for typing.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(input) below
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    for (const field of state.typed) {
      const input = root.querySelector<HTMLInputElement>(`input#${CSS.escape(field.id)}`);
      if (!input || !setValue) continue;
      setValue.call(input, field.value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
    if (state.focused) {
      const target = root.querySelector<HTMLElement>(`#${CSS.escape(state.focused.id)}`);
      target?.focus();
      const { start, end } = state.focused;
      if (target instanceof HTMLInputElement && start !== null) target.setSelectionRange(start, end ?? start);
    }
  }, [loaded, props.ref]);

  return <div {...props}>{loaded ? render(loaded) : <ShellView onLeave={(state) => (shell.current = state)}>{children}</ShellView>}</div>;
}

/**
 * The server view, in a `display: contents` box of its own. Its layout-effect cleanup runs while its nodes are still in
 * the document, in the commit that replaces it, so it reads the fields exactly as the user left them.
 */
function ShellView({ onLeave, children }: { onLeave: (state: ShellState) => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const leave = useRef(onLeave);
  useLayoutEffect(() => {
    const container = box.current;
    const report = leave.current;
    return () => {
      if (!container) return;
      const active = document.activeElement;
      const focused = active instanceof HTMLElement && active.id && container.contains(active) ? active : null;
      report({
        typed: [...container.querySelectorAll("input")]
          .filter((input) => input.id && !input.readOnly && input.value !== input.defaultValue)
          .map((input) => ({ id: input.id, value: input.value })),
        focused: focused
          ? { id: focused.id, start: focused instanceof HTMLInputElement ? focused.selectionStart : null, end: focused instanceof HTMLInputElement ? focused.selectionEnd : null }
          : null,
      });
    };
  }, []);
  return (
    <div ref={box} className="contents">
      {children}
    </div>
  );
}
