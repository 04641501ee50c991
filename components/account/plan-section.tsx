import { ManageSubscriptionButton } from "@/components/billing/manage-subscription-button";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { Button } from "@/components/ui/button";
import { billingConfigured } from "@/lib/domain/billing/config";
import { effectivePlan, subscriptionEnded, type BillableUser } from "@/lib/domain/plans/entitlements";
import { isPaidPlan, plans, UPGRADE_LABEL } from "@/lib/domain/plans";
import { formatUtcDay } from "@/lib/engines/time/utc-dates";
import { AccountField, AccountSection } from "./account-section";

const STATUS_LABEL: Record<BillableUser["status"], string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Payment past due",
  canceled: "Canceled",
  unpaid: "Unpaid",
  incomplete: "Incomplete",
  incomplete_expired: "Expired",
  paused: "Paused",
};

/** The plan and subscription status, with the Customer Portal ("Manage subscription") for Stripe customers. */
export function PlanSection({
  user,
}: {
  user: BillableUser & { stripeCustomerId: string | null };
}) {
  const current = effectivePlan(user);
  const config = plans[current];
  const lapsed = current !== user.plan;
  const ended = subscriptionEnded(user);
  const canManage = Boolean(user.stripeCustomerId) && billingConfigured();
  return (
    <AccountSection id="plan" title="Plan" description={isPaidPlan(current) ? config.description : "Free daily limits on every tool, no card needed."}>
      <dl className="flex flex-col gap-3">
        <AccountField label="Plan">
          {/* The plan's own name only: "Pro" is the site's word for any paid plan, never a plan of its own. */}
          <span data-testid="account-plan">{config.name}</span>
        </AccountField>
        <AccountField label="Status">
          <span data-testid="account-status">{ended && user.cancelAtPeriodEnd ? STATUS_LABEL.canceled : STATUS_LABEL[user.status]}</span>
        </AccountField>
        {lapsed ? (
          <AccountField label="Note">
            {ended
              ? `Your ${plans[user.plan].name} subscription has ended, so the Free plan applies.`
              : `Your ${plans[user.plan].name} subscription is not in good standing, so the Free plan applies until it is paid.`}
          </AccountField>
        ) : null}
        {isPaidPlan(current) && user.currentPeriodEnd ? (
          <AccountField label={user.cancelAtPeriodEnd ? "Ends on" : "Renews on"}>{formatUtcDay(user.currentPeriodEnd)}</AccountField>
        ) : null}
      </dl>
      {isPaidPlan(current) || (lapsed && !ended) ? null : (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <UpgradeButton plan="basic">{UPGRADE_LABEL}</UpgradeButton>
          <Button href="/pricing" variant="ghost">
            Compare plans
          </Button>
        </div>
      )}
      {canManage ? (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <ManageSubscriptionButton />
          <span className="text-sm text-muted">Update your card, see invoices, change plan or cancel, on Stripe.</span>
        </div>
      ) : null}
    </AccountSection>
  );
}
