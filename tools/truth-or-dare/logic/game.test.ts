import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isClean } from "@/lib/engines/safe-words";
import { seededSource } from "@/lib/engines/random/seeded";
import { checkCustom, FRIENDLY_ERROR, MAX_PROMPT_CHARS } from "./custom";
import { addPrompt, currentPlayer, draw, fillPlayer, newGame, nextTurn, parsePlayers, randomKind, remaining, suitable, type Game } from "./game";
import { CATEGORIES, LOADERS, SETTINGS, type Category, type Kind, type Prompt } from "./prompt";

const everything: Prompt[] = (await Promise.all(CATEGORIES.map((c) => LOADERS[c]()))).flat();

function game(category: Category, setting: (typeof SETTINGS)[number] = "in-person", players: string[] = [], seed = "t"): Game {
  return newGame(everything, { category, setting, players }, seededSource(seed));
}

describe("Kids never shows a rated prompt", () => {
  it("for any seed, setting and sequence of truth / dare / random draws, well past a reshuffle", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.constantFrom(...SETTINGS), fc.array(fc.constantFrom("truth", "dare", "random"), { minLength: 1, maxLength: 400 }), (seed, setting, moves) => {
        const g = game("kids", setting, ["Ann", "Bo"], seed);
        for (const move of moves) {
          const card = draw(g, move === "random" ? randomKind(g) : (move as Kind));
          if (!card) continue;
          expect(card.prompt.rating).toBe("all");
          expect(card.prompt.category).toBe("kids");
          expect(card.prompt.settings).toContain(setting);
          nextTurn(g);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("the kids pool holds every kids prompt for the setting and nothing else", () => {
    const pool = suitable(everything, { category: "kids", setting: "in-person" });
    expect(pool.length).toBe(everything.filter((p) => p.category === "kids" && p.settings.includes("in-person")).length);
    expect(pool.every((p) => p.rating === "all")).toBe(true);
  });
});

describe("no repeats until the deck is empty", () => {
  it.each(CATEGORIES)("%s: every truth and every dare once, then a reshuffle that says so", (category) => {
    const g = game(category, "in-person", [], category);
    for (const kind of ["truth", "dare"] as const) {
      const size = g.decks[kind].pool.length;
      const seen = new Set<string>();
      for (let i = 0; i < size; i++) {
        const card = draw(g, kind)!;
        expect(card.reshuffled).toBe(false);
        expect(seen.has(card.prompt.id)).toBe(false);
        seen.add(card.prompt.id);
      }
      expect(seen.size).toBe(size);
      expect(remaining(g)[kind]).toBe(0);
      const last = g.last[kind];
      const again = draw(g, kind)!;
      expect(again.reshuffled).toBe(true);
      expect(again.prompt.id).not.toBe(last); // never the same card twice in a row across the reshuffle
      expect(draw(g, kind)!.reshuffled).toBe(false);
    }
  });

  it("online mode only deals dares that work in a text chat", () => {
    const g = game("party", "online");
    const dares = g.decks.dare.pool;
    expect(dares.length).toBeGreaterThan(0);
    expect(dares.every((p) => p.settings.includes("online"))).toBe(true);
    expect(dares.length).toBeLessThan(everything.filter((p) => p.category === "party" && p.kind === "dare").length);
  });
});

describe("turns", () => {
  it("rotate in the order the players were entered, wrapping round", () => {
    const g = game("teens", "in-person", ["Ann", "Bo", "Cy"]);
    const order: (string | null)[] = [];
    for (let i = 0; i < 7; i++) {
      order.push(draw(g, "truth")!.player);
      nextTurn(g);
    }
    expect(order).toEqual(["Ann", "Bo", "Cy", "Ann", "Bo", "Cy", "Ann"]);
  });

  it("a skip deals another prompt to the same player", () => {
    const g = game("teens", "in-person", ["Ann", "Bo"]);
    const first = draw(g, "dare")!;
    const skipped = draw(g, "dare")!;
    expect(skipped.player).toBe("Ann");
    expect(skipped.prompt.id).not.toBe(first.prompt.id);
  });

  it("with nobody named there is no player and {player} reads 'someone'", () => {
    const g = game("kids");
    expect(currentPlayer(g)).toBeNull();
    expect(fillPlayer("Give {player} a high five.", g)).toBe("Give someone a high five.");
  });

  it("{player} is always someone other than the player whose turn it is", () => {
    const g = game("kids", "in-person", ["Ann", "Bo", "Cy"], "fill");
    for (let i = 0; i < 60; i++) {
      const text = fillPlayer("{player}", g);
      expect(["Ann", "Bo", "Cy"]).toContain(text);
      expect(text).not.toBe(currentPlayer(g));
      nextTurn(g);
    }
    const two = game("kids", "in-person", ["Ann", "Bo"]);
    expect(fillPlayer("Copy {player}.", two)).toBe("Copy Bo.");
  });
});

describe("players", () => {
  it.each([
    ["Ann\nBo\n\n  Cy  ", { ok: true, value: ["Ann", "Bo", "Cy"] }],
    ["Ann, Bo,Cy", { ok: true, value: ["Ann", "Bo", "Cy"] }],
    ["", { ok: true, value: [] }],
    ["Ann\nann", { ok: false, error: "“ann” is in the list twice: add an initial to tell them apart" }],
    [Array.from({ length: 21 }, (_, i) => `P${i}`).join("\n"), { ok: false, error: "Up to 20 players" }],
    ["x".repeat(31), { ok: false, error: "Names up to 30 characters: shorten “xxxxxxxxxxxx…”" }],
  ])("%j", (text, expected) => {
    expect(parsePlayers(text)).toEqual(expected);
  });
});

describe("custom prompts", () => {
  it.each([
    ["", "Write a prompt first."],
    ["   ", "Write a prompt first."],
    ["x".repeat(MAX_PROMPT_CHARS + 1), `Keep it to ${MAX_PROMPT_CHARS} characters (this one has ${MAX_PROMPT_CHARS + 1}).`],
    ["Say something shitty about {player}", FRIENDLY_ERROR],
    ["Say f u c k loudly", FRIENDLY_ERROR],
  ])("%j is refused", (text, error) => {
    expect(checkCustom(text, "dare", "party", isClean)).toEqual({ ok: false, error });
  });

  it("is refused in 18+ too when it swears", () => {
    expect(checkCustom("what the fuck", "truth", "adult", isClean).ok).toBe(false);
  });

  it("a friendly one joins the deck, tagged for the game's category, and comes up before the reshuffle", () => {
    const result = checkCustom("  Sing   the school song backwards. ", "dare", "kids", isClean);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ text: "Sing the school song backwards.", category: "kids", rating: "all", custom: true });
    const g = game("kids");
    draw(g, "dare");
    addPrompt(g, result.value);
    const ids: string[] = [];
    while (remaining(g).dare) ids.push(draw(g, "dare")!.prompt.id);
    expect(ids).toContain(result.value.id);
  });
});
