"use client";

import { clsx } from "clsx";
import { CircleUserRound, CornerDownLeft, FileText, House, LogIn, Monitor, Moon, Search, Sun, Tag } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { openSignIn } from "@/components/auth/open-sign-in";
import { useSession } from "@/components/auth/session";
import { CatalogueIcon } from "@/components/icons";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import {
  categoryById,
  searchablePage,
  searchableTool,
  rankedSearch,
  SEARCH_MAX_LENGTH,
  type CatalogueEntry,
  type CataloguePage,
  type Searchable,
} from "@/lib/domain/catalogue/catalogue";
import { setThemeChoice, useThemeChoice } from "@/components/theme/theme";
import { useToolLists } from "@/components/tool-lists/store";
import { useCatalogue } from "./catalogue-context";

/** The most entries the list shows (every tool fits; long-tail pages only when searched for). */
const MAX_ENTRIES = 50;

interface Entry {
  key: string;
  kind: "tool" | "page" | "action";
  label: string;
  detail: string;
  icon: ReactNode;
  searchable: Searchable;
  /** A path to open, or what to do. */
  run: string | (() => void);
}

// The long-tail pages come from the server once, when the palette first opens; a failed fetch is retried next time.
let pagesRequest: Promise<CataloguePage[]> | null = null;
function loadPages(): Promise<CataloguePage[]> {
  return (pagesRequest ??= fetch("/api/palette")
    .then((res) => (res.ok ? (res.json() as Promise<{ pages: CataloguePage[] }>) : Promise.reject(new Error(`palette: ${res.status}`))))
    .then((body) => body.pages)
    .catch((error: unknown) => {
      pagesRequest = null;
      throw error;
    }));
}

function toolEntry(tool: CatalogueEntry): Entry {
  return {
    key: `tool:${tool.id}`,
    kind: "tool",
    label: tool.name,
    detail: tool.status === "available" ? categoryById(tool.category).name : `${categoryById(tool.category).name} · coming soon`,
    icon: <CatalogueIcon name={tool.icon} className="size-4" />,
    searchable: searchableTool(tool),
    run: tool.route,
  };
}

function pageEntry(page: CataloguePage): Entry {
  return {
    key: `page:${page.route}`,
    kind: "page",
    label: page.name,
    detail: page.toolName,
    icon: <FileText aria-hidden className="size-4" />,
    searchable: searchablePage(page),
    run: page.route,
  };
}

function actionEntry(key: string, label: string, keywords: string[], icon: ReactNode, run: Entry["run"], detail = "Action"): Entry {
  return { key: `action:${key}`, kind: "action", label, detail, icon, searchable: { name: label, keywords, description: "" }, run };
}

const THEME_KEYWORDS = ["theme", "dark mode", "light mode", "night mode", "appearance", "colour scheme", "color scheme"];
const THEME_ACTIONS = [
  { choice: "dark", label: "Use the dark theme", icon: <Moon aria-hidden className="size-4" /> },
  { choice: "light", label: "Use the light theme", icon: <Sun aria-hidden className="size-4" /> },
  { choice: "system", label: "Use the system's theme", icon: <Monitor aria-hidden className="size-4" /> },
] as const;

/**
 * The command palette (⌘K / Ctrl+K, "/"; opened by command-palette-host.tsx): one search over the tools, their
 * long-tail pages and a few actions (the visitor's favourite and recent tools first while nothing is typed), ranked by the site's one search (lib/domain/catalogue/catalogue.ts). A Radix dialog holding an
 * ARIA combobox: the input keeps the focus, arrows (wrapping), Home and End move the highlighted option, Enter opens
 * it, Escape closes the palette and focus returns to where it was.
 */
export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const catalogue = useCatalogue();
  const { data: session } = useSession();
  const signedIn = Boolean(session?.user?.email);
  const themeChoice = useThemeChoice();
  const { favourites, recent } = useToolLists();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [pages, setPages] = useState<CataloguePage[]>([]);
  const [pagesFailed, setPagesFailed] = useState(false);
  const listId = useId();
  // The palette has no trigger for Radix to return the focus to (it opens from shortcuts and the header's button): the
  // element that had the focus when it opened gets it back on close. A layout effect runs before Radix moves the focus.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) returnFocusTo.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadPages().then(
      (list) => {
        if (!live) return;
        setPages(list);
        setPagesFailed(false);
      },
      () => {
        if (live) setPagesFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [open]);

  const entries = useMemo(() => {
    const actions = [
      signedIn
        ? actionEntry("account", "Go to your account", ["account", "settings", "profile", "plan", "billing", "api keys", "links"], <CircleUserRound aria-hidden className="size-4" />, "/account")
        : actionEntry("sign-in", "Sign in", ["log in", "login", "sign up", "register", "account", "create account"], <LogIn aria-hidden className="size-4" />, () => void openSignIn()),
      actionEntry("pricing", "See plans and pricing", ["pricing", "plans", "upgrade", "pro", "premium", "price"], <Tag aria-hidden className="size-4" />, "/pricing"),
      actionEntry("home", "Go to the home page", ["home", "start", "all tools", "catalogue"], <House aria-hidden className="size-4" />, "/"),
      ...THEME_ACTIONS.map(({ choice, label, icon }) =>
        actionEntry(`theme-${choice}`, label, THEME_KEYWORDS, icon, () => setThemeChoice(choice), choice === themeChoice ? "Action · in use now" : "Action"),
      ),
    ];
    const tools = catalogue.map(toolEntry);
    if (!query.trim()) {
      // Before anything is typed, the visitor's favourites and recent tools come first (then every tool, as always).
      const byId = new Map(catalogue.map((tool) => [tool.id, tool]));
      const recentOnly = recent.map((r) => r.id).filter((id) => !favourites.includes(id));
      const mine = [...favourites.map((id) => ["favourite", id] as const), ...recentOnly.map((id) => ["recent", id] as const)].flatMap(([kind, id]) => {
        const tool = byId.get(id);
        return tool ? [{ ...toolEntry(tool), key: `${kind}:${id}`, detail: kind === "favourite" ? "Favourite" : "Recently used" }] : [];
      });
      return [...mine, ...tools, ...actions];
    }
    // In this order, so that at an equal rank a tool comes before one of its pages, and both before an action.
    return rankedSearch([...tools, ...pages.map(pageEntry), ...actions], query, (entry) => entry.searchable).slice(0, MAX_ENTRIES);
  }, [catalogue, pages, query, signedIn, themeChoice, favourites, recent]);

  const current = Math.min(active, entries.length - 1);

  useEffect(() => {
    if (current < 0) return;
    document.getElementById(`${listId}-${current}`)?.scrollIntoView({ block: "nearest" });
  }, [current, listId]);

  function choose(entry: Entry) {
    onOpenChange(false);
    setQuery("");
    setActive(0);
    if (typeof entry.run === "string") router.push(entry.run);
    else entry.run();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = entries.length - 1;
    if (last < 0) return;
    const moves: Record<string, number> = { ArrowDown: current >= last ? 0 : current + 1, ArrowUp: current <= 0 ? last : current - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if ((event.key === "Home" || event.key === "End") && event.ctrlKey) {
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : last);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const entry = entries[current];
      if (entry) choose(entry);
    }
  }

  const trimmed = query.trim();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setQuery("");
          setActive(0);
        }
      }}
    >
      <DialogContent
        size="lg"
        closeLabel={null}
        data-command-palette
        className="top-4 translate-y-0 gap-0 overflow-hidden p-0 sm:top-[12vh]"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo.current;
          returnFocusTo.current = null;
          // After a choice that left the page, the element is gone: the new page keeps its own focus.
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus({ preventScroll: true });
        }}
      >
        <DialogTitle className="sr-only">Search tools, pages and actions</DialogTitle>
        <DialogDescription className="sr-only">
          Type to search. Up and down arrows move through the results, Enter opens one, Escape closes.
        </DialogDescription>
        <div className="flex items-center gap-2 border-b border-line px-4">
          <Search aria-hidden className="size-4 shrink-0 text-muted" />
          <input
            type="text"
            role="combobox"
            aria-label="Search tools, pages and actions"
            aria-expanded={entries.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={current >= 0 ? `${listId}-${current}` : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Search tools, pages and actions…"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="h-14 min-w-0 flex-1 bg-transparent text-base text-ink placeholder:text-slate-500 focus:outline-none"
          />
          <kbd className="hidden rounded border border-line px-1.5 py-0.5 text-xs text-muted sm:inline">Esc</kbd>
        </div>
        <div id={listId} role="listbox" aria-label="Results" className="max-h-[min(60vh,28rem)] overflow-y-auto p-2">
          {entries.map((entry, i) => (
            <div
              key={entry.key}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === current}
              data-kind={entry.kind}
              onMouseMove={() => setActive(i)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(entry)}
              className={clsx("flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2", i === current && "bg-brand-50")}
            >
              <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-md bg-slate-100 text-brand-700">
                {entry.icon}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-ink">{entry.label}</span>
                <span className="block truncate text-xs text-muted">{entry.detail}</span>
              </span>
              {i === current ? <CornerDownLeft aria-hidden className="size-4 shrink-0 text-muted" /> : null}
            </div>
          ))}
        </div>
        <p aria-live="polite" className="border-t border-line px-4 py-2 text-xs text-muted">
          {trimmed && !entries.length
            ? `Nothing matches "${trimmed}". Try a tool's name or a word such as "convert".`
            : pagesFailed
              ? "Unit and format pages could not be loaded; tools and actions are all here."
              : `${entries.length} ${entries.length === 1 ? "result" : "results"} · ↑ ↓ to move · Enter to open`}
        </p>
      </DialogContent>
    </Dialog>
  );
}
