import { LongTailFrame } from "@/components/sections/long-tail-frame";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { SectionHeading } from "@/components/ui/page-header";
import { definition } from "../definition";
import { variantPage, variantPagePath } from "../logic/variant-pages";
import { RandomGeneratorTool } from "../ui/random-generator";
import { VariantLinks } from "./variant-links";

/** A long-tail page (logic/variant-pages.ts), prerendered under /random-generator/<slug>, the tool preset. */
export function VariantPageView({ slug }: { slug: string }) {
  const page = variantPage(slug);
  if (!page) notFound();
  const path = variantPagePath(page);
  return (
    <LongTailFrame tool={definition} path={path} name={page.name} heading={page.heading} description={page.description}>
      <RandomGeneratorTool preset={page.preset} />

      <section aria-labelledby="variant-how-heading" className="flex max-w-3xl flex-col gap-3 text-slate-700">
        <SectionHeading id="variant-how-heading" title="How it works" />
        {page.explanation.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <div className="rounded-lg border border-line bg-surface px-4 py-3" data-testid="worked-example">
          <p className="mb-1 text-sm font-semibold text-ink">Worked example: {page.example.label}</p>
          <p className="text-sm text-ink">{page.example.text}</p>
        </div>
        <p className="text-sm text-muted">
          Drawn in your browser; nothing you type or draw is sent anywhere. Dice, coins, lists, dates and the giveaway record are all on the{" "}
          <Link href={definition.route} className="font-medium text-brand-700 underline">
            Random Generator
          </Link>
          .
        </p>
      </section>

      <VariantLinks exclude={page.slug} />
    </LongTailFrame>
  );
}
