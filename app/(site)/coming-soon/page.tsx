import { ComingSoon } from "@/components/coming-soon/coming-soon";
import { availableTools } from "@/tools/catalogue";
import { JsonLd } from "@/components/seo/json-ld";
import { parseComingSoonParams } from "@/lib/domain/catalogue/coming-soon";
import { organizationLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";

export const metadata = metadataFor("/coming-soon");

export default async function ComingSoonPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <>
      <JsonLd data={organizationLd()} />
      <ComingSoon content={parseComingSoonParams(await searchParams)} liveTools={availableTools} />
    </>
  );
}
