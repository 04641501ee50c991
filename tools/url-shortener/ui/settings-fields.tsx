"use client";

import { Info, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/layout/shell-context";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  browserOffsetAt,
  isoToBrowserDateTime,
  isoToLocalDateTime,
  LINK_PASSWORD_MAX,
  LINK_PASSWORD_MIN,
  MAX_CLICKS_LIMIT,
  PERMANENT_REDIRECT_NOTE,
  REDIRECT_STATUS_LABELS,
  REDIRECT_STATUSES,
} from "@/tools/url-shortener/logic/link-settings";
import { applyUtm, cleanUtm, UTM_FIELDS, UTM_FORM_FIELDS, UTM_LABELS, type Utm, type UtmField } from "@/tools/url-shortener/logic/utm";
import { EMPTY_TARGETING, TargetingFields, type TargetingDefaults } from "@/tools/url-shortener/ui/targeting-fields";
import type { UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";
import { UtmTemplates } from "@/tools/url-shortener/ui/utm-templates";

/**
 * The settings fields a link has besides its destination, shared by the shortener's "More options" and the edit form:
 * the expiry date, the UTM builder (any account), and the paid ones (a password, a click limit, a fallback URL, the
 * redirect status), and targeting (ui/targeting-fields.tsx). The plan is mirrored here from the server's answer; the server checks it again on every request.
 * Disabled fields are not sent, so what the plan lacks is neither asked for nor changed.
 */

export type SettingsField = "expiresAt" | "maxClicks" | "expiredUrl" | "redirectStatus" | "password" | "utm" | "ios" | "android" | "geo" | `geo.${string}`;

export interface SettingsDefaults {
  expiry: ExpiryDefault;
  maxClicks: string;
  expiredUrl: string;
  redirectStatus: string;
  targeting: TargetingDefaults;
}

export const EMPTY_SETTINGS: SettingsDefaults = { expiry: { instant: null }, maxClicks: "", expiredUrl: "", redirectStatus: "302", targeting: EMPTY_TARGETING };

export function SettingsFields({
  id,
  defaults,
  errors,
  signedIn,
  linkControls,
  planName,
  linkTargeting,
  targetingPlanName,
  utm,
  onUtmChange,
  target,
  edit,
  utmTemplates,
}: {
  /** Prefix of the fields' ids (useId of the form). */
  id: string;
  defaults: SettingsDefaults;
  errors: Partial<Record<SettingsField, string>>;
  signedIn: boolean;
  linkControls: boolean;
  /** The cheapest plan with the paid settings ("Basic"). */
  planName: string;
  /** The plan has targeting. */
  linkTargeting: boolean;
  /** The cheapest plan with targeting ("Premium"). */
  targetingPlanName: string;
  utm: Utm;
  onUtmChange: (utm: Utm) => void;
  /** The destination as typed: the UTM preview shows it with the parameters. */
  target: string;
  /** Editing a link: what it has now (an empty password field keeps its password). */
  edit?: { hasPassword: boolean; maxClicks: number | null; clicksServed: number };
  /** The account's saved UTM templates (signed in), or null while unknown or for visitors. */
  utmTemplates?: UtmTemplateView[] | null;
}) {
  const describe = (name: SettingsField, help?: boolean) => (errors[name] ? `${id}-${name}-error` : help ? `${id}-${name}-help` : undefined);
  const paid = signedIn && linkControls;

  return (
    <div className="flex flex-col gap-4">
      <ExpiryField id={id} expiry={defaults.expiry} signedIn={signedIn} error={errors.expiresAt} describedBy={describe("expiresAt", true)} />

      <UtmBuilder id={id} utm={utm} onChange={onUtmChange} target={target} disabled={!signedIn} error={errors.utm} templates={signedIn ? (utmTemplates ?? null) : null} />

      <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-line p-4" disabled={!paid}>
        <legend className="px-1 text-sm font-medium text-ink">{paid ? "Protection and limits" : `Protection and limits (${planName} plan and above)`}</legend>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-password`}>{edit?.hasPassword ? "New password" : "Password (optional)"}</Label>
          <Input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={LINK_PASSWORD_MIN}
            maxLength={LINK_PASSWORD_MAX}
            placeholder={edit?.hasPassword ? "Empty keeps the password" : "No password"}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describe("password", true)}
          />
          {errors.password ? (
            <FieldError id={`${id}-password-error`}>{errors.password}</FieldError>
          ) : (
            <p id={`${id}-password-help`} className="text-xs text-muted">
              People type it on the link’s page before it opens. It is stored scrambled: we cannot show it again.
            </p>
          )}
          {edit?.hasPassword ? (
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" name="removePassword" value="on" className="size-4 accent-brand-600" />
              Remove the password
            </label>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-maxClicks`}>Expire after this many clicks</Label>
            <Input
              id={`${id}-maxClicks`}
              name="maxClicks"
              type="number"
              min={1}
              max={MAX_CLICKS_LIMIT}
              step={1}
              inputMode="numeric"
              placeholder="No limit"
              defaultValue={defaults.maxClicks}
              aria-invalid={errors.maxClicks ? true : undefined}
              aria-describedby={describe("maxClicks", Boolean(edit))}
            />
            {errors.maxClicks ? (
              <FieldError id={`${id}-maxClicks-error`}>{errors.maxClicks}</FieldError>
            ) : edit ? (
              <p id={`${id}-maxClicks-help`} className="text-xs text-muted">
                {edit.maxClicks === null ? "The clicks it already has count." : `${edit.clicksServed.toLocaleString("en-US")} used so far.`}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-redirectStatus`}>Redirect status</Label>
            <Select
              id={`${id}-redirectStatus`}
              name="redirectStatus"
              defaultValue={defaults.redirectStatus}
              aria-invalid={errors.redirectStatus ? true : undefined}
              aria-describedby={describe("redirectStatus", true)}
            >
              {REDIRECT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {REDIRECT_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
            {errors.redirectStatus ? (
              <FieldError id={`${id}-redirectStatus-error`}>{errors.redirectStatus}</FieldError>
            ) : (
              <p id={`${id}-redirectStatus-help`} className="flex items-start gap-1.5 text-xs text-muted">
                <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                {PERMANENT_REDIRECT_NOTE}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-expiredUrl`}>Fallback URL once expired (optional)</Label>
          <Input
            id={`${id}-expiredUrl`}
            name="expiredUrl"
            type="text"
            inputMode="url"
            placeholder="https://example.com/offer-ended"
            defaultValue={defaults.expiredUrl}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.expiredUrl ? true : undefined}
            aria-describedby={describe("expiredUrl", true)}
          />
          {errors.expiredUrl ? (
            <FieldError id={`${id}-expiredUrl-error`}>{errors.expiredUrl}</FieldError>
          ) : (
            <p id={`${id}-expiredUrl-help`} className="text-xs text-muted">
              Not used when the link has a password: it shows the expired page, so the fallback stays private too.
            </p>
          )}
        </div>
      </fieldset>
      {signedIn && !linkControls ? (
        // Outside the disabled fieldset, whose buttons would be disabled with it.
        <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-3 sm:flex-row sm:items-center" data-testid="link-settings-upgrade">
          <Lock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <p className="flex-1 text-sm text-ink">Passwords, click limits, a fallback URL and the redirect status come with {planName}.</p>
          <UpgradeButton plan="basic" size="sm" className="shrink-0">
            Upgrade to {planName}
          </UpgradeButton>
        </div>
      ) : null}
      <TargetingFields id={id} defaults={defaults.targeting} errors={errors} signedIn={signedIn} allowed={linkTargeting} planName={targetingPlanName} />
    </div>
  );
}

/**
 * What the expiry field starts with: the link's expiry as an instant (or none), or, after a refusal, the text that was
 * sent and the zone it was typed in (minutes behind UTC, as sent).
 */
export type ExpiryDefault = { instant: string | null } | { typed: string; offset: number };

/** The expiry default of a refused form's values (`expiresAt` and `timezoneOffset` as sent), else `fallback`. */
export function expiryDefaultOf(values: Partial<Record<string, string>>, fallback: ExpiryDefault): ExpiryDefault {
  return values.expiresAt === undefined ? fallback : { typed: values.expiresAt, offset: Number(values.timezoneOffset) || 0 };
}

/**
 * The expiry date and time, with the zone it is read in sent beside it (`timezoneOffset`). Until the page's scripts run
 * the browser's zone is unknown, so the field is shown and read in UTC and says so. When they run, a field nobody has
 * touched turns to the browser's zone; one already typed in stays in UTC, as its label said when it was typed — the
 * person's date is never re-read in another zone.
 */
function ExpiryField({
  id,
  expiry,
  signedIn,
  error,
  describedBy,
}: {
  id: string;
  expiry: ExpiryDefault;
  signedIn: boolean;
  error: string | undefined;
  describedBy: string | undefined;
}) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  // Whether the field is read in the browser's zone (else in UTC); null until the browser's zone is known. A refused
  // form comes back with the offset it was read at: 0 was UTC (or a zone at UTC then, which reads the same).
  const [local, setLocal] = useState<boolean | null>(() => ("typed" in expiry ? expiry.offset !== 0 : hydrated ? true : null));
  const shown = (inBrowser: boolean) => ("typed" in expiry ? expiry.typed : expiry.instant ? (inBrowser ? isoToBrowserDateTime(expiry.instant) : isoToLocalDateTime(expiry.instant, 0)) : "");
  const first = shown(local ?? false);
  const serverValue = useRef(first);
  // What the field holds, for the offset sent beside it: the browser's offset on that date, not today's.
  const [value, setValue] = useState(first);

  useEffect(() => {
    if (local !== null || !input.current) return;
    if (input.current.value !== serverValue.current) {
      setValue(input.current.value);
      setLocal(false);
      return;
    }
    input.current.value = shown(true);
    setValue(input.current.value);
    setLocal(true);
    // Once, when the scripts have run: the field's first value and the browser's zone are settled then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const utc = !local;
  return (
    <div className="flex flex-col gap-2">
      <input type="hidden" name="timezoneOffset" value={local ? browserOffsetAt(value) : 0} />
      <Label htmlFor={`${id}-expiresAt`}>Expires on (optional{utc ? ", UTC" : ""})</Label>
      <Input
        ref={input}
        id={`${id}-expiresAt`}
        name="expiresAt"
        type="datetime-local"
        disabled={!signedIn}
        defaultValue={shown(local ?? false)}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <FieldError id={`${id}-expiresAt-error`}>{error}</FieldError>
      ) : (
        <p id={`${id}-expiresAt-help`} className="text-xs text-muted">
          After it, the short link shows “This link has expired”, or sends people to the fallback URL.
        </p>
      )}
    </div>
  );
}

/**
 * Source, medium, campaign, term and content, with the destination they make (the server merges them the same way),
 * and for an account its saved templates (ui/utm-templates.tsx).
 */
function UtmBuilder({
  id,
  utm,
  onChange,
  target,
  disabled,
  error,
  templates,
}: {
  id: string;
  utm: Utm;
  onChange: (utm: Utm) => void;
  target: string;
  disabled: boolean;
  error: string | undefined;
  templates: UtmTemplateView[] | null;
}) {
  const clean = cleanUtm(utm);
  const preview = target.trim() && clean.ok && Object.keys(clean.utm).length > 0 ? applyUtm(target.trim(), clean.utm) : null;
  const set = (field: UtmField, value: string) => onChange({ ...utm, [field]: value });

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-4" disabled={disabled} aria-describedby={error ? `${id}-utm-error` : undefined}>
      <legend className="px-1 text-sm font-medium text-ink">UTM parameters (optional)</legend>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {UTM_FIELDS.map((field) => (
          <div key={field} className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${id}-utm-${field}`}>{UTM_LABELS[field].label}</Label>
            <Input
              id={`${id}-utm-${field}`}
              name={UTM_FORM_FIELDS[field]}
              value={utm[field] ?? ""}
              onChange={(e) => set(field, e.target.value)}
              placeholder={UTM_LABELS[field].placeholder}
              autoComplete="off"
              spellCheck={false}
              maxLength={250}
            />
          </div>
        ))}
      </div>
      {error ? (
        <FieldError id={`${id}-utm-error`}>{error}</FieldError>
      ) : (
        <p className="min-w-0 text-xs text-muted" aria-live="polite" data-testid="utm-preview">
          {preview ? (
            <>
              Final URL: <span className="font-mono break-all text-ink">{preview}</span>
            </>
          ) : (
            "Added to the destination’s query (its own parameters and #fragment are kept; utm_ ones of the same name are replaced)."
          )}
        </p>
      )}
      {templates ? <UtmTemplates id={id} templates={templates} utm={utm} onApply={onChange} /> : null}
    </fieldset>
  );
}
