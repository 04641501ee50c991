import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { cn } from "@/components/ui/cn";
import type { TagColor } from "@/tools/url-shortener/logic/tags";

/**
 * A tag as a small coloured chip (the palette of logic/tags.ts): a link to the account's list filtered by it when
 * `href` is given, else plain text with an optional control after the name (the link page's remove button). The
 * palette is the colours whose tint and text shades swap in the dark theme (app/globals.css, docs/architecture.md
 * "Themes"), so each pair stays readable in both.
 */

const CHIP: Record<TagColor, string> = {
  blue: "border-blue-200 bg-blue-50 text-blue-900",
  green: "border-green-200 bg-green-50 text-green-900",
  amber: "border-amber-200 bg-amber-50 text-amber-900",
  red: "border-red-200 bg-red-50 text-red-900",
  purple: "border-purple-200 bg-purple-50 text-purple-900",
  sky: "border-sky-200 bg-sky-50 text-sky-900",
  rose: "border-rose-200 bg-rose-50 text-rose-900",
  orange: "border-orange-200 bg-orange-50 text-orange-900",
  emerald: "border-emerald-200 bg-emerald-50 text-emerald-900",
  slate: "border-slate-200 bg-slate-50 text-slate-900",
};

/** The colour's swatch (a filled dot), for the palette's choices. */
export const SWATCH: Record<TagColor, string> = {
  blue: "bg-blue-500",
  green: "bg-green-500",
  amber: "bg-amber-500",
  red: "bg-red-500",
  purple: "bg-purple-500",
  sky: "bg-sky-500",
  rose: "bg-rose-500",
  orange: "bg-orange-500",
  emerald: "bg-emerald-500",
  slate: "bg-slate-500",
};

export function chipClasses(color: TagColor): string {
  return cn("inline-flex max-w-full items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium", CHIP[color]);
}

/** The account's list filtered by a tag. */
export function tagFilterHref(name: string): string {
  return `/account?${new URLSearchParams({ tag: name })}#links`;
}

export function TagChip({ tag, href, children, className }: { tag: { name: string; color: TagColor }; href?: string; children?: ReactNode; className?: string }) {
  const label = <span className="truncate">{tag.name}</span>;
  if (href) {
    return (
      <Link href={href} className={cn(chipClasses(tag.color), "hover:underline", className)} data-testid="tag-chip" title={`Links tagged ${tag.name}`}>
        {label}
      </Link>
    );
  }
  return (
    <span className={cn(chipClasses(tag.color), className)} data-testid="tag-chip">
      {label}
      {children}
    </span>
  );
}
