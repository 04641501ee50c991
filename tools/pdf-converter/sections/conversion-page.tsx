import { LongTailFrame } from "@/components/sections/long-tail-frame";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { SectionHeading } from "@/components/ui/page-header";
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
    <LongTailFrame tool={definition} path={path} name={page.name} heading={page.heading} description={page.description}>
      <PdfConverterTool initialMode={page.preset.mode} initialFormat={page.preset.format} />

      <section aria-labelledby="conversion-how-heading" className="flex max-w-3xl flex-col gap-3 text-slate-700">
        <SectionHeading id="conversion-how-heading" title="How it works" />
        {page.explanation.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <div className="rounded-lg border border-line bg-surface px-4 py-3" data-testid="worked-example">
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
    </LongTailFrame>
  );
}
