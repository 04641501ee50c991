import { Check } from "lucide-react";
import { CurrentPlanBadge } from "@/components/billing/current-plan-badge";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ENTERPRISE_CONTACT_PATH, plans, planOrder, type PlanKey } from "@/lib/domain/plans";
import { priceText } from "@/lib/domain/plans/pricing";

const HIGHLIGHTED: PlanKey = "basic";

/** The four plan cards of the pricing page, read from lib/domain/plans/index.ts. */
export function PlanCards({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
      {planOrder.map((key) => {
        const plan = plans[key];
        const price = priceText(plan);
        const highlighted = key === HIGHLIGHTED;
        return (
          <li
            key={key}
            data-plan={key}
            className={cn(
              "relative flex flex-col rounded-2xl border bg-surface p-6 shadow-sm",
              highlighted ? "border-brand-600 ring-2 ring-brand-600" : "border-line",
            )}
          >
            {highlighted ? (
              <Badge variant="brand" className="absolute -top-3 left-6 bg-brand-600 text-white ring-brand-600">
                Most popular
              </Badge>
            ) : null}
            <div className="flex items-center justify-between gap-2">
              <Heading className="text-xl font-semibold text-ink">{plan.name}</Heading>
              <CurrentPlanBadge plan={key} />
            </div>
            <p className="mt-1 min-h-12 text-sm text-muted">{plan.description}</p>
            <p className="mt-4 flex h-10 items-baseline gap-1">
              <span className={cn("font-bold tracking-tight text-ink", plan.priceCents === null ? "text-2xl leading-10" : "text-4xl")}>{price.amount}</span>
              {price.period ? <span className="text-sm text-muted">{price.period}</span> : null}
            </p>
            <div className="mt-6">
              {key === "free" ? (
                <Button href="/" variant="outline" className="w-full">
                  Start Using Tools
                </Button>
              ) : key === "enterprise" ? (
                <Button href={ENTERPRISE_CONTACT_PATH} variant="outline" className="w-full">
                  Contact Sales
                </Button>
              ) : (
                <UpgradeButton plan={key} variant={highlighted ? "primary" : "secondary"} className="w-full" />
              )}
            </div>
            <ul className="mt-6 flex flex-col gap-2.5 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
