import { BarChart3, CalendarDays, Globe, Link2, Mail, Megaphone, MessageSquare, Printer, QrCode, ShieldCheck, Sparkles, Zap, type LucideIcon } from "lucide-react";
import { JsonLd } from "@/components/seo/json-ld";
import { faqs, features, steps, useCases } from "@/components/shortener/content";
import { UrlShortener } from "@/components/shortener/url-shortener";
import { Container, Faq, PageHeader, SectionHeading } from "@/components/ui";
import { findToolByRoute } from "@/lib/catalogue";
import { breadcrumbLd, faqPageLd, organizationLd, webApplicationLd } from "@/lib/seo/jsonld";
import { metadataFor } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

export const metadata = metadataFor("/urlshortener");

const ICONS: Partial<Record<string, LucideIcon>> = { BarChart3, CalendarDays, Globe, Link2, Mail, Megaphone, MessageSquare, Printer, QrCode, ShieldCheck, Sparkles, Zap };

/** The icon a content entry names; an unknown name fails the build (the page is prerendered) rather than render blank. */
function iconNamed(name: string): LucideIcon {
  const icon = ICONS[name];
  if (!icon) throw new Error(`Unknown icon "${name}" on /urlshortener: add it to ICONS`);
  return icon;
}

export default function UrlShortenerPage() {
  const tool = findToolByRoute("/urlshortener")!;
  return (
    <Container className="pb-16">
      <JsonLd
        data={[
          organizationLd(),
          webApplicationLd(tool, { featureList: features.map((f) => f.title) }),
          faqPageLd(faqs),
          breadcrumbLd([
            ["Utilities", "/#utilities"],
            [tool.name, tool.route],
          ]),
        ]}
      />
      <PageHeader
        eyebrow="Free URL Shortener"
        title={tool.name}
        description={
          <>
            Turn long links into short URLs that redirect in milliseconds, and see how many people click them. No{" "}
            <span className="whitespace-nowrap">sign-up</span> needed.
          </>
        }
      />

      <div className="mx-auto w-full max-w-3xl">
        <UrlShortener origin={site.url} />
      </div>

      <section aria-labelledby="features-heading" className="mt-16">
        <SectionHeading
          id="features-heading"
          title="Short links you can trust"
          description={`${site.name} short links are real server redirects backed by a database, not links that live in one browser.`}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => {
            const Icon = iconNamed(feature.icon);
            return (
              <li key={feature.title} className="flex gap-3 rounded-xl border border-line bg-white p-5">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-ink">{feature.title}</h3>
                  <p className="mt-1 text-sm text-muted">{feature.body}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="how-to-heading" className="mt-16">
        <SectionHeading id="how-to-heading" title="How to shorten a URL" />
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-line bg-white p-5">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-ink">{step.title}</h3>
                <p className="mt-1 text-sm text-muted">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="use-cases-heading" className="mt-16">
        <SectionHeading id="use-cases-heading" title="What people use short links for" />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {useCases.map((useCase) => {
            const Icon = iconNamed(useCase.icon);
            return (
              <li key={useCase.title} className="rounded-xl border border-line bg-white p-5">
                <Icon className="size-5 text-brand-600" aria-hidden="true" />
                <h3 className="mt-2 font-semibold text-ink">{useCase.title}</h3>
                <p className="mt-1 text-sm text-muted">{useCase.body}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <Faq faqs={faqs} className="mx-auto mt-16 max-w-3xl" />
    </Container>
  );
}
