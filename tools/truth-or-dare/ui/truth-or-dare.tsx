"use client";

import dynamic from "next/dynamic";
import { Maximize2, Minimize2, Shuffle, SkipForward, Users } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { secureRandom } from "@/lib/engines/random/uniform";
import { addPrompt, draw, MAX_PLAYERS, newGame, nextTurn, parsePlayers, randomKind, type Card as Dealt, type Game } from "../logic/game";
import { CATEGORIES, CATEGORY_LABELS, LOADERS, SETTING_LABELS, SETTINGS, type Category, type Kind, type Prompt, type Setting } from "../logic/prompt";
import { Choice } from "./choice";
import { CustomPrompts } from "./custom-prompts";
import { DareTimer } from "./dare-timer";

// The 18+ confirmation (Radix AlertDialog) loads the first time 18+ is chosen, not with the page.
// The 18+ question's dialog loads the first time it is asked.
const ConfirmDialog = dynamic(() => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });

const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));
const SETTING_OPTIONS = SETTINGS.map((s) => ({ value: s, label: SETTING_LABELS[s] }));
const TIMER_OPTIONS = [0, 30, 60, 90, 120] as const;
const CUSTOM_KEY = "utilify:truth-or-dare:custom";

/** Each category's prompts, imported the first time it is played (never with the page). */
const loaded = new Map<Category, Promise<readonly Prompt[]>>();
function load(category: Category): Promise<readonly Prompt[]> {
  let promise = loaded.get(category);
  if (!promise) {
    promise = LOADERS[category]();
    loaded.set(category, promise);
    promise.catch(() => loaded.delete(category));
  }
  return promise;
}

function readCustom(): Prompt[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CUSTOM_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (p): p is Prompt =>
        typeof p === "object" &&
        p !== null &&
        typeof p.id === "string" &&
        typeof p.text === "string" &&
        (p.kind === "truth" || p.kind === "dare") &&
        CATEGORIES.includes(p.category),
    );
  } catch {
    return [];
  }
}

/** The Truth or Dare game. */
export function TruthOrDareTool() {
  const id = useId();
  const [category, setCategory] = useState<Category>("party");
  const [setting, setSetting] = useState<Setting>("in-person");
  const [playersText, setPlayersText] = useState("");
  const [timer, setTimer] = useState(60);
  const [askAdult, setAskAdult] = useState(false);
  const [custom, setCustom] = useState<Prompt[]>([]);
  const [card, setCard] = useState<Dealt | null>(null);
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [full, setFull] = useState(false);
  const game = useRef<Game | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const players = parsePlayers(playersText);

  useEffect(() => {
    // After the first render (the server's HTML has no custom prompts), take this browser's own.
    void Promise.resolve().then(() => setCustom(readCustom()));
  }, []);

  function saveCustom(next: Prompt[]) {
    setCustom(next);
    try {
      localStorage.setItem(CUSTOM_KEY, JSON.stringify(next));
    } catch {
      // Storage blocked: the prompts still work for this visit.
    }
  }

  /** Any change to the game's settings ends the game in play: the next card comes from a fresh deck. */
  function reset() {
    game.current = null;
    setCard(null);
    setNotice(null);
  }

  async function ensureGame(): Promise<Game | null> {
    if (game.current) return game.current;
    if (!players.ok) return null;
    setBusy(true);
    setFailure(null);
    try {
      const prompts = await load(category);
      const g = newGame(prompts, { category, setting, players: players.value }, secureRandom());
      for (const p of custom) if (p.category === category && p.settings.includes(setting)) addPrompt(g, p);
      game.current = g;
      return g;
    } catch {
      setFailure("The prompts could not be loaded. Check your connection and try again.");
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function deal(kind: Kind | "random", { skip = false } = {}) {
    const g = await ensureGame();
    if (!g) return;
    if (card && !skip) nextTurn(g);
    const chosen = kind === "random" ? randomKind(g) : kind;
    const next = draw(g, chosen);
    if (!next) {
      setNotice(
        `There are no ${chosen === "dare" ? "dares" : "truths"} for ${CATEGORY_LABELS[category]} in a ${SETTING_LABELS[setting].toLowerCase()} game yet: add your own below.`,
      );
      return;
    }
    setCard(next);
    setRound((r) => r + 1);
    setNotice(next.reshuffled ? `That's every ${chosen} in the deck — we've shuffled them all back in.` : null);
  }

  function toggleFull() {
    const next = !full;
    setFull(next);
    try {
      if (next && root.current?.requestFullscreen) void root.current.requestFullscreen().catch(() => undefined);
      else if (!next && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    } catch {
      // The overlay alone stands in where the browser has no fullscreen (iPhone Safari).
    }
  }

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setFull(false);
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const isDare = card?.prompt.kind === "dare";
  const needs = card?.prompt.props ?? [];

  return (
    <Card data-tool-ui="truth-or-dare">
      <CardContent className="flex flex-col gap-5">
        <div className="grid gap-4 lg:grid-cols-2">
          <Choice
            legend="Who's playing"
            name={`${id}-category`}
            value={category}
            options={CATEGORY_OPTIONS}
            onChange={(c: Category) => {
              if (c === "adult" && category !== "adult") return setAskAdult(true);
              setCategory(c);
              reset();
            }}
          />
          <Choice
            legend="Where"
            name={`${id}-setting`}
            value={setting}
            options={SETTING_OPTIONS}
            onChange={(s: Setting) => {
              setSetting(s);
              reset();
            }}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-players`}>Players (optional)</Label>
            <Textarea
              id={`${id}-players`}
              rows={2}
              className="min-h-16"
              value={playersText}
              placeholder="One name a line, or Ann, Bo, Cy"
              onChange={(e) => {
                setPlayersText(e.target.value);
                reset();
              }}
              aria-invalid={!players.ok}
              aria-describedby={!players.ok ? `${id}-players-error` : `${id}-players-hint`}
            />
            {!players.ok ? (
              <FieldError id={`${id}-players-error`}>{players.error}</FieldError>
            ) : (
              <p id={`${id}-players-hint`} className="text-xs text-muted">
                Up to {MAX_PLAYERS}. Turns go in this order.
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-timer`}>Dare timer</Label>
            <Select id={`${id}-timer`} value={timer} onChange={(e) => setTimer(Number(e.target.value))} className="sm:w-48">
              {TIMER_OPTIONS.map((s) => (
                <option key={s} value={s}>
                  {s === 0 ? "Off" : `${s} seconds`}
                </option>
              ))}
            </Select>
          </div>
        </div>

        <div
          ref={root}
          className={
            full
              ? "fixed inset-0 z-50 flex flex-col gap-4 overflow-y-auto bg-surface p-4 sm:p-8"
              : "flex flex-col gap-4 rounded-xl border border-line bg-slate-50 p-4 sm:p-6"
          }
          data-testid="game"
        >
          <div className="flex items-center gap-2">
            <p className="mr-auto flex items-center gap-1.5 text-sm text-muted" data-testid="turn">
              <Users aria-hidden="true" className="size-4" />
              {card?.player ? (
                <span>
                  <strong className="text-ink">{card.player}</strong>&apos;s turn
                </span>
              ) : players.ok && players.value.length ? (
                <span>
                  <strong className="text-ink">{players.value[0]}</strong> goes first
                </span>
              ) : (
                <span>
                  {CATEGORY_LABELS[category]} · {SETTING_LABELS[setting]}
                </span>
              )}
            </p>
            <Button variant="ghost" size="sm" onClick={toggleFull} aria-pressed={full}>
              {full ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
              {full ? "Exit full screen" : "Full screen"}
            </Button>
          </div>

          <div aria-live="polite" className={`flex flex-col items-center justify-center gap-3 text-center ${full ? "flex-1" : "min-h-40"}`}>
            {card ? (
              <>
                <p className={`text-xs font-bold tracking-widest uppercase ${isDare ? "text-rose-700" : "text-brand-700"}`}>
                  {card.prompt.kind}
                  {card.prompt.custom ? " · yours" : ""}
                </p>
                <p className={`max-w-2xl font-semibold text-balance text-ink ${full ? "text-3xl sm:text-5xl" : "text-2xl sm:text-3xl"}`} data-testid="prompt">
                  {card.text}
                </p>
                {needs.length ? <p className="text-sm text-muted">You&apos;ll need: {needs.join(", ")}</p> : null}
              </>
            ) : (
              <p className="text-muted">Pick Truth, Dare or Random to draw the first card.</p>
            )}
            {notice ? (
              <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
                {notice}
              </p>
            ) : null}
          </div>

          {isDare && timer > 0 ? <DareTimer key={round} seconds={timer} /> : null}

          <div className="grid grid-cols-3 gap-2 sm:flex sm:justify-center">
            <Button size="lg" className="px-2 sm:min-w-36 sm:px-6" disabled={busy || !players.ok} onClick={() => void deal("truth")}>
              Truth
            </Button>
            <Button
              size="lg"
              className="bg-rose-600 px-2 hover:brightness-90 focus-visible:outline-rose-600 sm:min-w-36 sm:px-6"
              disabled={busy || !players.ok}
              onClick={() => void deal("dare")}
            >
              Dare
            </Button>
            <Button size="lg" variant="outline" className="px-2 sm:min-w-36 sm:px-6" disabled={busy || !players.ok} onClick={() => void deal("random")}>
              <Shuffle aria-hidden="true" /> Random
            </Button>
          </div>
          {card ? (
            <div className="flex justify-center">
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => void deal(card.prompt.kind, { skip: true })}>
                <SkipForward aria-hidden="true" /> Skip this one
              </Button>
            </div>
          ) : null}
          {failure ? <FieldError>{failure}</FieldError> : null}
        </div>

        <CustomPrompts
          category={category}
          prompts={custom}
          onAdd={(p) => {
            saveCustom([...custom, p]);
            if (game.current && p.settings.includes(setting)) addPrompt(game.current, p);
          }}
          onRemove={(pid) => {
            saveCustom(custom.filter((p) => p.id !== pid));
            reset();
          }}
        />
      </CardContent>

      {askAdult ? (
        <ConfirmDialog
          open={askAdult}
          onOpenChange={setAskAdult}
          title="Is everyone playing 18 or older?"
          confirmLabel="Yes, everyone is 18+"
          onConfirm={() => {
            setAskAdult(false);
            setCategory("adult");
            reset();
          }}
        >
          The 18+ deck is flirty and suggestive (never explicit). Only play it when every player is an adult and happy to. Dares that involve someone else need
          their yes.
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
