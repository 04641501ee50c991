"use client";

import { Lock, Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { COUNTRY_MENU, countryName, GEO_FORM_FIELDS, GEO_RULES_MAX } from "@/tools/url-shortener/logic/targeting";

/**
 * Targeting (docs/product.md, "Links people manage"): an iOS and an Android destination and up to GEO_RULES_MAX
 * country rules, in the create and edit forms. Shown disabled with an upgrade prompt on plans without it: disabled
 * fields are not sent (nor the `targeting` marker), so the link keeps what it has. Rows are named by position
 * (`geoCountry0`, `geoUrl0`, …): the form posts them as they are, also before the page's scripts run; empty rows are
 * ignored.
 */

export interface TargetingDefaults {
  ios: string;
  android: string;
  /** [country code, URL] per row. */
  geo: [string, string][];
}

export const EMPTY_TARGETING: TargetingDefaults = { ios: "", android: "", geo: [] };

/** The link's targeting as the form starts it. */
export function targetingDefaultsOf(link: { ios: string | null; android: string | null; geo: Record<string, string> | null }): TargetingDefaults {
  return { ios: link.ios ?? "", android: link.android ?? "", geo: Object.entries(link.geo ?? {}) };
}

/** After a refusal: what was sent (the form keeps its fields), else `fallback`. */
export function targetingDefaultsFrom(values: Partial<Record<string, string>>, fallback: TargetingDefaults): TargetingDefaults {
  if (values.ios === undefined && values.android === undefined) return fallback;
  const geo = GEO_FORM_FIELDS.map(([country, url]) => [values[country] ?? "", values[url] ?? ""] as [string, string]).filter(([c, u]) => c || u);
  return { ios: values.ios ?? "", android: values.android ?? "", geo };
}

interface Row {
  key: number;
  country: string;
  url: string;
}

export function TargetingFields({
  id,
  defaults,
  errors,
  signedIn,
  allowed,
  planName,
}: {
  id: string;
  defaults: TargetingDefaults;
  /** Field errors by name: `ios`, `android`, `geo`, `geo.DE`. */
  errors: Partial<Record<string, string>>;
  signedIn: boolean;
  /** The plan has targeting (`linkTargeting`). */
  allowed: boolean;
  /** The cheapest plan with targeting ("Premium"). */
  planName: string;
}) {
  const enabled = signedIn && allowed;
  // One empty row after the rules, ready to fill: without the page's scripts (Add does nothing yet), each save adds one.
  const next = useRef(defaults.geo.length + 1);
  const [rows, setRows] = useState<Row[]>(() => [
    ...defaults.geo.map(([country, url], key) => ({ key, country, url })),
    ...(defaults.geo.length < GEO_RULES_MAX ? [{ key: defaults.geo.length, country: "", url: "" }] : []),
  ]);
  const chosen = rows.filter((row) => row.country).length;

  const addRow = () => setRows((current) => (current.length >= GEO_RULES_MAX ? current : [...current, { key: next.current++, country: "", url: "" }]));
  const removeRow = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  const setCountry = (key: number, country: string) => setRows((current) => current.map((row) => (row.key === key ? { ...row, country } : row)));

  const urlField = (name: "ios" | "android", label: string, placeholder: string, help: string) => (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        type="text"
        inputMode="url"
        placeholder={placeholder}
        defaultValue={defaults[name]}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : `${id}-${name}-help`}
      />
      {errors[name] ? (
        <FieldError id={`${id}-${name}-error`}>{errors[name]}</FieldError>
      ) : (
        <p id={`${id}-${name}-help`} className="text-xs text-muted">
          {help}
        </p>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-line p-4" disabled={!enabled} data-testid="targeting-fields">
        <legend className="px-1 text-sm font-medium text-ink">{enabled ? "Targeting" : `Targeting (${planName} plan and above)`}</legend>
        {enabled ? <input type="hidden" name="targeting" value="1" /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {urlField("ios", "iPhone and iPad URL (optional)", "https://apps.apple.com/app/…", "People on iOS go here instead.")}
          {urlField("android", "Android URL (optional)", "https://play.google.com/store/apps/…", "People on Android go here instead.")}
        </div>

        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-ink" id={`${id}-geo-label`}>
              Country rules ({chosen} of {GEO_RULES_MAX})
            </span>
            <p className="text-xs text-muted" id={`${id}-geo-help`}>
              People in a country with a rule go to its URL, even on iPhone or Android. The country comes from our network provider.
            </p>
          </div>
          {rows.length > 0 ? (
            <ul className="flex flex-col gap-3" aria-labelledby={`${id}-geo-label`}>
              {rows.map((row, index) => {
                const [countryName_, urlName] = GEO_FORM_FIELDS[index]!;
                const error = row.country ? errors[`geo.${row.country}`] : undefined;
                const rowId = `${id}-geo-${row.key}`;
                return (
                  <li key={row.key} className="flex flex-col gap-2 sm:flex-row sm:items-start" data-testid="geo-rule">
                    <div className="flex min-w-0 flex-col gap-1 sm:w-56 sm:shrink-0">
                      <Label htmlFor={`${rowId}-country`} className="sr-only">
                        Country of rule {index + 1}
                      </Label>
                      <Select id={`${rowId}-country`} name={countryName_} value={row.country} onChange={(e) => setCountry(row.key, e.target.value)} aria-invalid={error ? true : undefined}>
                        <option value="">Choose a country</option>
                        {COUNTRY_MENU.map(({ code, name }) => (
                          <option key={code} value={code}>
                            {name}
                          </option>
                        ))}
                      </Select>
                    </div>
                    <div className="flex min-w-0 flex-1 items-start gap-2">
                      <div className="flex min-w-0 flex-1 flex-col gap-1">
                        <Label htmlFor={`${rowId}-url`} className="sr-only">
                          URL of rule {index + 1}
                        </Label>
                        <Input
                          id={`${rowId}-url`}
                          name={urlName}
                          type="text"
                          inputMode="url"
                          placeholder="https://example.de/"
                          defaultValue={row.url}
                          autoComplete="off"
                          spellCheck={false}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${rowId}-error` : undefined}
                        />
                        {error ? <FieldError id={`${rowId}-error`}>{error}</FieldError> : null}
                      </div>
                      <Button type="button" variant="ghost" size="icon" onClick={() => removeRow(row.key)} aria-label={`Remove the rule for ${row.country ? countryName(row.country) : `row ${index + 1}`}`}>
                        <X aria-hidden="true" />
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {errors.geo ? <FieldError id={`${id}-geo-error`}>{errors.geo}</FieldError> : null}
          <Button type="button" variant="secondary" size="sm" className="self-start" onClick={addRow} disabled={rows.length >= GEO_RULES_MAX}>
            <Plus aria-hidden="true" />
            {rows.length >= GEO_RULES_MAX ? `${GEO_RULES_MAX} rules at most` : "Add a country rule"}
          </Button>
        </div>
      </fieldset>
      {signedIn && !allowed ? (
        // Outside the disabled fieldset, whose buttons would be disabled with it.
        <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-3 sm:flex-row sm:items-center" data-testid="targeting-upgrade">
          <Lock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <p className="flex-1 text-sm text-ink">Send iPhones, Android phones and each country to their own page with {planName}.</p>
          <UpgradeButton plan="premium" size="sm" className="shrink-0">
            Upgrade to {planName}
          </UpgradeButton>
        </div>
      ) : null}
    </div>
  );
}
