import { XCircle } from "lucide-react";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/page-header";
import { organizationLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";
import { site } from "@/lib/platform/config/site";

export const metadata = metadataFor("/cancel");

export default function CancelPage() {
  return (
    <Container size="md" className="py-12 sm:py-16">
      <JsonLd data={organizationLd()} />
      <div className="rounded-2xl border border-line bg-surface p-6 text-center shadow-sm sm:p-10">
        <XCircle aria-hidden className="mx-auto size-16 text-slate-400" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Payment Cancelled</h1>
        <p className="mx-auto mt-3 max-w-md text-lg text-muted">
          Your payment was cancelled and no charge was made. You can keep using the free plan, or try again whenever you
          are ready.
        </p>
        <p className="mx-auto mt-2 max-w-md text-sm text-muted">
          Something went wrong at checkout? Write to us at{" "}
          <a href={`mailto:${site.contactEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
            {site.contactEmail}
          </a>
          .
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button href="/">Back to Dashboard</Button>
          <Button href="/pricing" variant="outline">
            Try Again
          </Button>
        </div>
      </div>
    </Container>
  );
}
