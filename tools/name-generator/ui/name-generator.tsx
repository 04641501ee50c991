"use client";

import type { Faker } from "@faker-js/faker";
import { Braces, Download, Link2, Shuffle } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { Segmented } from "@/components/ui/segmented";
import { MAX_NAMES, MIN_NAMES, parseCount } from "../logic/count";
import { namesCsv, namesJson, namesText, shownName, type View } from "../logic/export";
import { EXAMPLE_DOMAINS, generateNames, type ExampleDomain, type NameRow, type SexChoice } from "../logic/generate";
import { NAME_LOCALES, nameLocale, type NameLocale } from "../logic/locales";
import { parseSeed, randomSeed, seedWords } from "../logic/seed";
import { DEFAULT_SETTINGS, readSettings, writeSettings, type Settings } from "../logic/url";
import { Favourites, favouritesHook, StarButton } from "@/components/generators/favourites";
import { ClientForm } from "@/components/forms/client-form";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** Starred names, kept in this browser only (at most 200, newest first). */
const useFavourites = favouritesHook("utilify:name-generator:favourites", 200);

const SEX_OPTIONS = [
  { value: "any", label: "Any" },
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
] as const;

const VIEW_OPTIONS = [
  { value: "full", label: "Full names" },
  { value: "given", label: "First" },
  { value: "family", label: "Last" },
  { value: "rows", label: "Test data" },
] as const;

/** Each locale's faker, imported the first time that locale is used (never with the page). */
const loaded = new Map<string, Promise<Faker>>();
function loadLocale(locale: NameLocale): Promise<Faker> {
  let promise = loaded.get(locale.id);
  if (!promise) {
    promise = locale.load();
    loaded.set(locale.id, promise);
    promise.catch(() => loaded.delete(locale.id));
  }
  return promise;
}

interface Batch {
  rows: NameRow[];
  seed: string;
  view: View;
  locale: NameLocale;
}

/** The Name Generator itself. */
export function NameGeneratorTool() {
  const id = useId();
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const [ignored, setIgnored] = useState<string[]>([]);
  const [batch, setBatch] = useState<Batch | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const favourites = useFavourites();
  const started = useRef(false);

  const locale = nameLocale(settings.locale) ?? NAME_LOCALES[0]!;
  const count = parseCount(settings.count);
  const seed = parseSeed(settings.seed);
  const ready = count.ok === true && seed.ok;
  const set = (patch: Partial<Settings>) => setSettings((s) => ({ ...s, ...patch }));

  async function generate(from: Settings) {
    const fromLocale = nameLocale(from.locale) ?? NAME_LOCALES[0]!;
    const n = parseCount(from.count);
    const s = parseSeed(from.seed);
    if (n.ok !== true || !s.ok) return;
    // A typed seed (or a shared link's) is used as it is; otherwise each batch gets a fresh one from the Web Crypto API.
    const seedText = s.value || randomSeed();
    setBusy(true);
    setFailure(null);
    try {
      const faker = await loadLocale(fromLocale);
      faker.seed(await seedWords(seedText));
      const rows = generateNames(faker, { locale: fromLocale, sex: from.sex, count: n.value, middle: from.middle, domain: from.domain });
      setBatch({ rows, seed: seedText, view: from.view, locale: fromLocale });
      const query = writeSettings({ ...from, seed: seedText });
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
    } catch {
      setFailure("The names for this language could not be loaded. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  // A shared link's settings, once after mount. A layout effect, so they are applied before what the visitor typed
  // while the page loaded is handed to React (KeepTypedText, later in the tool's area): each field they typed in keeps
  // their text, the others take the link's.
  const [linkSeed, setLinkSeed] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    const search = window.location.search;
    if (!search) return;
    const read = readSettings(search);
    // The link's seed names its batch; the seed field stays empty, so "New names" then draws new people.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the link this page was opened with, read once on mount
    setSettings((s) => ({ ...s, ...read.settings, seed: "" }));
    setIgnored(read.ignored);
    if (read.settings.seed) setLinkSeed(read.settings.seed);
  }, []);

  // A link with a seed shows its batch at once: for the settings as they stand once that hand-over is done.
  useEffect(() => {
    if (linkSeed === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- done with the link: a one-off, not a cascade
    setLinkSeed(null);
    void generate({ ...settings, seed: settings.seed || linkSeed });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when the link's seed is read
  }, [linkSeed]);

  // The view and the e-mail domain re-shape the batch without drawing new people.
  const rows = batch?.rows ?? [];
  const view = settings.view;
  const shown = batch && settings.domain !== rows[0]?.email.split("@")[1] ? rows.map((r) => ({ ...r, email: `${r.username}@${settings.domain}` })) : rows;
  const shareUrl = batch ? `${window.location.origin}${window.location.pathname}?${writeSettings({ ...settings, seed: batch.seed })}` : "";

  return (
    <Card data-tool-ui="name-generator" onPointerEnter={() => void loadLocale(locale).catch(() => undefined)}>
      <CardContent className="flex flex-col gap-5">
        <ClientForm
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          onRun={() => void generate(settings)}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-locale`}>Language and country</Label>
            <Select id={`${id}-locale`} value={settings.locale} onChange={(e) => set({ locale: e.target.value })} onFocus={() => void loadLocale(locale).catch(() => undefined)}>
              {NAME_LOCALES.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-count`}>How many</Label>
            <Input
              id={`${id}-count`}
              inputMode="numeric"
              value={settings.count}
              onChange={(e) => set({ count: e.target.value })}
              aria-invalid={count.ok === false}
              aria-describedby={count.ok === false ? `${id}-count-error` : `${id}-count-hint`}
            />
            {count.ok === false ? (
              <FieldError id={`${id}-count-error`}>{count.error}</FieldError>
            ) : (
              <p id={`${id}-count-hint`} className="text-xs text-muted">
                {MIN_NAMES}–{MAX_NAMES} at a time
              </p>
            )}
          </div>
          <Segmented legend="Sex" name={`${id}-sex`} value={settings.sex} options={SEX_OPTIONS} onChange={(sex: SexChoice) => set({ sex })} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-seed`}>Seed (optional)</Label>
            <Input
              id={`${id}-seed`}
              value={settings.seed}
              placeholder="random"
              onChange={(e) => set({ seed: e.target.value })}
              aria-invalid={!seed.ok}
              aria-describedby={!seed.ok ? `${id}-seed-error` : `${id}-seed-hint`}
              autoComplete="off"
              spellCheck={false}
            />
            {!seed.ok ? (
              <FieldError id={`${id}-seed-error`}>{seed.error}</FieldError>
            ) : (
              <p id={`${id}-seed-hint`} className="text-xs text-muted">
                Same seed, same names
              </p>
            )}
          </div>
          <Segmented legend="Show" name={`${id}-view`} value={settings.view} options={VIEW_OPTIONS} onChange={(v: View) => set({ view: v })} className="sm:col-span-2" />
          <div className="flex flex-col justify-end gap-3 sm:col-span-2 sm:flex-row sm:items-end lg:justify-end">
            <label className={`flex items-center gap-2 text-sm ${locale.middle ? "text-ink" : "text-muted"}`}>
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={settings.middle && locale.middle !== null}
                disabled={!locale.middle}
                onChange={(e) => set({ middle: e.target.checked })}
              />
              {locale.middle === "patronymic" ? "Add a patronymic" : "Add a middle name"}
            </label>
            {view === "rows" ? (
              <div className="flex items-center gap-2">
                <Label htmlFor={`${id}-domain`} className="whitespace-nowrap">
                  E-mail domain
                </Label>
                <Select id={`${id}-domain`} value={settings.domain} onChange={(e) => set({ domain: e.target.value as ExampleDomain })} className="w-40">
                  {EXAMPLE_DOMAINS.map((d) => (
                    <option key={d}>{d}</option>
                  ))}
                </Select>
              </div>
            ) : null}
            <Button type="submit" disabled={!ready || busy} className="sm:ml-auto">
              <Shuffle aria-hidden="true" />
              {busy ? "Generating…" : batch ? "New names" : "Generate names"}
            </Button>
          </div>
        </ClientForm>

        {!locale.middle && settings.middle ? (
          <p className="text-sm text-muted">{locale.label} names in our data have no middle names, so none are added.</p>
        ) : null}
        {ignored.length ? (
          <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            This link had settings we don&apos;t use, so the defaults stand in: {ignored.join("; ")}.
          </p>
        ) : null}
        {failure ? <FieldError>{failure}</FieldError> : null}

        <div aria-live="polite" className="flex flex-col gap-3">
          {batch && rows.length ? (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <p className="mr-auto text-sm text-muted" data-testid="name-seed">
                  {rows.length} {rows.length === 1 ? "name" : "names"} · {batch.locale.label} · seed <code className="font-mono text-ink">{batch.seed}</code>
                </p>
                <CopyButton value={namesText(shown, view)} label="Copy" copiedMessage={`${rows.length} ${view === "rows" ? "rows" : "names"} copied to the clipboard`} />
                <Button variant="outline" size="sm" onClick={() => saveFile(new Blob([namesCsv(shown, view)], { type: "text/csv;charset=utf-8" }), "names.csv")}>
                  <Download aria-hidden="true" /> CSV
                </Button>
                <Button variant="outline" size="sm" onClick={() => saveFile(new Blob([namesJson(shown, view)], { type: "application/json" }), "names.json")}>
                  <Braces aria-hidden="true" /> JSON
                </Button>
                <CopyButton value={shareUrl} label="Copy link" copiedMessage="Link to these names copied" />
              </div>
              {view === "rows" ? (
                <ScrollRegion label="Test-data rows, scrollable" className="rounded-lg border border-line">
                  <table className="w-full text-left text-sm" data-testid="name-rows">
                    <caption className="sr-only">Test-data rows</caption>
                    <thead className="bg-slate-50">
                      <tr>
                        <th scope="col" className="px-3 py-2 font-semibold">Full name</th>
                        <th scope="col" className="px-3 py-2 font-semibold">Sex</th>
                        <th scope="col" className="px-3 py-2 font-semibold">Username</th>
                        <th scope="col" className="px-3 py-2 font-semibold">E-mail</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-line">
                      {shown.map((r, i) => (
                        <tr key={`${i}-${r.username}`}>
                          <td className="px-3 py-1.5 whitespace-nowrap">{r.full}</td>
                          <td className="px-3 py-1.5">{r.sex}</td>
                          <td className="px-3 py-1.5 font-mono">{r.username}</td>
                          <td className="px-3 py-1.5 font-mono whitespace-nowrap">{r.email}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              ) : (
                <ol className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3" data-testid="name-list">
                  {shown.map((r, i) => {
                    const name = shownName(r, view);
                    return (
                      <li key={`${i}-${name}`} className="flex items-center justify-between gap-2 rounded-md px-2 py-1 hover:bg-slate-50">
                        <span className="text-ink" lang={batch.locale.id.replace("_", "-")}>
                          {name}
                        </span>
                        <StarButton name={name} store={favourites} />
                      </li>
                    );
                  })}
                </ol>
              )}
              <p className="flex items-center gap-1.5 text-xs text-muted">
                <Link2 aria-hidden="true" className="size-3.5" /> The page&apos;s address now holds these settings and the seed: open it again for the same names.
              </p>
            </>
          ) : !busy ? (
            <p className="text-sm text-muted">Choose a language, how many names and for whom, then press Generate names.</p>
          ) : null}
        </div>

        <Favourites store={favourites} />
      </CardContent>
    </Card>
  );
}
