import type { ReactNode } from "react";
import { cn } from "./cn";

/** The page's one H1 with an optional eyebrow above and a lead paragraph below. */
export function PageHeader({
  title,
  description,
  eyebrow,
  children,
  className,
  align = "center",
}: {
  title: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
  className?: string;
  align?: "center" | "left";
}) {
  return (
    <header className={cn("flex flex-col gap-3 py-10 sm:py-14", align === "center" ? "items-center text-center" : "items-start", className)}>
      {eyebrow ? <div className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</div> : null}
      <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{title}</h1>
      {description ? <p className="max-w-2xl text-lg text-pretty text-muted">{description}</p> : null}
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
