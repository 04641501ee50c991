import { Lock } from "lucide-react";
import { type ReactNode } from "react";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { Badge } from "@/components/ui/badge";
import { CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { UPGRADE_LABEL } from "@/lib/domain/plans";
import { planKeyFor, planNameFor, upgradeLabelFor, type AreaFeature } from "@/tools/area-converter/plans/area-features";

/** Pieces shared by the area converter's paid panels (pro-tools.tsx). */

export function PanelHeader({ icon, title, feature, description }: { icon: ReactNode; title: string; feature: AreaFeature; description: string }) {
  return (
    <CardHeader>
      <div className="flex items-center justify-between gap-3">
        <CardTitle as="h3" className="flex items-center gap-2">
          <span aria-hidden className="text-brand-700 [&_svg]:size-5">
            {icon}
          </span>
          {title}
        </CardTitle>
        <Badge variant="pro">{planNameFor(feature)}</Badge>
      </div>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}

/** The prompt a visitor sees on a feature their plan lacks (the server refuses it anyway). */
export function Locked({ feature, signedIn }: { feature: AreaFeature; signedIn: boolean }) {
  const label = planNameFor(feature) === planNameFor("history") ? UPGRADE_LABEL : upgradeLabelFor(feature);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid={`locked-${feature}`}>
      <p className="flex items-start gap-2">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {signedIn ? "Your plan does not include this yet." : "Sign in with a paid plan to use this."} Available on {planNameFor(feature)} and above.
        </span>
      </p>
      {/* The label wraps on a 320 px phone rather than run out of the card. */}
      <UpgradeButton plan={planKeyFor(feature)} size="sm" className="h-auto min-h-8 self-start py-1.5 text-left whitespace-normal">
        {label}
      </UpgradeButton>
    </div>
  );
}

export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(iso));
}
