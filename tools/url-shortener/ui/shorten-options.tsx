"use client";

import { Globe, Lock, Settings2 } from "lucide-react";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ShortenerCapabilities } from "@/tools/url-shortener/logic/link-capabilities";
import { DomainOptions } from "./domain-options";
import { shortLinkPrefix } from "./shortening-tabs";
import type { FieldErrors, ShortenerPlans } from "./url-shortener";

/**
 * The Advanced (Pro) tab's custom code and domain fields, loaded when the shortener's form is first used (the tab's
 * upgrade prompts and plan words come from the server, ui/url-shortener.tsx ShortenerPlans).
 */
export function AdvancedOptions({
  capabilities,
  host,
  domains,
  customCode,
  setCustomCode,
  domain,
  setDomain,
  errors,
  onManageDomains,
  plans,
}: {
  capabilities: ShortenerCapabilities | null;
  host: string;
  domains: string[];
  customCode: string;
  setCustomCode: (value: string) => void;
  domain: string;
  setDomain: (value: string) => void;
  errors: FieldErrors;
  onManageDomains: () => void;
  plans: ShortenerPlans;
}) {
  const canCode = capabilities?.customShortCodes ?? false;
  const canDomain = capabilities !== null && capabilities.customDomains !== 0;
  const prefix = shortLinkPrefix(domain, host);

  return (
    <div className="flex flex-col gap-4">
      {!canCode ? (
        <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center" data-testid="pro-prompt">
          <Lock className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <p className="flex-1 text-sm text-amber-900">
            <span className="font-semibold">Custom short codes and custom domains are Pro features.</span>{" "}
            {capabilities?.signedIn ? "Upgrade to choose your own codes." : "Sign in and upgrade to choose your own codes."}
          </p>
          <UpgradeButton plan="basic" size="sm" className="shrink-0">
            {plans.upgradeLabel}
          </UpgradeButton>
        </div>
      ) : null}

      <div className="flex flex-col gap-2">
        <Label htmlFor="custom-code">Custom short code (optional)</Label>
        <div className="flex items-stretch">
          <span title={prefix} className="flex max-w-[45%] min-w-0 shrink-0 items-center rounded-l-lg border border-r-0 border-line bg-slate-50 px-3 font-mono text-xs text-muted sm:text-sm">
            <span className="truncate">{prefix}</span>
          </span>
          <Input
            id="custom-code"
            name="customCode"
            value={customCode}
            onChange={(e) => setCustomCode(e.target.value)}
            placeholder="spring-sale"
            maxLength={50}
            autoComplete="off"
            spellCheck={false}
            disabled={!canCode}
            className="min-w-0 rounded-l-none font-mono"
            aria-invalid={errors.customCode ? true : undefined}
            aria-describedby={errors.customCode ? "custom-code-error" : "custom-code-help"}
          />
        </div>
        {errors.customCode ? (
          <FieldError id="custom-code-error">{errors.customCode}</FieldError>
        ) : (
          <p id="custom-code-help" className="text-xs text-muted">
            3–50 letters, numbers, hyphens (-) or underscores (_). Capital letters count: Sale and sale are different links.
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="custom-domain">Custom domain (optional)</Label>
        <Select
          id="custom-domain"
          name="domain"
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          disabled={!canDomain || domains.length === 0}
          aria-invalid={errors.domain ? true : undefined}
          aria-describedby={errors.domain ? "custom-domain-error" : "custom-domain-help"}
        >
          <DomainOptions host={host} domains={domains} />
        </Select>
        {errors.domain ? (
          <FieldError id="custom-domain-error">{errors.domain}</FieldError>
        ) : (
          <p id="custom-domain-help" className="flex items-start gap-1.5 text-xs text-muted">
            <Globe className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {!canDomain
              ? canCode
                ? `Short links on your own domain come with the ${plans.domainPlan.name} plan (${plans.domainPlan.priceLabel}/month).`
                : "Use your own domain for short links, like links.example.com/sale."
              : domains.length === 0
                ? "Add and verify a domain with Manage domains to use it here."
                : "Only verified domains are listed."}
          </p>
        )}
        {canDomain ? (
          <Button variant="secondary" size="sm" className="self-start" onClick={onManageDomains}>
            <Settings2 aria-hidden="true" />
            Manage domains
          </Button>
        ) : null}
        {canCode && !canDomain ? (
          <UpgradeButton plan="premium" variant="secondary" size="sm" className="self-start">
            Upgrade to {plans.domainPlan.name} — {plans.domainPlan.priceLabel}/month
          </UpgradeButton>
        ) : null}
      </div>
    </div>
  );
}
