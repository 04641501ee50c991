import { Link } from "@/components/ui/link";
import { ArrowRight, Check, Crown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { SectionHeading } from "@/components/ui/page-header";
import { plans, UPGRADE_LABEL } from "@/lib/domain/plans";
import { PREMIUM_FEATURES } from "../content";
import { PremiumFeaturesUpgrade } from "../ui/premium-features-upgrade";
import { AREA_PAIRS, type AreaPair } from "../logic/area-pairs";

/** Server-rendered sections of the area converter pages (readable without JavaScript and by crawlers). */

export function PremiumFeatures() {
  return (
    <section aria-labelledby="premium-heading" className="rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 to-surface p-6 sm:p-8">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-col gap-4">
          <h2 id="premium-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight text-ink">
            <Crown aria-hidden className="size-6 text-amber-600" />
            Premium Features
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {PREMIUM_FEATURES.map((f) => (
              <li key={f.title} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                <span>
                  <span className="font-medium text-ink">{f.title}</span> <Badge variant="pro">{f.plan}</Badge>
                  <span className="block text-sm text-muted">{f.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <PremiumFeaturesUpgrade
          upgradeLabel={UPGRADE_LABEL}
          premiumLabel={`Upgrade to ${plans.premium.name} — ${plans.premium.priceLabel}/month`}
          className="self-start max-sm:h-auto! max-sm:min-h-12 max-sm:w-full max-sm:py-3 max-sm:text-sm! max-sm:whitespace-normal! lg:self-center"
        />
      </div>
    </section>
  );
}

/** Links to the pair pages (all of them, or all but the current one). */
export function PopularConversions({ exclude, title = "Popular area conversions" }: { exclude?: AreaPair; title?: string }) {
  const pairs = AREA_PAIRS.filter((p) => p.slug !== exclude?.slug);
  return (
    <section aria-labelledby="popular-heading">
      <SectionHeading id="popular-heading" title={title} />
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {pairs.map((p) => (
          <li key={p.slug}>
            <Link
              href={p.path}
              className="flex items-center justify-between gap-2 rounded-lg border border-line bg-surface px-4 py-3 text-sm text-ink hover:border-brand-200 hover:bg-brand-50"
            >
              <span>
                <span className="font-medium">
                  {p.from.name} to {p.to.name}
                </span>
                <span className="block text-xs text-muted">{p.statement}</span>
              </span>
              <ArrowRight aria-hidden className="size-4 shrink-0 text-brand-700" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
