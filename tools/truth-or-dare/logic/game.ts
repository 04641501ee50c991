import { shuffle, uniformInt, type RandomSource } from "@/lib/engines/random/uniform";
import type { Category, Kind, Prompt, Setting } from "./prompt";
import { excerpt } from "@/lib/engines/text/quote-text";

/**
 * A game of Truth or Dare: players taking turns in order, and one deck of truths and one of dares, each shuffled
 * (Fisher–Yates on lib/engines/random) and dealt without repeats until it is empty, then shuffled again — the game says so.
 * Pure and synchronous; the UI keeps one Game in a ref.
 */

export const MAX_PLAYERS = 20;
export const MAX_PLAYER_NAME = 30;

export interface GameOptions {
  category: Category;
  setting: Setting;
  players: readonly string[];
}

export interface Deck {
  /** Prompts still to come, next one last. */
  pile: Prompt[];
  /** Every prompt of this kind that suits the game (the pile is refilled from it). */
  pool: Prompt[];
}

export interface Game {
  options: GameOptions;
  decks: Record<Kind, Deck>;
  /** Whose turn it is (an index into options.players; 0 when nobody is named). */
  turn: number;
  source: RandomSource;
  last: Partial<Record<Kind, string>>;
}

export interface Card {
  prompt: Prompt;
  /** The text with {player} filled in. */
  text: string;
  /** Whose turn it is, or null when no players are named. */
  player: string | null;
  /** True when the deck ran out before this card and was shuffled again. */
  reshuffled: boolean;
}

/** The prompts that suit the game: its category only (so Kids never sees a rated prompt) and its setting. */
export function suitable(prompts: readonly Prompt[], options: Pick<GameOptions, "category" | "setting">): Prompt[] {
  return prompts.filter((p) => p.category === options.category && p.settings.includes(options.setting));
}

function deckOf(pool: Prompt[], source: RandomSource): Deck {
  return { pool, pile: shuffle(pool.slice(), source) };
}

export function newGame(prompts: readonly Prompt[], options: GameOptions, source: RandomSource): Game {
  const fit = suitable(prompts, options);
  return {
    options,
    decks: { truth: deckOf(fit.filter((p) => p.kind === "truth"), source), dare: deckOf(fit.filter((p) => p.kind === "dare"), source) },
    turn: 0,
    source,
    last: {},
  };
}

/** Adds a prompt (a custom one) somewhere random in what is left of its deck, so it comes up this round. */
export function addPrompt(game: Game, prompt: Prompt): void {
  const deck = game.decks[prompt.kind];
  deck.pool.push(prompt);
  deck.pile.splice(uniformInt(deck.pile.length + 1, game.source), 0, prompt);
}

export function currentPlayer(game: Game): string | null {
  const { players } = game.options;
  return players.length ? players[game.turn % players.length]! : null;
}

/** Fills {player} with another player (never the one whose turn it is), or "someone" when nobody else is named. */
export function fillPlayer(text: string, game: Game): string {
  if (!text.includes("{player}")) return text;
  const { players } = game.options;
  const me = players.length ? game.turn % players.length : -1;
  const others = players.filter((_, i) => i !== me);
  return text.replace(/\{player\}/g, () => (others.length ? others[uniformInt(others.length, game.source)]! : "someone"));
}

/**
 * The next card of `kind` for the current player. When the pile is empty it is shuffled again from the pool
 * (`reshuffled`), and the card just played is moved off the top so it never comes twice in a row. Null when the
 * deck has no prompt at all for this category and setting.
 */
export function draw(game: Game, kind: Kind): Card | null {
  const deck = game.decks[kind];
  if (!deck.pool.length) return null;
  let reshuffled = false;
  if (!deck.pile.length) {
    deck.pile = shuffle(deck.pool.slice(), game.source);
    reshuffled = true;
    const top = deck.pile.length - 1;
    if (top > 0 && deck.pile[top]!.id === game.last[kind]) [deck.pile[0], deck.pile[top]] = [deck.pile[top]!, deck.pile[0]!];
  }
  const prompt = deck.pile.pop()!;
  game.last[kind] = prompt.id;
  return { prompt, text: fillPlayer(prompt.text, game), player: currentPlayer(game), reshuffled };
}

/** Truth or dare, each with probability 1/2 (or whichever deck has prompts). */
export function randomKind(game: Game): Kind {
  if (!game.decks.dare.pool.length) return "truth";
  if (!game.decks.truth.pool.length) return "dare";
  return uniformInt(2, game.source) === 0 ? "truth" : "dare";
}

/** The turn passes to the next player, in the order they were entered, wrapping round. */
export function nextTurn(game: Game): void {
  const n = game.options.players.length;
  game.turn = n ? (game.turn + 1) % n : 0;
}

/** How many prompts are left in each deck before it is shuffled again. */
export function remaining(game: Game): Record<Kind, number> {
  return { truth: game.decks.truth.pile.length, dare: game.decks.dare.pile.length };
}

export type Check<T> = { ok: true; value: T } | { ok: false; error: string };

/** The player list from the names typed, one a line or comma-separated; blanks dropped, duplicates refused. */
export function parsePlayers(text: string): Check<string[]> {
  if (text.length > MAX_PLAYERS * (MAX_PLAYER_NAME + 2) * 2) return { ok: false, error: `Up to ${MAX_PLAYERS} players, names up to ${MAX_PLAYER_NAME} characters` };
  const names = text
    .split(/[\n,]/)
    .map((s) => s.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  if (names.length > MAX_PLAYERS) return { ok: false, error: `Up to ${MAX_PLAYERS} players` };
  const long = names.find((n) => n.length > MAX_PLAYER_NAME);
  if (long) return { ok: false, error: `Names up to ${MAX_PLAYER_NAME} characters: shorten “${excerpt(long, 12)}”` };
  const seen = new Set<string>();
  for (const n of names) {
    const key = n.toLocaleLowerCase();
    if (seen.has(key)) return { ok: false, error: `“${n}” is in the list twice: add an initial to tell them apart` };
    seen.add(key);
  }
  return { ok: true, value: names };
}
