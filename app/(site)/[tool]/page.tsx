import { notFound } from "next/navigation";
import { ComingSoon } from "@/components/coming-soon/coming-soon";
import { JsonLd } from "@/components/seo/json-ld";
import { comingSoonContentFor } from "@/lib/coming-soon";
import { breadcrumbLd, organizationLd } from "@/lib/seo/jsonld";
import { availableTools, comingSoonTools, liveToolBySlug, toolSlug } from "@/tools/catalogue";
import { ToolPageLayout } from "@/tools/page-layout";
import { metadataFor } from "@/tools/pages";

/**
 * Every tool's page, from the registry (tools/registry.ts): a live tool's page from its module, a planned tool's
 * coming-soon page (200, noindex). All prerendered; any other segment is a 404.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return [...availableTools, ...comingSoonTools].map((tool) => ({ tool: toolSlug(tool) }));
}

type Params = { params: Promise<{ tool: string }> };

function plannedTool(slug: string) {
  return comingSoonTools.find((tool) => toolSlug(tool) === slug);
}

export async function generateMetadata({ params }: Params) {
  const slug = (await params).tool;
  const tool = liveToolBySlug(slug)?.definition ?? plannedTool(slug);
  return tool ? metadataFor(tool.route) : {};
}

export default async function ToolPage({ params }: Params) {
  const slug = (await params).tool;
  const live = liveToolBySlug(slug);
  if (live) return <ToolPageLayout module={live} />;
  const tool = plannedTool(slug);
  if (!tool) notFound();
  return (
    <>
      <JsonLd data={[organizationLd(), breadcrumbLd([[tool.name, tool.route]])]} />
      <ComingSoon content={comingSoonContentFor(tool)} icon={tool.icon} liveTools={availableTools} />
    </>
  );
}
