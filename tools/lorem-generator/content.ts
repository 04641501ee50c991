import type { ToolContent } from "@/tools/types";
import { LIMITS } from "./logic/lorem";

const max = (unit: keyof typeof LIMITS) => LIMITS[unit].max.toLocaleString("en-US");

/** The Lorem Ipsum Generator page's words (tools/types.ts ToolContent). Examples reuse logic/lorem.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Lorem Ipsum Generator — Exact Word and Character Counts, HTML, Markdown, JSON",
    description:
      "Generate lorem ipsum by paragraphs, sentences, list items, or exactly N words or characters. Plain text, HTML, Markdown or a JSON array, with a seed in the link so the same text comes back anywhere.",
    keywords: ["lorem ipsum generator", "lorem ipsum", "placeholder text generator", "dummy text generator", "lorem ipsum 160 characters", "lorem ipsum html"],
    ogHeading: "Lorem Ipsum Generator",
  },
  intro:
    "Placeholder text for layouts, mock-ups and test data: paragraphs, sentences or list items, or exactly as many words or characters as a field allows. Copy it as plain text, HTML, Markdown or a JSON array — and share the link: its seed brings back the very same text.",
  featureList: [
    `Paragraphs (up to ${max("paragraphs")}), sentences (${max("sentences")}), list items (${max("items")})`,
    `Exactly N words (up to ${max("words")}) or exactly N characters (up to ${max("characters")}), ending in a full stop`,
    "Optional classic opening: Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
    "Plain text, HTML (<p> or <ul>), Markdown or a JSON array of strings",
    "Sentence and paragraph lengths you choose",
    "Seeded: the same seed and settings give the same text; the link carries them",
    "Copy, download, or copy a link to the exact text",
  ],
  features: {
    title: "Placeholder text you can rely on",
    items: [
      { title: "Exact lengths", body: "Testing a 160-character field or a 50-word limit? Ask for exactly that: the count is exact, with single spaces and a full stop at the end.", icon: "Sparkles" },
      { title: "Same text, every time", body: "A seed drives the generator, and it sits in the page's address. Send the link, reload, or open it next month: the text is the same.", icon: "Link2" },
      { title: "Ready to paste", body: "HTML paragraphs or a <ul> list, Markdown, or a JSON array of strings for fixtures and tests.", icon: "Zap" },
      { title: "Private and offline", body: "The text is made in your browser; nothing is sent to a server, and it works without a connection once the page has loaded.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the Lorem Ipsum Generator",
    items: [
      { title: "Choose what to generate", body: "Paragraphs, sentences or list items for a layout; words or characters when the length itself is what you are testing." },
      { title: "Set how many", body: "The text updates as you type. Turn the classic opening on or off, and set how long sentences and paragraphs run." },
      { title: "Pick a format", body: "Plain text, HTML, Markdown or a JSON array. The counter above the text shows its characters and words." },
      { title: "Copy, download or share", body: "Copy the text, download it as a file, or copy the link: it carries the seed and settings. New text draws a new seed." },
    ],
  },
  useCases: {
    title: "What people use lorem ipsum for",
    items: [
      { title: "Designers", body: "Fill a page so its layout, line lengths and rhythm can be judged before the real copy is written." },
      { title: "Front-end developers", body: "Test how a card, a table cell or a button copes with 10 words, 300 characters or a list of 40 items." },
      { title: "QA and test fixtures", body: "Exact-length strings to probe field limits (a 160-character SMS, a 280-character post) and JSON arrays for seed data, reproducible from the seed in a bug report." },
      { title: "Writers and editors", body: "Reserve space in a template or a print layout while the article is being written." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "Exactly 12 words, seed utilify, no classic opening", text: "Ea cupidatat neque amet aliqua neque ad veniam accusantium, cillum inventore ex. — 12 words, and the same 12 words for anyone who opens the link." },
      { term: "Exactly 160 characters", text: "Starts with the classic opening when it is on, adds words while there is room, then ends with a word of exactly the length left and a full stop: 160 characters on the dot." },
      { term: "3 paragraphs as HTML", text: "Three <p> elements, each of 4 to 7 capitalised sentences of 6 to 14 words, the first one opening with Lorem ipsum dolor sit amet, consectetur adipiscing elit." },
    ],
  },
  faq: [
    {
      question: "What does lorem ipsum mean?",
      answer:
        "Nothing, on purpose. It is scrambled Latin from Cicero's De finibus bonorum et malorum (45 BC) — “dolorem ipsum” became “lorem ipsum” — used by typesetters since at least the 1500s. It looks like text, with words of natural lengths, but nobody stops to read it, so a reviewer judges the layout rather than the words.",
    },
    {
      question: "How can the character count be exact?",
      answer:
        "The generator adds words while there is room for at least one more word and the full stop, then ends with a word of exactly the length left. The vocabulary has a word of every length from 2 to 13 letters, so the end always fits: 160 characters means 160, including spaces and the final full stop.",
    },
    {
      question: "What is the seed for?",
      answer:
        "The text is drawn by a pseudo-random generator (sfc32) started from the seed, so the same seed and settings always produce the same text, on any device. The seed and settings are in the page's address, so the link is enough to share or bookmark a text; New text picks a new seed at random.",
    },
    {
      question: "Which formats can I get?",
      answer:
        "Plain text (paragraphs separated by a blank line, list items one per line), HTML (<p> elements, or a <ul> for list items), Markdown (blank-line paragraphs, “- ” list items) and JSON (an array of strings: one per paragraph, sentence or item; words and characters come as one string).",
    },
    {
      question: "What are the limits?",
      answer: `Up to ${max("paragraphs")} paragraphs, ${max("sentences")} sentences, ${max("items")} list items, ${max("words")} words or ${max("characters")} characters at a time, and sentences of 3 to 30 words. Anything out of range gets a message saying what is allowed.`,
    },
    {
      question: "Is anything sent to your server?",
      answer: "No. The text is generated in your browser; the only thing in the link is the seed and the settings.",
    },
  ],
};
