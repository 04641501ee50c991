import { entitlements, type BillableUser } from "@/lib/domain/plans/entitlements";
import "server-only";
import { cheapestPlanWith, type AnalyticsLevel, type PlanKey } from "@/lib/domain/plans";

/** What the shortener UI may offer the current person; the server enforces the same rules on every request. */
export interface ShortenerCapabilities {
  signedIn: boolean;
  plan: PlanKey;
  customShortCodes: boolean;
  /** How many custom domains the plan allows: 0 = none, null = unlimited. */
  customDomains: number | null;
  analytics: AnalyticsLevel;
  /** Bulk shortening (paste or upload a list of URLs). */
  bulk: boolean;
  /** A password, maximum clicks, a fallback URL for expired links and the redirect status (a new destination, UTM
   *  parameters and an expiry date need only an account). */
  linkControls: boolean;
  /** The name of the cheapest plan with `linkControls` (upgrade prompts). */
  linkControlsPlan: string;
  /** iOS, Android and country destinations per link. */
  linkTargeting: boolean;
  /** The name of the cheapest plan with `linkTargeting`. */
  linkTargetingPlan: string;
  /** How many tags the account may have: null = unlimited. */
  linkTags: number | null;
  /** The name of the cheapest plan with unlimited tags. */
  linkTagsPlan: string;
  /** The user's verified custom domains (the choices of the domain select). */
  domains: string[];
}

/**
 * `verifiedDomains` looks up the user's verified custom domains (tools/url-shortener/server/domains' verifiedHostnames); it is asked
 * only when the plan allows custom domains. Passed in, so plans do not depend on the shortener.
 */
export async function capabilitiesFor(
  user: (BillableUser & { id: string }) | null,
  verifiedDomains: (userId: string) => Promise<string[]>,
): Promise<ShortenerCapabilities> {
  const allowed = entitlements(user);
  return {
    signedIn: user !== null,
    plan: allowed.plan,
    customShortCodes: allowed.customShortCodes,
    customDomains: allowed.customDomains,
    analytics: allowed.analytics,
    bulk: allowed.bulk,
    linkControls: allowed.linkControls,
    linkControlsPlan: cheapestPlanWith((e) => e.linkControls).name,
    linkTargeting: allowed.linkTargeting,
    linkTargetingPlan: cheapestPlanWith((e) => e.linkTargeting).name,
    linkTags: allowed.linkTags,
    linkTagsPlan: cheapestPlanWith((e) => e.linkTags === null).name,
    domains: user && allowed.customDomains !== 0 ? await verifiedDomains(user.id) : [],
  };
}
