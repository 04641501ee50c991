"use client";

import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from "react";
import { useLazy } from "@/components/lazy/use-lazy";

interface Typed {
  id: string;
  value: string;
  start: number | null;
  end: number | null;
}

/**
 * A tool whose first view is server HTML (`children`: the real first state, with plain inputs) and whose code loads on
 * the first pointer-enter, pointer-down, focus or key press in it, never with the page. Text typed into the server
 * inputs before the code lands is replayed into the tool's inputs of the same id (as an input event, so the tool
 * handles it as typing), and the focused field keeps the focus and caret.
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
  const [wanted, setWanted] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const typed = useRef<{ fields: Typed[]; focused: string | null }>({ fields: [], focused: null });
  const loaded = useLazy(load, wanted || loadNow);
  const want = () => setWanted(true);

  // While the server HTML shows, note what is typed into it and which field has the focus.
  const shell = !loaded;
  const onInput = (e: FormEvent<HTMLDivElement>) => {
    const input = e.target;
    if (!shell || !(input instanceof HTMLInputElement) || !input.id) return;
    const fields = typed.current.fields.filter((f) => f.id !== input.id);
    fields.push({ id: input.id, value: input.value, start: input.selectionStart, end: input.selectionEnd });
    typed.current.fields = fields;
  };
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    want();
    if (shell && e.target instanceof HTMLElement && e.target.id) typed.current.focused = e.target.id;
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (shell && e.target instanceof HTMLElement && typed.current.focused === e.target.id) typed.current.focused = null;
  };

  // Once the tool is on the page, replay the typing into its inputs and give the focus back.
  useEffect(() => {
    if (!loaded || !root.current) return;
    const { fields, focused } = typed.current;
    typed.current = { fields: [], focused: null };
    // The native setter, so React sees a change and calls the tool's onChange as for typing.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(input) below
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    for (const f of fields) {
      const input = root.current.querySelector<HTMLInputElement>(`input#${CSS.escape(f.id)}`);
      if (!input || !setValue) continue;
      setValue.call(input, f.value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
    if (focused) {
      const target = document.getElementById(focused);
      target?.focus();
      const f = fields.find((x) => x.id === focused);
      if (f && target instanceof HTMLInputElement && f.start !== null) target.setSelectionRange(f.start, f.end ?? f.start);
    }
  }, [loaded]);

  return (
    <div ref={root} onPointerEnter={want} onPointerDownCapture={want} onFocusCapture={onFocus} onBlurCapture={onBlur} onInputCapture={onInput} onKeyDownCapture={want}>
      {loaded ? render(loaded) : children}
    </div>
  );
}
