"use client";

import { KeyRound, Lock, Plus, Trash2 } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useRef, useState, useTransition } from "react";
import { useSayFieldProblem } from "@/components/forms/field-feedback";
import { toast } from "@/components/ui/toast";
import { createApiKeyAction, revokeApiKeyAction } from "@/lib/domain/api/key-actions";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { NewSecret } from "@/components/account/new-secret";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ApiKeyView } from "@/lib/domain/api/keys";
import { cheapestPlanWith } from "@/lib/domain/plans";
import { ClientForm } from "@/components/forms/client-form";
import { formatUtcDay } from "@/lib/engines/time/utc-dates";
import { KeepTypedText } from "@/components/layout/keep-typed-text";

const API_PLAN = cheapestPlanWith((e) => e.api);

/**
 * API keys on /account: create (the key is shown once), list with last use, revoke. `allowed` is whether the plan
 * includes the API; without it the form is locked behind an upgrade, and keys left from a paid plan can only be revoked.
 */
export function ApiKeysManager({ initialKeys, allowed, maxActive }: { initialKeys: ApiKeyView[]; allowed: boolean; maxActive: number }) {
  const [keys, setKeys] = useState(initialKeys);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const sayProblem = useSayFieldProblem(formRef, pending);

  // Active keys first (newest first within each group, as created and as listed by the server).
  const ordered = [...keys].sort((a, b) => Number(a.revokedAt !== null) - Number(b.revokedAt !== null));
  const active = keys.filter((k) => !k.revokedAt).length;
  const full = active >= maxActive;

  function create() {
    setError(null);
    startTransition(async () => {
      const result = await createApiKeyAction(name);
      if (!result.ok) {
        setError(result.fieldErrors?.name ?? result.error);
        sayProblem(result.title, result.error);
        return;
      }
      setKeys((current) => [result.data.apiKey, ...current]);
      setCreated({ key: result.data.key, name: result.data.apiKey.name });
      setName("");
      toast.success("API key created", { description: "Copy it now: it is shown only once." });
    });
  }

  function revoke(key: ApiKeyView) {
    startTransition(async () => {
      const result = await revokeApiKeyAction(key.id);
      setRevoking(null);
      if (!result.ok) {
        toast.error(result.title, { description: result.error });
        return;
      }
      setKeys((current) => current.map((k) => (k.id === result.data.id ? result.data : k)));
      toast.success("API key revoked", { description: `Requests with “${key.name}” are refused from now on.` });
    });
  }

  return (
    <div className="flex flex-col gap-5" data-testid="api-keys">
      {allowed ? (
        <ClientForm ref={formRef} onRun={create} className="flex flex-col gap-2" aria-label="Create an API key">
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor="api-key-name">Key name</Label>
            <span className="text-xs text-muted">
              {active} of {maxActive} active
            </span>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="api-key-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="e.g. Website, Zapier, reporting script"
              maxLength={50}
              autoComplete="off"
              disabled={full}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "api-key-name-error" : "api-key-name-help"}
            />
            <Button type="submit" disabled={pending || full || !name.trim()} className="shrink-0">
              <Plus aria-hidden="true" />
              {pending && !revoking ? "Creating..." : "Create key"}
            </Button>
          </div>
          {error ? (
            <FieldError id="api-key-name-error">{error}</FieldError>
          ) : (
            <p id="api-key-name-help" className="text-xs text-muted">
              {full ? `You have ${maxActive} active keys, the most an account can have. Revoke one to create another.` : "One key per app or script, so that you can revoke one without touching the others."}
            </p>
          )}
          <KeepTypedText />
        </ClientForm>
      ) : (
        <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center" data-testid="api-locked">
          <Lock className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <p className="flex-1 text-sm text-amber-900">
            <span className="font-semibold">The REST API is part of the {API_PLAN.name} plan.</span> Create short links, QR codes and conversions from your own code.
          </p>
          <UpgradeButton plan="premium" size="sm" className="shrink-0">
            Upgrade to {API_PLAN.name} — {API_PLAN.priceLabel}/month
          </UpgradeButton>
        </div>
      )}

      {created ? (
        <NewSecret testId="new-api-key" value={created.key} copyLabel="Copy key" copiedMessage="API key copied to clipboard" onDone={() => setCreated(null)}>
          <span className="font-semibold">Copy your new key “{created.name}” now.</span> For your security it is never shown again; if you lose it,
          revoke it and create another.
        </NewSecret>
      ) : null}

      {keys.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-muted">No API keys yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line" aria-label="Your API keys">
          {ordered.map((key) => (
            <li key={key.id} className="flex items-start justify-between gap-3 p-4" data-testid="api-key-item">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <KeyRound className="size-4 shrink-0 text-muted" aria-hidden="true" />
                  <span className="font-semibold [overflow-wrap:anywhere] text-ink">{key.name}</span>
                  {key.revokedAt ? <Badge variant="default">Revoked</Badge> : null}
                </p>
                <p className="font-mono text-xs text-muted">{key.prefix}…</p>
                <p className="text-xs text-muted">
                  Created {formatUtcDay(key.createdAt)} · {key.lastUsedAt ? `Last used ${formatUtcDay(key.lastUsedAt)}` : "Never used"}
                  {key.revokedAt ? ` · Revoked ${formatUtcDay(key.revokedAt)}` : ""}
                </p>
              </div>
              {!key.revokedAt ? (
                <Button variant="ghost" size="sm" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`} className="shrink-0">
                  <Trash2 aria-hidden="true" />
                  <span className="hidden sm:inline">Revoke</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      <p className="text-sm text-muted">
        Send a key as <code className="font-mono text-ink">Authorization: Bearer utl_…</code>. Endpoints, limits and examples:{" "}
        <Link href="/developers" className="font-medium text-brand-700 hover:underline">
          API documentation
        </Link>
        .
      </p>

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke “${revoking?.name ?? ""}”?`}
        confirmLabel="Revoke key"
        onConfirm={() => revoking && revoke(revoking)}
        pending={pending}
      >
        Every request made with this key is refused from now on. This can&apos;t be undone: apps using it need a new key.
      </ConfirmDialog>
    </div>
  );
}
