import { headers } from "next/headers";
import { AccountSignedOut } from "@/components/account/account-signed-out";
import { DangerZoneSection } from "@/components/account/danger-zone-section";
import { PlanSection } from "@/components/account/plan-section";
import { ProfileSection } from "@/components/account/profile-section";
import { SecuritySection } from "@/components/account/security-section";
import { UsageSection } from "@/components/account/usage-section";
import { Container, PageHeader } from "@/components/ui";
import { safeCallbackPath } from "@/lib/auth/schemas";
import { getCurrentUser } from "@/lib/auth/session";
import { getUsage } from "@/lib/limits/usage";
import { clientIp } from "@/lib/request";
import { metadataFor } from "@/lib/seo/metadata";

export const metadata = metadataFor("/account");

/** The signed-in user's account (rendered per request: it is the user's own data). Sections stack in this order. */
export default async function AccountPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getCurrentUser();
  if (!user) {
    const callback = (await searchParams).callbackUrl;
    return (
      <Container size="md" className="pb-16">
        <PageHeader title="Your Account" align="left" description="Sign in to see your plan, today's usage and your settings." />
        <AccountSignedOut callbackUrl={safeCallbackPath(typeof callback === "string" ? callback : null) ?? "/account"} />
      </Container>
    );
  }
  const usage = await getUsage({ userId: user.id, ip: clientIp(await headers()) });
  return (
    <Container size="md" className="pb-16">
      <PageHeader title="Your Account" align="left" description="Your plan, today's usage and your settings." />
      <div className="flex flex-col gap-6">
        <ProfileSection email={user.email} createdAt={user.createdAt} />
        <PlanSection user={user} />
        <UsageSection usage={usage} />
        <SecuritySection />
        <DangerZoneSection email={user.email} />
      </div>
    </Container>
  );
}
