"use client";

import { RefreshCw } from "lucide-react";
import { useId, useMemo, useState, useSyncExternalStore } from "react";
import { OutputActions } from "@/components/code/output-actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import {
  entropyBits,
  MAX_COUNT,
  NANOID_ALPHABET,
  NANOID_SIZE,
  nanoid,
  readAlphabet,
  readCount,
  readSize,
  ulidGenerator,
  uuidV4,
  uuidV7Generator,
  type Kind,
} from "../logic/ids";
import { inspect } from "../logic/inspect";

const KINDS = [
  { value: "uuid4", label: "UUID v4" },
  { value: "uuid7", label: "UUID v7" },
  { value: "ulid", label: "ULID" },
  { value: "nanoid", label: "Nano ID" },
] as const;

const ABOUT: Record<Kind, string> = {
  uuid4: "122 random bits. The usual choice when the ID only has to be unique.",
  uuid7: "Unix time in milliseconds, then 74 random bits: sorts by creation time, so database indexes stay compact.",
  ulid: "The same idea as UUID v7 in 26 characters of Crockford's Base32, case-insensitive and without look-alikes.",
  nanoid: "Short, URL-safe random IDs: 21 characters from 64 give 126 random bits, about as many as a UUID v4.",
};

const subscribeNothing = () => () => {};

/** The UUID Generator: UUID v4 and v7, ULID and Nano ID in bulk, made in the page; and a validator for any UUID or ULID. */
export function UuidGeneratorTool() {
  const id = useId();
  const [kind, setKind] = useState<Kind>("uuid4");
  const [countText, setCountText] = useState("5");
  const [upper, setUpper] = useState(false);
  const [hyphens, setHyphens] = useState(true);
  const [sizeText, setSizeText] = useState(String(NANOID_SIZE.default));
  const [alphabetText, setAlphabetText] = useState(NANOID_ALPHABET);
  const [round, setRound] = useState(0);
  const [generated, setGenerated] = useState<{ key: string; ids: string[] } | null>(null);
  const [checkText, setCheckText] = useState("");
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);

  const count = readCount(countText);
  const size = kind === "nanoid" ? readSize(sizeText) : null;
  const alphabet = useMemo(() => (kind === "nanoid" ? readAlphabet(alphabetText) : null), [kind, alphabetText]);
  const error = !count.ok ? { field: "count", text: count.error } : size && !size.ok ? { field: "size", text: size.error } : alphabet && !alphabet.ok ? { field: "alphabet", text: alphabet.error } : null;

  // New IDs whenever the settings change or Generate is pressed (state derived during render, keyed by what it
  // depends on); only once hydrated, so no ID made on the server is shown to two visitors.
  const key = error ? null : `${kind}:${countText}:${kind === "nanoid" ? `${sizeText}:${alphabetText}` : ""}:${round}`;
  if (hydrated && key && generated?.key !== key && count.ok) {
    const n = count.count;
    let ids: string[];
    if (kind === "uuid4") ids = Array.from({ length: n }, () => uuidV4());
    else if (kind === "uuid7") ids = Array.from({ length: n }, uuidV7Generator());
    else if (kind === "ulid") ids = Array.from({ length: n }, ulidGenerator());
    else ids = Array.from({ length: n }, () => nanoid(size?.ok ? size.size : NANOID_SIZE.default, alphabet?.ok ? alphabet.symbols : [...NANOID_ALPHABET]));
    setGenerated({ key, ids });
  }
  const ids = generated && generated.key === key ? generated.ids : null;
  const shown = useMemo(() => {
    if (!ids) return "";
    if (kind === "nanoid" || kind === "ulid") return ids.join("\n");
    return ids.map((x) => (upper ? x.toUpperCase() : x)).map((x) => (hyphens ? x : x.replace(/-/g, ""))).join("\n");
  }, [ids, kind, upper, hyphens]);
  const checked = checkText.trim() ? inspect(checkText) : null;
  const bits = entropyBits(kind, size?.ok ? size.size : NANOID_SIZE.default, alphabet?.ok ? alphabet.symbols.length : 64);
  const fieldProps = (field: string) => (error?.field === field ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {});

  return (
    <div className="flex flex-col gap-6">
      <Card data-tool-ui="uuid-generator">
        <CardContent className="flex flex-col gap-5">
          <Segmented legend="Kind of ID" name={`${id}-kind`} value={kind} options={KINDS} onChange={setKind} />
          <p className="text-sm text-muted" data-testid="uuid-about">
            {ABOUT[kind]} {kind === "nanoid" ? `These settings give ${Number.isInteger(bits) ? bits : bits.toFixed(1)} random bits.` : ""}
          </p>
          <div className="flex flex-wrap items-end gap-4">
            <div className="flex w-32 flex-col gap-1.5">
              <Label htmlFor={`${id}-count`}>How many</Label>
              <Input id={`${id}-count`} inputMode="numeric" value={countText} onChange={(e) => setCountText(e.target.value)} {...fieldProps("count")} />
            </div>
            {kind === "nanoid" ? (
              <>
                <div className="flex w-24 flex-col gap-1.5">
                  <Label htmlFor={`${id}-size`}>Length</Label>
                  <Input id={`${id}-size`} inputMode="numeric" value={sizeText} onChange={(e) => setSizeText(e.target.value)} {...fieldProps("size")} />
                </div>
                <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1.5">
                  <Label htmlFor={`${id}-alphabet`}>Alphabet</Label>
                  <Input id={`${id}-alphabet`} value={alphabetText} onChange={(e) => setAlphabetText(e.target.value)} spellCheck={false} autoComplete="off" className="font-mono" {...fieldProps("alphabet")} />
                </div>
              </>
            ) : kind !== "ulid" ? (
              <div className="flex flex-wrap gap-x-5 gap-y-2 pb-2.5 text-sm text-ink">
                <label className="flex items-center gap-2">
                  <input type="checkbox" className="size-4 accent-brand-600" checked={upper} onChange={(e) => setUpper(e.target.checked)} />
                  Upper case
                </label>
                <label className="flex items-center gap-2">
                  <input type="checkbox" className="size-4 accent-brand-600" checked={hyphens} onChange={(e) => setHyphens(e.target.checked)} />
                  Hyphens
                </label>
              </div>
            ) : null}
            <Button onClick={() => setRound((r) => r + 1)} disabled={!!error}>
              <RefreshCw aria-hidden="true" />
              Generate new
            </Button>
          </div>
          <FieldError id={`${id}-error`} role="alert">{error?.text}</FieldError>

          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor={`${id}-output`}>{ids ? `${ids.length.toLocaleString("en-US")} ${KINDS.find((k) => k.value === kind)!.label}${ids.length === 1 ? "" : "s"}` : "Your IDs"}</Label>
              <OutputActions value={shown} filename={`${kind}-${ids?.length ?? 0}.txt`} type="text/plain;charset=utf-8" what={ids && ids.length > 1 ? "all" : "ID"} />
            </div>
            <Textarea
              id={`${id}-output`}
              value={shown}
              readOnly
              rows={Math.min(10, Math.max(3, ids?.length ?? 5))}
              spellCheck={false}
              data-testid="uuid-output"
              placeholder={hydrated ? "" : "Your IDs are made in your browser once the page has loaded"}
              // One ID a line, never broken: a UUID fits a phone's width in the smaller type.
              wrap="off"
              className="bg-slate-50 font-mono text-xs whitespace-pre sm:text-sm"
            />
            <p className="text-sm text-muted">Up to {MAX_COUNT.toLocaleString("en-US")} at once, made in your browser from its cryptographic random generator: nothing is sent or kept.</p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-ink">Check a UUID or ULID</h2>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-check`}>UUID or ULID to check</Label>
            <Input
              id={`${id}-check`}
              value={checkText}
              onChange={(e) => setCheckText(e.target.value)}
              spellCheck={false}
              autoComplete="off"
              placeholder="e.g. 017f22e2-79b0-7cc3-98c4-dc0c0c07398f"
              className="font-mono"
              aria-invalid={checked?.kind === "invalid" ? true : undefined}
            />
          </div>
          <div aria-live="polite" data-testid="uuid-check" className="text-sm">
            {checked?.kind === "invalid" ? (
              <p className="text-red-700">{checked.error}</p>
            ) : checked ? (
              <div className="flex flex-col gap-2">
                <p className="font-medium text-ink" data-testid="uuid-check-title">{checked.title}</p>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
                  <dt className="text-muted">Canonical form</dt>
                  <dd className="font-mono break-all text-ink">{checked.canonical}</dd>
                  {checked.kind === "uuid" ? (
                    <>
                      <dt className="text-muted">Variant</dt>
                      <dd className="text-ink" data-testid="uuid-check-variant">{checked.variant}</dd>
                    </>
                  ) : null}
                  {checked.fields.map((f) => (
                    <div key={f.label} className="contents">
                      <dt className="text-muted">{f.label}</dt>
                      <dd className="break-words text-ink">{f.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
