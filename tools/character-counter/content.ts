import type { ToolContent } from "@/tools/types";
import { READING_WPM, SPEAKING_WPM } from "@/lib/engines/text/stats";

/** The Character Counter page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/*.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Character Counter — Characters, Words, SMS Parts and X Weighted Count",
    description:
      "Count characters as people see them (emoji and flags count once), words, sentences, paragraphs and reading time. Limit bars for X's 280, SMS GSM-7/Unicode parts, meta title and description, Instagram. Private: counted in your browser.",
    keywords: ["character counter", "word counter", "letter counter", "character count", "sms character counter", "twitter character counter", "count characters online"],
    ogHeading: "Character Counter",
  },
  intro:
    "Type or paste text and see its length the way each place counts it: characters as you see them, words as a word processor counts them, X's weighted 280, SMS parts in GSM-7 or Unicode, meta tags and Instagram captions. Everything is counted in your browser; nothing you type is sent anywhere.",
  featureList: [
    "Characters as you see them (grapheme clusters), with and without spaces",
    "Unicode code points, UTF-16 code units and UTF-8 bytes",
    "Words (contractions and hyphenated words as one; Chinese, Japanese and Thai by dictionary word), sentences, paragraphs, lines",
    `Reading time (${READING_WPM} wpm) and speaking time (${SPEAKING_WPM} wpm)`,
    "Keyword density, with English stop words optional",
    "X (Twitter) weighted count: links 23, CJK and emoji 2",
    "SMS parts: GSM-7 160/153 with extension characters at 2, UCS-2 70/67",
    "Meta title (60), meta description (160) and Instagram caption (2,200) bars",
    "Runs in the browser: nothing you type is sent or stored",
  ],
  features: {
    title: "Counts you can rely on",
    items: [
      { title: "Characters as you see them", body: "👨‍👩‍👧‍👦 is one character, not eleven UTF-16 units; 🇯🇵 is one, not two; a decomposed café is four characters and six bytes. The other counts are shown beside it.", icon: "Sparkles" },
      { title: "Words as a word processor counts", body: "\"  Hello   world  \" is 2 words and \"don't stop-believing 3.14 e-mail\" is 4, where a plain split gives 6. Chinese and Japanese are split into words, not counted as one.", icon: "BarChart3" },
      { title: "The limits as the platforms count", body: "X weighs links at 23 and CJK and emoji at 2. An SMS switches to Unicode for one curly quote; the counter names it and shows how many parts you will pay for.", icon: "MessageSquare" },
      { title: "Private and fast", body: "Counting happens on your device as you type, and long texts are counted in slices so typing never stalls. Nothing you type leaves the page.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the Character Counter",
    items: [
      { title: "Type or paste", body: "Put your text in the box. The counts update as you type; a very long text is counted after a short pause." },
      { title: "Read the counts", body: "Characters, words, sentences, paragraphs, lines, reading and speaking time, and the code points, UTF-16 units and UTF-8 bytes below them." },
      { title: "Check the limits", body: "Each bar shows how much of X's 280, an SMS, a meta title or description or an Instagram caption you have used, and turns red when you are over." },
      { title: "Look at your keywords", body: "The keyword table lists the most frequent words and their share of all words; tick the box to leave out stop words like the and of." },
    ],
  },
  useCases: {
    title: "What people use the Character Counter for",
    items: [
      { title: "Social posts and texts", body: "Fit a post into X's 280 or a campaign SMS into one message, and see which character made it cost two." },
      { title: "SEO", body: "Keep page titles near 60 characters and descriptions near 160 so search results don't cut them, and check keyword density." },
      { title: "Essays, forms and databases", body: "Hit a word count for an essay, or check that a string fits a field limited in characters or bytes." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "\"  Hello   world  \"", text: "2 words. Extra spaces never make words." },
      { term: "\"don't stop-believing 3.14 e-mail\"", text: "4 words: a contraction, a hyphenated word, a number and a hyphenated word each count once." },
      { term: "\"cafe\" + a combining acute accent", text: "4 characters, 5 code points, 6 bytes in UTF-8; on X it weighs 4, because text is normalised first." },
      { term: "👨‍👩‍👧‍👦", text: "1 character, 7 code points, 11 UTF-16 units, 25 bytes; weighs 2 on X." },
      { term: "161 × \"a\" as an SMS", text: "GSM-7, 2 parts: a single message holds 160, and each part of a longer one 153." },
      { term: "\"Ça coûte 5 € à Zürich\" as an SMS", text: "Unicode (UCS-2), 1 part of 70, because û is not in the GSM alphabet; the € alone would only cost 2 GSM characters." },
    ],
  },
  faq: [
    {
      question: "What counts as a character?",
      answer: "What you see as one: a letter with its accents, an emoji with its skin tone, a flag, a family emoji. The counter uses the Unicode rules for grapheme clusters (UAX #29) through your browser's Intl.Segmenter. It also shows code points, UTF-16 code units (what JavaScript's length and many databases count) and UTF-8 bytes.",
    },
    {
      question: "How are words counted?",
      answer: "With the Unicode word rules, then as a word processor counts: don't, e-mail and stop-believing are one word each, 3.14 is one word, so is a link or an e-mail address, and punctuation and emoji are none. Languages written without spaces (Chinese, Japanese, Thai) are split into dictionary words by the browser, so the count can differ slightly between browsers.",
    },
    {
      question: "Why does X say my post is longer than the character count?",
      answer: "X weighs characters: Latin letters and common punctuation weigh 1, Chinese, Japanese and Korean characters, most symbols and every emoji weigh 2, and every link weighs 23 whatever its length. The X bar uses those published twitter-text rules.",
    },
    {
      question: "How many characters fit in one SMS?",
      answer: "160 in the GSM 7-bit alphabet, or 153 per part when a message is split. € and ^ { } [ ] ~ \\ | take two. A single character outside the alphabet, such as an emoji, a curly quote or a Cyrillic letter, switches the whole message to Unicode: 70 characters, or 67 per part, with most emoji taking two.",
    },
    {
      question: "How long should a meta title and description be?",
      answer: "About 60 characters for a title and 150–160 for a description. Google cuts them by pixel width, so wide letters reach the limit sooner; keep the important words first.",
    },
    {
      question: "How is reading time worked out?",
      answer: `Words divided by ${READING_WPM} words a minute for silent reading and ${SPEAKING_WPM} for reading aloud, the averages Brysbaert found in 2019 across 190 studies of adults reading non-fiction in English.`,
    },
    {
      question: "Is my text sent anywhere?",
      answer: "No. The counter runs in your browser; the text never leaves the page, is not stored and does not reach analytics.",
    },
  ],
};
