import { AreaConverter } from "@/tools/area-converter/ui/area-converter";
import { AreaProvider } from "@/tools/area-converter/ui/area-provider";
import { AREA_FAQS } from "@/tools/area-converter/content";
import { HowTo, PopularConversions, PremiumFeatures, RelatedTools, UseCases } from "@/tools/area-converter/sections/page-sections";
import { ProTools } from "@/tools/area-converter/ui/pro-tools";
import { UnitReference } from "@/tools/area-converter/sections/unit-reference";
import { JsonLd } from "@/components/seo/json-ld";
import { Container, Faq, PageHeader } from "@/components/ui";
import { tools } from "@/tools/catalogue";
import { breadcrumbLd, faqPageLd, webApplicationLd } from "@/lib/seo/jsonld";
import { metadataFor } from "@/lib/seo/metadata";
import { DEFAULT_FROM, DEFAULT_TO } from "@/tools/area-converter/logic/area";

const PATH = "/area-converter";
const tool = tools.find((t) => t.route === PATH)!;

export const metadata = metadataFor(PATH);

export default function AreaConverterPage() {
  return (
    <>
      <JsonLd
        data={[
          webApplicationLd(tool, {
            featureList: [
              "14 area units with exact definitions",
              "Exact arithmetic, results to 6 decimals",
              "Swap units and copy results",
              "Conversion history and custom units (paid plans)",
              "Bulk conversion with CSV import and export (Premium)",
            ],
          }),
          faqPageLd(AREA_FAQS),
          breadcrumbLd([[tool.name, PATH]]),
        ]}
      />
      <Container className="flex flex-col gap-12 pb-16">
        <PageHeader
          title={tool.name}
          description="Convert between square meters, square feet, acres, hectares and 10 more units. Exact definitions, exact arithmetic, instant results."
          className="pb-0 sm:pb-0"
        />
        <AreaProvider initialFrom={DEFAULT_FROM} initialTo={DEFAULT_TO}>
          <AreaConverter reference={<UnitReference />} />
          <ProTools />
        </AreaProvider>
        <PremiumFeatures />
        <HowTo />
        <UseCases />
        <PopularConversions />
        <Faq faqs={AREA_FAQS} />
        <RelatedTools />
      </Container>
    </>
  );
}
