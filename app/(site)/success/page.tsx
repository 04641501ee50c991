import { Loader2 } from "lucide-react";
import { Suspense } from "react";
import { CheckoutConfirmation } from "@/components/billing/checkout-confirmation";
import { JsonLd } from "@/components/seo/json-ld";
import { Container } from "@/components/ui/page-header";
import { organizationLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";

export const metadata = metadataFor("/success");

/**
 * Return page after Stripe Checkout. Static: the Checkout session in the URL is confirmed from the browser through a
 * server action (components/billing/checkout-confirmation.tsx), which names the plan once it is really active.
 */
export default function SuccessPage() {
  return (
    <Container size="md" className="py-12 sm:py-16">
      <JsonLd data={organizationLd()} />
      <div className="rounded-2xl border border-line bg-surface p-6 text-center shadow-sm sm:p-10">
        <Suspense
          fallback={
            <div role="status">
              <Loader2 aria-hidden className="mx-auto size-16 animate-spin text-brand-700" />
              <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Confirming your payment...</h1>
            </div>
          }
        >
          <CheckoutConfirmation />
        </Suspense>
      </div>
    </Container>
  );
}
