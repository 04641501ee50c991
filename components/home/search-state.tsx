"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { useShell } from "@/components/layout/shell-context";
import { plainButtonClasses } from "@/components/ui/button-classes";
import { normaliseQuery } from "@/lib/domain/catalogue/catalogue";

/** Home reads `?q=` (from the header search on another page, a shared link or the WebSite SearchAction). */
export function HomeQuerySync() {
  const q = normaliseQuery(useSearchParams().get("q"));
  const { setQuery } = useShell();
  useEffect(() => {
    setQuery(q);
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
