import type { ToolContent } from "@/tools/types";
import { BATCH_SIZE, MAX_KEYWORD, MAX_LENGTH, MIN_LENGTH } from "./logic/generate";

/** The Team Name Generator page's words (tools/types.ts ToolContent). Worked examples reuse logic/generate.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Team Name Generator — Funny, Punny and Alliterative Team Names",
    description: `Team names for sports, trivia, work, esports, fantasy football and kids, ${BATCH_SIZE} at a time. Weave in your own word, make every word start with the same letter, cap the length, and keep the ones you like.`,
    keywords: ["team name generator", "trivia team names", "fantasy football team names", "funny team names", "work team names", "esports team names", "kids team names"],
    ogHeading: "Team Name Generator",
  },
  intro: "Names for the pub quiz, the five-a-side, the office challenge or the clan. Pick a theme, add a word of your own — your town, your office, your mascot — and get twenty names at a time: puns for the quiz night, alliteration for the scoreboard, and nothing you'd be embarrassed to read out at work or to a room of eight-year-olds. Everything runs in your browser.",
  featureList: [
    "Six themes: sports, trivia, work, esports, fantasy football, kids",
    `Your keyword (up to ${MAX_KEYWORD} characters) woven into every name`,
    "Pun templates written for each theme",
    "Alliteration: every word starts with the same letter",
    `2, 3 or 4 words, and a maximum length from ${MIN_LENGTH} to ${MAX_LENGTH} characters`,
    `${BATCH_SIZE} different names a batch, with an initials badge`,
    "A seed that brings the same batch back",
    "Favourites kept in your browser, and copy",
    "Every word list and every name checked by a profanity filter",
  ],
  features: {
    title: "Names worth shouting from the sideline",
    items: [
      { title: "Puns per theme", body: "Quiz nights get Les Quizerables and Agatha Quiztie's Otters; fantasy football gets Hail Mary Hawks and Fourth and Data; the office gets Ctrl Alt Elite.", icon: "Sparkles" },
      { title: "Your word, every time", body: "Type a keyword and every name in the batch carries it: Ctrl Alt Marketing, Marketing Task Force, Team Marketing.", icon: "Zap" },
      { title: "Safe for work and for kids", body: "The word lists are our own, written to be upbeat — no insults, nothing violent or rude — and every word and every name passes a profanity filter, as does your keyword.", icon: "ShieldCheck" },
      { title: "Private", body: "Names are made in your browser. Your keyword and favourites never leave it.", icon: "Globe" },
    ],
  },
  howTo: {
    title: "How to use the Team Name Generator",
    items: [
      { title: "Pick a theme", body: "Sports, trivia, work, esports, fantasy football or kids. Each has its own puns and team words." },
      { title: "Add your keyword", body: "Optional: a town, a company, a mascot, a name. It appears in every name." },
      { title: "Shape the names", body: `Turn on alliteration, choose 2, 3 or 4 words, and set a maximum length for a scoreboard or a shirt.` },
      { title: "Generate and keep", body: `Press Generate names for ${BATCH_SIZE} at a time. Star the ones you like, copy one or all, or note the seed to get the same batch again.` },
    ],
  },
  useCases: {
    title: "What people use it for",
    items: [
      { title: "Pub quizzes and trivia nights", body: "A punny name gets a laugh when the quizmaster reads the scores." },
      { title: "Work teams and challenges", body: "Hackathons, step challenges, away days: names you can put on a slide." },
      { title: "Leagues and clans", body: "Five-a-side, fantasy football, esports: a name for the fixture list, capped to fit the app's limit." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "Trivia, keyword Quiz, seed 42", text: "Quiz and Answers, Ask Quiz, The Quiz Factor, Quiz Fact Finders… — the keyword is in every name, and never twice (no “Quiz Quiz”)." },
      { term: "Sports, alliteration, keyword Tigers, seed 42", text: "Every word starts with T: Tigers Thunder, Tigers Tricky Toucans, Tigers Teal Tornadoes." },
      { term: "Kids, max length 12, seed 42", text: "Super Dinos, Little Jets, Teal Rockets: 12 characters or fewer, spaces included." },
      { term: "The Mighty Otters", text: "The badge shows MO: a leading The is skipped." },
    ],
  },
  faq: [
    {
      question: "Where do the names come from?",
      answer: "From word lists and pun templates we wrote for each theme: about 120 upbeat adjectives, 27 colours, over 100 mascots, and a set of team words and puns per theme. A template like “{keyword} Task Force” or “Agatha Quiztie's {mascot}” is filled with words drawn at random.",
    },
    {
      question: "Are the names safe for work and for children?",
      answer: "Yes. The lists contain only friendly words (no insults, nothing violent, rude or about drink), a test runs every word and many thousands of generated names through the obscenity filter, and each name is checked again as it is made. Your keyword is checked too: if it trips the filter, we ask you to try another word.",
    },
    {
      question: "How does alliteration work?",
      answer: "Every word of the name starts with the same letter. With a keyword, the letter is the keyword's first letter; without one, a letter is drawn for each name. Rare letters (Q, X, Z) have fewer words, so a batch may come out short — the page says so.",
    },
    {
      question: "Why did I get fewer than 20 names?",
      answer: `When the settings leave fewer than ${BATCH_SIZE} different names — a long keyword with a short maximum length, say, or exactly four words with alliteration — we show the ones that fit and tell you which setting to loosen. We never pad the batch with names that break your rules.`,
    },
    {
      question: "What is the seed?",
      answer: "The starting point of the random draw. The same seed with the same theme, keyword and settings gives exactly the same names, so you can share a batch with your team. Leave it empty for a fresh one each time.",
    },
    {
      question: "Do you keep my keyword or favourites?",
      answer: "No. Names are made in your browser and never sent to us. Favourites are saved in your browser's local storage only; Clear removes them.",
    },
  ],
};
