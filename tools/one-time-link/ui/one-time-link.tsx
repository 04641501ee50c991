"use client";

import { Flame, Link2, Lock, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Input, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DEFAULT_EXPIRY_SECONDS, EXPIRY_CHOICES, MAX_SECRET_BYTES, MESSAGES, VIEW_CHOICES } from "../logic/limits";
import { sealSecret, secretBytes } from "../logic/crypto";
import { createSecretRequest, deleteSecretRequest } from "./api";
import { ClientForm } from "@/components/forms/client-form";

interface Created {
  link: string;
  deleteLink: string;
  id: string;
  deleteToken: string;
  expiresAt: string;
  views: number;
  passphrase: boolean;
}

const bytes = new Intl.NumberFormat("en-US");

function expiryText(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** The One Time Link's creator: seal a secret in this browser, store only its ciphertext, hand out the link. */
export function OneTimeLinkTool() {
  const id = useId();
  const [text, setText] = useState("");
  const [passphrase, setPassphrase] = useState("");
  const [expiry, setExpiry] = useState(String(DEFAULT_EXPIRY_SECONDS));
  const [views, setViews] = useState("1");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  const size = secretBytes(text);
  const tooBig = size > MAX_SECRET_BYTES;

  async function create() {
    if (busy) return;
    if (!text.trim()) return setError(MESSAGES.empty);
    if (tooBig) return setError(MESSAGES.tooBig);
    setError(null);
    setBusy(true);
    try {
      const sealed = await sealSecret(text, passphrase);
      const answer = await createSecretRequest({
        ciphertext: sealed.ciphertext,
        iv: sealed.iv,
        revealToken: sealed.revealToken,
        passphraseToken: sealed.passphraseToken,
        expiresInSeconds: Number(expiry),
        views: Number(views),
      });
      if (!answer.ok) return setError(answer.error);
      const base = `${window.location.origin}/secret/${answer.data.id}`;
      setCreated({
        link: `${base}#${sealed.fragment}`,
        deleteLink: `${base}#delete.${answer.data.deleteToken}`,
        id: answer.data.id,
        deleteToken: answer.data.deleteToken,
        expiresAt: answer.data.expiresAt,
        views: answer.data.views,
        passphrase: Boolean(passphrase),
      });
      setDeleted(null);
      setText("");
      setPassphrase("");
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!created) return;
    const answer = await deleteSecretRequest(created.id, created.deleteToken);
    setDeleted(answer.ok ? "Deleted. The link no longer opens anything." : answer.error);
  }

  if (created) {
    return (
      <Card data-tool-ui="one-time-link">
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-link`} className="flex items-center gap-2">
              <Link2 className="size-4 text-brand-700" aria-hidden="true" /> Your one-time link
            </Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id={`${id}-link`} readOnly value={created.link} className="font-mono" onFocus={(e) => e.currentTarget.select()} data-testid="secret-link" />
              <CopyButton value={created.link} label="Copy link" copiedMessage="Link copied to clipboard" size="md" />
            </div>
            <p className="text-sm text-muted">
              Opens {created.views === 1 ? "once" : `${created.views} times`}, until {expiryText(created.expiresAt)}. After that it is deleted
              from our server for good.
              {created.passphrase ? " Send the passphrase through another channel (a call, another app), never with the link." : ""}
            </p>
          </div>
          <div className="flex flex-col gap-2 rounded-lg border border-line bg-slate-50 p-4">
            <Label htmlFor={`${id}-delete`} className="flex items-center gap-2">
              <Trash2 className="size-4 text-red-700" aria-hidden="true" /> Delete link (keep it for yourself)
            </Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id={`${id}-delete`} readOnly value={created.deleteLink} className="font-mono" onFocus={(e) => e.currentTarget.select()} />
              <CopyButton value={created.deleteLink} label="Copy" accessibleName="Copy delete link" copiedMessage="Delete link copied to clipboard" size="md" />
            </div>
            <p className="text-sm text-muted">Shown this once. Opening it lets you destroy the secret before anyone reads it.</p>
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="outline" onClick={remove} disabled={deleted !== null}>
                <Trash2 aria-hidden="true" /> Delete now
              </Button>
              <p role="status" className="text-sm text-ink">
                {deleted}
              </p>
            </div>
          </div>
          <div>
            <Button variant="secondary" onClick={() => setCreated(null)}>
              Create another secret
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card data-tool-ui="one-time-link">
      <CardContent>
        <ClientForm className="flex flex-col gap-4" onRun={() => void create()} noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-text`}>Secret</Label>
            <Textarea
              id={`${id}-text`}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
              rows={6}
              autoComplete="off"
              spellCheck={false}
              placeholder="A password, an API key, a note…"
              aria-invalid={tooBig || undefined}
              aria-describedby={`${id}-size`}
              className="font-mono"
            />
            <p id={`${id}-size`} className={tooBig ? "text-sm text-red-700" : "text-sm text-muted"}>
              {bytes.format(size)} of {bytes.format(MAX_SECRET_BYTES)} bytes
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-expiry`}>Expires after</Label>
              <Select id={`${id}-expiry`} value={expiry} onChange={(e) => setExpiry(e.target.value)}>
                {EXPIRY_CHOICES.map((choice) => (
                  <option key={choice.seconds} value={choice.seconds}>
                    {choice.label}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-views`}>Can be opened</Label>
              <Select id={`${id}-views`} value={views} onChange={(e) => setViews(e.target.value)}>
                {VIEW_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {n === 1 ? "Once (burn after reading)" : `${n} times`}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-pass`}>Passphrase (optional)</Label>
              <Input
                id={`${id}-pass`}
                type="password"
                autoComplete="new-password"
                value={passphrase}
                onChange={(e) => setPassphrase(e.target.value)}
                maxLength={256}
              />
            </div>
          </div>
          <FieldError>{error}</FieldError>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy}>
              {passphrase ? <Lock aria-hidden="true" /> : <Flame aria-hidden="true" />}
              {busy ? "Encrypting…" : "Create link"}
            </Button>
            <p className="text-sm text-muted">Encrypted in your browser. We store only the scrambled bytes, never the key.</p>
          </div>
        </ClientForm>
      </CardContent>
    </Card>
  );
}
