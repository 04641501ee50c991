import { AccountSignedOut } from "@/components/account/account-signed-out";
import type { SignInView } from "@/components/auth/open-sign-in";
import { Container, PageHeader } from "@/components/ui/page-header";
import { serverEnv } from "@/lib/platform/config/env";
import { safeReturnPath } from "@/lib/platform/http/return-path";

type SearchParams = Record<string, string | string[] | undefined>;

/** /account for a visitor: the page's header and the sign-in prompt, coming back to /account (and its query) after. */
export function AccountSignedOutPage({ params }: { params: SearchParams }) {
  const callback = safeReturnPath(params.callbackUrl, serverEnv().authUrl);
  return (
    <Container size="md" className="pb-16">
      <PageHeader title="Your Account" align="left" description="Sign in to see your plan, today's usage and your settings." />
      <AccountSignedOut callbackUrl={callback ?? accountPathWith(params)} view={viewOf(params.view)} />
    </Container>
  );
}

/** Which of the sign-in forms the address asks for (`?view=signup`, `?view=forgot`; Login otherwise). */
function viewOf(value: unknown): SignInView {
  return value === "signup" || value === "forgot" ? value : "login";
}

/** /account with its own query (e.g. ?upgrade=basic from the pricing page), to come back to after signing in. */
function accountPathWith(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === "callbackUrl" || key === "csrf" || key === "view" || typeof value !== "string") continue;
    query.set(key, value);
  }
  const search = query.toString();
  return search ? `/account?${search}` : "/account";
}
