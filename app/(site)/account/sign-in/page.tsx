import { redirect } from "next/navigation";
import { AccountSignedOutPage } from "@/components/account/account-signed-out-page";
import { getCurrentUser } from "@/lib/domain/auth/session";
import { metadataFor } from "@/tools/page-registry";

export const metadata = metadataFor("/account");

/**
 * /account for a visitor, as its own route: proxy.ts serves it at /account when the request has no session cookie, so
 * a visitor's page loads the sign-in prompt's code and not the whole account dashboard's (the bundler gives a route the
 * scripts of every client component its page imports, rendered or not). Signed in, it is the account page.
 */
export default async function AccountSignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (await getCurrentUser()) redirect("/account");
  return <AccountSignedOutPage params={await searchParams} />;
}
