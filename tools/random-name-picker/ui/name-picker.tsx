"use client";

import { Maximize2, Shuffle, Trash2 } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { DrawRecordPanel } from "@/components/random/draw-record-panel";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import { uniformInt, secureRandom } from "@/lib/engines/random/uniform";
import { checkDraw, checkTeams, classroomPick, makeTeams, NAMES_MAX, parseNames, pickWinners, slices, spinTarget, type Entry } from "../logic/names";
import { rerun, TOOL_ID } from "../logic/record";
import { Wheel } from "./wheel";
import { ClientForm } from "@/components/forms/client-form";

type Mode = "wheel" | "instant" | "teams";
const MODES = [
  { value: "wheel", label: "Wheel" },
  { value: "instant", label: "Instant" },
  { value: "teams", label: "Teams" },
] as const;

const LIST_KEY = "utilify:name-picker:list";
const CLASS_KEY = "utilify:name-picker:classroom";

function load(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function save(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the list just isn't remembered.
  }
}

/** The Random Name Picker: a wheel, an instant pick or teams, drawn with the crypto sampler before any animation. */
export function NamePickerTool() {
  const id = useId();
  const [text, setText] = useState("");
  const [mode, setMode] = useState<Mode>("wheel");
  const [winnersText, setWinnersText] = useState("1");
  const [teamsText, setTeamsText] = useState("2");
  const [classroom, setClassroom] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [winners, setWinners] = useState<string[] | null>(null);
  const [teams, setTeams] = useState<string[][] | null>(null);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [pending, setPending] = useState<string[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const spin = useRef(0);
  const [reduced, setReduced] = useState(false);

  // The list and classroom round are kept in this browser only.
  useEffect(() => {
    const saved = load(LIST_KEY);
    const round = load(CLASS_KEY);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the browser's setting and saved list, once
    setReduced(window.matchMedia("(prefers-reduced-motion: reduce)").matches);
    // What was typed before the page hydrated wins over the saved list.
    if (saved) setText((typed) => typed || saved);
    if (round) {
      try {
        const parsed = JSON.parse(round) as unknown;
        if (Array.isArray(parsed)) setPicked(parsed.filter((n): n is string => typeof n === "string"));
      } catch {
        // A damaged entry starts a fresh round.
      }
    }
  }, []);

  // The list is saved a moment after the typing (or a line-by-line insertion) stops, not on every change: writing the
  // whole list each time costs in proportion to its length, again and again. A tab closed sooner still keeps it.
  const unsaved = useRef<string | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(() => {
    clearTimeout(saveTimer.current);
    if (unsaved.current !== null) save(LIST_KEY, unsaved.current);
    unsaved.current = null;
  }, []);
  function saveSoon(value: string) {
    unsaved.current = value;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(flush, 400);
  }
  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  const parsed = useMemo(() => parseNames(text), [text]);
  const entries: Entry[] = "entries" in parsed ? parsed.entries : [];
  const names = entries.map((e) => e.name);
  const weighted = entries.some((e) => e.weight > 1);
  const winnersCount = classroom ? 1 : /^\d{1,4}$/.test(winnersText.trim()) ? Number(winnersText) : Number.NaN;
  const teamsCount = /^\d{1,4}$/.test(teamsText.trim()) ? Number(teamsText) : Number.NaN;

  const listError = "error" in parsed ? parsed.error : null;
  const empty = entries.length === 0 && !listError;
  const drawError = listError ?? (empty ? null : mode === "teams" ? checkTeams(entries.length, teamsCount) : checkDraw(entries, winnersCount));

  function onText(value: string) {
    spin.current++;
    setSpinning(false);
    setText(value);
    saveSoon(value);
    setWinners(null);
    setTeams(null);
  }

  function reveal(result: string[], spinId = spin.current) {
    if (spinId !== spin.current) return;
    setWinners(result);
    setSpinning(false);
    setPending(null);
  }

  function run(result: string[]) {
    const spinId = ++spin.current;
    setTeams(null);
    if (mode !== "wheel") {
      reveal(result);
      return;
    }
    // The winner is already drawn: the wheel only shows it, stopping inside its slice.
    const index = names.indexOf(result[0]!);
    const offset = uniformInt(1000, secureRandom()) / 1000;
    setWinners(null);
    setPending(result);
    setRotation((current) => spinTarget(slices(entries)[index]!, current, 5, offset));
    if (reduced) reveal(result);
    else {
      setSpinning(true);
      // Should the transition's end never arrive (a hidden tab), the result still shows.
      setTimeout(() => reveal(result, spinId), 6000);
    }
  }

  function go() {
    if (drawError || empty) return;
    if (mode === "teams") {
      setWinners(null);
      setTeams(makeTeams(names, teamsCount, secureRandom()));
      return;
    }
    if (classroom) {
      const next = classroomPick(names, picked, secureRandom());
      setPicked(next.picked);
      save(CLASS_KEY, JSON.stringify(next.picked));
      setNote(next.newRound ? "Everyone had a turn: a new round started." : null);
      run([next.winner]);
      return;
    }
    setNote(null);
    run(pickWinners(entries, winnersCount, secureRandom()));
  }

  function removeWinners() {
    if (!winners) return;
    const out = new Set(winners.map((w) => w.toLocaleLowerCase("en-US")));
    const kept = text.split(/\r?\n/).filter((line) => {
      const one = parseNames(line);
      return !("entries" in one) || one.entries.length === 0 || !out.has(one.entries[0]!.name.toLocaleLowerCase("en-US"));
    });
    onText(kept.join("\n"));
  }

  function newRound() {
    setPicked([]);
    save(CLASS_KEY, "[]");
    setNote("New round: everyone can be picked again.");
  }

  const recordInputs = !drawError && !empty && mode !== "teams" && !classroom ? { entries, winners: winnersCount } : null;
  const pickedHere = picked.filter((n) => names.includes(n));

  return (
    <div className="flex flex-col gap-6">
      <Card data-tool-ui="random-name-picker">
        <CardContent className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          <ClientForm
            className="flex flex-col gap-4"
            aria-label="Names and settings"
            onRun={() => go()}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-names`}>Names, one a line</Label>
              <Textarea
                id={`${id}-names`}
                rows={9}
                value={text}
                onChange={(e) => onText(e.target.value)}
                placeholder={"Ada\nGrace\nAlan x2\nKatherine"}
                aria-invalid={listError ? true : undefined}
                aria-describedby={`${id}-names-help${listError ? ` ${id}-names-error` : ""}`}
              />
              <p id={`${id}-names-help`} className="text-xs text-muted">
                Up to {NAMES_MAX.toLocaleString("en-US")} names. Weights: “Alan x2” or a second column. Saved in this browser only.
              </p>
              <FieldError id={`${id}-names-error`}>{listError}</FieldError>
              {"entries" in parsed && parsed.entries.length > 0 ? (
                <p className="text-sm text-muted" data-testid="list-summary">
                  {parsed.entries.length} name{parsed.entries.length === 1 ? "" : "s"}
                  {weighted ? `, ${entries.reduce((s, e) => s + e.weight, 0)} tickets in all` : ""}.
                  {parsed.duplicates.length > 0
                    ? ` Written more than once, so counted once with the weights added: ${parsed.duplicates.slice(0, 5).map((d) => `${d.name} (${d.times}×)`).join(", ")}${parsed.duplicates.length > 5 ? "…" : ""}.`
                    : ""}
                </p>
              ) : null}
            </div>
            <Segmented legend="How to pick" name={`${id}-mode`} value={mode} options={MODES} onChange={(m) => { setMode(m); setWinners(null); setTeams(null); }} />
            {mode === "teams" ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-teams`}>Number of teams</Label>
                <Input id={`${id}-teams`} inputMode="numeric" value={teamsText} onChange={(e) => setTeamsText(e.target.value)} aria-invalid={drawError && !listError ? true : undefined} />
              </div>
            ) : (
              <>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-winners`}>Winners</Label>
                  <Input id={`${id}-winners`} inputMode="numeric" value={classroom ? "1" : winnersText} disabled={classroom} onChange={(e) => setWinnersText(e.target.value)} aria-invalid={drawError && !listError ? true : undefined} />
                </div>
                <label className="flex cursor-pointer items-center gap-2 text-sm text-ink">
                  <input type="checkbox" checked={classroom} onChange={(e) => setClassroom(e.target.checked)} className="size-4 accent-brand-600" />
                  Classroom mode: nobody twice until everyone has been
                </label>
                {classroom ? (
                  <div className="flex flex-wrap items-center gap-2 text-sm text-muted" data-testid="classroom-status">
                    {pickedHere.length} of {names.length} had a turn this round.
                    <Button size="sm" variant="outline" onClick={newRound}>
                      Start a new round
                    </Button>
                  </div>
                ) : null}
              </>
            )}
            {drawError && !listError ? <FieldError>{drawError}</FieldError> : null}
            <Button type="submit" size="lg" disabled={Boolean(drawError) || empty || spinning}>
              <Shuffle aria-hidden="true" /> {mode === "wheel" ? "Spin" : mode === "instant" ? "Pick" : "Make teams"}
            </Button>
          </ClientForm>

          <div ref={stage} className="flex min-w-0 flex-col gap-4 bg-surface">
            {mode === "wheel" && entries.length > 0 ? (
              <Wheel entries={entries} rotation={rotation} animate={!reduced} onStop={() => pending && reveal(pending)} />
            ) : null}
            {empty && mode !== "teams" ? (
              <div className="flex min-h-40 items-center justify-center rounded-lg border border-dashed border-line p-6 text-center text-sm text-muted">
                Paste or type names to fill the wheel. Nothing you type leaves this page.
              </div>
            ) : null}
            <div aria-live="polite" className="flex flex-col gap-3">
              {note ? <p className="text-sm text-muted">{note}</p> : null}
              {winners ? (
                <div className="flex flex-col gap-2 rounded-lg bg-brand-50 p-4">
                  <p className="text-sm font-medium text-brand-900">{winners.length === 1 ? "The winner" : `${winners.length} winners, in the order drawn`}</p>
                  <ol className="flex flex-col gap-1">
                    {winners.map((w, i) => (
                      <li key={w} data-testid="winner" className={i === 0 ? "text-2xl font-semibold break-words text-brand-900" : "text-lg text-ink"}>
                        {w}
                      </li>
                    ))}
                  </ol>
                  {!classroom ? (
                    <Button size="sm" variant="outline" onClick={removeWinners} className="self-start">
                      <Trash2 aria-hidden="true" /> Remove {winners.length === 1 ? "the winner" : "the winners"} from the list
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {teams ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  {teams.map((team, i) => (
                    <section key={i} aria-label={`Team ${i + 1}`} className="rounded-lg border border-line p-3" data-testid="team">
                      <h3 className="mb-1 text-sm font-semibold text-ink">
                        Team {i + 1} ({team.length})
                      </h3>
                      <ul className="text-sm text-ink">
                        {team.map((name) => (
                          <li key={name}>{name}</li>
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              ) : null}
            </div>
            {mode === "wheel" && entries.length > 0 ? (
              <Button variant="ghost" size="sm" className="self-end" onClick={() => void stage.current?.requestFullscreen?.().catch(() => {})}>
                <Maximize2 aria-hidden="true" /> Fullscreen
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
      <DrawRecordPanel tool={TOOL_ID} inputs={recordInputs} run={rerun} what="draw of names" onDrawn={(result) => run(result)} />
    </div>
  );
}
