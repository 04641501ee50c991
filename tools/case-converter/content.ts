import type { ToolContent } from "@/tools/types";
import { MAX_CASE_TEXT } from "./logic/case";

/** The Case Converter page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/case.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Case Converter — UPPER, lower, Title Case, Sentence case, camelCase, snake_case",
    description:
      "Convert text to UPPER CASE, lower case, Title Case with English small words, Sentence case, camelCase, PascalCase, snake_case, kebab-case or CONSTANT_CASE. Right for German ß, Turkish İ and every script; runs in your browser.",
    keywords: ["case converter", "title case converter", "uppercase to lowercase", "sentence case converter", "camelcase converter", "snake case converter", "kebab case", "capitalize text"],
    ogHeading: "Case Converter",
  },
  intro:
    "Paste text and pick a case: UPPER, lower, Title Case, Sentence case, or one of the programmers' cases — camelCase, PascalCase, snake_case, kebab-case and CONSTANT_CASE. The conversion follows Unicode's case rules, so ß becomes SS, Greek gets its final ς, and with Turkish chosen i and İ pair correctly. It runs in your browser as you type.",
  featureList: [
    "UPPER CASE, lower case, Title Case and Sentence case",
    "camelCase, PascalCase, snake_case, kebab-case and CONSTANT_CASE for code",
    "Title Case keeps English small words (a, of, the, and…) lower case",
    "Unicode-aware: ß → SS, Greek final ς, accented letters kept",
    "Turkish and Azerbaijani i ↔ İ and ı ↔ I",
    "Splits XMLHttpRequest and getHTTPResponse into their words",
    `Up to ${MAX_CASE_TEXT.toLocaleString("en-US")} characters at a time`,
    "Runs in the browser: nothing you type is sent or stored",
  ],
  features: {
    title: "Case conversion that knows its letters",
    items: [
      { title: "Every script", body: "Letters go through Unicode's case mappings, not an A–Z table: Straße upper-cases to STRASSE, ΟΔΟΣ lower-cases to οδος with a final ς, and é stays é.", icon: "Sparkles" },
      { title: "Turkish done right", body: "Choose Turkish or Azerbaijani and i upper-cases to İ, ı to I, and DİYARBAKIR lower-cases to diyarbakır — not the English i that breaks Turkish words.", icon: "Zap" },
      { title: "Titles with small words", body: "English titles keep articles, conjunctions and short prepositions lower case unless they start or end the title or follow a colon: The Lord of the Rings.", icon: "BarChart3" },
      { title: "Private by design", body: "The text is converted on your device as you type. It is never sent to a server or kept.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the Case Converter",
    items: [
      { title: "Paste your text", body: `Type or paste up to ${MAX_CASE_TEXT.toLocaleString("en-US")} characters: a heading, a paragraph, a list of names or a variable name.` },
      { title: "Pick a case", body: "Title Case is chosen to start with; pick any of the nine. The converted text appears as you type." },
      { title: "Choose the language", body: "English adds the small-word rule to titles and capitalises I in sentences; Turkish and Azerbaijani switch on their dotted and dotless i; Other language uses the general Unicode rules." },
      { title: "Copy the result", body: "Copy puts the converted text on your clipboard; your original stays in the box on the left." },
    ],
  },
  useCases: {
    title: "What people use the Case Converter for",
    items: [
      { title: "Headlines and titles", body: "Turn a headline into Title Case with the small words right, or a shouting ALL-CAPS paragraph back into Sentence case." },
      { title: "Code names", body: "Turn a phrase or a column name into camelCase for JavaScript, snake_case for Python and SQL, kebab-case for URLs and CSS, or CONSTANT_CASE for constants." },
      { title: "Data clean-up", body: "Make a list of names or places consistent before a mail merge or an import, in Turkish, German or Greek as well as English." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "Title Case", text: "“the lord of the rings” → “The Lord of the Rings”; “star wars: a new hope” → “Star Wars: A New Hope” (a word after a colon starts again)." },
      { term: "UPPER CASE of Straße", text: "“STRASSE”: Unicode upper-cases ß to SS." },
      { term: "Turkish UPPER CASE", text: "“istanbul ılık” → “İSTANBUL ILIK” with Turkish chosen; English rules give “ISTANBUL ILIK”, which misspells İstanbul." },
      { term: "snake_case of XMLHttpRequest", text: "“xml_http_request”: a run of capitals followed by a capitalised word is split before its last capital." },
      { term: "camelCase of “Hello wonderful world”", text: "“helloWonderfulWorld”." },
      { term: "Sentence case", text: "“HELLO WORLD. THIS IS WHAT I'M SAYING!” → “Hello world. This is what I'm saying!”." },
    ],
  },
  faq: [
    {
      question: "What counts as a small word in Title Case?",
      answer: "Articles (a, an, the), coordinating conjunctions (and, but, or, nor, for, so, yet) and short prepositions (as, at, by, in, of, off, on, per, to, up, via, vs), following the Chicago Manual of Style. They stay lower case unless they are the first or last word or follow a colon. The rule is English, so it applies only with English chosen.",
    },
    {
      question: "Why does ß become SS?",
      answer: "German ß has no traditional capital, so Unicode's upper-case mapping writes it as SS (Straße → STRASSE). In a title the first letter of a word that starts with ß becomes Ss.",
    },
    {
      question: "Why does Turkish need its own setting?",
      answer: "Turkish has two i's: dotted i/İ and dotless ı/I. English rules turn i into I and İ into i with a stray dot, which changes Turkish words. With Turkish or Azerbaijani chosen, i ↔ İ and ı ↔ I pair as those languages write them.",
    },
    {
      question: "How are words found for camelCase and snake_case?",
      answer: "Anything that is not a letter or digit separates words, and so does a change of case inside a word: fooBar is foo + Bar, and XMLHttpRequest is XML + Http + Request. Accented and non-Latin letters are kept as letters. Everything else — emoji, #, +, the dot in v2.0 — is left out of the name, and the converter lists what it left out under the result.",
    },
    {
      question: "Does Sentence case know names?",
      answer: "No: it lowers everything and capitalises the first letter of each sentence (after . ! ? or a blank line) and, in English, the word I. Proper names like London need a capital put back by hand.",
    },
    {
      question: "Is there a length limit?",
      answer: `Up to ${MAX_CASE_TEXT.toLocaleString("en-US")} characters at a time, enough for a long chapter. Longer text gets a message saying how long it is; convert it in parts.`,
    },
    {
      question: "Is my text stored?",
      answer: "No. The conversion runs in your browser as you type; the text is never sent to our server, logged or kept.",
    },
  ],
};
