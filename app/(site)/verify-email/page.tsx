import { CheckCircle2, XCircle } from "lucide-react";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Container, PageHeader } from "@/components/ui/page-header";
import { toFailure } from "@/lib/platform/forms/action-result";
import { verifyEmail } from "@/lib/domain/auth/verify-email";
import { organizationLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";
import { AnnounceVerified } from "./announce-verified";

export const metadata = metadataFor("/verify-email");

/** Where the verification e-mail's link leads: opening it verifies the account (once; the link is signed). */
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const outcome = await verifyEmail(typeof token === "string" ? token : "").then(
    ({ email }) => ({ ok: true as const, email }),
    (error: unknown) => toFailure(error, "We could not verify your e-mail address. Please try again."),
  );
  return (
    <Container size="md" className="pb-16">
      <JsonLd data={organizationLd()} />
      <PageHeader title="Verify Your E-mail" align="left" description="Confirm the e-mail address of your account." />
      <Card>
        <CardContent className="flex flex-col items-start gap-4" data-testid="verify-email-result">
          {outcome.ok ? (
            <>
              <AnnounceVerified />
              <p className="flex items-center gap-2 text-lg font-semibold text-ink">
                <CheckCircle2 className="size-6 text-green-700" aria-hidden="true" /> Your e-mail address is verified
              </p>
              <p className="text-muted">
                {outcome.email} is confirmed. Your account now keeps its own free daily allowance, even on a shared network.
              </p>
            </>
          ) : (
            <>
              <p className="flex items-center gap-2 text-lg font-semibold text-ink">
                <XCircle className="size-6 text-red-700" aria-hidden="true" /> {outcome.error}
              </p>
              <p className="text-muted">Signed-in accounts that are not verified yet can send a new link from the banner at the top of every page.</p>
            </>
          )}
          <div className="flex flex-wrap gap-3">
            <Button href="/account">Go to your account</Button>
            <Button href="/" variant="outline">
              Browse the tools
            </Button>
          </div>
        </CardContent>
      </Card>
    </Container>
  );
}
