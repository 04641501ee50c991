import { Clock, Compass, Mail } from "lucide-react";
import { Link } from "@/components/ui/link";
import { CatalogueIcon } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/page-header";
import type { Tool } from "@/lib/domain/catalogue/catalogue";
import { comingSoonMessage, earlyAccessHref, type ComingSoonContent } from "@/lib/domain/catalogue/coming-soon";
import { GoBackButton } from "./go-back-button";

/** The coming-soon page (used by /coming-soon and by every catalogue route of a tool not live yet). */
/** `liveTools`: the catalogue's live tools, offered in the meantime. */
export function ComingSoon({ content, icon, liveTools }: { content: ComingSoonContent; icon?: string; liveTools: readonly Tool[] }) {
  return (
    <Container size="md" className="py-12 sm:py-16">
      <div className="rounded-2xl border border-line bg-surface p-6 text-center shadow-sm sm:p-10">
        <div className="mx-auto mb-5 flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <CatalogueIcon name={icon ?? "Sparkles"} className="size-8" />
        </div>
        <span className="mb-3 inline-block max-w-full rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-200 ring-inset wrap-anywhere">
          {content.category}
        </span>
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere text-ink sm:text-4xl">{content.tool}</h1>
        {content.description ? <p className="mx-auto mt-3 max-w-xl wrap-anywhere text-lg text-muted">{content.description}</p> : null}

        <div role="status" className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-2 rounded-xl bg-amber-50 px-5 py-4 ring-1 ring-amber-200">
          <p className="flex items-center gap-2 font-semibold text-amber-900">
            <Clock aria-hidden className="size-5" />
            Coming Soon
          </p>
          <p className="wrap-anywhere text-amber-900">{comingSoonMessage(content.tool)}</p>
        </div>

        <figure className="mx-auto mt-8 max-w-xl">
          <blockquote className="text-lg text-slate-700 italic">
            &ldquo;Quality is never an accident; it is always the result of intelligent effort.&rdquo;
          </blockquote>
          <figcaption className="mt-2 text-sm text-muted">John Ruskin</figcaption>
        </figure>

        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <GoBackButton />
          <Button href="/">
            <Compass aria-hidden />
            Explore Other Tools
          </Button>
          <Button href={earlyAccessHref(content.tool)} variant="secondary">
            <Mail aria-hidden />
            Get Early Access
          </Button>
        </div>
      </div>

      <section aria-labelledby="available-heading" className="mt-10">
        <h2 id="available-heading" className="mb-4 text-center text-lg font-semibold text-ink">
          Available now
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {liveTools.map((tool) => (
            <li key={tool.id}>
              <Link
                href={tool.route}
                className="flex items-center gap-3 rounded-xl border border-line bg-surface p-4 font-medium text-ink shadow-sm hover:border-brand-200 hover:bg-brand-50"
              >
                <CatalogueIcon name={tool.icon} className="size-5 text-brand-700" />
                {tool.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
