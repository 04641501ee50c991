"use client";

import { clsx } from "clsx";
import { Search, X } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useId, useState, type KeyboardEvent } from "react";
import { homeSearchHref, quickResults } from "@/lib/domain/catalogue/catalogue";
import { useCatalogue } from "./catalogue-context";
import { KeepTypedText } from "./keep-typed-text";
import { useHydrated, useShell } from "./shell-context";

const SEARCH_PLACEHOLDER = "Search tools and categories...";

type IconComponent = typeof import("@/components/icons").CatalogueIcon;
// The catalogue's icon set (every tool's icon) is only seen in the results list: it loads when the search is first
// focused, not with every page. Shared by the desktop and the mobile copy.
let iconsModule: Promise<IconComponent> | null = null;
const loadIcons = () =>
  (iconsModule ??= import("@/components/icons").then(
    (m) => m.CatalogueIcon,
    (error: unknown) => {
      iconsModule = null;
      throw error;
    },
  ));

/**
 * The header search (rendered twice: a desktop and a mobile copy). On home it filters the page as you type; elsewhere
 * it lists matching tools, best first, in a dropdown (the ARIA combobox pattern: arrows move through the options).
 * Enter opens the highlighted tool, else the best match, else home filtered by the query (`/?q=`).
 */
export function HeaderSearch({ variant, className }: { variant: "desktop" | "mobile"; className?: string }) {
  const { query, setQuery, onSearchFocus, onSearchBlur, setPaletteOpen } = useShell();
  const hydrated = useHydrated();
  const router = useRouter();
  const pathname = usePathname();
  const onHome = pathname === "/";
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [Icon, setIcon] = useState<IconComponent | null>(null);
  const listId = useId();
  const inputId = `site-search-${variant}`;

  const catalogue = useCatalogue();
  const results = onHome ? [] : quickResults(catalogue, query);
  const showList = open && !onHome && query.trim().length > 0;

  function go(href: string, clear: boolean) {
    setOpen(false);
    setActive(-1);
    if (clear) setQuery("");
    if (onHome && href.startsWith("/?")) {
      // Already on home and filtered: only make the URL shareable.
      window.history.replaceState(null, "", href);
      return;
    }
    router.push(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === "ArrowUp" && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === "Escape") {
      if (showList) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        setQuery("");
      }
    } else if (event.key === "Enter") {
      event.preventDefault();
      // The highlighted result, else the best match (on home too, where the page lists the matches), else home
      // filtered by the query (which then says nothing matches).
      const chosen = (showList && active >= 0 ? results[active] : undefined) ?? quickResults(catalogue, query, 1)[0];
      if (chosen) go(chosen.route, true);
      else go(homeSearchHref(query), false);
    }
  }

  return (
    // A search form of its own: Enter pressed before the page's script runs still searches (home, filtered by `q`).
    <form action="/" method="get" role="search" className={clsx("relative w-full", className)}>
      <label htmlFor={inputId} className="sr-only">
        Search tools and categories
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <input
        id={inputId}
        name="q"
        data-site-search={variant}
        data-ready={hydrated ? "true" : undefined}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={SEARCH_PLACEHOLDER}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setOpen(true);
          onSearchFocus();
          if (!Icon) void loadIcons().then((component) => setIcon(() => component), () => {}); // no icons: the list still works
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onSearchBlur();
        }}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-lg border border-line bg-slate-50 pr-9 pl-9 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 sm:text-sm [&::-webkit-search-cancel-button]:appearance-none"
      />
      {!query && variant === "desktop" ? (
        <button
          type="button"
          aria-label="⌘K: open the command palette"
          title="Command palette (Ctrl+K or ⌘K, or /)"
          onClick={() => setPaletteOpen(true)}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded border border-line bg-surface px-1.5 py-0.5 text-xs font-medium text-muted hover:text-ink"
        >
          ⌘K
        </button>
      ) : null}
      {query ? (
        <button
          type="button"
          aria-label="Clear search"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setQuery("");
            if (onHome) window.history.replaceState(null, "", "/");
          }}
          className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded text-muted hover:bg-slate-200 hover:text-ink"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label="Matching tools"
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-50 mt-2 max-h-96 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-lg"
      >
        {results.map((tool, i) => (
          <div
            key={tool.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => go(tool.route, true)}
            className={clsx("flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2", i === active && "bg-brand-50")}
          >
            {Icon ? <Icon name={tool.icon} className="size-4 shrink-0 text-brand-700" /> : <span aria-hidden className="size-4 shrink-0" />}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-ink">{tool.name}</span>
              <span className="block truncate text-xs text-muted">{tool.categoryName}</span>
            </span>
            <span className={clsx("shrink-0 text-xs font-medium", tool.status === "available" ? "text-emerald-700" : "text-muted")}>
              {tool.status === "available" ? "Available" : "Coming soon"}
            </span>
          </div>
        ))}
        {showList ? (
          <div
            role="option"
            id={`${listId}-all`}
            aria-selected={false}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(homeSearchHref(query), false)}
            className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {results.length ? `See all results for "${query.trim()}"` : `No tools match "${query.trim()}"`}
          </div>
        ) : null}
      </div>
      <KeepTypedText />
    </form>
  );
}
