import { AccountSection } from "./account-section";
import { ChangePasswordForm } from "./change-password-form";

export function SecuritySection() {
  return (
    <AccountSection id="security" title="Password" description="Changing your password signs you out on every other device.">
      <ChangePasswordForm />
    </AccountSection>
  );
}
