"use client";

import { useId, useState } from "react";
import { fieldErrorsOf, FormAnswer, useEachAnswer, useServerForm } from "@/components/forms/server-form";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { editLinkForm } from "@/tools/url-shortener/server/actions";
import type { LinkView } from "@/tools/url-shortener/server/view";
import { utmOfForm, type Utm } from "@/tools/url-shortener/logic/utm";
import { KeepTypedText } from "@/components/layout/keep-typed-text";
import type { UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";
import { expiryDefaultOf, SettingsFields, type SettingsField } from "@/tools/url-shortener/ui/settings-fields";
import { targetingDefaultsFrom, targetingDefaultsOf } from "@/tools/url-shortener/ui/targeting-fields";

type Field = "target" | SettingsField;

/**
 * The edit form of one of an account's links: its destination, UTM parameters, expiry (date and, on paid plans,
 * clicks and a fallback URL), password, redirect status and targeting. A server form: it works before the page's scripts run, and
 * what is typed before they run is kept when they do (the form is never remounted for them). Fields the plan lacks are shown disabled, so they are not sent and the link keeps what it has.
 */
export function LinkSettingsForm({
  link: given,
  linkControls,
  planName,
  linkTargeting,
  targetingPlanName,
  onSaved,
  utmTemplates,
}: {
  link: LinkView;
  linkControls: boolean;
  /** The cheapest plan with the paid settings ("Basic"). */
  planName: string;
  linkTargeting: boolean;
  /** The cheapest plan with targeting ("Premium"). */
  targetingPlanName: string;
  onSaved: (link: LinkView) => void;
  /** The account's saved UTM templates (the builder applies them); null when unknown. */
  utmTemplates?: UtmTemplateView[] | null;
}) {
  const { state, pending, form } = useServerForm(editLinkForm);
  // The link as this form last saved it, until the page's own copy (refreshed after the save) arrives.
  const [savedLink, setSavedLink] = useState<LinkView | null>(null);
  const [pageLink, setPageLink] = useState(given);
  if (pageLink !== given) {
    setPageLink(given);
    setSavedLink(null);
  }
  const link = savedLink ?? given;
  const errors = fieldErrorsOf<Field>(state);
  const values = state.result && !state.result.ok ? state.values : {};
  const id = useId();
  const [target, setTarget] = useState(link.target);
  // After a refusal (a page posted before the scripts ran included) the builder shows what was sent.
  const [utm, setUtm] = useState<Utm>(() => utmOfForm(values));
  // Each save starts the form again from what the link now has: a reset alone would put a select back on the option
  // the page first rendered (a 301 just saved would show, and be sent again, as 302).
  const [saves, setSaves] = useState(0);

  useEachAnswer(state, (result) => {
    if (!result.ok) {
      if (!result.fieldErrors) toast.error(result.title, { description: result.error });
      return;
    }
    setSavedLink(result.data);
    onSaved(result.data);
    setUtm({});
    setSaves((n) => n + 1);
    toast.success("Link saved", { description: "Every visitor now gets the new settings." });
  });

  const field = (name: Field, fallback: string) => values[name] ?? fallback;
  // A saved destination (with its UTM parameters merged in) starts the form again from what the link now has.
  const [savedTarget, setSavedTarget] = useState(link.target);
  if (savedTarget !== link.target) {
    setSavedTarget(link.target);
    setTarget(link.target);
  }

  return (
    <form {...form} className="flex flex-col gap-4" data-testid="link-settings-form" key={`${link.id}-${saves}`}>
      <input type="hidden" name="id" value={link.id} />

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-target`}>Destination</Label>
        <Input
          id={`${id}-target`}
          name="target"
          type="text"
          inputMode="url"
          defaultValue={field("target", link.target)}
          onChange={(e) => setTarget(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.target ? true : undefined}
          aria-describedby={errors.target ? `${id}-target-error` : undefined}
        />
        {errors.target ? <FieldError id={`${id}-target-error`}>{errors.target}</FieldError> : null}
      </div>

      <SettingsFields
        id={id}
        defaults={{
          expiry: expiryDefaultOf(values, { instant: link.expiresAt }),
          maxClicks: field("maxClicks", link.maxClicks === null ? "" : String(link.maxClicks)),
          expiredUrl: field("expiredUrl", link.expiredUrl ?? ""),
          redirectStatus: field("redirectStatus", String(link.redirectStatus)),
          targeting: targetingDefaultsFrom(values, targetingDefaultsOf(link)),
        }}
        errors={errors}
        signedIn
        linkControls={linkControls}
        planName={planName}
        linkTargeting={linkTargeting}
        targetingPlanName={targetingPlanName}
        utm={utm}
        onUtmChange={setUtm}
        target={target}
        edit={link}
        utmTemplates={utmTemplates ?? null}
      />

      <FormAnswer state={state} success="Link saved." />
      <Button type="submit" className="self-start" disabled={pending}>
        {pending ? "Saving..." : "Save link"}
      </Button>
      <KeepTypedText />
    </form>
  );
}
