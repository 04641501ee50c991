import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/**
 * One section of /account: a card with an h2, an optional description and an anchor id (e.g. /account#plan).
 * Links, Domains and API keys add their own sections with this.
 */
export function AccountSection({
  id,
  title,
  description,
  tone = "default",
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("rounded-xl border bg-surface shadow-sm", tone === "danger" ? "border-red-200" : "border-line")}
    >
      <div className="flex flex-col gap-1 border-b border-inherit p-5 sm:px-6">
        <h2 id={`${id}-title`} className={cn("text-lg font-semibold", tone === "danger" ? "text-red-800" : "text-ink")}>
          {title}
        </h2>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      <div className="p-5 sm:p-6">{children}</div>
    </section>
  );
}

/** A label/value row inside a section. */
export function AccountField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-4">
      <dt className="text-sm text-muted sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-ink">{children}</dd>
    </div>
  );
}
