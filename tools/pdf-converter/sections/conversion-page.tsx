import Link from "next/link";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/seo/json-ld";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { Container, PageHeader, SectionHeading } from "@/components/ui/page-header";
import { breadcrumbLd, webApplicationLd } from "@/lib/seo/jsonld";
import { absoluteUrl } from "@/lib/site";
import { definition } from "../definition";
import { conversionPage, conversionPagePath } from "../logic/long-tail";
import { PdfConverterTool } from "../ui/pdf-converter";
import { ConversionLinks } from "./conversion-links";

/** A long-tail page (logic/long-tail.ts), prerendered under /pdf-converter/<slug>, the tool preset to its conversion. */
export function ConversionPageView({ slug }: { slug: string }) {
  const page = conversionPage(slug);
  if (!page) notFound();
  const path = conversionPagePath(page);
  return (
    <>
      <JsonLd
        data={[
          { ...webApplicationLd(definition, { description: page.description }), name: page.heading, url: absoluteUrl(path) },
          breadcrumbLd([
            [definition.name, definition.route],
            [page.name, path],
          ]),
        ]}
      />
      <Container className="flex flex-col gap-12">
        <div>
          <Breadcrumbs parent={{ name: definition.name, href: definition.route }} current={page.name} />
          <PageHeader title={page.heading} description={page.description} className="pt-6 pb-0 sm:pt-8 sm:pb-0" />
        </div>

        <PdfConverterTool initialMode={page.preset.mode} initialFormat={page.preset.format} />

        <section aria-labelledby="conversion-how-heading" className="flex max-w-3xl flex-col gap-3 text-slate-700">
          <SectionHeading id="conversion-how-heading" title="How it works" />
          {page.explanation.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <div className="rounded-lg border border-line bg-white px-4 py-3" data-testid="worked-example">
            <p className="mb-1 text-sm font-semibold text-ink">Worked example: {page.example.label}</p>
            <p className="text-sm text-ink">{page.example.text}</p>
          </div>
          <p className="text-sm text-muted">
            Converted in your browser; your files are not uploaded. Every conversion and option is on the{" "}
            <Link href={definition.route} className="font-medium text-brand-700 underline">
              PDF Converter
            </Link>
            .
          </p>
        </section>

        <ConversionLinks exclude={page.slug} />
      </Container>
    </>
  );
}
