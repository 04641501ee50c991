import { formatUtcDay } from "@/lib/engines/time/utc-dates";
import { AccountField, AccountSection } from "./account-section";
import { SignOutButton } from "./sign-out-button";

export function ProfileSection({ email, createdAt }: { email: string; createdAt: Date }) {
  return (
    <AccountSection id="profile" title="Profile">
      <dl className="flex flex-col gap-3">
        <AccountField label="Email">
          <span data-testid="account-email">{email}</span>
        </AccountField>
        <AccountField label="Member since">{formatUtcDay(createdAt)}</AccountField>
      </dl>
      <div className="mt-5">
        <SignOutButton />
      </div>
    </AccountSection>
  );
}
