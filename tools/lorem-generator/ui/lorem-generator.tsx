"use client";

import { Download, Link2, RefreshCw } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useMemo, useState, useSyncExternalStore } from "react";
import { plural } from "@/lib/engines/text/plural";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Input, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { toast } from "@/components/ui/toast";
import { seededSource } from "@/lib/engines/random/seeded";
import { uniformInt } from "@/lib/engines/random/uniform";
import {
  countWords,
  DEFAULT_LOREM,
  FORMATS,
  formatLorem,
  generateLorem,
  LIMITS,
  planLorem,
  settingsFromQuery,
  settingsToQuery,
  UNITS,
  type Format,
  type LoremSettings,
  type Unit,
} from "../logic/lorem";
import { ClientForm } from "@/components/forms/client-form";

const UNIT_LABELS: Record<Unit, string> = {
  paragraphs: "Paragraphs",
  sentences: "Sentences",
  words: "Words (exactly)",
  characters: "Characters (exactly)",
  items: "List items",
};
const FORMAT_LABELS: Record<Format, { label: string; ext: string; mime: string }> = {
  plain: { label: "Plain text", ext: "txt", mime: "text/plain" },
  html: { label: "HTML", ext: "html", mime: "text/html" },
  markdown: { label: "Markdown", ext: "md", mime: "text/markdown" },
  json: { label: "JSON array", ext: "json", mime: "application/json" },
};

const subscribeNothing = () => () => {};
const SEED_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** A fresh seed of 8 characters from the Web Crypto API (40 bits: two people rarely get the same text). */
function newSeed(): string {
  return Array.from({ length: 8 }, () => SEED_ALPHABET[uniformInt(SEED_ALPHABET.length)]).join("");
}

/** The Lorem Ipsum Generator: exact counts, four formats, and a seed in the URL so a link shares the very text. */
export function LoremGeneratorTool() {
  const id = useId();
  const [settings, setSettings] = useState<LoremSettings>(DEFAULT_LOREM);
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);

  // Once after mount: the settings of a shared link, or a new seed. A layout effect, so it is applied before what the
  // visitor typed while the page loaded is handed to React (KeepTypedText, later in the tool's area): each field they
  // typed in then keeps their text, the others take the link's.
  useLayoutEffect(() => {
    const query = window.location.search;
    const fromLink = settingsFromQuery(query);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the link this page was opened with, once after mount
    setSettings((current) => (query ? (fromLink.seed ? fromLink : { ...fromLink, seed: newSeed() }) : { ...current, seed: newSeed() }));
  }, []);

  // The address bar always holds a link to this very text.
  useEffect(() => {
    if (!settings.seed) return;
    const url = `${window.location.pathname}?${settingsToQuery(settings)}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, "", url);
  }, [settings]);

  const planned = useMemo(() => planLorem(settings), [settings]);
  // Deterministic from the seed, so computing it in render is safe; only once hydrated, to match the server's HTML.
  const output = useMemo(() => {
    if (!hydrated || !planned.ok) return null;
    const { plan } = planned;
    return formatLorem(generateLorem(plan, seededSource(plan.seed)), plan.unit, plan.format);
  }, [hydrated, planned]);

  const set = <K extends keyof LoremSettings>(key: K) => (value: LoremSettings[K]) => setSettings((s) => ({ ...s, [key]: value }));
  const error = planned.ok ? null : planned;
  const invalid = (field: string) => (error?.field === field ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}-error` } : {});
  const limit = LIMITS[settings.unit];
  const shareUrl = hydrated && settings.seed ? `${window.location.origin}${window.location.pathname}?${settingsToQuery(settings)}` : "";

  return (
    <Card data-tool-ui="lorem-generator">
      <CardContent className="grid gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)]">
        <ClientForm className="flex flex-col gap-5" aria-label="Settings">
          <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-unit`}>Generate</Label>
              <Select id={`${id}-unit`} value={settings.unit} onChange={(e) => set("unit")(e.target.value as Unit)}>
                {UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {UNIT_LABELS[unit]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-count`}>How many</Label>
              <Input id={`${id}-count`} inputMode="numeric" autoComplete="off" value={settings.count} onChange={(e) => set("count")(e.target.value)} {...invalid("count")} />
            </div>
          </div>
          <FieldError id={`${id}-count-error`} className="-mt-3">{error?.field === "count" ? error.error : undefined}</FieldError>
          <p className="-mt-3 text-xs text-muted">
            {limit.min.toLocaleString("en-US")} to {limit.max.toLocaleString("en-US")} {limit.noun}.
          </p>

          <label htmlFor={`${id}-classic`} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
            <input id={`${id}-classic`} type="checkbox" checked={settings.classic} onChange={(e) => set("classic")(e.target.checked)} className="size-4 accent-brand-600" />
            Start with &ldquo;Lorem ipsum dolor sit amet…&rdquo;
          </label>

          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-format`}>Format</Label>
            <Select id={`${id}-format`} value={settings.format} onChange={(e) => set("format")(e.target.value as Format)}>
              {FORMATS.map((format) => (
                <option key={format} value={format}>
                  {FORMAT_LABELS[format].label}
                </option>
              ))}
            </Select>
          </div>

          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-ink">Words per sentence</legend>
            <div className="flex items-center gap-2">
              <Input aria-label="Fewest words per sentence" inputMode="numeric" autoComplete="off" value={settings.wordsMin} onChange={(e) => set("wordsMin")(e.target.value)} className="w-20" {...invalid("words")} />
              <span className="text-sm text-muted">to</span>
              <Input aria-label="Most words per sentence" inputMode="numeric" autoComplete="off" value={settings.wordsMax} onChange={(e) => set("wordsMax")(e.target.value)} className="w-20" {...invalid("words")} />
            </div>
            <FieldError id={`${id}-words-error`}>{error?.field === "words" ? error.error : undefined}</FieldError>
          </fieldset>
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-ink">Sentences per paragraph</legend>
            <div className="flex items-center gap-2">
              <Input aria-label="Fewest sentences per paragraph" inputMode="numeric" autoComplete="off" value={settings.sentencesMin} onChange={(e) => set("sentencesMin")(e.target.value)} className="w-20" {...invalid("sentences")} />
              <span className="text-sm text-muted">to</span>
              <Input aria-label="Most sentences per paragraph" inputMode="numeric" autoComplete="off" value={settings.sentencesMax} onChange={(e) => set("sentencesMax")(e.target.value)} className="w-20" {...invalid("sentences")} />
            </div>
            <FieldError id={`${id}-sentences-error`}>{error?.field === "sentences" ? error.error : undefined}</FieldError>
          </fieldset>

          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-seed`}>Seed</Label>
            <div className="flex gap-2">
              <Input id={`${id}-seed`} autoComplete="off" spellCheck={false} value={settings.seed} onChange={(e) => set("seed")(e.target.value)} className="font-mono" {...invalid("seed")} />
              <Button variant="outline" onClick={() => set("seed")(newSeed())}>
                <RefreshCw aria-hidden="true" /> New text
              </Button>
            </div>
            <FieldError id={`${id}-seed-error`}>{error?.field === "seed" ? error.error : undefined}</FieldError>
            <p className="text-xs text-muted">The same seed and settings always give the same text, here or on any other device.</p>
          </div>
        </ClientForm>

        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Label htmlFor={`${id}-output`}>Your text</Label>
            <p className="text-xs text-muted" data-testid="lorem-stats" aria-live="polite">
              {output !== null ? `${plural(output.length, "character")} · ${plural(countWords(settings.format === "plain" || settings.format === "markdown" ? output : stripMarkup(output)), "word")}` : ""}
            </p>
          </div>
          <Textarea
            id={`${id}-output`}
            readOnly
            value={output ?? ""}
            placeholder={error ? "Fix the setting marked in red to see the text." : ""}
            rows={16}
            className="font-mono text-sm"
            data-testid="lorem-output"
          />
          <div className="flex flex-wrap gap-2">
            <CopyButton value={output ?? ""} label="Copy text" accessibleName="Copy the text" copiedMessage="Text copied to the clipboard" size="md" variant="primary" />
            <Button
              variant="outline"
              disabled={!output}
              onClick={() => output && saveFile(new Blob([output], { type: `${FORMAT_LABELS[settings.format].mime};charset=utf-8` }), `lorem-ipsum.${FORMAT_LABELS[settings.format].ext}`)}
            >
              <Download aria-hidden="true" /> Download .{FORMAT_LABELS[settings.format].ext}
            </Button>
            <Button
              variant="outline"
              disabled={!shareUrl || !planned.ok}
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(shareUrl);
                  toast.success("Link copied", { description: "It opens this exact text, from its seed." });
                } catch {
                  toast.error("Error", { description: "Your browser did not allow copying. Copy the address bar instead." });
                }
              }}
            >
              <Link2 aria-hidden="true" /> Copy link to this text
            </Button>
          </div>
          <p className="text-sm text-muted">Made in your browser from the seed; nothing is sent anywhere.</p>
        </div>
      </CardContent>
    </Card>
  );
}

/** Words of HTML or JSON output, counted without tags and quotes. */
function stripMarkup(text: string): string {
  return text.replace(/<[^<>]*>/g, " ").replace(/["[\],]/g, " ");
}
