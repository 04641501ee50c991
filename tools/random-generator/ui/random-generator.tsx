"use client";

import { Dices, Download } from "lucide-react";
import { useId, useMemo, useState, type ReactNode } from "react";
import { useLazy } from "@/components/lazy/use-lazy";
import { DrawRecordPanel } from "@/components/random/draw-record-panel";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Input, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { MAX_SEED_LENGTH } from "@/lib/engines/random/seeded";
import { DEFAULT_NUMBERS, PLACES_MAX, TOOL_ID } from "../logic/defaults";
import type { DrawInputs, Mode } from "../logic/draw";
import type { Field, NumberSettings, SortOrder } from "../logic/numbers";
import type { DateSettings, ListSettings } from "../logic/simple";
import type { Preset } from "../logic/variant-pages";
import { ClientForm } from "@/components/forms/client-form";

const MODES: { value: Mode; label: string; action: string }[] = [
  { value: "numbers", label: "Numbers", action: "Generate" },
  { value: "dice", label: "Dice", action: "Roll" },
  { value: "coin", label: "Coin", action: "Flip" },
  { value: "yes-no", label: "Yes / No", action: "Ask" },
  { value: "list", label: "List", action: "Draw" },
  { value: "dates", label: "Dates", action: "Generate dates" },
];

type Settings = {
  numbers: NumberSettings;
  dice: { notation: string; rolls: string };
  coin: { count: string };
  "yes-no": { count: string };
  list: ListSettings;
  dates: DateSettings;
};

const DEFAULTS: Settings = {
  numbers: DEFAULT_NUMBERS,
  dice: { notation: "3d6+2", rolls: "1" },
  coin: { count: "1" },
  "yes-no": { count: "1" },
  list: { items: "", action: "shuffle", count: "1" },
  dates: { from: "2026-01-01", to: "2026-12-31", count: "1", unique: false, weekdaysOnly: false, sort: "none" },
};

const inputsOf = (mode: Mode, s: Settings) => ({ mode, settings: s[mode] }) as DrawInputs;

interface Drawn {
  mode: Mode;
  values: string[];
  at: string;
  seed: string | null;
}

const HISTORY_MAX = 10;

// The engine is fetched once the tool has hydrated; a Generate pressed before it lands waits for it.
const loadEngine = () => import("./engine");
const NOT_READY = { error: "The generator is still loading: try again in a moment." };

/** The Random Generator: numbers, dice, coins, yes/no, lists and dates, from the Web Crypto API or a seed. */
export function RandomGeneratorTool({ preset }: { preset?: Preset }) {
  const id = useId();
  const [mode, setMode] = useState<Mode>(preset?.mode ?? "numbers");
  const [settings, setSettings] = useState<Settings>(() => ({
    ...DEFAULTS,
    numbers: { ...DEFAULTS.numbers, ...preset?.numbers },
    dice: preset?.dice ?? DEFAULTS.dice,
  }));
  const [seeded, setSeeded] = useState(false);
  const [seed, setSeed] = useState("");
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [history, setHistory] = useState<Drawn[]>([]);

  const engine = useLazy(loadEngine, true);

  const inputs = useMemo(() => inputsOf(mode, settings), [mode, settings]);
  // Settings are checked as they are typed (a dry run on a fixed seed: cheap, every input is bounded), once the
  // engine is here (the first view's settings are the valid defaults or a preset).
  const check = useMemo(() => (engine ? engine.draw(inputs, engine.seededSource("check")) : null), [engine, inputs]);
  const error = check && "error" in check ? check : null;
  const seedError = seeded && !seed.trim() ? "Type a seed (any word or number), or switch back to crypto randomness." : seed.length > MAX_SEED_LENGTH ? `Seeds are up to ${MAX_SEED_LENGTH} characters.` : null;

  const update = <M extends Mode>(m: M, patch: Partial<Settings[M]>) => setSettings((s) => ({ ...s, [m]: { ...s[m], ...patch } }));
  const fieldProps = (field: Field) => (error?.field === field ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {});
  const errorAt = (field: Field) => (error?.field === field ? <FieldError id={`${id}-error`}>{error.error}</FieldError> : null);

  async function generate() {
    if (seedError && seeded) return;
    const e = engine ?? (await loadEngine());
    const outcome = e.draw(inputs, seeded ? e.seededSource(seed) : e.secureRandom());
    if (!("result" in outcome)) return;
    const made: Drawn = { mode, values: outcome.result, at: new Date().toISOString(), seed: seeded ? seed : null };
    setDrawn(made);
    setHistory((h) => [made, ...h].slice(0, HISTORY_MAX));
  }

  const action = MODES.find((m) => m.value === mode)!.action;
  const diceTerms = mode === "dice" && engine ? engine.parseDice(settings.dice.notation) : null;
  // Results drawn with settings that are now in error are not this draw's: they go while the error shows.
  const shown = drawn?.mode === mode && !error && !(seeded && seedError) ? drawn : null;

  return (
    <div className="flex flex-col gap-6">
      <Card data-tool-ui="random-generator">
        <CardContent className="flex flex-col gap-6">
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-ink">What to draw</legend>
            <div className="flex flex-wrap gap-1.5">
              {MODES.map((m) => (
                <label
                  key={m.value}
                  className={cn(
                    "cursor-pointer rounded-md border px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                    m.value === mode ? "border-brand-600 bg-brand-50 text-brand-800" : "border-line bg-surface text-muted hover:text-ink",
                  )}
                >
                  <input type="radio" name={`${id}-mode`} value={m.value} checked={m.value === mode} onChange={() => setMode(m.value)} className="sr-only" />
                  {m.label}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
            <ClientForm
              className="flex flex-col gap-4"
              aria-label="Settings"
              onRun={() => void generate()}
            >
              {mode === "numbers" ? (
                <>
                  <div className="grid grid-cols-2 gap-3">
                    <Field id={`${id}-min`} label="Minimum">
                      <Input id={`${id}-min`} inputMode="decimal" value={settings.numbers.min} onChange={(e) => update("numbers", { min: e.target.value })} {...fieldProps("min")} />
                    </Field>
                    <Field id={`${id}-max`} label="Maximum">
                      <Input id={`${id}-max`} inputMode="decimal" value={settings.numbers.max} onChange={(e) => update("numbers", { max: e.target.value })} {...fieldProps("max")} />
                    </Field>
                  </div>
                  {errorAt("min")}
                  {errorAt("max")}
                  <div className="grid grid-cols-2 gap-3">
                    <Field id={`${id}-count`} label="How many">
                      <Input id={`${id}-count`} inputMode="numeric" value={settings.numbers.count} onChange={(e) => update("numbers", { count: e.target.value })} {...fieldProps("count")} />
                    </Field>
                    <Field id={`${id}-places`} label="Decimal places">
                      <Select id={`${id}-places`} value={settings.numbers.places} onChange={(e) => update("numbers", { places: Number(e.target.value) })}>
                        {Array.from({ length: PLACES_MAX + 1 }, (_, p) => (
                          <option key={p} value={p}>
                            {p === 0 ? "0 (whole numbers)" : p}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  </div>
                  {errorAt("count")}
                  <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
                    <Check id={`${id}-unique`} checked={settings.numbers.unique} onChange={(unique) => update("numbers", { unique })}>
                      No repeats
                    </Check>
                    <SortSelect id={`${id}-sort`} value={settings.numbers.sort} onChange={(sort) => update("numbers", { sort })} />
                  </div>
                  <Field id={`${id}-exclude`} label="Leave out (optional)" hint="Numbers or ranges, separated by commas: 13, 20..29">
                    <Input id={`${id}-exclude`} value={settings.numbers.exclude} onChange={(e) => update("numbers", { exclude: e.target.value })} {...fieldProps("exclude")} />
                  </Field>
                  {errorAt("exclude")}
                </>
              ) : null}

              {mode === "dice" ? (
                <>
                  <Field id={`${id}-notation`} label="Dice notation" hint="3d6+2 · 4d6kh3 (keep the highest 3) · 2d20kl1 · d% · 1d8-1d4">
                    <Input id={`${id}-notation`} value={settings.dice.notation} onChange={(e) => update("dice", { notation: e.target.value })} className="font-mono" {...fieldProps("notation")} />
                  </Field>
                  {errorAt("notation")}
                  <div className="flex flex-wrap gap-2">
                    {["d6", "2d6", "d20", "3d6+2", "4d6kh3", "2d20kh1", "d%"].map((n) => (
                      <Button key={n} size="sm" variant="outline" onClick={() => update("dice", { notation: n })}>
                        {n}
                      </Button>
                    ))}
                  </div>
                  <Field id={`${id}-rolls`} label="Rolls">
                    <Input id={`${id}-rolls`} inputMode="numeric" value={settings.dice.rolls} onChange={(e) => update("dice", { rolls: e.target.value })} {...fieldProps("count")} />
                  </Field>
                  {errorAt("count")}
                  {diceTerms && Array.isArray(diceTerms) && diceTerms.length > 0 ? (
                    <p className="text-sm text-muted" data-testid="dice-range">
                      {engine?.formatNotation(diceTerms)} gives {engine?.diceRange(diceTerms).join(" to ")}.
                    </p>
                  ) : null}
                </>
              ) : null}

              {mode === "coin" || mode === "yes-no" ? (
                <>
                  <Field id={`${id}-flips`} label={mode === "coin" ? "Flips" : "Answers"}>
                    <Input id={`${id}-flips`} inputMode="numeric" value={settings[mode].count} onChange={(e) => update(mode, { count: e.target.value })} {...fieldProps("count")} />
                  </Field>
                  {errorAt("count")}
                </>
              ) : null}

              {mode === "list" ? (
                <>
                  <Field id={`${id}-items`} label="Items, one a line" hint="Each line is one entry; a name written twice is in twice.">
                    <Textarea id={`${id}-items`} rows={7} value={settings.list.items} onChange={(e) => update("list", { items: e.target.value })} placeholder={"Pizza\nTacos\nSushi\nCurry"} {...fieldProps("items")} />
                  </Field>
                  {errorAt("items")}
                  <div className="grid grid-cols-2 gap-3">
                    <Field id={`${id}-list-action`} label="Do">
                      <Select id={`${id}-list-action`} value={settings.list.action} onChange={(e) => update("list", { action: e.target.value as "shuffle" | "pick" })}>
                        <option value="shuffle">Shuffle the list</option>
                        <option value="pick">Pick some</option>
                      </Select>
                    </Field>
                    {settings.list.action === "pick" ? (
                      <Field id={`${id}-list-count`} label="How many">
                        <Input id={`${id}-list-count`} inputMode="numeric" value={settings.list.count} onChange={(e) => update("list", { count: e.target.value })} {...fieldProps("count")} />
                      </Field>
                    ) : null}
                  </div>
                  {errorAt("count")}
                </>
              ) : null}

              {mode === "dates" ? (
                <>
                  <div className="grid grid-cols-2 gap-3">
                    <Field id={`${id}-from`} label="From">
                      <Input id={`${id}-from`} type="date" value={settings.dates.from} onChange={(e) => update("dates", { from: e.target.value })} {...fieldProps("min")} />
                    </Field>
                    <Field id={`${id}-to`} label="To">
                      <Input id={`${id}-to`} type="date" value={settings.dates.to} onChange={(e) => update("dates", { to: e.target.value })} {...fieldProps("max")} />
                    </Field>
                  </div>
                  {errorAt("min")}
                  {errorAt("max")}
                  <Field id={`${id}-date-count`} label="How many">
                    <Input id={`${id}-date-count`} inputMode="numeric" value={settings.dates.count} onChange={(e) => update("dates", { count: e.target.value })} {...fieldProps("count")} />
                  </Field>
                  {errorAt("count")}
                  <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
                    <Check id={`${id}-date-unique`} checked={settings.dates.unique} onChange={(unique) => update("dates", { unique })}>
                      No repeats
                    </Check>
                    <Check id={`${id}-weekdays`} checked={settings.dates.weekdaysOnly} onChange={(weekdaysOnly) => update("dates", { weekdaysOnly })}>
                      Weekdays only
                    </Check>
                    <SortSelect id={`${id}-date-sort`} value={settings.dates.sort} onChange={(sort) => update("dates", { sort })} />
                  </div>
                </>
              ) : null}

              <fieldset className="flex flex-col gap-2 rounded-lg border border-line p-3">
                <legend className="px-1 text-sm font-medium text-ink">Randomness</legend>
                <Check id={`${id}-seeded`} checked={seeded} onChange={setSeeded}>
                  Seeded: the same seed always gives the same result
                </Check>
                {seeded ? (
                  <>
                    <Label htmlFor={`${id}-seed`}>Seed</Label>
                    <Input id={`${id}-seed`} value={seed} onChange={(e) => setSeed(e.target.value)} aria-invalid={seedError ? true : undefined} aria-describedby={seedError ? `${id}-seed-error` : undefined} />
                    <FieldError id={`${id}-seed-error`}>{seedError}</FieldError>
                  </>
                ) : (
                  <p className="text-xs text-muted">Crypto: your browser&apos;s cryptographic generator, unpredictable, fresh on every draw.</p>
                )}
              </fieldset>

              <Button type="submit" size="lg" disabled={Boolean(error) || (check !== null && "empty" in check) || Boolean(seeded && seedError)}>
                <Dices aria-hidden="true" /> {action}
              </Button>
            </ClientForm>

            <Results id={id} drawn={shown} />
          </div>
        </CardContent>
      </Card>

      <DrawRecordPanel tool={TOOL_ID} inputs={check && "result" in check ? inputs : null} run={engine ? engine.rerun : () => NOT_READY} onDrawn={(values) => setDrawn({ mode, values, at: new Date().toISOString(), seed: null })} />

      {history.length > 1 ? (
        <section aria-labelledby={`${id}-history`} className="flex flex-col gap-2">
          <h2 id={`${id}-history`} className="text-lg font-semibold text-ink">
            Earlier draws
          </h2>
          <ol className="flex flex-col gap-1 text-sm">
            {history.slice(1).map((h) => (
              <li key={h.at + h.values.length} className="truncate text-muted">
                <span className="font-mono">{h.at.slice(11, 19)}</span> · {MODES.find((m) => m.value === h.mode)!.label}: <span className="text-ink">{h.values.slice(0, 12).join(", ")}{h.values.length > 12 ? ` … (${h.values.length})` : ""}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

function Results({ id, drawn }: { id: string; drawn: Drawn | null }) {
  if (!drawn) {
    return (
      <div className="flex min-h-40 items-center justify-center rounded-lg border border-dashed border-line p-6 text-center text-sm text-muted">
        Results appear here. Nothing you type or draw leaves this page.
      </div>
    );
  }
  const { values, mode } = drawn;
  const single = values.length === 1 && mode !== "dice" && values[0]!.length <= 24;
  const tally = mode === "coin" || mode === "yes-no" ? tallyOf(values) : null;
  // The CSV writer loads when the button is pressed.
  const onCsv = async () => {
    const { resultsCsv } = await import("../logic/export");
    const csv = resultsCsv(values, mode);
    saveFile(new Blob([csv], { type: "text/csv" }), `random-${mode}.csv`);
  };
  return (
    <section aria-labelledby={`${id}-results`} className="flex min-w-0 flex-col gap-3" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-results`} className="text-base font-semibold text-ink">
          {values.length === 1 ? "Result" : `${values.length.toLocaleString("en-US")} results`}
        </h2>
        <div className="flex gap-2">
          <CopyButton value={values.join("\n")} label="Copy all" copiedMessage="The results are on your clipboard." />
          <Button size="sm" variant="outline" onClick={() => void onCsv()} aria-label="Download CSV">
            <Download aria-hidden="true" /> CSV
          </Button>
        </div>
      </div>
      {tally ? (
        <p className="text-sm text-muted" data-testid="tally">
          {tally}
        </p>
      ) : null}
      {single ? (
        <p className="rounded-lg bg-brand-50 py-6 text-center font-mono text-4xl font-semibold break-all text-brand-900 sm:text-5xl" data-testid="result-value">
          {values[0]}
        </p>
      ) : mode === "dice" ? (
        <ol className="flex max-h-96 flex-col gap-1 overflow-auto font-mono text-sm">
          {values.map((v, i) => (
            <li key={i} data-testid="result-value" className="rounded-md bg-slate-50 px-3 py-1.5 text-ink">
              {v}
            </li>
          ))}
        </ol>
      ) : (
        <ol className="flex max-h-96 flex-wrap gap-1.5 overflow-auto font-mono text-sm">
          {values.map((v, i) => (
            <li key={i} data-testid="result-value" className="rounded-md bg-slate-100 px-2 py-1 break-all text-ink">
              {v}
            </li>
          ))}
        </ol>
      )}
      {drawn.seed !== null ? <p className="text-xs text-muted">Seed “{drawn.seed}”: the same seed and settings give these results again.</p> : null}
    </section>
  );
}

function tallyOf(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, n]) => `${k}: ${n.toLocaleString("en-US")}`).join(" · ");
}

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

function SortSelect({ id, value, onChange }: { id: string; value: SortOrder; onChange: (v: SortOrder) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>Sort</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as SortOrder)} className="w-auto">
        <option value="none">As drawn</option>
        <option value="asc">Smallest first</option>
        <option value="desc">Largest first</option>
      </Select>
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
