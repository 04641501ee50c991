"use client";

import { Info, Lock } from "lucide-react";
import { useId } from "react";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { fieldErrorsOf, FormAnswer, useEachAnswer, useServerForm } from "@/components/forms/server-form";
import { useHydrated } from "@/components/layout/shell-context";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { editLinkForm } from "@/tools/url-shortener/server/actions";
import type { LinkView } from "@/tools/url-shortener/server/view";
import {
  isoToLocalDateTime,
  MAX_CLICKS_LIMIT,
  PERMANENT_REDIRECT_NOTE,
  REDIRECT_STATUS_LABELS,
  REDIRECT_STATUSES,
} from "@/tools/url-shortener/logic/link-settings";

type Field = "target" | "expiresAt" | "maxClicks" | "expiredUrl" | "redirectStatus";

/**
 * The edit form of one of an account's links: its destination, expiry (date and, on paid plans, clicks and a fallback
 * URL) and redirect status. A server form: it works before the page's scripts run (the expiry is then read in UTC, as
 * the field says). Fields the plan lacks are shown disabled, so they are not sent and the link keeps what it has.
 */
export function LinkSettingsForm({
  link,
  linkControls,
  planName,
  onSaved,
}: {
  link: LinkView;
  linkControls: boolean;
  /** The cheapest plan with the paid settings ("Basic"). */
  planName: string;
  onSaved: (link: LinkView) => void;
}) {
  const hydrated = useHydrated();
  const { state, pending, form } = useServerForm(editLinkForm);
  const errors = fieldErrorsOf<Field>(state);
  const values = state.result && !state.result.ok ? state.values : {};
  const id = useId();
  // Until the scripts run the browser's zone is unknown: the expiry is shown and read in UTC.
  const offset = hydrated ? new Date().getTimezoneOffset() : 0;

  useEachAnswer(state, (result) => {
    if (!result.ok) {
      if (!result.fieldErrors) toast.error(result.title, { description: result.error });
      return;
    }
    onSaved(result.data);
    toast.success("Link saved", { description: "Every visitor now gets the new settings." });
  });

  const field = (name: Field, fallback: string) => values[name] ?? fallback;
  const describe = (name: Field, help?: string) => (errors[name] ? `${id}-${name}-error` : help ? `${id}-${name}-help` : undefined);

  return (
    <form {...form} className="flex flex-col gap-4" data-testid="link-settings-form" key={`${link.id}-${hydrated}`}>
      <input type="hidden" name="id" value={link.id} />
      <input type="hidden" name="timezoneOffset" value={offset} />

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-target`}>Destination</Label>
        <Input
          id={`${id}-target`}
          name="target"
          type="text"
          inputMode="url"
          defaultValue={field("target", link.target)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.target ? true : undefined}
          aria-describedby={describe("target")}
        />
        {errors.target ? <FieldError id={`${id}-target-error`}>{errors.target}</FieldError> : null}
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-expiresAt`}>Expires on (optional{hydrated ? "" : ", UTC"})</Label>
        <Input
          id={`${id}-expiresAt`}
          name="expiresAt"
          type="datetime-local"
          defaultValue={field("expiresAt", link.expiresAt ? isoToLocalDateTime(link.expiresAt, offset) : "")}
          aria-invalid={errors.expiresAt ? true : undefined}
          aria-describedby={describe("expiresAt", "help")}
        />
        {errors.expiresAt ? (
          <FieldError id={`${id}-expiresAt-error`}>{errors.expiresAt}</FieldError>
        ) : (
          <p id={`${id}-expiresAt-help`} className="text-xs text-muted">
            After it, the short link shows “This link has expired”, or sends people to the fallback URL.
          </p>
        )}
      </div>

      <fieldset className="flex flex-col gap-4 rounded-lg border border-line p-4" disabled={!linkControls}>
        <legend className="px-1 text-sm font-medium text-ink">{linkControls ? "More settings" : `More settings (${planName} plan and above)`}</legend>
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
              defaultValue={field("maxClicks", link.maxClicks === null ? "" : String(link.maxClicks))}
              aria-invalid={errors.maxClicks ? true : undefined}
              aria-describedby={describe("maxClicks", "help")}
            />
            {errors.maxClicks ? (
              <FieldError id={`${id}-maxClicks-error`}>{errors.maxClicks}</FieldError>
            ) : (
              <p id={`${id}-maxClicks-help`} className="text-xs text-muted">
                {link.maxClicks === null ? "The clicks it already has count." : `${link.clicksServed.toLocaleString("en-US")} used so far.`}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-redirectStatus`}>Redirect status</Label>
            <Select
              id={`${id}-redirectStatus`}
              name="redirectStatus"
              defaultValue={field("redirectStatus", String(link.redirectStatus))}
              aria-invalid={errors.redirectStatus ? true : undefined}
              aria-describedby={describe("redirectStatus", "help")}
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
            defaultValue={field("expiredUrl", link.expiredUrl ?? "")}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.expiredUrl ? true : undefined}
            aria-describedby={describe("expiredUrl")}
          />
          {errors.expiredUrl ? <FieldError id={`${id}-expiredUrl-error`}>{errors.expiredUrl}</FieldError> : null}
        </div>
      </fieldset>
      {!linkControls ? (
        // Outside the disabled fieldset, whose buttons would be disabled with it.
        <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-3 sm:flex-row sm:items-center" data-testid="link-settings-upgrade">
          <Lock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <p className="flex-1 text-sm text-ink">Click limits, a fallback URL and the redirect status come with {planName}.</p>
          <UpgradeButton plan="basic" size="sm" className="shrink-0">
            Upgrade to {planName}
          </UpgradeButton>
        </div>
      ) : null}

      <FormAnswer state={state} success="Link saved." />
      <Button type="submit" className="self-start" disabled={pending}>
        {pending ? "Saving..." : "Save link"}
      </Button>
    </form>
  );
}
