import type { ToolContent } from "@/tools/types";
import { NAMES_MAX, WEIGHT_MAX } from "./logic/names";

const n = (v: number) => v.toLocaleString("en-US");

/** The Random Name Picker page's words (tools/types.ts ToolContent). Figures are the vectors of logic/*.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Random Name Picker — Spin the Wheel, Pick Winners, Make Teams",
    description:
      "Paste a list of names and spin the wheel or pick instantly. Several winners, weights, balanced teams and a classroom mode where nobody is picked twice until everyone has been. Fair by design, with a draw record anyone can check. In your browser.",
    keywords: ["random name picker", "wheel of names", "spin the wheel", "random winner picker", "raffle picker", "random team generator", "classroom name picker"],
    ogHeading: "Random Name Picker",
  },
  intro:
    "Paste names, spin the wheel or pick instantly. The winner is drawn with your browser's cryptographic generator before the wheel starts turning; the wheel then stops inside that name's slice. No hidden settings, no rigged modes. Nothing you type leaves this page.",
  featureList: [
    `Up to ${n(NAMES_MAX)} names, one a line, saved in your browser only`,
    "A spinning wheel (still when you prefer reduced motion) or an instant pick",
    "Several winners at once, all different, in the order drawn",
    `Weights: “Alice x3” or a second column (1 to ${WEIGHT_MAX}); a name written twice counts twice`,
    "Remove the winners from the list with one click",
    "Balanced teams: sizes differ by one at most",
    "Classroom mode: nobody is picked twice until everyone has been, remembered between visits",
    "Fullscreen for a projector",
    "A giveaway draw record: SHA-256 commitment first, then the draw, then anyone can verify it",
  ],
  features: {
    title: "Fair, and you can show it",
    items: [
      { title: "Drawn before the spin", body: "The winner is picked the moment you press Spin, from crypto.getRandomValues by rejection sampling. The animation only shows the result: it is worked out to stop inside the winner's slice.", icon: "ShieldCheck" },
      { title: "No rigging", body: "There is no hidden mode that favours a name. Each name's chance is its weight divided by the total, shown by the size of its slice.", icon: "Sparkles" },
      { title: "Verifiable", body: "For a public giveaway, publish a commitment before the draw and share the record after: anyone can paste it here to check the seed, the list and the winners.", icon: "BarChart3" },
      { title: "Private", body: "Your list stays on your device: it is kept in this browser's storage and never sent.", icon: "Zap" },
    ],
  },
  howTo: {
    title: "How to use the Random Name Picker",
    items: [
      { title: "Paste the names", body: "One a line, straight from a spreadsheet column if you like. Add “x2” after a name to give it two tickets." },
      { title: "Choose wheel, instant or teams", body: "Set how many winners, or how many teams. Turn on classroom mode to go round everyone before anyone has a second turn." },
      { title: "Spin", body: "Press Spin (or Pick). The winner appears when the wheel stops; Remove takes them off the list for the next round." },
    ],
  },
  useCases: {
    title: "What people use the Random Name Picker for",
    items: [
      { title: "Classrooms", body: "Pick who answers next, with everyone getting a turn before anyone gets two; make groups for a project." },
      { title: "Giveaways", body: "Draw winners from entrants, with more tickets for those who earned them, and a record that shows it was fair." },
      { title: "Meetings and teams", body: "Decide who presents first, or split a group into balanced teams for a game." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "Alice x3 and Bob", text: "Alice holds 3 of the 4 tickets: she wins 3 times in 4, and her slice is three quarters of the wheel." },
      { term: "3 winners from 5", text: "Three different names, drawn one after the other: each draw is from the names not yet picked." },
      { term: "11 names in 3 teams", text: "Teams of 4, 4 and 3: everyone is shuffled, then dealt round the teams like cards." },
      { term: "5 winners from 3 names", text: "The page says “You asked for 5 winners but have 3 names.” instead of drawing." },
    ],
  },
  faq: [
    {
      question: "Is the wheel really random, or does the animation decide?",
      answer:
        "The winner is drawn first, with the browser's cryptographic generator, and the spin is then computed to stop inside that name's slice. The animation has no say in the result, so it cannot be nudged by timing or by how the page is drawn.",
    },
    {
      question: "What happens with a name written twice?",
      answer: "It becomes one entry with two tickets: its slice is twice as big and it is twice as likely to win, but it can only win once per draw. The page lists the names it merged. Case and extra spaces do not matter (“ann” and “Ann” are the same name).",
    },
    {
      question: "How does classroom mode work?",
      answer: "Each pick comes from the names that have not had a turn this round. When everyone has been picked, a new round starts. The round is remembered in this browser, so it carries on after a reload; Start a new round clears it.",
    },
    {
      question: "How can people check a giveaway was fair?",
      answer:
        "Press Commit before the draw and publish the commitment: the SHA-256 of a secret seed and of the list. Then draw on that seed; the record shows the seed, the list, the times (UTC) and the winners. Anyone can paste it under Check a draw record: the page recomputes the hashes and draws again.",
    },
    {
      question: `How many names can I add?`,
      answer: `Up to ${n(NAMES_MAX)}, of up to 100 characters each. With more than 60 names the wheel shows slices without labels; the winner is still named below it.`,
    },
    {
      question: "Is my list uploaded?",
      answer: "No. Picking happens in your browser; the list is kept in this browser's local storage so it is there next time, and you can clear it by emptying the box.",
    },
  ],
};
