import { QrTool } from "@/tools/qr-generator/ui/qr-tool";
import { JsonLd } from "@/components/seo/json-ld";
import { Card, CardContent, Container, Faq, PageHeader, SectionHeading } from "@/components/ui";
import { findToolByRoute } from "@/tools/catalogue";
import { cheapestPlanWith } from "@/lib/plans";
import { QR_FAQ, QR_HOW_TO, QR_TYPES_LIST, QR_USE_CASES } from "@/tools/qr-generator/content";
import { breadcrumbLd, faqPageLd, webApplicationLd } from "@/lib/seo/jsonld";
import { metadataFor } from "@/lib/seo/metadata";

const PATH = "/qrgenerator";
export const metadata = metadataFor(PATH);

const tool = findToolByRoute(PATH)!;

export default function QrGeneratorPage() {
  return (
    <Container>
      <JsonLd
        data={[
          webApplicationLd(tool, {
            featureList: [
              "URL, text, e-mail, phone, SMS, WiFi, vCard and location QR codes",
              "PNG up to 2000 px and SVG downloads",
              "Error correction L, M, Q and H",
              "Custom colours with a contrast check",
            ],
          }),
          faqPageLd(QR_FAQ),
          breadcrumbLd([[tool.name, PATH]]),
        ]}
      />
      <PageHeader title={tool.name} description={tool.description} />

      <QrTool minHistoryPlan={cheapestPlanWith((e) => e.history).name} />

      <section aria-labelledby="how-to" className="mt-16">
        <SectionHeading id="how-to" title="How to create a QR code" />
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {QR_HOW_TO.map((step, i) => (
            <li key={step.title}>
              <Card className="h-full">
                <CardContent className="flex flex-col gap-2">
                  <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white" aria-hidden="true">
                    {i + 1}
                  </span>
                  <h3 className="font-semibold text-ink">{step.title}</h3>
                  <p className="text-sm text-muted">{step.text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="use-cases" className="mt-16">
        <SectionHeading id="use-cases" title="What people use QR codes for" />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {QR_USE_CASES.map((useCase) => (
            <li key={useCase.title} className="rounded-xl border border-line bg-white p-5">
              <h3 className="font-semibold text-ink">{useCase.title}</h3>
              <p className="mt-1 text-sm text-muted">{useCase.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="code-types" className="mt-16">
        <SectionHeading id="code-types" title="QR code types" description="Every type uses the format that iPhone and Android cameras understand." />
        <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {QR_TYPES_LIST.map((item) => (
            <div key={item.type} className="border-l-2 border-brand-200 pl-4">
              <dt className="font-semibold text-ink">{item.label}</dt>
              <dd className="text-sm text-muted">{item.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Faq faqs={QR_FAQ} className="mt-16 mb-16" />
    </Container>
  );
}
