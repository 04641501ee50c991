"use client";

import { Menu } from "lucide-react";
import { Link } from "@/components/ui/link";
import { SITE_NAME } from "@/lib/platform/config/site-name";
import { HeaderSearch } from "./header-search";
import { SessionArea } from "@/components/auth/session-area";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { useShell } from "./shell-context";

/** Sticky header: menu toggle, logo, search (desktop copy inline, mobile copy on a second row), theme, session area. */
export function Header() {
  const { menuOpen, toggleMenu } = useShell();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <a
        href="#main"
        className="sr-only rounded-md bg-brand-600 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <button
          type="button"
          onClick={toggleMenu}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          className="flex size-10 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-slate-100"
        >
          <Menu aria-hidden className="size-5" />
        </button>
        <Link href="/" className="flex shrink-0 items-center gap-2 rounded-lg pr-2 text-lg font-bold tracking-tight text-ink">
          {/* eslint-disable-next-line @next/next/no-img-element -- a 32 px SVG logo needs no optimisation */}
          <img src="/icon.svg" alt="" width={32} height={32} className="size-8" />
          <span>{SITE_NAME}</span>
        </Link>
        <div className="mx-auto hidden w-full max-w-xl md:block">
          <HeaderSearch variant="desktop" />
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-1 md:ml-0">
          <ThemeToggle />
          <SessionArea />
        </div>
      </div>
      <div className="border-t border-line px-3 py-2 md:hidden">
        <HeaderSearch variant="mobile" />
      </div>
    </header>
  );
}
