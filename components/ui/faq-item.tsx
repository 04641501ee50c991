"use client";

import { useState, type ReactNode } from "react";

/**
 * One FAQ entry: the question's button shows and hides its answer. The answer is always rendered (`hidden` while
 * closed), so its text is in the HTML for crawlers and no-JS readers. A plain disclosure in a few lines, in place of
 * Radix's accordion, which would be part of every tool page's first-load JavaScript.
 */
export function FaqItem({ id, question, icon, children }: { id: string; question: string; icon: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          <span>{question}</span>
          {icon}
        </button>
      </h3>
      <div id={id} hidden={!open} className="px-5 pb-4 text-muted">
        {children}
      </div>
    </div>
  );
}
