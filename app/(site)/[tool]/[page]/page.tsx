import { notFound } from "next/navigation";
import { liveTools } from "@/tools/registry";
import { LongTailLayout } from "@/tools/page-layout";
import { metadataFor } from "@/tools/pages";

/** A tool's long-tail pages (its module's `longTail`), all prerendered; any other pair of segments is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return liveTools.flatMap((m) => (m.longTail ?? []).map((page) => ({ tool: m.definition.route.slice(1), page: page.slug })));
}

type Params = { params: Promise<{ tool: string; page: string }> };

function find(tool: string, slug: string) {
  const owner = liveTools.find((m) => m.definition.route === `/${tool}`);
  const page = owner?.longTail?.find((p) => p.slug === slug);
  return owner && page ? { module: owner, page } : undefined;
}

export async function generateMetadata({ params }: Params) {
  const { tool, page } = await params;
  const found = find(tool, page);
  return found ? metadataFor(found.page.path) : {};
}

export default async function LongTailPage({ params }: Params) {
  const { tool, page } = await params;
  const found = find(tool, page);
  if (!found) notFound();
  return <LongTailLayout module={found.module} slug={page} />;
}
