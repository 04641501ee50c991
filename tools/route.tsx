import { notFound } from "next/navigation";
import { LongTailLayout, ToolPageLayout } from "./page-layout";
import { metadataFor } from "./page-registry";
import type { ToolModule, ToolPageParts } from "./types";

/**
 * What a live tool's route files export (app/(site)/<route>/page.tsx and, with long-tail pages,
 * app/(site)/<route>/[page]/page.tsx; `npm run new-tool` writes them). Each route imports only its own tool's parts,
 * so each tool's client code ships on its own pages only (docs/architecture.md "The tool module").
 */
export function toolPage(module: ToolModule, parts: ToolPageParts) {
  function Page() {
    return <ToolPageLayout module={module} parts={parts} />;
  }
  return { metadata: metadataFor(module.definition.route), Page };
}

type LongTailParams = { params: Promise<{ page: string }> };

export function longTailPage(module: ToolModule, parts: ToolPageParts) {
  const pages = module.longTail ?? [];
  const find = (slug: string) => pages.find((p) => p.slug === slug);
  async function LongTail({ params }: LongTailParams) {
    const slug = (await params).page;
    if (!find(slug)) notFound();
    return <LongTailLayout module={module} parts={parts} slug={slug} />;
  }
  return {
    generateStaticParams: (): { page: string }[] => pages.map((p) => ({ page: p.slug })),
    generateMetadata: async ({ params }: LongTailParams) => {
      const page = find((await params).page);
      return page ? metadataFor(page.path) : {};
    },
    Page: LongTail,
  };
}
