"use client";

import { CircleCheck, Clock, Globe, Plus, RefreshCw, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { addDomainAction, listDomainsAction, removeDomainAction, verifyDomainAction } from "@/tools/url-shortener/server/actions";
import { useSessionData } from "@/components/data/swr";
import { CopyButton } from "@/components/ui/copy-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { DomainView } from "@/tools/url-shortener/server/domains";
import { ClientForm } from "@/components/forms/client-form";
import { KeepTypedText } from "@/components/layout/keep-typed-text";

/**
 * Custom short-link domains (Premium): add a hostname, see the DNS records to create, verify, remove. `limit` is the
 * plan's allowance (null = unlimited); `onChange` receives the verified hostnames once loaded and after every change.
 */
async function listDomains(): Promise<DomainView[]> {
  const result = await listDomainsAction();
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

export function DomainsManager({ limit, onChange }: { limit?: number | null; onChange?: (verified: string[]) => void }) {
  const listed = useSessionData<DomainView[]>("action:listDomains", { fetcher: listDomains });
  // Not loaded: an empty list and the reason under the field.
  const domains = listed.data ?? (listed.error ? [] : null);
  const [hostname, setHostname] = useState("");
  const [formError, setError] = useState<string | null>(null);
  const error = formError ?? (listed.data ? null : (listed.error?.message ?? null));
  const [pending, startTransition] = useTransition();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<DomainView | null>(null);

  useEffect(() => {
    if (listed.data) onChange?.(listed.data.filter((d) => d.verified).map((d) => d.hostname).sort());
  }, [listed.data, onChange]);

  /** The list after a change made here (the action's answer): shown at once, no new request. */
  const { mutate } = listed;
  const publish = useCallback((next: DomainView[]) => void mutate(next, { revalidate: false }), [mutate]);

  function add() {
    setError(null);
    startTransition(async () => {
      const result = await addDomainAction(hostname);
      if (!result.ok) {
        setError(result.fieldErrors?.hostname ?? result.error);
        toast.error(result.title, { description: result.error });
        return;
      }
      setHostname("");
      publish([...(domains ?? []), result.data]);
      toast.success("Domain added", { description: `Now create the DNS records for ${result.data.hostname}, then verify.` });
    });
  }

  function verify(domain: DomainView) {
    setBusyId(domain.id);
    startTransition(async () => {
      const result = await verifyDomainAction(domain.id);
      setBusyId(null);
      if (!result.ok) {
        toast.error(result.title, { description: result.error });
        return;
      }
      publish((domains ?? []).map((d) => (d.id === domain.id ? result.data.domain : d)));
      toast.success("Domain verified", {
        description: result.data.pointsToUs
          ? `${domain.hostname} is ready: choose it when you shorten a URL.`
          : `You own ${domain.hostname}. Now add the CNAME record so that your short links reach us.`,
      });
    });
  }

  function remove(domain: DomainView) {
    setBusyId(domain.id);
    startTransition(async () => {
      const result = await removeDomainAction(domain.id);
      setBusyId(null);
      setRemoving(null);
      if (!result.ok) {
        toast.error(result.title, { description: result.error });
        return;
      }
      publish((domains ?? []).filter((d) => d.id !== domain.id));
      toast.success("Domain removed", { description: `${domain.hostname} no longer serves short links.` });
    });
  }

  const full = limit !== undefined && limit !== null && (domains?.length ?? 0) >= limit;

  return (
    <div className="flex flex-col gap-5" data-testid="domains-manager">
      <ClientForm onRun={add} className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="custom-domain-hostname">Add a domain</Label>
          {limit !== undefined && domains ? (
            <span className="text-xs text-muted">{limit === null ? `${domains.length} connected` : `${domains.length} of ${limit} used`}</span>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="custom-domain-hostname"
            value={hostname}
            onChange={(e) => setHostname(e.target.value)}
            placeholder="links.example.com"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "custom-domain-error" : "custom-domain-help"}
            disabled={full}
          />
          <Button type="submit" disabled={pending || full || !hostname.trim()}>
            <Plus aria-hidden="true" />
            Add domain
          </Button>
        </div>
        {error ? (
          <FieldError id="custom-domain-error">{error}</FieldError>
        ) : (
          <p id="custom-domain-help" className="text-xs text-muted">
            Use a domain or subdomain you control that serves nothing else, like links.example.com.
          </p>
        )}
        <KeepTypedText />
      </ClientForm>

      {domains === null ? (
        <div className="h-20 animate-pulse rounded-lg bg-slate-50" role="status" aria-label="Loading domains" />
      ) : domains.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-muted">No custom domains yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {domains.map((domain) => (
            <li key={domain.id} className="rounded-lg border border-line p-4" data-testid="domain-item">
              {/* One wrapping row: name, status, then the actions pushed to the right. On a phone a long name takes the
                  whole first line (the icon stays with it) and the status and actions share the next one. */}
              <div className="flex flex-wrap items-center gap-2">
                {/* Icon and name wrap as one, so that the icon never sits alone on a line above a long name. */}
                <span className="flex min-w-0 items-start gap-2">
                  <Globe className="mt-1 size-4 shrink-0 text-muted" aria-hidden="true" />
                  <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-ink">{domain.hostname}</span>
                </span>
                {domain.verified ? (
                  <Badge variant="success">
                    <CircleCheck className="size-3" aria-hidden="true" />
                    Verified
                  </Badge>
                ) : (
                  <Badge variant="warning">
                    <Clock className="size-3" aria-hidden="true" />
                    Pending verification
                  </Badge>
                )}
                <div className="ml-auto flex shrink-0 items-center gap-1">
                  {!domain.verified ? (
                    <Button size="sm" onClick={() => verify(domain)} disabled={busyId === domain.id}>
                      <RefreshCw aria-hidden="true" className={busyId === domain.id ? "animate-spin" : undefined} />
                      {busyId === domain.id ? "Checking..." : "Verify"}
                    </Button>
                  ) : null}
                  <Button size="sm" variant="ghost" onClick={() => setRemoving(domain)} aria-label={`Remove ${domain.hostname}`}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              {domain.verified ? (
                <p className="mt-2 text-sm text-muted">
                  {domain.linkCount === 1 ? "1 short link" : `${domain.linkCount} short links`} · short URLs look like https://{domain.hostname}/your-code
                </p>
              ) : (
                <p className="mt-2 text-sm text-muted">Create these records at your DNS provider, then press Verify:</p>
              )}
              <dl className="mt-3 flex flex-col divide-y divide-line rounded-md border border-line">
                {domain.records.map((record) => (
                  <div key={`${record.type}-${record.name}`} className="flex flex-col gap-1 p-3 text-sm">
                    <dt className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-mono text-xs font-semibold text-ink">{record.type} record</span>
                      <span className="text-xs text-muted">{record.purpose}</span>
                    </dt>
                    <dd className="min-w-0 font-mono text-xs break-all text-muted">
                      <span className="mr-1.5 font-sans text-[11px] font-medium tracking-wide text-slate-500 uppercase">Name</span>
                      {record.name}
                    </dd>
                    <dd className="flex items-start justify-between gap-2">
                      <span className="min-w-0 font-mono text-xs break-all text-ink">
                        <span className="mr-1.5 font-sans text-[11px] font-medium tracking-wide text-slate-500 uppercase">Value</span>
                        {record.value}
                      </span>
                      <CopyButton value={record.value} label="Copy" accessibleName={`Copy ${record.type} record value`} variant="ghost" className="-mt-1 shrink-0" />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.hostname ?? ""}?`}
        confirmLabel="Remove domain"
        onConfirm={() => removing && remove(removing)}
        pending={pending}
      >
        {removing?.linkCount
          ? `Its ${removing.linkCount === 1 ? "short link stops" : `${removing.linkCount} short links stop`} working at once and ${removing.linkCount === 1 ? "its" : "their"} statistics are deleted.`
          : "No short links use it yet."}{" "}
        You can add the domain again later.
      </ConfirmDialog>
    </div>
  );
}
