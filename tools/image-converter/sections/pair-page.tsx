import { LongTailFrame } from "@/components/sections/long-tail-frame";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { SectionHeading } from "@/components/ui/page-header";
import { plans } from "@/lib/domain/plans";
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
    <LongTailFrame tool={definition} path={pair.path} name={`${a} to ${b}`} heading={pair.heading} description={pair.description}>
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
    </LongTailFrame>
  );
}
