"use client";

import { Copy, Shuffle } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { seededSource, MAX_SEED_LENGTH } from "@/lib/engines/random/seeded";
import { secureRandom, uniformInt } from "@/lib/engines/random/uniform";
import { BATCH_SIZE, checkKeyword, checkMaxLength, DEFAULT_MAX_LENGTH, generateNames, initials, MAX_KEYWORD, MAX_LENGTH, MIN_LENGTH, shortBatchMessage, type WordCount } from "../logic/generate";
import { THEME_LABELS, THEMES, type Theme } from "../logic/words";
import { Favourites, favouritesHook, StarButton } from "@/components/generators/favourites";
import { ClientForm } from "@/components/forms/client-form";

/** Starred team names, kept in this browser only (at most 100, newest first). */
const useFavourites = favouritesHook("utilify:team-name-generator:favourites", 100);

const WORD_OPTIONS: { value: string; label: string }[] = [
  { value: "any", label: "2–4 words" },
  { value: "2", label: "2 words" },
  { value: "3", label: "3 words" },
  { value: "4", label: "4 words" },
];

const SEED_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
function randomSeed(): string {
  const source = secureRandom();
  return Array.from({ length: 8 }, () => SEED_ALPHABET[uniformInt(SEED_ALPHABET.length, source)]).join("");
}

interface Batch {
  names: string[];
  short: boolean;
  seed: string;
  theme: Theme;
}

async function copyName(name: string) {
  try {
    await navigator.clipboard.writeText(name);
    toast.success("Copied!", { description: `${name} copied to the clipboard` });
  } catch {
    toast.error("Error", { description: "Your browser did not allow copying. Select the name and copy it instead." });
  }
}

/** The Team Name Generator itself. */
export function TeamNameGeneratorTool() {
  const id = useId();
  const [theme, setTheme] = useState<Theme>("sports");
  const [keyword, setKeyword] = useState("");
  const [keywordError, setKeywordError] = useState<string | null>(null);
  const [words, setWords] = useState("any");
  const [maxLength, setMaxLength] = useState(String(DEFAULT_MAX_LENGTH));
  const [alliterate, setAlliterate] = useState(false);
  const [seed, setSeed] = useState("");
  const [batch, setBatch] = useState<Batch | null>(null);
  const [busy, setBusy] = useState(false);
  const favourites = useFavourites();
  const length = checkMaxLength(maxLength);
  const tooLong = keyword.trim().length > MAX_KEYWORD;
  const shownKeywordError = tooLong ? `Keyword up to ${MAX_KEYWORD} characters` : keywordError;

  async function generate() {
    if (!length.ok || tooLong) return;
    setBusy(true);
    try {
      const { isClean } = await import("@/lib/engines/safe-words");
      const k = checkKeyword(keyword, isClean);
      if (!k.ok) {
        setKeywordError(k.error);
        setBatch(null);
        return;
      }
      setKeywordError(null);
      const seedText = seed.trim().slice(0, MAX_SEED_LENGTH) || randomSeed();
      const wordCount: WordCount = words === "any" ? "any" : (Number(words) as 2 | 3 | 4);
      const result = generateNames({ theme, keyword: k.value, alliterate, words: wordCount, maxLength: length.value }, seededSource(seedText), isClean);
      setBatch({ ...result, seed: seedText, theme });
    } catch {
      setKeywordError("The word check could not load. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card data-tool-ui="team-name-generator">
      <CardContent className="flex flex-col gap-5">
        <ClientForm
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          onRun={() => void generate()}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-theme`}>Theme</Label>
            <Select id={`${id}-theme`} value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
              {THEMES.map((t) => (
                <option key={t} value={t}>
                  {THEME_LABELS[t]}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-keyword`}>Keyword (optional)</Label>
            <Input
              id={`${id}-keyword`}
              value={keyword}
              placeholder="e.g. Tigers, your town, your office"
              onChange={(e) => {
                setKeyword(e.target.value);
                setKeywordError(null);
              }}
              maxLength={MAX_KEYWORD * 3}
              aria-invalid={shownKeywordError ? true : undefined}
              aria-describedby={shownKeywordError ? `${id}-keyword-error` : `${id}-keyword-hint`}
              autoComplete="off"
            />
            {shownKeywordError ? (
              <FieldError id={`${id}-keyword-error`}>{shownKeywordError}</FieldError>
            ) : (
              <p id={`${id}-keyword-hint`} className="text-xs text-muted">
                Woven into every name. Up to {MAX_KEYWORD} characters.
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-words`}>Words</Label>
            <Select id={`${id}-words`} value={words} onChange={(e) => setWords(e.target.value)}>
              {WORD_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-max`}>Max length</Label>
            <Input
              id={`${id}-max`}
              inputMode="numeric"
              value={maxLength}
              onChange={(e) => setMaxLength(e.target.value)}
              aria-invalid={!length.ok}
              aria-describedby={!length.ok ? `${id}-max-error` : `${id}-max-hint`}
            />
            {!length.ok ? (
              <FieldError id={`${id}-max-error`}>{length.error}</FieldError>
            ) : (
              <p id={`${id}-max-hint`} className="text-xs text-muted">
                Characters, spaces included ({MIN_LENGTH}–{MAX_LENGTH})
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-seed`}>Seed (optional)</Label>
            <Input id={`${id}-seed`} value={seed} placeholder="random" maxLength={MAX_SEED_LENGTH} onChange={(e) => setSeed(e.target.value)} autoComplete="off" spellCheck={false} aria-describedby={`${id}-seed-hint`} />
            <p id={`${id}-seed-hint`} className="text-xs text-muted">
              Same seed and settings, same names
            </p>
          </div>
          <div className="flex flex-col justify-end gap-3 sm:flex-row sm:items-end sm:justify-between lg:flex-col lg:items-stretch">
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="size-4 accent-brand-600" checked={alliterate} onChange={(e) => setAlliterate(e.target.checked)} />
              Alliteration (every word, same first letter)
            </label>
            <Button type="submit" disabled={busy || !length.ok || tooLong}>
              <Shuffle aria-hidden="true" />
              {busy ? "Generating…" : batch ? `${BATCH_SIZE} more names` : "Generate names"}
            </Button>
          </div>
        </ClientForm>

        <div aria-live="polite" className="flex flex-col gap-3">
          {batch ? (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <p className="mr-auto text-sm text-muted" data-testid="team-seed">
                  {batch.names.length} {batch.names.length === 1 ? "name" : "names"} · {THEME_LABELS[batch.theme]} · seed <code className="font-mono text-ink">{batch.seed}</code>
                </p>
                {batch.names.length ? <CopyButton value={batch.names.join("\n")} label="Copy all" copiedMessage={`${batch.names.length} team ${batch.names.length === 1 ? "name" : "names"} copied to the clipboard`} /> : null}
              </div>
              {batch.short ? (
                <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {batch.names.length
                    ? shortBatchMessage(batch.names.length)
                    : "No name fits these settings. Allow more words or a longer name, or turn off alliteration."}
                </p>
              ) : null}
              <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="team-names">
                {batch.names.map((name) => (
                  <li key={name} className="flex items-center gap-2 rounded-lg border border-line bg-surface px-2 py-1.5">
                    <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                      {initials(name)}
                    </span>
                    <span className="min-w-0 flex-1 text-sm font-medium break-words text-ink" data-testid="team-name">
                      {name}
                    </span>
                    <button
                      type="button"
                      className="rounded p-1 text-slate-500 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
                      aria-label={`Copy ${name}`}
                      onClick={() => void copyName(name)}
                    >
                      <Copy aria-hidden="true" className="size-4" />
                    </button>
                    <StarButton name={name} store={favourites} />
                  </li>
                ))}
              </ol>
            </>
          ) : !busy ? (
            <p className="text-sm text-muted">Pick a theme, add a keyword if you like, then press Generate names.</p>
          ) : null}
        </div>

        <Favourites store={favourites} />
      </CardContent>
    </Card>
  );
}
