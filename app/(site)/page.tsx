import { Suspense } from "react";
import { HomeCatalogue, type HomeCatalogueParts } from "@/components/home/home-catalogue";
import { CatalogueIcon } from "@/components/icons";
import { HideWhileSearching, HomeQuerySync, SearchForToolButton } from "@/components/home/search-state";
import { ToolCard } from "@/components/home/tool-card";
import { YourTools } from "@/components/tool-lists/your-tools";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { Container } from "@/components/ui/page-header";
import { availableTools, comingSoonTools, popularTools, sentenceList, tools, toolsInCategory } from "@/tools/catalogue";
import { categories } from "@/lib/domain/catalogue/catalogue";
import { organizationLd, webSiteLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";
import { site } from "@/lib/platform/config/site";

export const metadata = metadataFor("/");

/** Every card and category icon of the catalogue, rendered here on the server; the client grid only picks them. */
const catalogueParts: HomeCatalogueParts = {
  cards: Object.fromEntries(tools.map((tool) => [tool.id, <ToolCard key={tool.id} tool={tool} />])),
  categoryIcons: Object.fromEntries(categories.map((c) => [c.id, <CatalogueIcon key={c.id} name={c.icon} className="size-5" />])),
};

/** "generators, converters … and fun tools": the categories as they read in a sentence. */
const categoryList = sentenceList(categories.map((c) => c.name.toLowerCase()));

export default function HomePage() {
  return (
    <>
      <JsonLd data={[webSiteLd(), organizationLd()]} />
      <Suspense fallback={null}>
        <HomeQuerySync />
      </Suspense>
      <HideWhileSearching>
        <section className="border-b border-line bg-gradient-to-b from-brand-50 to-canvas">
          <Container className="flex flex-col items-center gap-4 py-8 text-center sm:gap-5 sm:py-14">
            <p className="rounded-full bg-surface px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-200">
              {availableTools.length} tools live{comingSoonTools.length ? ` · ${comingSoonTools.length} on the way` : ""}
            </p>
            <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{site.tagline}</h1>
            <p className="max-w-2xl text-base text-pretty text-muted sm:text-lg">
              {availableTools.length} free tools that open at once on any device: {categoryList}. No sign-up required.
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
      <Container className="py-8 sm:py-12">
        <HideWhileSearching>
          <YourTools cards={catalogueParts.cards} />
          <section aria-labelledby="popular-heading" className="mb-10">
            <h2 id="popular-heading" className="mb-4 text-xl font-bold tracking-tight text-ink sm:text-2xl">
              Popular tools
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {popularTools.map((tool) => (
                <li key={tool.id}>
                  <ToolCard tool={tool} />
                </li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="categories-heading" className="mb-12">
            <h2 id="categories-heading" className="mb-4 text-xl font-bold tracking-tight text-ink sm:text-2xl">
              Browse by category
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    href={`#${category.id}`}
                    className="flex h-full items-center gap-3 rounded-xl border border-line bg-surface p-3 shadow-sm hover:border-brand-300 hover:shadow-md"
                  >
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      {catalogueParts.categoryIcons[category.id]}
                    </span>
                    <span className="min-w-0">
                      <span className="block text-sm font-semibold text-ink">{category.name}</span>
                      <span className="block text-xs text-muted">
                        {toolsInCategory(category.id).length} {toolsInCategory(category.id).length === 1 ? "tool" : "tools"}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </HideWhileSearching>
        <HomeCatalogue parts={catalogueParts} />
      </Container>
    </>
  );
}
