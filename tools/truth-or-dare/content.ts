import type { ToolContent } from "@/tools/types";
import { MAX_PROMPT_CHARS } from "./logic/custom";
import { MAX_PLAYERS } from "./logic/game";

/**
 * The Truth or Dare page's words (tools/types.ts ToolContent). The counts ("over 200", "150") are held by
 * logic/dataset.test.ts (at least 100 truths and 100 dares per category, 75 and 75 in 18+).
 */
export const content: ToolContent = {
  seo: {
    title: "Truth or Dare — Questions and Dares for Kids, Teens, Parties and Couples",
    description: "Play truth or dare with over 200 of our own prompts in each deck: Kids, Teens, Party, Couples and an 18+ deck behind an age check. Players take turns, nothing repeats until the deck is done, and online mode hides dares that need a room.",
    keywords: ["truth or dare", "truth or dare questions", "truth or dare for kids", "dares for teens", "truth or dare online", "couples truth or dare", "party games"],
    ogHeading: "Truth or Dare",
  },
  intro: "A ready deck of truths and dares for a sleepover, a party, a date night or a video call. Type in the players and take turns: the game names whose go it is, never repeats a card until the deck is done, and keeps to the setting you pick — in the same room, on camera, or in a text chat. Everything runs in your browser.",
  featureList: [
    "Kids, Teens, Party and Couples decks with over 200 prompts each, written by us",
    "An 18+ deck, off by default, behind an age confirmation",
    "Truth, dare or random, with skip",
    `Up to ${MAX_PLAYERS} players taking turns in order, named on each card`,
    "No repeats until the deck is empty; then it reshuffles and says so",
    "In person, video call and text chat modes: dares that need a room stay out of online games",
    "The props a dare needs, shown on the card",
    "A dare timer",
    `Your own truths and dares, up to ${MAX_PROMPT_CHARS} characters, checked by a word filter`,
    "A full-screen mode for passing a phone round",
  ],
  features: {
    title: "A deck that fits the room",
    items: [
      { title: "Written for each group", body: "Kids get silly dares and gentle questions; Teens get phones, school and crushes; Party gets dating and confessions; Couples is for two people who know each other well. A Kids game draws only from the Kids deck — tested on thousands of random games.", icon: "Sparkles" },
      { title: "No repeats", body: "Truths and dares are each dealt from a shuffled deck, so nobody hears the same question twice in a night. When a deck runs out, the game shuffles it back in and tells you.", icon: "Zap" },
      { title: "Playing online", body: "Every dare is tagged with where it works. Pick Text chat and you'll get dares like “Describe your bedroom using only emojis”, not “Walk like a penguin across the room”.", icon: "Globe" },
      { title: "Private", body: "The prompts load into your browser. Player names and your own prompts never leave it; your prompts are saved on this device only.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to play Truth or Dare",
    items: [
      { title: "Choose the deck and the setting", body: "Kids, Teens, Party or Couples, and whether you're together, on a video call or in a text chat. 18+ asks everyone to confirm their age first." },
      { title: "Add the players", body: "Type the names, one a line or separated by commas. Turns go in that order; leave it empty to just draw cards." },
      { title: "Pick truth, dare or random", body: "The card names the player, fills in {player} with someone else, and lists any props. Start the timer for a dare, or skip a card you don't fancy." },
      { title: "Keep going", body: "Each new card passes the turn on. Add your own truths and dares at any time; they join the deck straight away." },
    ],
  },
  useCases: {
    title: "When people play it",
    items: [
      { title: "Sleepovers and family nights", body: "The Kids deck keeps it silly: dance like a chicken, talk like a robot, tell your favourite joke." },
      { title: "Parties and game nights", body: "Party and Teens bring the awkward questions and the loud dares, without drinking games or anything risky." },
      { title: "Long-distance and date nights", body: "Couples works face to face or on a video call, and the timer keeps the dares moving." },
    ],
  },
  examples: {
    title: "What the cards look like",
    items: [
      { term: "Kids · dare", text: "“Balance a spoon on your nose for ten seconds.” — the card adds “You'll need: a spoon”." },
      { term: "Teens · truth", text: "“What's the most embarrassing song on your playlist?”" },
      { term: "Party · dare, with players Ann, Bo and Cy", text: "On Ann's turn, “Give {player} your best pick-up line” becomes “Give Bo your best pick-up line” or Cy — never Ann herself." },
      { term: "Text chat mode", text: "Only dares you can do by typing: “Write a haiku about {player} and post it.”" },
    ],
  },
  faq: [
    {
      question: "Where do the questions come from?",
      answer: "We wrote them ourselves: over 200 truths and dares for each of Kids, Teens, Party and Couples, and 150 for 18+. No prompt is copied from another site or app, and each is tagged with its rating, where it works and what props it needs.",
    },
    {
      question: "Is the Kids deck really safe for kids?",
      answer: "The Kids deck holds only prompts we wrote for children, and a Kids game deals from that deck alone — an automated test plays thousands of random Kids games and fails if any card from another deck appears. Every non-18+ prompt also passes a profanity filter.",
    },
    {
      question: "What's in the 18+ deck?",
      answer: "Flirty, suggestive questions and dares — never explicit, nothing illegal, humiliating or risky, and no drinking. Dares that involve another player ask for their yes. It stays off until you confirm that everyone playing is 18 or older.",
    },
    {
      question: "Will we get the same question twice?",
      answer: "Not until you've seen the whole deck. Truths and dares are shuffled separately and dealt one by one; when a deck runs out it is shuffled again and the game says so. Skipped cards count as played.",
    },
    {
      question: "Can we play over a video call or in a group chat?",
      answer: "Yes. Choose Video call to keep dares that work on camera, or Text chat for dares you can do by typing — emojis, poems, voice notes. Dares that need you in the same room are left out.",
    },
    {
      question: "Can I add my own truths and dares?",
      answer: `Yes, up to ${MAX_PROMPT_CHARS} characters each; write {player} to name another player. A word filter checks each one — if it finds swearing or a slur, it asks you to keep it friendly. Your prompts are saved in this browser only and join the current deck at once.`,
    },
    {
      question: "Do you see the names or prompts we type?",
      answer: "No. The game runs in your browser. Player names stay in the page, your own prompts stay in this browser's storage, and nothing is sent to us.",
    },
  ],
};
