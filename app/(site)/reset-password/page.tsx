import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Container, PageHeader } from "@/components/ui/page-header";
import { resetLinkProblem } from "@/lib/domain/auth/reset";
import { metadataFor } from "@/tools/page-registry";

export const metadata = metadataFor("/reset-password");

/**
 * Where the reset e-mail's link leads. Rendered per request: a link that can no longer be used says so at once; the
 * token from the address is in the form's HTML, so the form works before the page's scripts run (the server action
 * checks it again).
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token: raw } = await searchParams;
  const token = typeof raw === "string" ? raw : "";
  return (
    <Container size="md" className="pb-16">
      <PageHeader title="Reset Your Password" align="left" description="Choose a new password for your account." />
      <ResetPasswordForm token={token} linkProblem={await resetLinkProblem(token)} />
    </Container>
  );
}
