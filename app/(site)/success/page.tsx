import { CheckCircle2 } from "lucide-react";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/page-header";
import { successPlanName } from "@/lib/checkout-return";
import { organizationLd } from "@/lib/seo/jsonld";
import { metadataFor } from "@/lib/seo/metadata";

export const metadata = metadataFor("/success");

export default async function SuccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const planName = successPlanName((await searchParams).plan);
  const features = planName === "your plan" ? "Your plan's features" : `All ${planName} features`;
  const nextSteps = [
    "Your subscription is active right away.",
    "A confirmation e-mail with your receipt is on its way to you.",
    `${features} are unlocked in every tool.`,
    "Your first invoice will follow soon; manage billing at any time from your account.",
  ];
  return (
    <Container size="md" className="py-12 sm:py-16">
      <JsonLd data={organizationLd()} />
      <div className="rounded-2xl border border-line bg-white p-6 text-center shadow-sm sm:p-10">
        <CheckCircle2 aria-hidden className="mx-auto size-16 text-emerald-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Payment Successful!</h1>
        <p className="mt-3 text-xl font-semibold text-brand-700">Welcome to {planName}!</p>
        <p className="mt-2 text-muted">Your subscription is now active.</p>
        <section aria-labelledby="next-heading" className="mx-auto mt-8 max-w-md rounded-xl bg-slate-50 p-5 text-left">
          <h2 id="next-heading" className="font-semibold text-ink">
            What happens next
          </h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm text-slate-700">
            {nextSteps.map((step) => (
              <li key={step} className="flex gap-2">
                <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                {step}
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button href="/">Back to Dashboard</Button>
          <Button href="/pricing" variant="outline">
            View All Plans
          </Button>
        </div>
      </div>
    </Container>
  );
}
