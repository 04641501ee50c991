import { cheapestPlanWith, UPGRADE_LABEL } from "@/lib/domain/plans";
import { site } from "@/lib/platform/config/site";
import { BulkShell, bulkPlan } from "./ui/bulk-shell";
import { Tips } from "./ui/tips";
import { UrlShortener } from "./ui/url-shortener";

/** The shortener page's server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  const domainPlan = cheapestPlanWith((e) => e.customDomains !== 0);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <UrlShortener
        origin={site.url}
        tips={<Tips origin={site.url} />}
        bulkShell={<BulkShell host={site.url.replace(/^https?:\/\//, "")} />}
        plans={{ upgradeLabel: UPGRADE_LABEL, domainPlan: { name: domainPlan.name, priceLabel: domainPlan.priceLabel }, bulkPlanName: bulkPlan().name }}
      />
    </div>
  );
}
