import type { ReactNode } from "react";
import { cn } from "./cn";

/** About what two lines of the lead hold at 375 px; a shorter lead needs no "More". */
const TWO_PHONE_LINES = 80;

/**
 * The page's one H1 with an optional eyebrow above and a lead paragraph below.
 *
 * `compact` is for pages whose tool must be in view on a phone (docs/product.md "Has one page shape"): below the `sm`
 * breakpoint the header is tighter and the lead shows two lines, with a "More" disclosure that shows the rest. The
 * disclosure is a native <details>, so it works before any script has run; the paragraph is clamped by CSS only,
 * so the whole text stays in the page for readers and search engines.
 */
export function PageHeader({
  title,
  description,
  eyebrow,
  children,
  className,
  align = "center",
  compact = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
  className?: string;
  align?: "center" | "left";
  compact?: boolean;
}) {
  return (
    <header
      className={cn("flex flex-col sm:gap-3 sm:py-14", compact ? "gap-2 py-5" : "gap-3 py-10", align === "center" ? "items-center text-center" : "items-start", className)}
    >
      {eyebrow ? <div className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</div> : null}
      <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{title}</h1>
      {description && compact && !(typeof description === "string" && description.length <= TWO_PHONE_LINES) ? (
        <div className="flex max-w-2xl flex-col items-center">
          {/* Opening the disclosure that follows lifts the clamp (:has on the sibling, no script). */}
          <p className="line-clamp-2 text-base text-pretty wrap-anywhere text-muted sm:line-clamp-none sm:text-lg [&:has(+details[open])]:line-clamp-none" data-page-lead>
            {description}
          </p>
          <details className="group sm:hidden">
            <summary className="cursor-pointer list-none px-2 py-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">More</span>
              <span className="hidden group-open:inline">Less</span>
              <span className="sr-only"> of the introduction</span>
            </summary>
          </details>
        </div>
      ) : description ? (
        // wrap-anywhere: a long-tail page's lead may hold an exact result ("0.9094947017729282379150390625"), which
        // must not set the width of this centred column.
        <p className="max-w-2xl text-lg text-pretty wrap-anywhere text-muted">{description}</p>
      ) : null}
      {children}
    </header>
  );
}

/** A section heading (h2 by default) with an optional description. */
export function SectionHeading({
  title,
  description,
  id,
  as: Tag = "h2",
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  id?: string;
  as?: "h2" | "h3";
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn("mb-6 flex flex-col gap-1", className)}>
      <Tag id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </Tag>
      {description ? <p className="text-muted">{description}</p> : null}
      {children}
    </div>
  );
}

/** The standard content width and side padding of a page. */
export function Container({ className, children, size = "lg" }: { className?: string; children: ReactNode; size?: "md" | "lg" | "xl" }) {
  const width = size === "md" ? "max-w-3xl" : size === "lg" ? "max-w-6xl" : "max-w-7xl";
  return <div className={cn("mx-auto w-full px-4 sm:px-6 lg:px-8", width, className)}>{children}</div>;
}
