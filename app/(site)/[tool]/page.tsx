import { notFound } from "next/navigation";
import { ComingSoon } from "@/components/coming-soon/coming-soon";
import { JsonLd } from "@/components/seo/json-ld";
import { comingSoonContentFor } from "@/lib/domain/catalogue/coming-soon";
import { breadcrumbLd, organizationLd } from "@/lib/domain/seo/jsonld";
import { availableTools, comingSoonTools, toolSlug } from "@/tools/catalogue";
import { metadataFor } from "@/tools/page-registry";

/**
 * Every planned tool's coming-soon page (200, noindex), from tools/planned.ts; all prerendered, any other segment is
 * a 404. Live tools have their own route folders (app/(site)/<route>/page.tsx), which Next matches first.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return comingSoonTools.map((tool) => ({ tool: toolSlug(tool) }));
}

type Params = { params: Promise<{ tool: string }> };

function plannedTool(slug: string) {
  return comingSoonTools.find((tool) => toolSlug(tool) === slug);
}

export async function generateMetadata({ params }: Params) {
  const tool = plannedTool((await params).tool);
  return tool ? metadataFor(tool.route) : {};
}

export default async function ComingSoonToolPage({ params }: Params) {
  const tool = plannedTool((await params).tool);
  if (!tool) notFound();
  return (
    <>
      <JsonLd data={[organizationLd(), breadcrumbLd([[tool.name, tool.route]])]} />
      <ComingSoon content={comingSoonContentFor(tool)} icon={tool.icon} liveTools={availableTools} />
    </>
  );
}
