import { AccountSection } from "./account-section";
import { DeleteAccountForm } from "./delete-account-form";

export function DangerZoneSection({ email }: { email: string }) {
  return (
    <AccountSection
      id="danger-zone"
      title="Delete account"
      tone="danger"
      description="Deletes your account for good: your short links stop working, and your history, domains, API keys and usage records are erased. A paid subscription is cancelled. This cannot be undone."
    >
      <DeleteAccountForm email={email} />
    </AccountSection>
  );
}
