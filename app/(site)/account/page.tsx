import { cookies, headers } from "next/headers";
import { AccountSignedOutPage } from "@/components/account/account-signed-out-page";
import { DangerZoneSection } from "@/components/account/danger-zone-section";
import { PlanSection } from "@/components/account/plan-section";
import { ProfileSection } from "@/components/account/profile-section";
import { SecuritySection } from "@/components/account/security-section";
import { UsageSection } from "@/components/account/usage-section";
import { AccountSection } from "@/components/account/account-section";
import { ApiKeysManager } from "@/components/account/api-keys-manager";
import { DomainsManager } from "@/tools/url-shortener/ui/domains-manager";
import { WebhooksManager } from "@/tools/url-shortener/ui/webhooks-manager";
import { LinkImportPanel } from "@/tools/url-shortener/ui/link-import-panel";
import { IMPORT_PLAN, latestImport } from "@/tools/url-shortener/server/import";
import { IMPORT_ERROR_COOKIE } from "@/tools/url-shortener/logic/import-view";
import { listWebhooks } from "@/tools/url-shortener/webhooks/endpoints";
import { AccountLinks } from "@/tools/url-shortener/ui/account-links";
import { loadAccountLinks } from "@/tools/url-shortener/server/link-list";
import { listTags } from "@/tools/url-shortener/server/tags";
import { listUtmTemplates } from "@/tools/url-shortener/server/utm-templates";
import { verifiedHostnames } from "@/tools/url-shortener/server/domains";
import { capabilitiesFor } from "@/tools/url-shortener/logic/link-capabilities";
import { Container, PageHeader } from "@/components/ui/page-header";
import { listApiKeys, MAX_ACTIVE_KEYS } from "@/lib/domain/api/keys";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { getCurrentUser } from "@/lib/domain/auth/session";
import { getUsage } from "@/lib/domain/limits/usage";
import { getAiCredits } from "@/lib/domain/ai/credit-store";
import { clientIp } from "@/lib/platform/http/request";
import { metadataFor } from "@/tools/page-registry";

export const metadata = metadataFor("/account");

/**
 * The signed-in user's account (rendered per request: it is the user's own data). Sections stack in this order. Its
 * query string filters and pages the list of links (search, tag, from, to, after, before: tools/url-shortener/ui/account-links.tsx).
 */
export default async function AccountPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getCurrentUser();
  // A visitor without a session cookie is served app/(site)/account/sign-in (proxy.ts); one whose cookie is no longer
  // a session (expired, revoked) gets the same page here.
  if (!user) return <AccountSignedOutPage params={await searchParams} />;
  const ip = clientIp(await headers());
  const params = await searchParams;
  const [usage, apiKeys, ai, webhooks, links, tags, utmTemplates, capabilities, lastImport] = await Promise.all([
    getUsage({ userId: user.id, ip }),
    listApiKeys(user.id),
    getAiCredits({ user, visitorId: null, ip }),
    listWebhooks(user.id),
    loadAccountLinks(user.id, params),
    listTags(user.id),
    listUtmTemplates(user.id),
    capabilitiesFor(user, verifiedHostnames),
    latestImport(user.id),
  ]);
  // A form posted without scripts comes back with its refusal in a cookie (app/api/links/import/route.ts).
  const importError = (await cookies()).get(IMPORT_ERROR_COOKIE)?.value ?? null;
  const allowed = entitlements(user);
  const domainLimit = allowed.customDomains;
  return (
    <Container size="md" className="pb-16">
      <PageHeader title="Your Account" align="left" description="Your plan, today's usage and your settings." />
      {/* Keyed by the user: after signing in as someone else, the client parts start afresh with the new account. */}
      <div key={user.id} className="flex flex-col gap-6">
        <ProfileSection email={user.email} createdAt={user.createdAt} />
        <PlanSection user={user} />
        <UsageSection usage={usage} ai={ai} />
        <AccountLinks data={links} capabilities={capabilities} tags={tags} utmTemplates={utmTemplates} />
        <AccountSection
          id="link-import"
          title="Import links"
          description="Bring your links from Bitly or a spreadsheet: each row becomes a short link, or is reported with the reason it could not."
        >
          <LinkImportPanel allowed={allowed.linkImport} planName={IMPORT_PLAN.name} priceLabel={IMPORT_PLAN.priceLabel} initial={lastImport} initialError={importError} />
        </AccountSection>
        {domainLimit !== 0 ? (
          <AccountSection
            id="domains"
            title="Custom domains"
            description="Verified domains serve your short links as https://your-domain/code."
          >
            <DomainsManager limit={domainLimit} />
          </AccountSection>
        ) : null}
        <AccountSection
          id="api-keys"
          title="API keys"
          description="Keys let your own code create short links, QR codes and conversions through the REST API."
        >
          <ApiKeysManager initialKeys={apiKeys} allowed={allowed.api} maxActive={MAX_ACTIVE_KEYS} />
        </AccountSection>
        <AccountSection
          id="webhooks"
          title="Webhooks"
          description="Your server hears when one of your links is created, changed, deleted or clicked: a signed POST to each endpoint."
        >
          <WebhooksManager initial={webhooks} />
        </AccountSection>
        <SecuritySection />
        <DangerZoneSection email={user.email} />
      </div>
    </Container>
  );
}
