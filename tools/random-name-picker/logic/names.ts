import { sampleIndices } from "@/lib/engines/random/sample";
import { shuffle, uniformInt, type RandomSource } from "@/lib/engines/random/uniform";
import { excerpt } from "@/lib/engines/text/quote-text";

/**
 * The Random Name Picker's list and draws. A line is a name, optionally with a whole-number weight: `Alice x3`,
 * `Alice ×3`, `Alice, 3` or `Alice<tab>3` (a pasted spreadsheet column). A name written twice is one entry whose
 * weights add up (two raffle tickets = weight 2), compared without regard to case or surrounding spaces.
 * Winners are drawn one at a time without replacement, each with probability weight / total weight left.
 */

export const NAMES_MAX = 1_000;
export const NAME_MAX_CHARS = 100;
export const LIST_MAX_CHARS = 200_000;
export const WEIGHT_MAX = 100;

export interface Entry {
  name: string;
  weight: number;
}

export interface ParsedList {
  entries: Entry[];
  /** Names written more than once, with how many times (merged; weights added). */
  duplicates: { name: string; times: number }[];
}

function splitWeight(line: string): { name: string; weight: number } | { error: string } {
  let end = line.length;
  while (end > 0 && line[end - 1]! >= "0" && line[end - 1]! <= "9") end--;
  const digits = line.slice(end);
  if (digits && end > 0 && end < line.length) {
    let at = end;
    while (at > 0 && line[at - 1] === " ") at--;
    const mark = line[at - 1];
    if (mark === "x" || mark === "×" || mark === "," || mark === "\t" || (mark === "X" && at >= 2 && line[at - 2] === " ")) {
      const before = line.slice(0, at - 1);
      // "x3" needs a space before the x ("Max3" is a name); a comma or tab does not.
      if ((mark === "x" || mark === "×") && !/\s$/.test(before)) return { name: line, weight: 1 };
      const name = before.trim();
      const weight = Number(digits);
      if (!name) return { name: line, weight: 1 };
      if (!Number.isInteger(weight) || weight < 1 || weight > WEIGHT_MAX) return { error: `“${excerpt(name, 40)}” has weight ${digits}: weights are whole numbers from 1 to ${WEIGHT_MAX}.` };
      return { name, weight };
    }
  }
  return { name: line, weight: 1 };
}

/**
 * The list's entries, or why it can't be used. The limits are checked as the list is read, so a list past them costs
 * only the reading up to the limit: the 1,001st different name ends the work, however many lines follow.
 */
export function parseNames(text: string): ParsedList | { error: string } {
  if (text.length > LIST_MAX_CHARS) return { error: `The list is too long: up to ${LIST_MAX_CHARS.toLocaleString("en-US")} characters.` };
  const byKey = new Map<string, Entry & { times: number }>();
  for (let from = 0; from < text.length; ) {
    const end = text.indexOf("\n", from);
    const stop = end === -1 ? text.length : end;
    const line = text.slice(from, stop).trim();
    from = stop + 1;
    if (!line) continue;
    const parsed = splitWeight(line);
    if ("error" in parsed) return parsed;
    if (parsed.name.length > NAME_MAX_CHARS) return { error: `Names are up to ${NAME_MAX_CHARS} characters (“${excerpt(parsed.name, 30)}” is longer).` };
    const key = parsed.name.toLocaleLowerCase("en-US").replace(/\s+/g, " ");
    const seen = byKey.get(key);
    if (seen) {
      seen.weight += parsed.weight;
      seen.times += 1;
    } else byKey.set(key, { name: parsed.name, weight: parsed.weight, times: 1 });
    if (byKey.size > NAMES_MAX) return { error: `Up to ${NAMES_MAX.toLocaleString("en-US")} names: “${excerpt(parsed.name, 30)}” is name ${(NAMES_MAX + 1).toLocaleString("en-US")}. Remove some, or split the list.` };
  }
  const all = [...byKey.values()];
  return {
    entries: all.map(({ name, weight }) => ({ name, weight: Math.min(weight, WEIGHT_MAX * NAMES_MAX) })),
    duplicates: all.filter((e) => e.times > 1).map((e) => ({ name: e.name, times: e.times })),
  };
}

/** The error for drawing `winners` from this list, or null. */
export function checkDraw(entries: readonly Entry[], winners: number): string | null {
  if (entries.length < 2) return "Add at least 2 names.";
  if (!Number.isInteger(winners) || winners < 1) return "Pick at least 1 winner.";
  if (winners > entries.length) return `You asked for ${winners} winners but have ${entries.length} names.`;
  return null;
}

/** One entry index, with probability weight / total (an exact integer draw over the total weight). */
export function pickWeighted(entries: readonly Entry[], source: RandomSource): number {
  const total = entries.reduce((sum, e) => sum + e.weight, 0);
  let ticket = uniformInt(total, source);
  for (let i = 0; i < entries.length; i++) {
    ticket -= entries[i]!.weight;
    if (ticket < 0) return i;
  }
  throw new RangeError("pickWeighted: empty list");
}

/** `count` different winners, in the order drawn: weighted draws without replacement (all weights 1: uniform). */
export function pickWinners(entries: readonly Entry[], count: number, source: RandomSource): string[] {
  if (entries.every((e) => e.weight === 1)) return sampleIndices(BigInt(entries.length), count, true, source).map((i) => entries[Number(i)]!.name);
  const left = [...entries];
  const winners: string[] = [];
  while (winners.length < count) {
    const i = pickWeighted(left, source);
    winners.push(left[i]!.name);
    left.splice(i, 1);
  }
  return winners;
}

/** Teams of balanced sizes (they differ by at most one): a uniform shuffle, dealt round. Weights do not apply. */
export function makeTeams(names: readonly string[], teams: number, source: RandomSource): string[][] {
  const order = shuffle([...names], source);
  const out = Array.from({ length: teams }, () => [] as string[]);
  order.forEach((name, i) => out[i % teams]!.push(name));
  return out;
}

export function checkTeams(count: number, teams: number): string | null {
  if (count < 2) return "Add at least 2 names.";
  if (!Number.isInteger(teams) || teams < 2) return "Make at least 2 teams.";
  if (teams > count) return `You asked for ${teams} teams but have ${count} names: at most ${count} teams.`;
  return null;
}

/**
 * Classroom mode: nobody is picked twice until everyone has been. `picked` is who has had a turn this round; a pick
 * comes uniformly from the others, and when everyone has been, a new round starts with all names.
 */
export function classroomPick(names: readonly string[], picked: readonly string[], source: RandomSource): { winner: string; picked: string[]; newRound: boolean } {
  const done = new Set(picked);
  let left = names.filter((n) => !done.has(n));
  let newRound = false;
  if (left.length === 0) {
    left = [...names];
    newRound = true;
  }
  const winner = left[uniformInt(left.length, source)]!;
  const base = newRound ? [] : picked.filter((n) => names.includes(n));
  return { winner, picked: [...base, winner], newRound };
}

/** Slices of the wheel: each entry's arc in degrees, clockwise from the pointer at the top, in proportion to weight. */
export function slices(entries: readonly Entry[]): { start: number; end: number }[] {
  const total = entries.reduce((sum, e) => sum + e.weight, 0);
  let at = 0;
  return entries.map((e) => {
    const start = at;
    at += (e.weight / total) * 360;
    return { start, end: at };
  });
}

/**
 * The wheel's final rotation (degrees, clockwise) for a spin that lands on slice `index`: from `current`, at least
 * `turns` full turns, then to a point inside the slice chosen by `offset` in [0, 1) (kept 10 % away from its edges).
 * With the wheel rotated by R, the pointer at the top reads the wheel's angle (360 − R mod 360) mod 360.
 */
export function spinTarget(slice: { start: number; end: number }, current: number, turns: number, offset: number): number {
  const width = slice.end - slice.start;
  const inside = slice.start + width * (0.1 + 0.8 * offset);
  const base = current - (((current % 360) + 360) % 360) + 360 * turns;
  return base + ((360 - inside) % 360);
}

/** The wheel angle under the pointer when the wheel is rotated by `rotation` degrees. */
export function angleUnderPointer(rotation: number): number {
  return (((360 - (rotation % 360)) % 360) + 360) % 360;
}
