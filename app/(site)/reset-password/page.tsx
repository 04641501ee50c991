import { Suspense } from "react";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Container, PageHeader } from "@/components/ui/page-header";
import { metadataFor } from "@/tools/pages";

export const metadata = metadataFor("/reset-password");

/** Where the reset e-mail's link leads (static: the token is read on the client and checked by the server action). */
export default function ResetPasswordPage() {
  return (
    <Container size="md" className="pb-16">
      <PageHeader title="Reset Your Password" align="left" description="Choose a new password for your account." />
      <Suspense fallback={<div className="h-72 rounded-xl border border-line bg-white" aria-hidden />}>
        <ResetPasswordForm />
      </Suspense>
    </Container>
  );
}
