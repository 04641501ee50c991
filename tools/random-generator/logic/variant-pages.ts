import type { Mode } from "./draw";
import type { NumberSettings } from "./numbers";

/**
 * The long-tail pages (TOOLS.md "(2) Long-tail pages": 1–10, 1–100, dice, coin flip, yes/no, lottery), each
 * prerendered under /random-generator/<slug> with its own H1, title and words, and the tool preset. Any other slug
 * is a 404 (app/(site)/random-generator/[page]/page.tsx, dynamicParams = false).
 */

/** The tab and settings a page opens with. */
export interface Preset {
  mode: Mode;
  numbers?: Partial<NumberSettings>;
  dice?: { notation: string; rolls: string };
}

export interface VariantPage {
  slug: string;
  name: string;
  heading: string;
  title: string;
  description: string;
  keywords: string[];
  preset: Preset;
  explanation: readonly string[];
  /** The worked example (a test vector of logic/*.test.ts). */
  example: { label: string; text: string };
}

export const VARIANT_PAGES: readonly VariantPage[] = [
  {
    slug: "1-10",
    name: "Random number 1–10",
    heading: "Random Number Between 1 and 10",
    title: "Random Number 1–10 — Pick a Number From 1 to 10, Fairly",
    description: "Pick a random number from 1 to 10, both included, each with exactly a 1 in 10 chance. Several at once, with or without repeats; drawn in your browser.",
    keywords: ["random number 1-10", "random number between 1 and 10", "pick a number 1 to 10", "number generator 1-10"],
    preset: { mode: "numbers", numbers: { min: "1", max: "10" } },
    explanation: [
      "Each of the ten numbers, 1 and 10 included, comes up with probability exactly 1/10. The number is drawn from your browser's cryptographic generator by rejection sampling: a 32-bit random word that would favour the low numbers (2³² is not a multiple of 10) is thrown away and drawn again, so no number is even slightly more likely than another.",
      "Ask for several numbers with “No repeats” on and you get different ones; ask for all ten and you get 1 to 10 in a random order. Ask for eleven and the page tells you there are only ten.",
    ],
    example: { label: "No repeats, 11 numbers", text: "“There are only 10 whole numbers from 1 to 10 — ask for 10 or fewer, or allow repeats.” Over 100,000 test draws each number came up about 10,000 times, and the chi-square test found nothing uneven." },
  },
  {
    slug: "1-100",
    name: "Random number 1–100",
    heading: "Random Number Between 1 and 100",
    title: "Random Number 1–100 — A Fair Pick From 1 to 100",
    description: "Generate a random number between 1 and 100, both ends included, each exactly as likely. Several numbers, no repeats, sorted, or some left out; in your browser.",
    keywords: ["random number 1-100", "random number between 1 and 100", "number generator 1-100", "pick a random number"],
    preset: { mode: "numbers", numbers: { min: "1", max: "100" } },
    explanation: [
      "A hundred numbers, 1 and 100 both included, each with a 1 in 100 chance. Many generators scale a random fraction and round it, which can leave out the maximum or make the ends half as likely as the middle; this one counts the hundred numbers and draws one of them uniformly.",
      "“Leave out” removes numbers before the draw (13, or a range like 90..100), and the rest stay equally likely. With “No repeats” and a count of 100 you get a random order of all of them.",
    ],
    example: { label: "All 100 without repeats", text: "Asking for 100 numbers from 1 to 100 with no repeats gives each number exactly once, in a random order: a permutation, as the unit tests check." },
  },
  {
    slug: "dice-roller",
    name: "Dice roller",
    heading: "Dice Roller",
    title: "Dice Roller — Roll 3d6+2, 4d6kh3, d20 and More, Every Die Shown",
    description: "Roll dice online in standard notation: 2d6, d20+5, 4d6 keep the highest 3, d%. Every die is shown, kept or dropped, and each face is exactly as likely.",
    keywords: ["dice roller", "roll dice online", "d20 roller", "4d6 drop lowest", "dnd dice roller", "virtual dice"],
    preset: { mode: "dice", dice: { notation: "3d6+2", rolls: "1" } },
    explanation: [
      "Write the roll the way tabletop games do: 3d6+2 is three six-sided dice plus two, d20 is one twenty-sided die, d% is a d100. Add terms with + and −, like 1d8+1d6+3. kh3 keeps the highest three dice and dl1 drops the lowest (4d6kh3 is the classic way to roll an ability score); kl1 keeps the lowest (2d20kl1 is disadvantage).",
      "Every die is shown, and a dropped die is shown in brackets, so you can see how the total was made. Each face of each die is drawn uniformly from your browser's cryptographic generator: over a million test rolls of a d6, every face came up evenly.",
    ],
    example: { label: "3d6+2", text: "Three dice from 1 to 6 plus 2: always between 5 and 20. A roll reads like “[4 6 5] + 2 = 17”." },
  },
  {
    slug: "coin-flip",
    name: "Coin flip",
    heading: "Flip a Coin",
    title: "Flip a Coin Online — Heads or Tails, 50/50",
    description: "Flip a virtual coin: heads or tails, exactly 50/50 from your browser's cryptographic generator. Flip once or up to 10,000 times and see the count of each.",
    keywords: ["flip a coin", "coin flip", "heads or tails", "coin toss", "virtual coin flip"],
    preset: { mode: "coin" },
    explanation: [
      "Heads or tails, each with a probability of exactly one half: the page takes one random bit from your browser's cryptographic generator per flip. A real coin is very slightly biased towards the side it started on; this one is not.",
      "Flip many coins at once to see how streaks happen by chance: the tally shows how many of each came up. Turn on a seed to make a flip someone else can repeat.",
    ],
    example: { label: "100,000 flips", text: "In the unit tests, 100,000 flips split close to 50,000 each way, within what chance allows (chi-square p > 0.001)." },
  },
  {
    slug: "yes-or-no",
    name: "Yes or no",
    heading: "Yes or No Generator",
    title: "Yes or No Generator — A Random Answer, 50/50",
    description: "Ask a question and get a random yes or no, each with exactly a 50% chance. Drawn in your browser; nothing is sent.",
    keywords: ["yes or no generator", "yes or no wheel", "random yes or no", "yes no picker"],
    preset: { mode: "yes-no" },
    explanation: [
      "Think of your question and press Ask: the answer is Yes or No, each with a probability of exactly one half, from your browser's cryptographic generator. The page does not read or store your question; there is nowhere to type it.",
      "Need a best of three? Ask for three answers and the tally counts them.",
    ],
    example: { label: "One answer", text: "One random bit: Yes or No, 50/50, no better or worse than a fair coin." },
  },
  {
    slug: "lottery-numbers",
    name: "Lottery numbers",
    heading: "Lottery Number Generator",
    title: "Lottery Number Generator — 6 Different Numbers From 1 to 49",
    description: "Generate lottery numbers: 6 different numbers from 1 to 49, sorted, every combination equally likely. Change the range and count for any lottery.",
    keywords: ["lottery number generator", "random lottery numbers", "lotto number generator", "6 49 numbers", "quick pick"],
    preset: { mode: "numbers", numbers: { min: "1", max: "49", count: "6", unique: true, sort: "asc" } },
    explanation: [
      "The page starts at 6 different numbers from 1 to 49, sorted: every one of the 13,983,816 combinations is equally likely, as in the real draw. Change the range and count for your lottery (5 from 1 to 69, for example), and draw a bonus number on its own.",
      "No generator can make you more likely to win: every combination has the same odds. What a random pick does is avoid the combinations many people choose (birthdays, patterns), which would mean sharing a prize.",
    ],
    example: { label: "6 from 49", text: "C(49, 6) = 13,983,816 combinations, each drawn with probability 1/13,983,816. The draw uses Floyd's algorithm: exactly six draws, no number twice." },
  },
];

export function variantPage(slug: string): VariantPage | undefined {
  return VARIANT_PAGES.find((p) => p.slug === slug);
}

export const variantPagePath = (page: Pick<VariantPage, "slug">) => `/random-generator/${page.slug}`;
