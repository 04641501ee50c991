import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { SectionHeading } from "@/components/ui/page-header";
import { cn } from "@/components/ui/cn";
import type { Tool } from "@/lib/domain/catalogue/catalogue";
import { ContentIcon } from "./content-icon";

/**
 * The page sections every tool page is built from (how-to steps, feature and use-case grids, examples, related tools),
 * rendered on the server from data. tools/page-layout.tsx puts them together; other pages may use them too.
 */

/** A card of a grid. `icon` is a name from components/sections/content-icon.tsx. */
export interface SectionItem {
  title: string;
  body: string;
  icon?: string;
}

export interface SectionData<T = SectionItem> {
  title: string;
  description?: string;
  items: readonly T[];
}

export interface ExampleItem {
  term: string;
  text: string;
}

/** Four columns for 4 or 8 cards, three otherwise, so rows fill up. */
function gridColumns(count: number): string {
  return count % 4 === 0 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-2 lg:grid-cols-3";
}

function Section({ id, title, description, className, children }: { id: string; title: string; description?: string; className?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} title={title} description={description} />
      {children}
    </section>
  );
}

/** Numbered steps. */
export function StepsSection({ id = "how-to-heading", section, className }: { id?: string; section: SectionData; className?: string }) {
  return (
    <Section id={id} title={section.title} description={section.description} className={className}>
      <ol className={cn("grid gap-4", gridColumns(section.items.length))}>
        {section.items.map((step, i) => (
          <li key={step.title} className="flex gap-4 rounded-xl border border-line bg-surface p-5">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm text-muted">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Cards with a title, a line of text and an optional icon: features, use cases. */
export function CardGridSection({ id, section, className }: { id: string; section: SectionData; className?: string }) {
  return (
    <Section id={id} title={section.title} description={section.description} className={className}>
      <ul className={cn("grid gap-4", gridColumns(section.items.length))}>
        {section.items.map((item) => (
          <li key={item.title} className="rounded-xl border border-line bg-surface p-5">
            {item.icon ? <ContentIcon name={item.icon} className="mb-2 size-5 text-brand-700" /> : null}
            <h3 className="font-semibold text-ink">{item.title}</h3>
            <p className="mt-1 text-sm text-muted">{item.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Terms and their explanation in two columns. */
export function ExamplesSection({ id = "examples-heading", section, className }: { id?: string; section: SectionData<ExampleItem>; className?: string }) {
  return (
    <Section id={id} title={section.title} description={section.description} className={className}>
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {section.items.map((item) => (
          <div key={item.term} className="min-w-0 border-l-2 border-brand-200 pl-4 wrap-break-word">
            <dt className="font-semibold text-ink">{item.term}</dt>
            <dd className="text-sm text-muted">{item.text}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** Links to other tools of the catalogue, with their status. */
export function RelatedToolsSection({ tools, className }: { tools: readonly Tool[]; className?: string }) {
  if (tools.length === 0) return null;
  return (
    <Section id="related-heading" title="Related Tools" className={className}>
      <ul className={cn("grid gap-4", gridColumns(tools.length))}>
        {tools.map((tool) => (
          <li key={tool.id}>
            <Link
              href={tool.route}
              className="flex h-full flex-col gap-2 rounded-xl border border-line bg-surface p-5 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50"
            >
              <span className="flex flex-wrap items-start justify-between gap-2">
                <span className="font-semibold text-ink">{tool.name}</span>
                {tool.status === "available" ? <Badge variant="success">Available</Badge> : <Badge>Coming soon</Badge>}
              </span>
              <span className="text-sm text-muted">{tool.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
