import type { ToolContent } from "@/tools/types";
import { DICE_TOTAL_MAX, SIDES_MAX } from "./logic/dice";
import { COUNT_MAX, DIGITS_MAX, PLACES_MAX } from "./logic/numbers";
import { LIST_MAX_ITEMS } from "./logic/simple";

const n = (v: number) => v.toLocaleString("en-US");

/**
 * The Random Generator page's words (tools/types.ts ToolContent). Figures are the vectors of logic/*.test.ts
 * (1–10 unique error, 0.001 grid, 3d6+2 in 5..20, SHA-256 of "abc").
 */
export const content: ToolContent = {
  seo: {
    title: "Random Number Generator — Numbers, Dice, Coin Flips, Lists and Dates",
    description:
      "Generate random numbers with inclusive bounds and exact decimals, roll dice in 3d6+2 notation, flip coins, shuffle lists and pick dates. Cryptographically random, or seeded; a verifiable draw record for giveaways. Runs in your browser.",
    keywords: ["random number generator", "random generator", "dice roller", "coin flip", "random list shuffle", "random date generator", "giveaway picker"],
    ogHeading: "Random Generator",
  },
  intro:
    "Numbers, dice, coins, yes or no, lists and dates, each possible result exactly as likely as the others — both ends of a range included, decimals without rounding bias. For a giveaway, commit to a seed before the draw and share a record anyone can check. Nothing you type or draw leaves this page.",
  featureList: [
    `Whole numbers or up to ${PLACES_MAX} decimal places, both bounds included, anywhere between −10^${DIGITS_MAX} and 10^${DIGITS_MAX} (far past 2^53)`,
    `1 to ${n(COUNT_MAX)} results, with or without repeats, sorted or as drawn, some numbers or ranges left out`,
    `Dice notation: 3d6+2, 4d6kh3, 2d20kl1, d% (up to ${DICE_TOTAL_MAX} dice of up to ${n(SIDES_MAX)} sides), every die shown`,
    "Coin flips and yes/no answers with a tally",
    `Shuffle a list or pick some of it (up to ${n(LIST_MAX_ITEMS)} lines)`,
    "Random dates in a range, weekdays only if you like",
    "A seeded mode: the same seed gives the same result",
    "A giveaway draw record: SHA-256 commitment first, then the draw, then anyone can verify it",
    "Copy all or download a CSV; earlier draws listed",
    "Runs in the browser: nothing is sent, stored or logged",
  ],
  features: {
    title: "Fair, and you can check it",
    items: [
      { title: "Both ends included", body: "From 1 to 10 means 10 can come up as often as 1. Many generators scale a random fraction, which leaves out the maximum or makes the ends rarer; we count the possible values and draw one of them.", icon: "ShieldCheck" },
      { title: "Exact decimals", body: "With 2 decimal places from 0 to 1, each of the 101 values 0.00 to 1.00 has the same chance: the draw is a whole number of hundredths, with no floating-point rounding in between.", icon: "Sparkles" },
      { title: "No modulo bias", body: "Every value comes from your browser's cryptographic generator (crypto.getRandomValues) by rejection sampling, never from JavaScript's predictable, non-cryptographic random().", icon: "BarChart3" },
      { title: "Verifiable giveaways", body: "Publish the SHA-256 of a secret seed before the draw; afterwards the record reveals the seed, and anyone can paste it here to check the hash and draw again.", icon: "Zap" },
    ],
  },
  howTo: {
    title: "How to use the Random Generator",
    items: [
      { title: "Pick a tab", body: "Numbers, Dice, Coin, Yes / No, List or Dates." },
      { title: "Set the range", body: "Minimum, maximum, how many, decimal places, no repeats, sort, and numbers to leave out; or the dice to roll, the list to shuffle, the dates to pick between." },
      { title: "Draw", body: "Press Generate (or Enter). Copy the results or download them as CSV; earlier draws stay listed below until you leave." },
      { title: "For a public draw", body: "Press Commit and publish the commitment, then Draw on the committed seed and share the record. Anyone can paste it into Check a draw record." },
    ],
  },
  useCases: {
    title: "What people use the Random Generator for",
    items: [
      { title: "Giveaways and raffles", body: "Number the entries, commit, draw a winner, and post the record so entrants can check it was not rigged." },
      { title: "Tabletop games", body: "Roll 4d6kh3 six times for ability scores, or 2d20kh1 for advantage, and see every die." },
      { title: "Teaching and research", body: "Random samples without repeats, seeded so a class or a reviewer gets the same numbers." },
      { title: "Everyday decisions", body: "Flip a coin, ask yes or no, shuffle the order of speakers, or pick a random date for the next team lunch." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "10 unique numbers from 1 to 10", text: "A random order of 1 to 10. Ask for 11 and the page says: “There are only 10 whole numbers from 1 to 10 — ask for 10 or fewer, or allow repeats.”" },
      { term: "3 decimal places from 0 to 0.01", text: "Eleven possible values, 0.000, 0.001 … 0.010, each with a 1 in 11 chance: both ends included, nothing off the 0.001 grid." },
      { term: "3d6+2", text: "Three six-sided dice plus two: a roll reads “[4 6 5] + 2 = 17” and always lands between 5 and 20." },
      { term: "A commitment", text: "The SHA-256 of the seed “abc” is ba7816bf 8f01cfea 414140de 5dae2223 b00361a3 96177a9c b410ff61 f20015ad (64 hex digits, grouped here by eight). Publishing that before the draw fixes the seed without revealing it." },
    ],
  },
  faq: [
    {
      question: "Is it really random?",
      answer:
        "In the normal mode every draw takes fresh bits from your browser's cryptographic random generator (crypto.getRandomValues), the one used for encryption keys. Turning that into a number in a range is done by rejection sampling, so no value is favoured, and our tests run chi-square checks over hundreds of thousands of draws.",
    },
    {
      question: "Are the minimum and maximum included?",
      answer: "Yes, both. From 1 to 6 gives 1, 2, 3, 4, 5 or 6, each with a one in six chance. With decimals the same holds on the grid of the places you chose: 0.00 to 1.00 includes 1.00.",
    },
    {
      question: "How does “no repeats” work, and what if I ask for too many?",
      answer:
        "Each result is different; the draw uses Floyd's algorithm, so every set of numbers is equally likely and it takes exactly as many draws as you ask for, even from a range of 10^30. If the range holds fewer values than you ask for (after leaving some out), the page says how many there are instead of running forever.",
    },
    {
      question: "What is the seeded mode for?",
      answer:
        "A seed makes the draw repeatable: the same seed and settings give the same result on any device, which is useful for teaching, tests and shared puzzles. It is not secret — anyone with the seed gets the same numbers — so use the normal mode, or the draw record's fresh secret seed, for anything that matters.",
    },
    {
      question: "How does the giveaway draw record prove the draw was fair?",
      answer:
        "Commit creates a secret 128-bit seed and shows its SHA-256 and that of your settings. You publish those before the draw, so you cannot change the seed or the settings afterwards without the hashes changing. Draw runs on that seed; the record shows the seed, the settings, both times in UTC and the result. Anyone can paste the record under Check a draw record: it recomputes both hashes and draws again. To stop an organiser from committing again and again until a result suits them, publish the commitment where it is timestamped, before entries close.",
    },
    {
      question: "Which dice notation does it understand?",
      answer:
        "NdS for N dice of S sides (d20 is 1d20, d% is 1d100), + and − between terms and numbers, kh or k to keep the highest, kl to keep the lowest, dh to drop the highest and dl or d to drop the lowest: 4d6kh3, 2d20kl1, 4d6d1. Up to 100 dice per term and 500 in all, 2 to 1,000 sides.",
    },
    {
      question: "Is anything I type sent to a server?",
      answer: "No. The draws, the seeds, your lists and the records are all made in your browser. Close the tab and they are gone.",
    },
  ],
};
