import { LongTailFrame } from "@/components/sections/long-tail-frame";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { SectionHeading } from "@/components/ui/page-header";
import { faqPageLd } from "@/lib/domain/seo/jsonld";
import { definition } from "../definition";
import { pairName, pairPage, pairPath, reversePair } from "../logic/pairs";
import { FileConverterTool } from "../ui/file-converter";
import { PairLinks } from "./pair-links";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** A long-tail page (logic/pairs.ts), prerendered under /file-converter/<from>-to-<to>, the converter preset to it. */
export function PairPageView({ slug }: { slug: string }) {
  const page = pairPage(slug);
  if (!page) notFound();
  const path = pairPath(page);
  const name = pairName(page);
  const reverse = reversePair(page);
  return (
    <LongTailFrame
      tool={definition}
      path={path}
      name={name}
      heading={`${name} Converter`}
      description={page.description}
      structuredData={[faqPageLd(page.faq)]}
    >
      <FileConverterTool initialFrom={page.from} initialTo={page.to} />

      <section aria-labelledby="pair-how-heading" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-3 text-slate-700">
          <SectionHeading id="pair-how-heading" title="How it works" />
          {page.explanation.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p className="text-sm text-muted">
            Converted in your browser: nothing you paste or open is uploaded.{" "}
            {reverse ? (
              <>
                Going the other way? Use the{" "}
                <Link href={pairPath(reverse)} className="font-medium text-brand-700 underline">
                  {pairName(reverse)} converter
                </Link>
                .
              </>
            ) : (
              <>
                For the other direction and every other format, use the{" "}
                <Link href={definition.route} className="font-medium text-brand-700 underline">
                  File Converter
                </Link>
                .
              </>
            )}
          </p>
        </div>
        <div className="flex min-w-0 flex-col gap-2 rounded-lg border border-line bg-surface p-4" data-testid="worked-example">
          <h3 className="text-sm font-semibold text-ink">Worked example</h3>
          <p className="text-xs font-medium text-muted">{page.from.toUpperCase()} in</p>
          <ScrollRegion label={`${page.from.toUpperCase()} in`} className="rounded bg-slate-50">
            <pre className="p-2 font-mono text-xs leading-5 text-ink">{page.example.input}</pre>
          </ScrollRegion>
          <p className="text-xs font-medium text-muted">{page.to.toUpperCase()} out</p>
          <ScrollRegion label={`${page.to.toUpperCase()} out`} className="rounded bg-slate-50">
            <pre className="p-2 font-mono text-xs leading-5 text-ink">{page.example.output.replace(/\r\n/g, "\n")}</pre>
          </ScrollRegion>
        </div>
      </section>

      <section aria-labelledby="pair-faq-heading" className="flex flex-col gap-3">
        <SectionHeading id="pair-faq-heading" title={`${name}: questions`} />
        <dl className="flex flex-col gap-4">
          {page.faq.map((item) => (
            <div key={item.question}>
              <dt className="font-semibold text-ink">{item.question}</dt>
              <dd className="mt-1 text-slate-700">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>

      <PairLinks exclude={slug} />
    </LongTailFrame>
  );
}
