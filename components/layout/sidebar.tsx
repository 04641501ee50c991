"use client";

import { clsx } from "clsx";
import { Clock, Star, X } from "lucide-react";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { categories, inCategory } from "@/lib/domain/catalogue/catalogue";
import { useToolLists } from "@/components/tool-lists/store";
import { useCatalogue } from "./catalogue-context";
import { useHydrated, useShell } from "./shell-context";

/**
 * The side menu. At ≥768 px a narrow icon rail under the header that expands over the page (category names) on hover
 * or while the header search has focus, and opens fully (every category with its tools) with the menu toggle.
 * Below 768 px an overlay drawer opened by the toggle. Category entries lead to their section on home (`/#id`,
 * scrolled to when already there). Hover expansion only widens the rail, so the icons never move under the pointer.
 */
/** Below this width the menu is an overlay drawer (Tailwind's md breakpoint). */
const DRAWER_MEDIA = "(max-width: 767.98px)";

/**
 * `categoryIcons`: each category's icon, rendered on the server by the site shell (so the icon set is not client
 * JavaScript on every page). Classes are joined with clsx, not cn(): none of them conflict.
 */
export function Sidebar({ categoryIcons }: { categoryIcons: Readonly<Record<string, ReactNode>> }) {
  const catalogue = useCatalogue();
  const { menuOpen, setMenuOpen, searchFocused, query } = useShell();
  const pathname = usePathname();
  const [hovered, setHovered] = useState(false);
  // Focusing the search expands the rail (spec), but not while it filters home: the results and their match count
  // are what the visitor is reading then, and the expanded rail would lie over them.
  const filteringHome = pathname === "/" && query.trim() !== "";
  // Hydration writes no attributes: had the search taken focus before this part's own hydration pass, the rail would
  // keep the server's narrow markup. It is drawn from the render after its hydration on.
  const hydrated = useHydrated();
  const expanded = hydrated && (menuOpen || hovered || (searchFocused && !filteringHome));
  // Each category's tool list shows only in the open menu: it is rendered from the first opening on (and kept, for the
  // closing slide), not on every page's load, where its ~200 elements would be sent and hydrated unseen. The footer
  // links every tool for readers and crawlers. Adjusted during render, as React recommends for derived state.
  const [listed, setListed] = useState(false);
  if (menuOpen && !listed) setListed(true);
  const navRef = useRef<HTMLElement>(null);
  const { favourites, recent } = useToolLists();
  const byId = new Map(catalogue.map((tool) => [tool.id, tool]));
  const favouriteTools = favourites.flatMap((id) => byId.get(id) ?? []);
  const recentTools = recent.flatMap((r) => (favourites.includes(r.id) ? [] : (byId.get(r.id) ?? [])));
  const toolLink = (tool: (typeof catalogue)[number]) => (
    <li key={tool.id}>
      <Link
        href={tool.route}
        onClick={() => setMenuOpen(false)}
        aria-current={pathname === tool.route ? "page" : undefined}
        className={clsx(
          "flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100 hover:text-ink",
          pathname === tool.route ? "bg-brand-50 font-medium text-brand-800" : "text-slate-700",
        )}
      >
        <span className="truncate">{tool.name}</span>
        {tool.status === "available" ? null : (
          <span className="shrink-0 rounded-full bg-slate-100 px-1.5 text-[11px] font-medium text-slate-700">Soon</span>
        )}
      </Link>
    </li>
  );
  // The visitor's own tools head the open menu (not the narrow rail, which shows categories only).
  const ownGroups = [
    { id: "favourites", name: "Favourites", icon: <Star aria-hidden className="size-5 shrink-0 text-amber-700" />, tools: favouriteTools },
    { id: "recent", name: "Recently used", icon: <Clock aria-hidden className="size-5 shrink-0 text-brand-700" />, tools: recentTools },
  ].filter((group) => group.tools.length);

  // Narrow screens: the open drawer is modal. Focus moves into it, everything beside it is inert (no Tab stop, no
  // click, hidden from screen readers), Tab cycles inside it, and closing it returns focus to the menu toggle.
  useEffect(() => {
    const nav = navRef.current;
    if (!menuOpen || !nav || !window.matchMedia(DRAWER_MEDIA).matches) return;
    const background = Array.from(nav.parentElement?.children ?? []).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== nav && !el.hasAttribute("data-menu-backdrop") && !el.inert,
    );
    background.forEach((el) => (el.inert = true));
    nav.querySelector<HTMLElement>("[data-menu-close]")?.focus();
    const onTab = (e: KeyboardEvent) => {
      if (e.key !== "Tab") return;
      const focusable = Array.from(nav.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")).filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (e.shiftKey ? document.activeElement === first : document.activeElement === last) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      } else if (!nav.contains(document.activeElement)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onTab);
    return () => {
      document.removeEventListener("keydown", onTab);
      background.forEach((el) => (el.inert = false));
      // Closed with Escape, the close button or the backdrop: focus goes back to where the drawer was opened from.
      // (Following a link inside it moves focus with the navigation instead.)
      const active = document.activeElement;
      if (!active || active === document.body || nav.contains(active)) {
        document.querySelector<HTMLElement>('button[aria-controls="site-menu"]')?.focus();
      }
    };
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setMenuOpen(false);
    };
    // A click outside the open menu (other than on the toggle itself) closes it.
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Element | null;
      if (!target || navRef.current?.contains(target) || target.closest('[aria-controls="site-menu"]')) return;
      setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen, setMenuOpen]);

  function onCategory(event: React.MouseEvent, id: string) {
    if (pathname === "/") {
      const section = document.getElementById(id);
      if (section) {
        event.preventDefault();
        section.scrollIntoView({ behavior: "smooth", block: "start" });
        window.history.replaceState(null, "", `#${id}`);
      }
    }
    setMenuOpen(false);
  }

  return (
    <>
      {/* Narrow screens: backdrop behind the drawer. */}
      <div
        aria-hidden
        data-menu-backdrop
        onClick={() => setMenuOpen(false)}
        className={clsx(
          "fixed inset-0 z-40 bg-slate-950/40 transition-opacity md:hidden",
          menuOpen ? "opacity-100" : "pointer-events-none opacity-0",
        )}
      />
      <nav
        ref={navRef}
        id="site-menu"
        aria-label="Tools menu"
        data-expanded={expanded ? "true" : "false"}
        data-open={menuOpen ? "true" : "false"}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setHovered(false);
        }}
        className={clsx(
          "group/menu fixed z-50 flex flex-col overflow-hidden border-r border-line bg-surface transition-[width,transform] duration-200",
          // Narrow: full-height drawer, off screen unless open.
          "inset-y-0 left-0 w-72 max-md:shadow-xl",
          menuOpen ? "max-md:translate-x-0" : "max-md:invisible max-md:-translate-x-full",
          // Wide: rail under the sticky header, expanding over the content.
          "md:top-16 md:z-30 md:translate-x-0",
          expanded ? "md:w-64 md:shadow-xl" : "md:w-16",
        )}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4 md:hidden">
          <span className="font-semibold text-ink">All tools</span>
          <button
            type="button"
            onClick={() => setMenuOpen(false)}
            aria-label="Close menu"
            data-menu-close
            className="flex size-10 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <ul className="flex-1 overflow-x-hidden overflow-y-auto overscroll-contain py-3">
          {ownGroups.map((group) => (
            <li key={group.id} data-menu-group={group.id} className={clsx("px-2 pb-1", !menuOpen && "md:hidden")}>
              <p className="flex h-10 items-center gap-3 px-3 text-sm font-semibold text-ink">
                {group.icon}
                <span className="truncate">{group.name}</span>
              </p>
              <ul aria-label={group.name} className="mb-2 ml-5 border-l border-line pl-3">
                {group.tools.map(toolLink)}
              </ul>
            </li>
          ))}
          {categories.map((category) => (
            <li key={category.id} className="px-2 pb-1">
              <Link
                href={`/#${category.id}`}
                onClick={(e) => onCategory(e, category.id)}
                title={category.name}
                className="flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-700"
              >
                {categoryIcons[category.id]}
                <span className={clsx("truncate", !expanded && "md:sr-only")}>{category.name}</span>
              </Link>
              {listed ? (
                <ul className={clsx("mb-2 ml-5 border-l border-line pl-3", !menuOpen && "md:hidden")}>
                  {inCategory(catalogue, category.id).map(toolLink)}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
