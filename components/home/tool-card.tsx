import { Link } from "@/components/ui/link";
import { CatalogueIcon } from "@/components/icons";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import type { CatalogueEntry } from "@/lib/domain/catalogue/catalogue";
import { FavouriteButton } from "@/components/tool-lists/favourite-button";

/**
 * A tool in a list or grid: icon, name, one line of description, Pro and Soon badges, the favourite star. The whole card is the link to
 * the tool's page (a planned tool's: its coming-soon page); the link's name is the tool's name, stretched over the
 * card so that a tap anywhere on it counts.
 */
export function ToolCard({ tool, headingLevel = 3 }: { tool: CatalogueEntry; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const live = tool.status === "available";
  return (
    <article
      data-tool={tool.id}
      data-status={tool.status}
      className="relative flex h-full items-start gap-3 rounded-xl border border-line bg-surface p-3 shadow-sm transition-shadow has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600 hover:border-brand-300 hover:shadow-md"
    >
      <span
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-lg",
          live ? "bg-brand-50 text-brand-700" : "bg-slate-100 text-slate-600",
        )}
      >
        <CatalogueIcon name={tool.icon} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Heading className="font-semibold text-ink">
            <Link href={tool.route} className="outline-none after:absolute after:inset-0 after:rounded-xl">
              {tool.name}
            </Link>
          </Heading>
          {tool.pro ? <Badge variant="pro">Pro</Badge> : null}
          {live ? null : <Badge>Soon</Badge>}
        </div>
        <p className="mt-0.5 line-clamp-1 text-sm text-muted sm:line-clamp-2">{tool.description}</p>
      </div>
      {/* Above the stretched link, so that a press on the star stars the tool instead of opening it. */}
      <FavouriteButton toolId={tool.id} toolName={tool.name} className="relative z-10 -mt-1 -mr-1" />
    </article>
  );
}
