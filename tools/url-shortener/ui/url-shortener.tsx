"use client";

import { ChevronDown, Link2, Scissors } from "lucide-react";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { preloadToasts, toast } from "@/components/ui/toast";
import { shortenForm } from "@/tools/url-shortener/server/actions";
import { useSessionGeneration } from "@/components/auth/session-sync";
import { useLinks } from "@/tools/url-shortener/ui/use-links";
import { UtmTemplatesChanged } from "@/tools/url-shortener/ui/utm-templates";
import { ToolLimitCard, ToolUsageMeter } from "@/components/usage/tool-usage";
import { useToolUsage, useToolUsageUpdate } from "@/components/usage/use-usage";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDetailsOpened } from "@/components/ui/use-details-opened";
import { OLDER_PAGE, preloadLinkItem, RECENT, RecentLinks } from "./recent-links";
import { sayFieldProblem } from "@/components/forms/field-feedback";
import { fieldErrorsOf, FormAnswer, useEachAnswer, useServerForm } from "@/components/forms/server-form";
import { ShortenedLink } from "./shortened-link";
import { shortLinkPrefix, ShorteningTabs } from "./shortening-tabs";
import { focusedBeforeHydration } from "@/components/lazy/use-first-use";
import { CapabilitiesContext } from "./shortener-context";
import { useHydrated } from "@/components/layout/shell-context";
import type { Utm } from "@/tools/url-shortener/logic/utm";
import type { SettingsField } from "./settings-fields";

// The Custom domains dialog (paid plans) loads the first time it is opened, not with every visit to the shortener.
const DomainsDialog = dynamic(() => import("./domains-dialog").then((m) => m.DomainsDialog), { ssr: false });
// The Advanced (Pro) tab's fields load when the tab is first shown.
const AdvancedOptions = dynamic(() => import("./shorten-options").then((m) => m.AdvancedOptions), {
  ssr: false,
  loading: () => <p className="text-sm text-muted">Loading the options…</p>,
});
// A new link's settings load the first time "More options" is opened.
const MoreOptions = dynamic(() => import("./more-options").then((m) => m.MoreOptions), {
  ssr: false,
  loading: () => <p className="pt-4 text-sm text-muted">Loading the options…</p>,
});
// The working bulk form loads for a plan with bulk shortening; others see the server's view of it (ui/bulk-shell.tsx).
const BulkShortener = dynamic(() => import("./bulk-shortener").then((m) => m.BulkShortener), { ssr: false });

/**
 * A success is shown by a toast and a new row in Recent links, both loaded on use: while a URL is being typed their code
 * is fetched, so the answer shows when it arrives rather than after two more downloads on a slow network.
 */
function prepareForAnswer() {
  preloadToasts();
  preloadLinkItem();
}
// Typed into before the page's scripts ran (the field has the focus as they arrive): fetched while the page hydrates.
if (focusedBeforeHydration("#long-url")) prepareForAnswer();

export type FieldErrors = Partial<Record<"url" | "customCode" | "domain", string>>;

/** Plan words the shortener shows, from the server (the plans table stays out of the page's JavaScript). */
export interface ShortenerPlans {
  /** "Upgrade to Pro — from $4.99/month". */
  upgradeLabel: string;
  /** The cheapest plan with custom domains. */
  domainPlan: { name: string; priceLabel: string };
  /** The name of the cheapest plan with bulk shortening. */
  bulkPlanName: string;
}

/** "Shorten URL (3/10 used)": the one part of the form that reads the usage, so that its arrival renders only the button. */
function ShortenButton({ pending }: { pending: boolean }) {
  const { usage, atLimit } = useToolUsage("url");
  return (
    <Button type="submit" size="lg" className="w-full" disabled={atLimit || pending}>
      <Scissors aria-hidden="true" />
      {pending ? "Shortening..." : usage && usage.limit !== null ? `Shorten URL (${usage.used}/${usage.limit} used)` : "Shorten URL"}
    </Button>
  );
}

/**
 * The shortener: usage meter, URL input, Basic and Advanced (Pro) tabs, the 5 most recent links, and bulk shortening.
 * The server renders the Basic tab's tips (`tips`), the bulk section's first view (`bulkShell`) and the plan words.
 */
export function UrlShortener({ origin, tips, bulkShell, plans }: { origin: string; tips: ReactNode; bulkShell: ReactNode; plans: ShortenerPlans }) {
  const { update } = useToolUsageUpdate("url");
  const { links, total, capabilities, tags: accountTags, utmTemplates, setUtmTemplates, add, replace, remove, reload, loadMore, loadingMore, showFirstPage } = useLinks(RECENT);
  // The URL field is the browser's own (its text is in the form however early it was typed); the Advanced tab's fields
  // exist only once the page's scripts run.
  const { state, pending, form } = useServerForm(shortenForm);
  const formRef = useRef<HTMLFormElement>(null);
  const [customCode, setCustomCode] = useState("");
  const [domain, setDomain] = useState("");
  const errors = fieldErrorsOf<keyof FieldErrors | SettingsField | "tags">(state);
  const optionsId = useId();
  const hydrated = useHydrated();
  const { ref: moreOptionsSection, opened: moreOptionsOpened, onToggle: onMoreOptionsToggle } = useDetailsOpened();
  const [url, setUrl] = useState("");
  const [utm, setUtm] = useState<Utm>({});
  const [tags, setTags] = useState<string[]>([]);
  // Each new link starts the options again (a reset alone would keep a targeting row's country and empty its URL).
  const [made, setMade] = useState(0);
  const settingsRefused = (["expiresAt", "maxClicks", "expiredUrl", "redirectStatus", "password", "utm", "tags"] as const).some((field) => errors[field]);
  const [domainsOpen, setDomainsOpenState] = useState(false);
  const [domainsOpened, setDomainsOpened] = useState(false);
  const setDomainsOpen = useCallback((open: boolean) => {
    if (open) setDomainsOpened(true);
    setDomainsOpenState(open);
  }, []);
  const [verifiedDomains, setVerifiedDomains] = useState<string[] | null>(null);
  // After sign-in or sign-out the domains and the Advanced choices were someone else's: start again from the new capabilities.
  const sessionGeneration = useSessionGeneration();
  const [domainsOf, setDomainsOf] = useState(sessionGeneration);
  if (domainsOf !== sessionGeneration) {
    setDomainsOf(sessionGeneration);
    setVerifiedDomains(null);
    setDomain("");
    setCustomCode("");
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
  // What the Advanced tab's fields will send (a disabled field sends nothing), said on the Basic tab too.
  const chosenCode = capabilities?.customShortCodes ? customCode.trim() : "";
  const chosen = chosenCode || domain ? `${shortLinkPrefix(domain, host)}${chosenCode || "… (a random code)"}` : null;
  useEachAnswer(state, (result) => {
    if (result.usage) update(result.usage);
    // Runs once the answer is on screen: a refusal of a field is said under it, and that field takes focus.
    if (!result.ok) return void sayFieldProblem(formRef.current, result.title, result.error);
    add(result.data);
    setRevealNewest((n) => n + 1);
    setMade((n) => n + 1);
    setCustomCode("");
    setDomain("");
    setUtm({});
    // A new tag joins the account's tags (the picker's suggestions).
    if (tags.length) void reload();
    setTags([]);
    setUrl("");
    toast.success("Success", { description: "URL shortened successfully!" });
  });

  const onDomainsChange = useCallback((verified: string[]) => setVerifiedDomains(verified), []);

  return (
    <CapabilitiesContext value={capabilities}>
      <UtmTemplatesChanged value={setUtmTemplates}>
        <div className="flex flex-col gap-6" data-tool-ui="url-shortener">
          <ToolUsageMeter tool="url" label="Short links" />
          <ToolLimitCard tool="url" />

          <Card>
            <CardContent>
              <form
                {...form}
                ref={formRef}
                noValidate
                className="flex flex-col gap-5"
                aria-label="Shorten a URL"
              >
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
                      // After a refusal the form shows what was sent (React resets a form after its action).
                      defaultValue={state.values.url ?? ""}
                      onFocus={prepareForAnswer}
                      onChange={(e) => {
                        prepareForAnswer();
                        setUrl(e.target.value);
                      }}
                      className="h-12 pl-9 text-base"
                      aria-invalid={errors.url ? true : undefined}
                      aria-describedby={errors.url ? "long-url-error" : undefined}
                    />
                  </div>
                  <FieldError id="long-url-error">{errors.url}</FieldError>
                </div>
                <FormAnswer state={state} success={state.result?.ok ? <ShortenedLink link={state.result.data} /> : null} />

                <details
                  className="group rounded-lg border border-line px-4 py-3"
                  open={settingsRefused || undefined}
                  ref={moreOptionsSection}
                  onToggle={onMoreOptionsToggle}
                  data-testid="more-options"
                >
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-2 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden">
                    <span>
                      More options <span className="font-normal text-muted">· tags, expiry, UTM, password, redirect, targeting</span>
                    </span>
                    <ChevronDown className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180" aria-hidden="true" />
                  </summary>
                  {moreOptionsOpened || settingsRefused ? (
                    <MoreOptions
                      key={made}
                      id={optionsId}
                      capabilities={capabilities}
                      errors={errors}
                      values={state.values}
                      utm={utm}
                      onUtmChange={setUtm}
                      target={url}
                      tags={tags}
                      onTagsChange={setTags}
                      accountTags={accountTags}
                      utmTemplates={capabilities?.signedIn ? utmTemplates : null}
                    />
                  ) : !hydrated ? (
                    // Before the page's scripts run (or without them) the options, which need the account's plan, cannot show.
                    <p className="pt-3 text-sm text-muted">These options need JavaScript. Without it, the link is made without them.</p>
                  ) : null}
                </details>

                <ShorteningTabs
                  chosen={chosen}
                  answer={state}
                  advancedRefused={Boolean(errors.customCode || errors.domain)}
                  basic={
                    <>
                      <ShortenButton pending={pending} />
                      {tips}
                    </>
                  }
                  advanced={
                    <>
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
                        plans={plans}
                      />
                      <ShortenButton pending={pending} />
                    </>
                  }
                />
              </form>
            </CardContent>
          </Card>

          <RecentLinks
            ref={recentRef}
            links={links}
            total={total}
            capabilities={capabilities}
            onUpdated={replace}
            onDeleted={remove}
            loadMore={() => void loadMore(OLDER_PAGE)}
            loadingMore={loadingMore}
            showFirstPage={showFirstPage}
            utmTemplates={capabilities?.signedIn ? utmTemplates : null}
          />

          {capabilities?.bulk ? (
            <BulkShortener
              planName={plans.bulkPlanName}
              domains={domains}
              host={host}
              onCreated={() => void reload()}
              onManageDomains={() => setDomainsOpen(true)}
            />
          ) : (
            bulkShell
          )}

          {domainsOpened ? (
            <DomainsDialog
              open={domainsOpen}
              onOpenChange={(open) => {
                setDomainsOpen(open);
                if (!open) void reload();
              }}
              limit={capabilities?.customDomains ?? undefined}
              onChange={onDomainsChange}
            />
          ) : null}
        </div>
      </UtmTemplatesChanged>
    </CapabilitiesContext>
  );
}
