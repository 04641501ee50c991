import { notFound } from "next/navigation";
import { ComingSoon } from "@/components/coming-soon/coming-soon";
import { JsonLd } from "@/components/seo/json-ld";
import { comingSoonSlug, comingSoonTools } from "@/tools/catalogue";
import { comingSoonContentFor } from "@/lib/coming-soon";
import { breadcrumbLd, organizationLd } from "@/lib/seo/jsonld";
import { metadataFor } from "@/lib/seo/metadata";

/** Every catalogue route of a tool that is not live yet serves that tool's coming-soon page (200, noindex). */
export const dynamicParams = false;

export function generateStaticParams() {
  return comingSoonTools.map((tool) => ({ tool: comingSoonSlug(tool) }));
}

function findTool(slug: string) {
  return comingSoonTools.find((tool) => comingSoonSlug(tool) === slug);
}

export async function generateMetadata({ params }: { params: Promise<{ tool: string }> }) {
  const tool = findTool((await params).tool);
  return tool ? metadataFor(tool.route) : {};
}

export default async function ComingSoonToolPage({ params }: { params: Promise<{ tool: string }> }) {
  const tool = findTool((await params).tool);
  if (!tool) notFound();
  return (
    <>
      <JsonLd data={[organizationLd(), breadcrumbLd([[tool.name, tool.route]])]} />
      <ComingSoon content={comingSoonContentFor(tool)} icon={tool.icon} />
    </>
  );
}
