"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { useShell } from "@/components/layout/shell-context";
import { plainButtonClasses } from "@/components/ui/button-classes";
import { normaliseQuery } from "@/lib/domain/catalogue/catalogue";

/**
 * Home reads `?q=` (from the header search on another page, a shared link or the WebSite SearchAction). React renders
 * this only in the browser, after the site shell: by then the visitor may have typed in the search, and what they
 * typed wins. On arrival the address's query fills only an empty box; a later change of the address (a link to
 * another `?q=`, or to plain `/`) is applied as it is.
 */
export function HomeQuerySync() {
  const q = normaliseQuery(useSearchParams().get("q"));
  const { setQuery } = useShell();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (applied.current === q) return;
    const arriving = applied.current === null;
    applied.current = q;
    setQuery(arriving ? (typed) => typed || q : q);
  }, [q, setQuery]);
  return null;
}

/** Hides its (server-rendered) children while the search text is non-empty. */
export function HideWhileSearching({ children }: { children: ReactNode }) {
  const { query } = useShell();
  return <div hidden={query.trim().length > 0}>{children}</div>;
}

export function SearchForToolButton() {
  const { focusSearch } = useShell();
  return (
    <button type="button" className={plainButtonClasses("primary", "lg")} onClick={focusSearch}>
      Search For A Tool
    </button>
  );
}
