import { ArrowRight } from "lucide-react";
import { Link } from "@/components/ui/link";
import { CatalogueIcon } from "@/components/icons";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import type { CatalogueEntry } from "@/lib/catalogue";

/**
 * A tool in a grid: icon, name, description, Pro badge, and the way in — `Try the Tool »` for live tools,
 * `Coming Soon` (to the tool's own coming-soon page) for the others.
 */
export function ToolCard({ tool, label, headingLevel = 3 }: { tool: CatalogueEntry; label?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const live = tool.status === "available";
  return (
    <article
      data-tool={tool.id}
      data-status={tool.status}
      className="group flex h-full flex-col rounded-xl border border-line bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <span
          className={cn(
            "flex size-11 items-center justify-center rounded-lg",
            live ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-700",
          )}
        >
          <CatalogueIcon name={tool.icon} className="size-5" />
        </span>
        <span className="flex flex-wrap justify-end gap-1.5">
          {label ? <Badge variant="success">{label}</Badge> : null}
          {tool.pro ? <Badge variant="pro">Pro</Badge> : null}
        </span>
      </div>
      <Heading className="text-lg font-semibold text-ink">{tool.name}</Heading>
      <p className="mt-1 mb-5 flex-1 text-sm text-muted">{tool.description}</p>
      {live ? (
        <Link href={tool.route} className={buttonClasses({ variant: "primary", className: "w-full" })}>
          Try the Tool<span className="sr-only">: {tool.name}</span> »
        </Link>
      ) : (
        <Link href={tool.route} className={buttonClasses({ variant: "outline", className: "w-full text-muted" })}>
          Coming Soon<span className="sr-only">: {tool.name}</span>
          <ArrowRight aria-hidden className="opacity-0 transition-opacity group-hover:opacity-100" />
        </Link>
      )}
    </article>
  );
}
