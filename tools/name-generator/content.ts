import type { ToolContent } from "@/tools/types";
import { MAX_NAMES, MIN_NAMES } from "./logic/count";
import { EXAMPLE_DOMAINS } from "./logic/generate";
import { NAME_LOCALES } from "./logic/locales";

const LOCALES = NAME_LOCALES.length;
const FAMILY_FIRST = NAME_LOCALES.filter((l) => l.order === "family-first").map((l) => l.label);

/** The Name Generator page's words (tools/types.ts ToolContent). Worked examples reuse logic/generate.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Random Name Generator — Names in 29 Languages, Test Data With Safe E-mails",
    description: `Generate ${MIN_NAMES}–${MAX_NAMES} random first, last or full names in ${LOCALES} languages, female or male, written in each language's own order. Test-data rows with usernames and example.com e-mails, CSV and JSON, and a seed that brings the same names back.`,
    keywords: ["random name generator", "fake name generator", "name generator", "test data names", "japanese name generator", "random full name", "fake email generator"],
    ogHeading: "Name Generator",
  },
  intro: `Random first, last and full names in ${LOCALES} languages, for characters, mock-ups and test databases. Each language writes names its own way — family name first in Japanese, Chinese, Korean, Hungarian and Vietnamese — and test-data rows only ever use the reserved example domains. Everything runs in your browser.`,
  featureList: [
    `${LOCALES} languages, each with its own name order`,
    "Female, male or either, drawn from that sex's own list",
    "Full, first or last names, and middle names or patronymics where the language has them",
    `${MIN_NAMES}–${MAX_NAMES} names at a time`,
    "Test-data rows with a username and an e-mail on example.com, example.net or example.org only",
    "CSV (RFC 4180, safe to open in a spreadsheet) and JSON export, copy",
    "A seed in the link: the same seed gives the same names",
    "Favourites kept in your browser",
  ],
  features: {
    title: "Names you can use as they are",
    items: [
      { title: "Each language's own order", body: "古谷 あゆみ, 王伟, 김민준, Kovács Anna, Trương Lan Ngọc: family name first where the language puts it first, with no space in Chinese and Korean.", icon: "Globe" },
      { title: "Safe test data", body: `Usernames come from the name, and every e-mail sits on ${EXAMPLE_DOMAINS.join(", ")} — domains reserved by RFC 2606, so no message can ever reach a real inbox.`, icon: "Mail" },
      { title: "Reproducible", body: "Every batch has a seed, and the page's address carries it. Send the link and your colleague sees the same names; type a seed to get a fixed list for a test.", icon: "Link2" },
      { title: "Private", body: "The name lists load into your browser and the names are drawn there. Nothing you choose or generate is sent to us.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the Name Generator",
    items: [
      { title: "Pick a language", body: `Choose one of ${LOCALES} languages and countries. Its name list loads the first time you use it.` },
      { title: "Choose who and how many", body: `Any, female or male, and ${MIN_NAMES}–${MAX_NAMES} names. Show full names, first names, last names, or test-data rows with usernames and e-mails.` },
      { title: "Generate", body: "Press Generate names. Each press draws a new batch with a new seed; type your own seed to get the same batch every time." },
      { title: "Keep what you like", body: "Star names to keep them in your favourites, copy the list, download it as CSV or JSON, or copy the link to share the exact batch." },
    ],
  },
  useCases: {
    title: "What people use the Name Generator for",
    items: [
      { title: "Test data and demos", body: "Fill a staging database, a form or a screenshot with realistic people whose e-mails can't reach anyone." },
      { title: "Writers and game masters", body: "Find names for characters from a given country, with the right order and the right form of the family name for a woman or a man." },
      { title: "Internationalisation testing", body: "Check that your app sorts, stores and displays Hangul, kanji, Cyrillic and Arabic names, and names without spaces, correctly." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "Japanese, seed 42", text: "Family name, a space, then the given name, like 古谷 あゆみ. The same seed and settings give the same list on any device." },
      { term: "Chinese and Korean", text: "Family name first with no space: 王伟, 김민준." },
      { term: "Hungarian and Vietnamese", text: "Family name first with a space: Kovács Anna, Trương Lan Ngọc. (Faker's own Vietnamese pattern writes Lan Ngọc Trương; we don't.)" },
      { term: "Russian, female", text: "Family names agree with the person: Иванова for a woman, Иванов for a man. With a patronymic: Анна Сергеевна Иванова." },
      { term: "Test data in German", text: "Jürgen Müller becomes the username jurgen.muller and the e-mail jurgen.muller@example.com. Japanese, Chinese, Korean and Thai names, which have no Latin spelling in the data, get a handle like user482913." },
    ],
  },
  faq: [
    {
      question: "Where do the names come from?",
      answer: "From the name lists of the open-source @faker-js/faker library (MIT licence), which collects common first and last names per language from its contributors. The lists are not weighted by how common each name is, so rare and common names come up equally often.",
    },
    {
      question: "Why is the family name first in some languages?",
      answer: `Because that is how those languages write names. ${FAMILY_FIRST.join(", ")} put the family name first; Chinese and Korean also write the two parts without a space. The order is set per language in our data and tested, so switching language never gives a name in the wrong order.`,
    },
    {
      question: "Can the e-mail addresses reach a real person?",
      answer: `No. Every address ends in ${EXAMPLE_DOMAINS.join(", ")}. RFC 2606 reserves these domains for documentation and testing, so no one can register them and mail to them goes nowhere. Other generators use gmail.com or yahoo.com, where a made-up address may belong to someone.`,
    },
    {
      question: "How does the seed work?",
      answer: "The seed is hashed (SHA-256) and starts the random generator, so the same seed, language and settings give exactly the same names. Without a seed, each batch gets a fresh 12-character seed from your browser's cryptographic random generator. The seed is in the page's address, so the link reproduces the batch.",
    },
    {
      question: "Are female and male names kept apart?",
      answer: "Yes. Choosing female draws only from the language's female list and male only from the male list; names the data marks as unisex are used only when you choose Any. In languages whose family names change with sex (Russian, Ukrainian, Czech, Indonesian), the family name matches too.",
    },
    {
      question: "Is the CSV safe to open in Excel?",
      answer: "Yes. It follows RFC 4180 (comma-separated, quotes doubled, CRLF line ends) with a byte-order mark so accents and non-Latin scripts show correctly, and a cell that starts with =, +, - or @ is prefixed with an apostrophe so a spreadsheet never runs it as a formula.",
    },
    {
      question: "Do you keep the names I generate?",
      answer: "No. The names are drawn in your browser and never sent to us. Favourites are stored in your browser's local storage and nowhere else; Clear removes them.",
    },
  ],
};
