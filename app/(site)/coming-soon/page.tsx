import { ComingSoon } from "@/components/coming-soon/coming-soon";
import { JsonLd } from "@/components/seo/json-ld";
import { parseComingSoonParams } from "@/lib/coming-soon";
import { organizationLd } from "@/lib/seo/jsonld";
import { metadataFor } from "@/lib/seo/metadata";

export const metadata = metadataFor("/coming-soon");

export default async function ComingSoonPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <>
      <JsonLd data={organizationLd()} />
      <ComingSoon content={parseComingSoonParams(await searchParams)} />
    </>
  );
}
