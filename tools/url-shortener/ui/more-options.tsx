"use client";

import { LogIn } from "lucide-react";
import { openSignIn } from "@/components/auth/open-sign-in";
import { Button } from "@/components/ui/button";
import type { ShortenerCapabilities } from "@/tools/url-shortener/logic/link-capabilities";
import type { Utm } from "@/tools/url-shortener/logic/utm";
import { EMPTY_SETTINGS, expiryDefaultOf, SettingsFields, type SettingsField } from "@/tools/url-shortener/ui/settings-fields";
import { targetingDefaultsFrom } from "@/tools/url-shortener/ui/targeting-fields";
import { TagPicker } from "@/tools/url-shortener/ui/tag-picker";
import type { TagView } from "@/tools/url-shortener/logic/tags";
import type { UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";

/**
 * The shortener's "More options": a new link's tags and settings (expiry, UTM parameters, and on paid plans a
 * password, a click limit, a fallback URL and the redirect status; on Premium targeting), loaded the first time the
 * disclosure is opened. Visitors see them disabled with a sign-in button: tags and settings belong to an account.
 */
export function MoreOptions({
  id,
  capabilities,
  errors,
  values,
  utm,
  onUtmChange,
  target,
  tags,
  onTagsChange,
  accountTags,
  utmTemplates,
}: {
  id: string;
  capabilities: ShortenerCapabilities | null;
  errors: Partial<Record<SettingsField | "tags", string>>;
  /** What was sent, after a refusal. */
  values: Partial<Record<string, string>>;
  utm: Utm;
  onUtmChange: (utm: Utm) => void;
  target: string;
  tags: string[];
  onTagsChange: (tags: string[]) => void;
  accountTags: TagView[];
  /** The account's saved UTM templates (null for visitors). */
  utmTemplates: UtmTemplateView[] | null;
}) {
  const signedIn = capabilities?.signedIn ?? false;
  const limit = capabilities?.linkTags ?? null;
  return (
    <div className="flex flex-col gap-4 pt-4">
      {capabilities && !signedIn ? (
        <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-3 sm:flex-row sm:items-center" data-testid="more-options-sign-in">
          <p className="flex-1 text-sm text-ink">Sign in to tag a link or give it an expiry date or UTM parameters. Your links from this browser move into your account.</p>
          <Button type="button" size="sm" variant="secondary" className="shrink-0" onClick={() => void openSignIn({ view: "login", reason: "Your links from this browser move into your account." })}>
            <LogIn aria-hidden="true" />
            Sign in
          </Button>
        </div>
      ) : null}
      <TagPicker
        id={id}
        value={tags}
        onChange={onTagsChange}
        accountTags={accountTags}
        disabled={!signedIn}
        error={errors.tags}
        note={
          signedIn && limit !== null
            ? `Your plan has up to ${limit} tags (${accountTags.length} used); ${capabilities?.linkTagsPlan ?? "Basic"} and above have unlimited tags.`
            : "Find your links by tag on your account page."
        }
      />
      <SettingsFields
        id={id}
        defaults={{
          expiry: expiryDefaultOf(values, EMPTY_SETTINGS.expiry),
          maxClicks: values.maxClicks ?? EMPTY_SETTINGS.maxClicks,
          expiredUrl: values.expiredUrl ?? EMPTY_SETTINGS.expiredUrl,
          redirectStatus: values.redirectStatus ?? EMPTY_SETTINGS.redirectStatus,
          targeting: targetingDefaultsFrom(values, EMPTY_SETTINGS.targeting),
        }}
        errors={errors}
        signedIn={signedIn}
        linkControls={capabilities?.linkControls ?? false}
        planName={capabilities?.linkControlsPlan ?? "Basic"}
        linkTargeting={capabilities?.linkTargeting ?? false}
        targetingPlanName={capabilities?.linkTargetingPlan ?? "Premium"}
        utm={utm}
        onUtmChange={onUtmChange}
        target={target}
        utmTemplates={utmTemplates}
      />
    </div>
  );
}
