import { Suspense } from "react";
import { HomeCatalogue, type HomeCatalogueParts } from "@/components/home/home-catalogue";
import { CatalogueIcon } from "@/components/icons";
import { HideWhileSearching, HomeQuerySync, SearchForToolButton } from "@/components/home/search-state";
import { ToolCard } from "@/components/home/tool-card";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/page-header";
import { availableTools, tools } from "@/tools/catalogue";
import { categories } from "@/lib/catalogue";
import { organizationLd, webSiteLd } from "@/lib/seo/jsonld";
import { metadataFor } from "@/tools/pages";
import { site } from "@/lib/site";

export const metadata = metadataFor("/");

/** Every card and category icon of the catalogue, rendered here on the server; the client grid only picks them. */
const catalogueParts: HomeCatalogueParts = {
  cards: Object.fromEntries(tools.map((tool) => [tool.id, <ToolCard key={tool.id} tool={tool} />])),
  categoryIcons: Object.fromEntries(categories.map((c) => [c.id, <CatalogueIcon key={c.id} name={c.icon} className="size-5" />])),
};

export default function HomePage() {
  return (
    <>
      <JsonLd data={[webSiteLd(), organizationLd()]} />
      <Suspense fallback={null}>
        <HomeQuerySync />
      </Suspense>
      <HideWhileSearching>
        <section className="border-b border-line bg-gradient-to-b from-brand-50 to-canvas">
          <Container className="flex flex-col items-center gap-6 py-14 text-center sm:py-20">
            <p className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-200">
              {availableTools.length} tools live · {tools.length - availableTools.length} on the way
            </p>
            <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink sm:text-6xl">{site.tagline}</h1>
            <p className="max-w-2xl text-lg text-pretty text-muted">
              Generate QR codes, shorten links and convert area units in seconds. Free, fast on every device, and no sign-up
              required.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <SearchForToolButton />
              <Button href="/pricing" variant="outline" size="lg">
                See Plans
              </Button>
            </div>
          </Container>
        </section>
      </HideWhileSearching>
      <Container className="py-12">
        <HideWhileSearching>
          <section aria-labelledby="latest-heading" className="mb-14">
            <h2 id="latest-heading" className="mb-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              Latest Available Tools
            </h2>
            <p className="mb-6 text-muted">Ready to use right now, free within daily limits.</p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {availableTools.map((tool) => (
                <li key={tool.id}>
                  <ToolCard tool={tool} label="Available Now" />
                </li>
              ))}
            </ul>
          </section>
        </HideWhileSearching>
        <HomeCatalogue parts={catalogueParts} />
      </Container>
    </>
  );
}
