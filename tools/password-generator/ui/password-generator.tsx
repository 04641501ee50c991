"use client";

import { RefreshCw } from "lucide-react";
import { useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton, copyButtonName } from "@/components/ui/copy-button";
import { cn } from "@/components/ui/cn";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import { formatSecret, OUTPUT_FORMATS, type OutputFormat } from "../logic/format";
import {
  DEFAULT_PASSPHRASE,
  generatePassphrase,
  parseWordList,
  passphraseBits,
  planPassphrases,
  SEPARATORS,
  WORDLIST_URL,
  WORDS_MAX,
  WORDS_MIN,
  type PassphraseSettings,
  type Separator,
} from "../logic/passphrase";
import {
  AMBIGUOUS,
  CLASSES,
  DEFAULT_SETTINGS,
  generatePasswords,
  LENGTH_MAX,
  LENGTH_MIN,
  log2Big,
  planPasswords,
  poolBits,
  poolSize,
  type PasswordSettings,
} from "../logic/password";
import { DEFAULT_PIN, generatePin, PIN_MAX, PIN_MIN, pinBits, planPins, type PinSettings } from "../logic/pin";
import { log10CrackSeconds, strengthLevel } from "../logic/strength";
import { CrackTimes } from "./crack-times";
import { OwnPasswordCheck } from "./own-check";
import { ClientForm } from "@/components/forms/client-form";

export type Mode = "password" | "passphrase" | "pin";

const MODES = [
  { value: "password", label: "Password" },
  { value: "passphrase", label: "Passphrase" },
  { value: "pin", label: "PIN" },
] as const;

const PRESETS: { name: string; settings: Partial<PasswordSettings> }[] = [
  { name: "Strong", settings: { length: "20", use: { lower: true, upper: true, digits: true, symbols: true }, excludeAmbiguous: false } },
  // WPA2/WPA3-Personal passphrases are 8–63 printable ASCII characters; letters and digits without look-alikes are
  // easy to type on a TV remote.
  { name: "Wi-Fi", settings: { length: "24", use: { lower: true, upper: true, digits: true, symbols: false }, excludeAmbiguous: true } },
  { name: "No symbols", settings: { length: "20", use: { lower: true, upper: true, digits: true, symbols: false }, excludeAmbiguous: false } },
];

/** The EFF list, fetched once per page from our own origin (a static file; nothing is sent with the request). */
let wordList: Promise<string[]> | null = null;
function loadWordList(): Promise<string[]> {
  wordList ??= fetch(WORDLIST_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    })
    .then(parseWordList)
    .catch((error: unknown) => {
      wordList = null;
      throw error;
    });
  return wordList;
}

const subscribeNothing = () => () => {};

const TONES = {
  red: "bg-red-600",
  amber: "bg-amber-500",
  emerald: "bg-emerald-600",
  green: "bg-green-700",
} as const;

type Result =
  | { state: "error"; field: string; error: string }
  | { state: "ok"; bits: number; note: string | null; generate: () => string[] | null; key: string };

/** The Password Generator: passwords, passphrases or PINs from the Web Crypto API, with their strength. */
export function PasswordGeneratorTool({
  initialMode = "password",
  initialLength,
  ownCheckIntro,
}: {
  initialMode?: Mode;
  initialLength?: string;
  /** The own-password check's heading, rendered on the server (ui/own-check-intro.tsx). */
  ownCheckIntro: ReactNode;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>(initialMode);
  const kind = mode === "pin" ? "PIN" : mode;
  const [pw, setPw] = useState<PasswordSettings>(initialLength ? { ...DEFAULT_SETTINGS, length: initialLength } : DEFAULT_SETTINGS);
  const [pp, setPp] = useState<PassphraseSettings>(DEFAULT_PASSPHRASE);
  const [pin, setPin] = useState<PinSettings>(DEFAULT_PIN);
  const [format, setFormat] = useState<OutputFormat>("plain");
  const [words, setWords] = useState<string[] | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [generated, setGenerated] = useState<{ key: string; secrets: string[] | null } | null>(null);
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);

  const result = useMemo((): Result => {
    if (mode === "password") {
      const planned = planPasswords(pw);
      if (!planned.ok) return { state: "error", field: planned.field, error: planned.error };
      const { plan } = planned;
      const bits = log2Big(plan.total);
      const textbook = poolBits(plan.length, poolSize(plan));
      const note =
        textbook - bits >= 0.005
          ? `${plan.length} characters from ${poolSize(plan)} would be ${textbook.toFixed(2)} bits; requiring every chosen type rules some out, so exactly ${bits.toFixed(2)}.`
          : `${plan.length} characters from ${poolSize(plan)}: ${plan.length} × log₂ ${poolSize(plan)}.`;
      return { state: "ok", bits, note, generate: () => generatePasswords(plan), key: JSON.stringify(pw) };
    }
    if (mode === "passphrase") {
      const planned = planPassphrases(pp);
      if (!planned.ok) return { state: "error", field: planned.field, error: planned.error };
      const { plan } = planned;
      return {
        state: "ok",
        bits: passphraseBits(plan.words),
        note: `${plan.words} words from EFF's list of 7,776: ${plan.words} × 12.925 bits.`,
        generate: () => (words ? Array.from({ length: plan.count }, () => generatePassphrase(words, plan)) : null),
        key: JSON.stringify(pp) + (words ? "+list" : ""),
      };
    }
    const planned = planPins(pin);
    if (!planned.ok) return { state: "error", field: planned.field, error: planned.error };
    const { plan } = planned;
    return {
      state: "ok",
      bits: pinBits(plan),
      note: plan.avoidObvious ? `10^${plan.length} PINs, less the repeated digits and runs like 1234.` : `10^${plan.length} PINs, all equally likely.`,
      generate: () => Array.from({ length: plan.count }, () => generatePin(plan)),
      key: JSON.stringify(pin),
    };
  }, [mode, pw, pp, pin, words]);

  // The word list loads the first time passphrase mode is shown.
  useEffect(() => {
    if (mode !== "passphrase" || words || listFailed) return;
    let live = true;
    loadWordList().then(
      (list) => live && setWords(list),
      () => live && setListFailed(true),
    );
    return () => {
      live = false;
    };
  }, [mode, words, listFailed]);

  // New secrets whenever the settings change or Generate is pressed (state derived during render, keyed by what it
  // depends on); only once hydrated, so no secret is ever in the server's HTML.
  const resultKey = result.state === "ok" ? `${mode}:${result.key}:${round}` : null;
  if (hydrated && result.state === "ok" && generated?.key !== resultKey && resultKey) {
    setGenerated({ key: resultKey, secrets: result.generate() });
  }
  const secrets = generated?.key === resultKey ? generated.secrets : null;

  const error = result.state === "error" ? result : null;
  const errorFor = (field: string) => (error?.field === field ? error.error : undefined);
  const fieldProps = (field: string) =>
    error?.field === field ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}-error` } : {};
  const shown = result.state === "ok" ? secrets : null;

  return (
    <div className="flex flex-col gap-6">
      <Card data-tool-ui="password-generator">
        <CardContent className="flex flex-col gap-6">
          <Segmented legend="What to generate" name={`${id}-mode`} value={mode} options={MODES} onChange={setMode} />
          <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
            <ClientForm className="flex flex-col gap-5" aria-label="Settings">
              {mode === "password" ? (
                <>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-sm font-medium text-ink">Presets:</span>
                    {PRESETS.map((preset) => (
                      <Button key={preset.name} size="sm" variant="outline" onClick={() => setPw((s) => ({ ...s, ...preset.settings, use: { ...s.use, ...preset.settings.use } }))}>
                        {preset.name}
                      </Button>
                    ))}
                  </div>
                  <NumberField id={`${id}-length`} label="Length" value={pw.length} min={LENGTH_MIN} max={LENGTH_MAX} onChange={(length) => setPw((s) => ({ ...s, length }))} error={errorFor("length")} errorId={`${id}-length-error`} slider />
                  <fieldset className="flex flex-col gap-2" {...fieldProps("classes")}>
                    <legend className="mb-1 text-sm font-medium text-ink">Characters</legend>
                    <div className="grid gap-2 sm:grid-cols-2">
                      {CLASSES.map((c) => (
                        <Check key={c.id} id={`${id}-${c.id}`} checked={pw.use[c.id]} onChange={(on) => setPw((s) => ({ ...s, use: { ...s.use, [c.id]: on } }))}>
                          {c.label}
                        </Check>
                      ))}
                    </div>
                    <FieldError id={`${id}-classes-error`}>{errorFor("classes")}</FieldError>
                  </fieldset>
                  <div className="grid grid-cols-2 gap-3">
                    <NumberField id={`${id}-minDigits`} label="At least … digits" value={pw.minDigits} disabled={!pw.use.digits} onChange={(minDigits) => setPw((s) => ({ ...s, minDigits }))} error={errorFor("minDigits")} errorId={`${id}-minDigits-error`} />
                    <NumberField id={`${id}-minSymbols`} label="At least … symbols" value={pw.minSymbols} disabled={!pw.use.symbols} onChange={(minSymbols) => setPw((s) => ({ ...s, minSymbols }))} error={errorFor("minSymbols")} errorId={`${id}-minSymbols-error`} />
                  </div>
                  <Check id={`${id}-ambiguous`} checked={pw.excludeAmbiguous} onChange={(excludeAmbiguous) => setPw((s) => ({ ...s, excludeAmbiguous }))}>
                    Avoid look-alikes <span className="font-mono">{AMBIGUOUS.split("").join(" ")}</span>
                  </Check>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`${id}-exclude`}>Characters to leave out</Label>
                    <Input id={`${id}-exclude`} value={pw.exclude} onChange={(e) => {
                      const exclude = e.target.value;
                      setPw((s) => ({ ...s, exclude }));
                    }} placeholder={`e.g. "'\`\\`} autoComplete="off" spellCheck={false} className="font-mono" {...fieldProps("exclude")} />
                    <FieldError id={`${id}-exclude-error`}>{errorFor("exclude")}</FieldError>
                  </div>
                  <NumberField id={`${id}-count`} label="How many passwords" value={pw.count} min={1} max={100} onChange={(count) => setPw((s) => ({ ...s, count }))} error={errorFor("count")} errorId={`${id}-count-error`} />
                </>
              ) : mode === "passphrase" ? (
                <>
                  <NumberField id={`${id}-words`} label="Words" value={pp.words} min={WORDS_MIN} max={WORDS_MAX} onChange={(w) => setPp((s) => ({ ...s, words: w }))} error={errorFor("words")} errorId={`${id}-words-error`} slider />
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`${id}-separator`}>Between words</Label>
                    <Select id={`${id}-separator`} value={pp.separator} onChange={(e) => {
                      const separator = e.target.value as Separator;
                      setPp((s) => ({ ...s, separator }));
                    }}>
                      {SEPARATORS.map((sep) => (
                        <option key={sep.value} value={sep.value}>
                          {sep.label}
                        </option>
                      ))}
                    </Select>
                  </div>
                  <Check id={`${id}-capitalize`} checked={pp.capitalize} onChange={(capitalize) => setPp((s) => ({ ...s, capitalize }))}>
                    Capitalise each word
                  </Check>
                  <NumberField id={`${id}-ppcount`} label="How many passphrases" value={pp.count} min={1} max={100} onChange={(count) => setPp((s) => ({ ...s, count }))} error={errorFor("count")} errorId={`${id}-count-error`} />
                  <p className="text-xs text-muted">
                    Words from{" "}
                    <a className="underline" href="https://www.eff.org/deeplinks/2016/07/new-wordlists-random-passphrases" rel="noopener noreferrer" target="_blank">
                      EFF&apos;s Long Wordlist
                    </a>{" "}
                    (Electronic Frontier Foundation, CC BY 3.0 US).
                  </p>
                </>
              ) : (
                <>
                  <NumberField id={`${id}-pinlength`} label="Digits" value={pin.length} min={PIN_MIN} max={PIN_MAX} onChange={(length) => setPin((s) => ({ ...s, length }))} error={errorFor("length")} errorId={`${id}-length-error`} slider />
                  <Check id={`${id}-obvious`} checked={pin.avoidObvious} onChange={(avoidObvious) => setPin((s) => ({ ...s, avoidObvious }))}>
                    Avoid obvious PINs (0000, 1234, 9876…)
                  </Check>
                  <NumberField id={`${id}-pincount`} label="How many PINs" value={pin.count} min={1} max={100} onChange={(count) => setPin((s) => ({ ...s, count }))} error={errorFor("count")} errorId={`${id}-count-error`} />
                </>
              )}
            </ClientForm>

            <div className="flex min-w-0 flex-col gap-5">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-format`}>Show as</Label>
                  <Select id={`${id}-format`} value={format} onChange={(e) => setFormat(e.target.value as OutputFormat)} className="w-44">
                    {OUTPUT_FORMATS.map((f) => (
                      <option key={f.value} value={f.value}>
                        {f.label}
                      </option>
                    ))}
                  </Select>
                </div>
                <Button onClick={() => setRound((r) => r + 1)} disabled={result.state !== "ok"}>
                  <RefreshCw aria-hidden="true" /> Generate new
                </Button>
              </div>
              <p aria-live="polite" className="sr-only">
                {shown ? `${shown.length === 1 ? "A new" : `${shown.length} new`} ${mode === "pin" ? "PIN" : mode} generated` : ""}
              </p>
              {error ? (
                <p className="rounded-lg border border-dashed border-red-300 p-4 text-sm text-red-800">Fix the setting marked in red to generate.</p>
              ) : mode === "passphrase" && listFailed && !words ? (
                <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed border-line p-4 text-sm text-ink" role="alert">
                  <p>The word list didn&apos;t load. Check your connection and try again.</p>
                  <Button size="sm" variant="outline" onClick={() => setListFailed(false)}>
                    Try again
                  </Button>
                </div>
              ) : shown && shown.length ? (
                <ul className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto" data-testid="secrets">
                  {shown.map((secret, i) => {
                    const text = formatSecret(secret, format);
                    return (
                      <li key={`${i}:${secret}`} className="flex items-center gap-2 rounded-lg border border-line bg-slate-50 px-3 py-2">
                        <code className="min-w-0 flex-1 font-mono text-base break-all text-ink" data-testid="secret">
                          {text}
                        </code>
                        <CopyButton
                          value={text}
                          label="Copy"
                          // A value too long to read out leaves the name bare: number it so a list of them can be told apart.
                          accessibleName={copyButtonName("Copy", text) === "Copy" ? (shown.length > 1 ? `Copy ${kind} ${i + 1}` : `Copy the ${kind}`) : undefined}
                          copiedMessage={`${kind[0]!.toUpperCase() + kind.slice(1)} copied to the clipboard`}
                        />
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p className="rounded-lg border border-dashed border-line p-4 text-sm text-muted">{mode === "passphrase" ? "Loading the word list…" : "Generating…"}</p>
              )}
              {shown && shown.length > 1 ? (
                <CopyButton value={shown.map((s) => formatSecret(s, format)).join("\n")} label="Copy all" copiedMessage={`${shown.length} lines copied to the clipboard`} className="self-start" />
              ) : null}
              {result.state === "ok" ? <Strength bits={result.bits} note={result.note} /> : null}
              <p className="text-sm text-muted">
                Made in your browser from the Web Crypto API: nothing you set, type or generate is sent anywhere or stored.
              </p>
            </div>
          </div>
        </CardContent>
      </Card>
      <OwnPasswordCheck intro={ownCheckIntro} />
    </div>
  );
}

function Strength({ bits, note }: { bits: number; note: string | null }) {
  const level = strengthLevel(bits);
  return (
    <section aria-labelledby="strength-heading" className="flex flex-col gap-3 rounded-lg border border-line p-4" data-testid="strength">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="strength-heading" className="text-sm font-semibold text-ink">
          Strength: <span data-testid="strength-label">{level.label}</span>
        </h2>
        <p className="font-mono text-sm text-ink">
          <span data-testid="strength-bits">{bits.toFixed(1)}</span> bits
        </p>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className={cn("h-full rounded-full", TONES[level.tone])} style={{ width: `${Math.min(100, (bits / 128) * 100)}%` }} />
      </div>
      {note ? <p className="text-xs text-muted">{note}</p> : null}
      <CrackTimes log10Seconds={(rate) => log10CrackSeconds(bits, rate)} />
    </section>
  );
}

function NumberField({
  id,
  label,
  value,
  onChange,
  error,
  errorId,
  min,
  max,
  disabled,
  slider,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  errorId?: string;
  min?: number;
  max?: number;
  disabled?: boolean;
  slider?: boolean;
}) {
  const n = Number(value);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-3">
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-20 shrink-0"
        />
        {slider && min !== undefined && max !== undefined ? (
          <input
            type="range"
            min={min}
            max={max}
            value={Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min}
            onChange={(e) => onChange(e.target.value)}
            aria-label={`${label} (slider)`}
            className="min-w-0 flex-1 accent-brand-600"
          />
        ) : null}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

function Check({ id, checked, onChange, children }: { id: string; checked: boolean; onChange: (on: boolean) => void; children: ReactNode }) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 accent-brand-600" />
      <span>{children}</span>
    </label>
  );
}
