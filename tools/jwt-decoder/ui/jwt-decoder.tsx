"use client";

import { ShieldAlert, ShieldCheck, ShieldX } from "lucide-react";
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { cn } from "@/components/ui/cn";
import { Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { decodeToken, MAX_TOKEN_CHARS, type TimeClaim } from "../logic/decode";
import type { SecretFormat, Verification } from "../logic/verify";

/** jose loads when there is a key to check a signature with. */
const loadVerify = () => import("../logic/verify");

/** RFC 7519 §3.1's example token; its key is RFC 7515 appendix A.1's. */
const SAMPLE =
  "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";

const subscribeMinute = (tick: () => void) => {
  const timer = setInterval(tick, 30_000);
  return () => clearInterval(timer);
};
/** The current time to the half minute, so "expires in 5 minutes" stays true while the page is open. */
const nowToHalfMinute = () => Math.floor(Date.now() / 30_000) * 30_000;

const TIME_TONE: Record<TimeClaim["state"], string> = {
  ok: "text-green-800",
  expired: "text-red-700",
  "not-yet": "text-amber-800",
  invalid: "text-red-700",
  info: "text-ink",
};

function Part({ title, json, testId, tone }: { title: string; json: string; testId: string; tone: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <h2 className={cn("text-sm font-semibold", tone)}>{title}</h2>
        <CopyButton value={json} label="Copy" accessibleName={`Copy ${title}`} copiedMessage={`${title} copied to the clipboard`} />
      </div>
      <pre data-testid={testId} className="max-h-96 overflow-auto rounded-lg border border-line bg-slate-50 p-3 font-mono text-sm break-all whitespace-pre-wrap text-ink">
        {json}
      </pre>
    </div>
  );
}

/** The JWT Decoder: a token's header and payload, its times in words, and its signature checked in the page. */
export function JwtDecoderTool() {
  const id = useId();
  const [token, setToken] = useState("");
  const [key, setKey] = useState("");
  const [format, setFormat] = useState<SecretFormat>("text");
  const [verification, setVerification] = useState<{ for: string; result: Verification } | null>(null);
  const now = useSyncExternalStore(subscribeMinute, nowToHalfMinute, () => 0);

  const decoded = useMemo(() => (token.trim() ? decodeToken(token, now) : null), [token, now]);
  const alg = decoded?.ok ? decoded.alg : null;
  const hmac = alg ? /^HS/.test(alg) : false;
  const job = `${token}\u0000${key}\u0000${format}`;

  useEffect(() => {
    if (!decoded?.ok || !key.trim()) return;
    let live = true;
    const timer = setTimeout(() => {
      void loadVerify()
        .then(({ verifyToken }) => verifyToken(token, key, format))
        .then(
          (result) => live && setVerification({ for: job, result }),
          () => live && setVerification({ for: job, result: { ok: false, message: "The verification code didn't load. Check your connection and try again." } }),
        );
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [decoded, token, key, format, job]);

  const verified = key.trim() && verification?.for === job ? verification.result : null;

  return (
    <Card data-tool-ui="jwt-decoder">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Label htmlFor={`${id}-token`}>JWT</Label>
            <button type="button" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline" onClick={() => setToken(SAMPLE)}>
              Try RFC 7519&apos;s example
            </button>
          </div>
          <Textarea
            id={`${id}-token`}
            value={token}
            onChange={(e) => setToken(e.target.value)}
            rows={5}
            maxLength={MAX_TOKEN_CHARS + 1000}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            aria-invalid={decoded && !decoded.ok ? true : undefined}
            aria-describedby={`${id}-private`}
            placeholder="Paste a token: eyJhbGciOi…"
            className="font-mono text-sm break-all"
          />
          <p id={`${id}-private`} className="text-sm text-muted">
            Decoded and verified in your browser: the token and the key are never sent to our server or anywhere else.
          </p>
        </div>

        {decoded && !decoded.ok ? (
          <p role="alert" data-testid="jwt-error" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {decoded.error}
          </p>
        ) : null}

        {decoded?.ok ? (
          <>
            {decoded.notes.length > 0 ? (
              <ul className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="jwt-notes">
                {decoded.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : null}
            <div className="grid gap-4 lg:grid-cols-2">
              <Part title={`Header · ${decoded.alg}`} json={decoded.headerJson} testId="jwt-header" tone="text-rose-700" />
              <Part title={decoded.payloadIsJson ? "Payload (claims)" : "Payload (text)"} json={decoded.payloadJson} testId="jwt-payload" tone="text-violet-700" />
            </div>
            {/* Times are put in words against the clock once the page runs (the server has no visitor's now). */}
            {decoded.times.length > 0 && now > 0 ? (
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]" data-testid="jwt-times">
                {decoded.times.map((t) => (
                  <div key={t.claim} className="contents">
                    <dt className="font-medium text-ink">{t.label}</dt>
                    <dd className={cn("mb-1 sm:mb-0", TIME_TONE[t.state])} data-testid={`jwt-${t.claim}`}>
                      {t.iso ? <span className="font-mono">{t.iso.replace("T", " ").replace("Z", " UTC")}</span> : null}
                      {t.iso ? " — " : ""}
                      {t.words}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}

            <div className="flex flex-col gap-2 border-t border-line pt-4">
              <h2 className="text-sm font-semibold text-ink">Verify the signature ({decoded.signatureBytes} bytes)</h2>
              <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
                <div className="flex min-w-0 flex-col gap-1.5">
                  <Label htmlFor={`${id}-key`}>{hmac ? "Secret" : "Public key (PEM, certificate or JWK)"}</Label>
                  <Textarea
                    id={`${id}-key`}
                    value={key}
                    onChange={(e) => setKey(e.target.value)}
                    rows={hmac ? 2 : 5}
                    spellCheck={false}
                    autoCapitalize="off"
                    autoComplete="off"
                    placeholder={hmac ? "The shared secret the token was signed with, or its JWK" : "-----BEGIN PUBLIC KEY-----"}
                    className="font-mono text-sm break-all"
                  />
                </div>
                {hmac ? (
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`${id}-format`}>Secret is</Label>
                    <Select id={`${id}-format`} value={format} onChange={(e) => setFormat(e.target.value as SecretFormat)}>
                      <option value="text">Text (UTF-8)</option>
                      <option value="base64">Base64 / Base64URL</option>
                    </Select>
                  </div>
                ) : null}
              </div>
              <div aria-live="polite" data-testid="jwt-verify">
                {verified ? (
                  <p className={cn("flex items-start gap-2 text-sm font-medium", verified.ok ? "text-green-800" : "text-red-700")}>
                    {verified.ok ? <ShieldCheck aria-hidden="true" className="size-5 shrink-0" /> : <ShieldX aria-hidden="true" className="size-5 shrink-0" />}
                    {verified.message}
                  </p>
                ) : !key.trim() ? (
                  <p className="flex items-start gap-2 text-sm text-muted">
                    <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
                    Not verified: anyone can write a token that decodes like this one. Paste the {hmac ? "secret" : "public key"} to check who signed it.
                  </p>
                ) : null}
              </div>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
