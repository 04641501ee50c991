import { HydratedApart } from "@/components/layout/hydrated-apart";
import { KeepTypedText } from "@/components/layout/keep-typed-text";
import { OfflineNotice } from "@/components/layout/offline-notice";
import { ToolPageFavourite } from "@/components/tool-lists/favourite-button";
import { CardGridSection, ExamplesSection, RelatedToolsSection, StepsSection } from "@/components/sections/sections";
import { JsonLd } from "@/components/seo/json-ld";
import { Faq } from "@/components/ui/faq";
import { Container, PageHeader } from "@/components/ui/page-header";
import { breadcrumbLd, faqPageLd, organizationLd, webApplicationLd } from "@/lib/domain/seo/jsonld";
import { categoryOf, relatedTools } from "./catalogue";
import type { ToolModule, ToolPageParts } from "./types";

/**
 * The one layout of every live tool's page (docs/architecture.md "The tool module"): JSON-LD, the H1 under its
 * category's name (the catalogue's, so a page never names a category the menu does not have) and intro, the
 * tool itself, then the content sections in a fixed order — features, how-to, use cases, examples, the tool's own
 * sections, FAQ, related tools. Everything but the tool's UI is rendered on the server.
 */
export function ToolPageLayout({ module, parts }: { module: ToolModule; parts: ToolPageParts }) {
  const { definition: tool, content } = module;
  const { Main, AfterMain, BeforeFaq } = parts;
  const category = categoryOf(tool);
  return (
    <Container className="flex flex-col gap-16 pb-16">
      <JsonLd
        data={[
          organizationLd(),
          webApplicationLd(tool, { featureList: content.featureList }),
          faqPageLd(content.faq),
          breadcrumbLd([
            [category.name, `/#${category.id}`],
            [tool.name, tool.route],
          ]),
        ]}
      />
      <div className="flex flex-col" data-tool={tool.id}>
        <PageHeader
          eyebrow={
            // The star sits in the eyebrow's row: it adds no height above the tool.
            <span className="flex items-center gap-1">
              {category.name}
              <ToolPageFavourite toolId={tool.id} toolName={tool.name} className="-my-2" />
            </span>
          }
          title={tool.name}
          description={content.intro ?? tool.description}
          compact
        />
        {module.network ? <OfflineNotice toolName={tool.name} needs={module.network} /> : null}
        <ToolArea>
          <Main />
        </ToolArea>
      </div>
      {AfterMain ? <AfterMain /> : null}
      {/* The content below the tool hydrates after it, section by section (docs/architecture.md, Page weight). */}
      {content.features ? (
        <HydratedApart>
          <CardGridSection id="features-heading" section={content.features} />
        </HydratedApart>
      ) : null}
      <HydratedApart>
        <StepsSection section={content.howTo} />
      </HydratedApart>
      <HydratedApart>
        <CardGridSection id="use-cases-heading" section={content.useCases} />
      </HydratedApart>
      {content.examples ? (
        <HydratedApart>
          <ExamplesSection section={content.examples} />
        </HydratedApart>
      ) : null}
      {BeforeFaq ? (
        <HydratedApart>
          <BeforeFaq />
        </HydratedApart>
      ) : null}
      <HydratedApart>
        <Faq faqs={content.faq} className="mx-auto w-full max-w-3xl" />
      </HydratedApart>
      <HydratedApart>
        <RelatedToolsSection tools={relatedTools(tool)} />
      </HydratedApart>
    </Container>
  );
}

/**
 * A tool's interactive part: what was typed into it before the page hydrated is handed to the tool. Not a Suspense
 * boundary of its own: the server render waits on the client modules it uses, so such a boundary is sent after the
 * rest of the page, hidden until an inline script moves it in (no tool without JavaScript, and painted last). Keys
 * typed while React hydrates still reach it: React hydrates synchronously for a discrete event on what it has not
 * hydrated yet.
 */
export function ToolArea({ children }: { children: React.ReactNode }) {
  return (
    <div className="contents" data-tool-area>
      {children}
      <KeepTypedText />
    </div>
  );
}

/** A long-tail page of a tool (e.g. /area-converter/acres-to-hectares): the tool's own page, then related tools. */
export function LongTailLayout({ module, parts, slug }: { module: ToolModule; parts: ToolPageParts; slug: string }) {
  const { LongTailPage: Page } = parts;
  if (!Page) throw new Error(`${module.definition.id} has long-tail pages but no LongTailPage in its page.tsx`);
  return (
    <>
      <ToolArea>
        <Page slug={slug} />
      </ToolArea>
      <Container className="pt-12 pb-16">
        <HydratedApart>
          <RelatedToolsSection tools={relatedTools(module.definition)} />
        </HydratedApart>
      </Container>
    </>
  );
}
