import Link from "next/link";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/seo/json-ld";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { Container, PageHeader, SectionHeading } from "@/components/ui/page-header";
import { plans } from "@/lib/plans";
import { breadcrumbLd, webApplicationLd } from "@/lib/seo/jsonld";
import { absoluteUrl } from "@/lib/site";
import { definition } from "../definition";
import { FORMAT_LABEL } from "../logic/formats";
import { IMAGE_PRO_PLAN } from "../logic/plan";
import { imagePair } from "../logic/pairs";
import { ImageConverterTool } from "../ui/image-converter";
import { PopularConversions } from "./pair-links";

/** A long-tail page (logic/pairs.ts), prerendered under /image-converter/<from>-to-<to>, the converter preset to its output. */
export function ImagePairPage({ slug }: { slug: string }) {
  const pair = imagePair(slug);
  if (!pair) notFound();
  const a = FORMAT_LABEL[pair.from];
  const b = FORMAT_LABEL[pair.to];
  return (
    <>
      <JsonLd
        data={[
          {
            ...webApplicationLd(definition, { description: pair.description }),
            name: pair.heading,
            url: absoluteUrl(pair.path),
          },
          breadcrumbLd([
            [definition.name, definition.route],
            [`${a} to ${b}`, pair.path],
          ]),
        ]}
      />
      <Container className="flex flex-col gap-12">
        <div>
          <Breadcrumbs parent={{ name: definition.name, href: definition.route }} current={`${a} to ${b}`} />
          <PageHeader title={pair.heading} description={pair.description} className="pt-6 pb-0 sm:pt-8 sm:pb-0" />
        </div>

        <ImageConverterTool initialFormat={pair.to} />

        <section aria-labelledby="pair-why-heading" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-3 text-slate-700">
            <SectionHeading id="pair-why-heading" title={`Why convert ${a} to ${b}`} />
            <p>{pair.why}</p>
            <p>{pair.watch}</p>
          </div>
          <div className="flex flex-col gap-3 text-slate-700">
            <SectionHeading id="pair-how-heading" title="How it works" />
            <p>
              {pair.free
                ? `Your browser decodes the ${a} file, draws it at the size you chose and encodes it as ${b}. Nothing is uploaded, and the camera's metadata (GPS included) is not copied.`
                : `${b} is encoded on our server with libvips, for ${plans[IMAGE_PRO_PLAN].name} and higher plans: the image is converted in memory, metadata and GPS removed, and nothing is kept.`}
            </p>
            <p className="text-sm text-muted">
              Every format and option is on the{" "}
              <Link href={definition.route} className="font-medium text-brand-700 underline">
                Image Converter
              </Link>
              .
            </p>
          </div>
        </section>

        <PopularConversions exclude={pair.slug} />
      </Container>
    </>
  );
}
