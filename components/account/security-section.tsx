import { AccountSection } from "./account-section";
import { ChangePasswordForm } from "./change-password-form";
import { SignOutEverywhereButton } from "./sign-out-everywhere-button";

export function SecuritySection() {
  return (
    <>
      <AccountSection id="security" title="Password" description="Changing your password signs you out on every other device.">
        <ChangePasswordForm />
      </AccountSection>
      <AccountSection
        id="sessions"
        title="Sessions"
        description="Signed in on a shared or lost device? Sign out everywhere, this device included, at once."
      >
        <SignOutEverywhereButton />
      </AccountSection>
    </>
  );
}
