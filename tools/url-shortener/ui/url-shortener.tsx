"use client";

import { ChevronDown, Globe, Info, Link2, Lock, Scissors, Settings2, UserPlus } from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useRef, useState, useTransition, type FormEvent } from "react";
import { toast } from "sonner";
import { shortenUrl } from "@/tools/url-shortener/server/actions";
import { openSignIn } from "@/components/auth/open-sign-in";
import { useSessionGeneration } from "@/components/auth/session-sync";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { BulkShortener } from "@/tools/url-shortener/ui/bulk-shortener";
import { DomainsManager } from "@/tools/url-shortener/ui/domains-manager";
import { LinkItem } from "@/tools/url-shortener/ui/link-item";
import { useLinks } from "@/tools/url-shortener/ui/use-links";
import { LimitReachedCard } from "@/components/tools/limit-reached-card";
import { UsageMeter } from "@/components/tools/usage-meter";
import { useToolUsage } from "@/components/tools/use-usage";
import {
  Button,
  Card,
  CardContent,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FieldError,
  Input,
  Label,
  Select,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@/components/ui";
import type { ShortenerCapabilities } from "@/lib/plans/link-capabilities";
import { cheapestPlanWith, UPGRADE_LABEL } from "@/lib/plans";
import { DomainOptions } from "./domain-options";
import { callAction } from "@/lib/call-action";

const RECENT = 5;
/** Older links load this many at a time below the 5 most recent. */
const OLDER_PAGE = 10;
const DOMAIN_PLAN = cheapestPlanWith((e) => e.customDomains !== 0);

type FieldErrors = Partial<Record<"url" | "customCode" | "domain", string>>;

/** The shortener: usage meter, URL input, Basic and Advanced (Pro) tabs, the 5 most recent links, and bulk shortening. */
export function UrlShortener({ origin }: { origin: string }) {
  const { usage, atLimit, update } = useToolUsage("url");
  const { links, total, capabilities, add, replace, remove, reload, loadMore, loadingMore, showFirstPage } = useLinks(RECENT);
  const [url, setUrl] = useState("");
  const [customCode, setCustomCode] = useState("");
  const [domain, setDomain] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();
  const [domainsOpen, setDomainsOpen] = useState(false);
  const [verifiedDomains, setVerifiedDomains] = useState<string[] | null>(null);
  // After sign-in or sign-out the domains (and a chosen one) were someone else's: start again from the new capabilities.
  const sessionGeneration = useSessionGeneration();
  const [domainsOf, setDomainsOf] = useState(sessionGeneration);
  if (domainsOf !== sessionGeneration) {
    setDomainsOf(sessionGeneration);
    setVerifiedDomains(null);
    setDomain("");
  }
  const recentRef = useRef<HTMLElement>(null);
  const [revealNewest, setRevealNewest] = useState(0);
  const revealed = useRef(0);

  // A new link is listed under the form, often below the fold (phones, laptop screens): scroll just enough to show it,
  // once per new link.
  useEffect(() => {
    if (revealNewest === revealed.current) return;
    const newest = recentRef.current?.querySelector('[data-testid="link-item"]');
    if (!newest) return;
    revealed.current = revealNewest;
    const hidden = newest.getBoundingClientRect().bottom + 16 - window.innerHeight;
    if (hidden > 0) window.scrollBy({ top: hidden, behavior: "smooth" });
  }, [revealNewest, links]);

  const domains = verifiedDomains ?? capabilities?.domains ?? [];
  const host = origin.replace(/^https?:\/\//, "");
  const buttonLabel = pending
    ? "Shortening..."
    : usage && usage.limit !== null
      ? `Shorten URL (${usage.used}/${usage.limit} used)`
      : "Shorten URL";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) {
      setErrors({ url: "Please enter a URL to shorten" });
      toast.error("Error", { description: "Please enter a URL to shorten" });
      return;
    }
    setErrors({});
    startTransition(async () => {
      const result = await callAction(shortenUrl, { url, customCode: customCode || null, domain: domain || null });
      if (result.usage) update(result.usage);
      if (!result.ok) {
        setErrors((result.fieldErrors as FieldErrors | undefined) ?? {});
        toast.error(result.title, { description: result.error });
        return;
      }
      add(result.data);
      setRevealNewest((n) => n + 1);
      setUrl("");
      setCustomCode("");
      setDomain("");
      toast.success("Success", { description: "URL shortened successfully!" });
    });
  }

  const onDomainsChange = useCallback((verified: string[]) => setVerifiedDomains(verified), []);

  return (
    <div className="flex flex-col gap-6" data-tool-ui="url-shortener">
      <UsageMeter usage={usage} label="Short links" />
      {atLimit ? <LimitReachedCard tool="url" usage={usage} /> : null}

      <Card>
        <CardContent>
          <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Shorten a URL">
            <div className="flex flex-col gap-2">
              <Label htmlFor="long-url">Enter a long URL</Label>
              <div className="relative">
                <Link2 className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
                <Input
                  id="long-url"
                  name="url"
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  spellCheck={false}
                  placeholder="https://example.com/a/very/long/link?utm_source=newsletter"
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                  className="h-12 pl-9 text-base"
                  aria-invalid={errors.url ? true : undefined}
                  aria-describedby={errors.url ? "long-url-error" : undefined}
                />
              </div>
              <FieldError id="long-url-error">{errors.url}</FieldError>
            </div>

            <Tabs defaultValue="basic">
              <TabsList aria-label="Shortening options">
                <TabsTrigger value="basic">Basic</TabsTrigger>
                <TabsTrigger value="advanced">Advanced (Pro)</TabsTrigger>
              </TabsList>

              <TabsContent value="basic" className="flex flex-col gap-4">
                <Button type="submit" size="lg" className="w-full" disabled={atLimit || pending}>
                  <Scissors aria-hidden="true" />
                  {buttonLabel}
                </Button>
                <Tips origin={origin} />
              </TabsContent>

              <TabsContent value="advanced" className="flex flex-col gap-4">
                <AdvancedOptions
                  capabilities={capabilities}
                  host={host}
                  domains={domains}
                  customCode={customCode}
                  setCustomCode={setCustomCode}
                  domain={domain}
                  setDomain={setDomain}
                  errors={errors}
                  onManageDomains={() => setDomainsOpen(true)}
                />
                <Button type="submit" size="lg" className="w-full" disabled={atLimit || pending}>
                  <Scissors aria-hidden="true" />
                  {buttonLabel}
                </Button>
              </TabsContent>
            </Tabs>
          </form>
        </CardContent>
      </Card>

      <section ref={recentRef} aria-labelledby="recent-links-heading">
        <div className="mb-3 flex items-baseline justify-between gap-4">
          <h2 id="recent-links-heading" className="text-xl font-semibold text-ink">
            Recent links
          </h2>
          {capabilities?.signedIn ? (
            <Link href="/account#links" className="text-sm font-medium text-brand-700 hover:underline">
              All your links
            </Link>
          ) : null}
        </div>
        <Card>
          {links === null ? (
            // As tall as the empty list (its text kept invisible), so most first visits load without a layout shift.
            <div className="animate-pulse rounded-xl bg-slate-50" role="status" aria-label="Loading your links">
              <NoLinksYet className="invisible" />
            </div>
          ) : links.length === 0 ? (
            <NoLinksYet />
          ) : (
            <ul className="divide-y divide-line" data-testid="recent-links">
              {links.map((link) => (
                <LinkItem key={link.id} link={link} onUpdated={replace} onDeleted={remove} />
              ))}
            </ul>
          )}
        </Card>
        {links && links.length > 0 && (links.length < total || links.length > RECENT) ? (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted" data-testid="links-shown">
              Showing {links.length} of {total} links
            </p>
            <div className="flex flex-wrap gap-2">
              {links.length > RECENT ? (
                <Button variant="ghost" size="sm" onClick={showFirstPage}>
                  Show only the {RECENT} most recent
                </Button>
              ) : null}
              {links.length < total ? (
                <Button variant="outline" size="sm" onClick={() => void loadMore(OLDER_PAGE)} disabled={loadingMore}>
                  <ChevronDown aria-hidden="true" />
                  {loadingMore ? "Loading..." : "Show older links"}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
        {capabilities && !capabilities.signedIn && links?.length ? <KeepLinksPrompt count={total} /> : null}
      </section>

      <BulkShortener
        capabilities={capabilities}
        domains={domains}
        host={host}
        onCreated={() => void reload()}
        onManageDomains={() => setDomainsOpen(true)}
      />

      <Dialog
        open={domainsOpen}
        onOpenChange={(open) => {
          setDomainsOpen(open);
          if (!open) void reload();
        }}
      >
        <DialogContent size="lg" className="block rounded-xl">
          <DialogHeader className="mb-4 gap-0">
            <DialogTitle>Custom domains</DialogTitle>
            <DialogDescription>Short links on your own domain, like links.example.com/sale.</DialogDescription>
          </DialogHeader>
          <DomainsManager limit={capabilities?.customDomains ?? undefined} onChange={onDomainsChange} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Visitors' links live with this browser's cookie: an account keeps them (and their stats) on every device. */
function KeepLinksPrompt({ count }: { count: number }) {
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center" data-testid="keep-links-prompt">
      <UserPlus className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <p className="flex-1 text-sm text-ink">
        {count === 1 ? "This link belongs" : `These ${count} links belong`} to this browser only. Create a free account to keep{" "}
        {count === 1 ? "it and its stats" : "them and their stats"} on every device.
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="shrink-0"
        onClick={() => void openSignIn({ view: "signup", reason: "Your links from this browser move into your new account." })}
      >
        Sign Up
      </Button>
    </div>
  );
}

function NoLinksYet({ className }: { className?: string }) {
  return (
    <div className={cn("flex flex-col items-center gap-1 p-8 text-center", className)}>
      <Link2 className="mb-1 size-8 text-slate-400" aria-hidden="true" />
      <p className="font-medium text-ink">No short links yet</p>
      <p className="text-sm text-muted">Your 5 most recent short links appear here, with their clicks.</p>
    </div>
  );
}

function Tips({ origin }: { origin: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 text-sm text-muted">
      <p className="mb-2 flex items-center gap-2 font-medium text-ink">
        <Info className="size-4 text-brand-600" aria-hidden="true" />
        Tips
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          Short URLs look like <span className="font-mono break-all text-ink">{origin}/s/abc123</span> and work for everyone, with no expiry.
        </li>
        <li>Paste any http:// or https:// link; we add https:// when you leave it out.</li>
        <li>Every click is counted; link previews and bots are counted apart.</li>
        <li>Copy the short link or get its QR code from the list below.</li>
      </ul>
    </div>
  );
}

function AdvancedOptions({
  capabilities,
  host,
  domains,
  customCode,
  setCustomCode,
  domain,
  setDomain,
  errors,
  onManageDomains,
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
}) {
  const canCode = capabilities?.customShortCodes ?? false;
  const canDomain = capabilities !== null && capabilities.customDomains !== 0;
  const prefix = domain ? `${domain}/` : `${host}/s/`;

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
            {UPGRADE_LABEL}
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
                ? `Short links on your own domain come with the ${DOMAIN_PLAN.name} plan (${DOMAIN_PLAN.priceLabel}/month).`
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
            Upgrade to {DOMAIN_PLAN.name} — {DOMAIN_PLAN.priceLabel}/month
          </UpgradeButton>
        ) : null}
      </div>
    </div>
  );
}
