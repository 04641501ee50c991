import type { LimitId } from "./limits";

/**
 * The long-tail pages under /character-counter/<slug>: one per place people check a length. Each presets the tool
 * (its limit bar first) and has its own words. Any other slug is a 404.
 */
export type Preset = LimitId | "words";

export interface CounterPage {
  slug: string;
  preset: Preset;
  name: string;
  heading: string;
  title: string;
  description: string;
  keywords: string[];
  explanation: string[];
  table: { caption: string; head: readonly [string, string]; rows: readonly TableRow[] };
}

/**
 * One row of a page's table, as what the counter measures rather than a written-down figure: the value shown is
 * computed by the counter's own engine (logic/page-tables.ts), so the table cannot disagree with the tool above it.
 * Only "fact" rows (a platform's rule the counter does not measure, such as Instagram's bio length) are text.
 */
export type TableRow =
  | { label: string; measure: "x-weight"; sample: string }
  | { label: string; measure: "limit"; limit: LimitId; lead?: string }
  | { label: string; measure: "sms-capacity"; encoding: "GSM-7" | "UCS-2"; parts: number; perPart?: boolean }
  | { label: string; measure: "reading-time"; words: number }
  | { label: string; measure: "fact"; value: string };

export const COUNTER_PAGES: readonly CounterPage[] = [
  {
    slug: "twitter",
    preset: "x",
    name: "X (Twitter)",
    heading: "X (Twitter) Character Counter",
    title: "X (Twitter) Character Counter — Weighted Count for 280, Links Count 23",
    description: "Count a post the way X does: 280 weighted characters, links always 23, Chinese, Japanese, Korean and emoji count 2. See how many are left before you post.",
    keywords: ["twitter character counter", "x character counter", "tweet length checker", "280 characters", "tweet counter"],
    explanation: [
      "X doesn't count characters one by one. Its open-source twitter-text rules give each character a weight: Latin letters, digits, common punctuation and most European scripts weigh 1, while Chinese, Japanese and Korean characters and most symbols weigh 2. A post may weigh at most 280.",
      "Every link weighs 23, however long it is, because X replaces it with a t.co link. An emoji weighs 2 even when it is built from several code points, like a family 👨‍👩‍👧‍👦 or a flag 🇯🇵. Text is normalised first, so an accented letter typed as two code points counts once.",
    ],
    table: {
      caption: "How X weighs what you type",
      head: ["What you type", "Weight"],
      rows: [
        { label: "A letter, digit, space or punctuation in U+0000–U+10FF", measure: "x-weight", sample: "a" },
        { label: "General punctuation: – — ‘ ’ “ ” and the like (U+2000–U+201F, U+2032–U+2037)", measure: "x-weight", sample: "—" },
        { label: "A Chinese, Japanese or Korean character", measure: "x-weight", sample: "字" },
        { label: "An emoji, a flag or a ZWJ sequence such as 👨‍👩‍👧‍👦", measure: "x-weight", sample: "👨‍👩‍👧‍👦" },
        { label: "A link (https://…, www.…, example.com)", measure: "x-weight", sample: "https://example.com/a/long/path?with=query" },
        { label: "Limit of a post", measure: "limit", limit: "x" },
      ],
    },
  },
  {
    slug: "sms",
    preset: "sms",
    name: "SMS",
    heading: "SMS Character Counter",
    title: "SMS Character Counter — GSM-7 and Unicode Segments (160/153, 70/67)",
    description: "See how many text messages your SMS will be sent as: GSM-7 160 characters or 153 per part, Unicode 70 or 67, with the characters that switch the encoding named.",
    keywords: ["sms character counter", "sms length calculator", "gsm 7 bit character counter", "sms segment calculator", "text message character limit"],
    explanation: [
      "An SMS carries 140 bytes. In the GSM 7-bit alphabet that is 160 characters; the euro sign and ^ { } [ ] ~ \\ | take two, because they are sent as an escape and a character. A longer message is split into parts of 153 characters, since each part carries a header that joins them back together.",
      "One character outside the GSM alphabet — an emoji, a curly quote, a ç or a Cyrillic letter — switches the whole message to UCS-2, where a message holds 70 characters and a part 67, and an emoji takes two. The counter names those characters, so you can replace them and pay for fewer parts.",
    ],
    table: {
      caption: "SMS lengths by encoding",
      head: ["Encoding and parts", "Characters"],
      rows: [
        { label: "GSM-7, one message", measure: "sms-capacity", encoding: "GSM-7", parts: 1 },
        { label: "GSM-7, each part of a longer message", measure: "sms-capacity", encoding: "GSM-7", parts: 2, perPart: true },
        { label: "GSM-7, two parts", measure: "sms-capacity", encoding: "GSM-7", parts: 2 },
        { label: "GSM-7, three parts", measure: "sms-capacity", encoding: "GSM-7", parts: 3 },
        { label: "UCS-2 (Unicode), one message", measure: "sms-capacity", encoding: "UCS-2", parts: 1 },
        { label: "UCS-2, each part of a longer message", measure: "sms-capacity", encoding: "UCS-2", parts: 2, perPart: true },
        { label: "UCS-2, two parts", measure: "sms-capacity", encoding: "UCS-2", parts: 2 },
      ],
    },
  },
  {
    slug: "meta-description",
    preset: "meta-description",
    name: "Meta description",
    heading: "Meta Description and Title Length Checker",
    title: "Meta Description Length Checker — Title 60 and Description 160 Characters",
    description: "Check a page title against about 60 characters and a meta description against about 160, the lengths Google shows before it cuts them off.",
    keywords: ["meta description length checker", "meta description character count", "title tag length", "seo character counter", "meta title length"],
    explanation: [
      "Search results cut titles and descriptions by width, not by count: about 600 pixels for a title and about 920 for a description on a desktop screen. In practice that is around 60 characters for a title and 150–160 for a description, so these bars use 60 and 160.",
      "Wide letters (W, M) fill the line sooner than narrow ones (i, l), so treat the bars as a guide and keep the words that matter at the start. Google may also rewrite a description it finds less relevant than text from the page.",
    ],
    table: {
      caption: "Lengths to aim for",
      head: ["Element", "Aim for"],
      rows: [
        { label: "Title (title tag)", measure: "limit", limit: "meta-title", lead: "50–" },
        { label: "Meta description", measure: "limit", limit: "meta-description", lead: "120–" },
        { label: "Meta description on mobile", measure: "fact", value: "about 120 characters are shown" },
        { label: "Open Graph title", measure: "fact", value: "up to about 60–90 characters" },
      ],
    },
  },
  {
    slug: "instagram",
    preset: "instagram",
    name: "Instagram",
    heading: "Instagram Caption Character Counter",
    title: "Instagram Caption Character Counter — 2,200 Characters, Hashtags and Lines",
    description: "Write an Instagram caption within 2,200 characters, with a count of words, lines and what shows before “more”.",
    keywords: ["instagram character counter", "instagram caption length", "instagram caption character limit", "2200 characters", "instagram bio counter"],
    explanation: [
      "An Instagram caption holds up to 2,200 characters, emoji and line breaks included. Only the first line or two show in the feed before “more”, so the opening of a caption does most of the work.",
      "This counter counts characters as you see them, so an emoji with a skin tone or a flag counts once. Instagram also limits a post to 30 hashtags.",
    ],
    table: {
      caption: "Instagram text limits",
      head: ["Where", "Limit"],
      rows: [
        { label: "Caption", measure: "limit", limit: "instagram" },
        { label: "Hashtags in a post", measure: "fact", value: "30" },
        { label: "Bio", measure: "fact", value: "150 characters" },
        { label: "Username", measure: "fact", value: "30 characters" },
      ],
    },
  },
  {
    slug: "word-counter",
    preset: "words",
    name: "Word counter",
    heading: "Word Counter",
    title: "Word Counter — Words, Sentences, Paragraphs and Reading Time",
    description: "Count words the way a word processor does: don't and e-mail are one word each, Chinese and Japanese are counted by word. With sentences, paragraphs and reading time.",
    keywords: ["word counter", "word count", "count words", "reading time calculator", "essay word counter"],
    explanation: [
      "Words are found with the browser's Unicode word segmentation, then counted as a word processor counts them: a contraction (don't) or a hyphenated word (well-known, e-mail) is one word, a number such as 3.14 is one, and spaces, punctuation and emoji are none. Chinese, Japanese and Thai, which write no spaces, are split into dictionary words.",
      "Reading time uses 238 words a minute and speaking time 183, the averages for silent reading of non-fiction and reading aloud found by Brysbaert (2019) across 190 studies.",
    ],
    table: {
      caption: "Reading and speaking time by length",
      head: ["Words", "Reading / speaking"],
      rows: [
        { label: "250", measure: "reading-time", words: 250 },
        { label: "500", measure: "reading-time", words: 500 },
        { label: "1,000", measure: "reading-time", words: 1000 },
        { label: "2,000", measure: "reading-time", words: 2000 },
      ],
    },
  },
];

export function counterPage(slug: string): CounterPage | undefined {
  return COUNTER_PAGES.find((p) => p.slug === slug);
}

export function counterPagePath(page: CounterPage): string {
  return `/character-counter/${page.slug}`;
}
