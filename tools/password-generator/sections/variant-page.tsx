import { LongTailFrame } from "@/components/sections/long-tail-frame";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { SectionHeading } from "@/components/ui/page-header";
import { definition } from "../definition";
import { variantPage, variantPagePath } from "../logic/variant-pages";
import { OwnCheckIntro } from "../ui/own-check-intro";
import { PasswordGeneratorTool } from "../ui/password-generator";
import { StrengthTable } from "./strength-table";
import { VariantLinks } from "./variant-links";

/** A long-tail page (logic/variant-pages.ts), prerendered under /password-generator/<slug>, the tool preset. */
export function VariantPageView({ slug }: { slug: string }) {
  const page = variantPage(slug);
  if (!page) notFound();
  const path = variantPagePath(page);
  return (
    <LongTailFrame tool={definition} path={path} name={page.name} heading={page.heading} description={page.description}>
      <PasswordGeneratorTool initialMode={page.preset.mode} initialLength={page.preset.length} ownCheckIntro={<OwnCheckIntro />} />

      <section aria-labelledby="variant-how-heading" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-3 text-slate-700">
          <SectionHeading id="variant-how-heading" title="How it works" />
          {page.explanation.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <div className="rounded-lg border border-line bg-surface px-4 py-3" data-testid="worked-example">
            <p className="mb-1 text-sm font-semibold text-ink">Worked example: {page.example.label}</p>
            <p className="text-sm text-ink">{page.example.text}</p>
          </div>
          <p className="text-sm text-muted">
            Generated in your browser; nothing you set or generate is sent anywhere. All the options are on the{" "}
            <Link href={definition.route} className="font-medium text-brand-700 underline">
              Password Generator
            </Link>
            .
          </p>
        </div>
        <StrengthTable only={page.preset.mode} />
      </section>

      <VariantLinks exclude={page.slug} />
    </LongTailFrame>
  );
}
