import { Check, Gauge, Lock, Minus, Zap } from "lucide-react";
import { PaymentsNotice } from "@/components/billing/payments-notice";
import { PlanCards } from "@/components/pricing/plan-cards";
import { JsonLd } from "@/components/seo/json-ld";
import { Faq } from "@/components/ui/faq";
import { Container, PageHeader } from "@/components/ui/page-header";
import { plans, planOrder } from "@/lib/domain/plans";
import { comparisonRows, pricingFaqs, type ComparisonCell } from "@/lib/domain/plans/pricing";
import { breadcrumbLd, faqPageLd, organizationLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";
import { ScrollRegion } from "@/components/ui/scroll-region";

export const metadata = metadataFor("/pricing");

const highlights = [
  { icon: Zap, title: "No sign-up to start", text: "Every live tool works right away. Create an account only when you want history or a paid plan." },
  { icon: Gauge, title: "Fair, visible limits", text: "Each tool shows how many free uses you have left today. Limits reset every day at 00:00 UTC." },
  { icon: Lock, title: "Secure payments", text: "Checkout and billing run on Stripe. Change plan or cancel at any time from your account." },
];

/** The comparison table's first column on phones: sticky, with a hairline where the plan columns slide under it. */
const STICKY_CELL =
  "max-sm:sticky max-sm:left-0 max-sm:z-10 max-sm:after:absolute max-sm:after:inset-y-0 max-sm:after:right-0 max-sm:after:w-px max-sm:after:bg-line";

function Cell({ value }: { value: ComparisonCell }) {
  if (value === true)
    return (
      <>
        <Check aria-hidden className="mx-auto size-5 text-emerald-600" />
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Minus aria-hidden className="mx-auto size-5 text-slate-400" />
        <span className="sr-only">Not included</span>
      </>
    );
  return <>{value}</>;
}

export default function PricingPage() {
  const faqs = pricingFaqs();
  return (
    <>
      <JsonLd data={[organizationLd(), breadcrumbLd([["Pricing", "/pricing"]]), faqPageLd(faqs)]} />
      <Container size="xl">
        <PageHeader
          title="Simple, Transparent Pricing"
          description="Use every tool for free within daily limits. Upgrade when you need unlimited use, custom short codes, your own domain, analytics or the API."
        />
        <PlanCards />
        {/* Below the plans: it appears once the server has said payments are off, and above them it pushed the whole
            page down as it did (CLS 0.13 in the page benchmark). */}
        <PaymentsNotice />

        <section aria-labelledby="highlights-heading" className="mt-16">
          <h2 id="highlights-heading" className="sr-only">
            Every plan includes
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {highlights.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-xl border border-line bg-surface p-5">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{title}</h3>
                  <p className="mt-1 text-sm text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="compare-heading" className="mt-16">
          <h2 id="compare-heading" className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Compare plans
          </h2>
          <p className="-mt-4 mb-3 text-sm text-muted sm:hidden">Swipe the table sideways to compare every plan.</p>
          <ScrollRegion label="Plan comparison table" className="relative rounded-xl border border-line bg-surface">
            <table className="w-full min-w-[44rem] table-fixed text-left text-sm">
              <thead className="bg-slate-50">
                <tr>
                  {/* On phones the feature column stays put while the plans scroll under it, and is narrow enough
                      that the next plan's column peeks in (otherwise only Free shows, with no sign of the others). */}
                  <th scope="col" className={`w-36 bg-slate-50 px-4 py-3 font-semibold text-ink sm:w-[28%] ${STICKY_CELL}`}>
                    Feature
                  </th>
                  {planOrder.map((key) => (
                    <th key={key} scope="col" className="px-4 py-3 text-center font-semibold text-ink">
                      {plans[key].name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {comparisonRows().map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className={`bg-surface px-4 py-3 font-medium text-slate-700 ${STICKY_CELL}`}>
                      {row.label}
                    </th>
                    {planOrder.map((key) => (
                      <td key={key} className="px-4 py-3 text-center text-slate-700">
                        <Cell value={row.values[key]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>

        <Faq faqs={faqs} className="mx-auto mt-16 max-w-3xl" />
      </Container>
    </>
  );
}
