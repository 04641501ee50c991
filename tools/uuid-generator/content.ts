import type { ToolContent } from "@/tools/types";
import { MAX_COUNT } from "./logic/ids";

const max = MAX_COUNT.toLocaleString("en-US");

/** The UUID Generator page's words (tools/types.ts ToolContent). Worked examples are RFC 9562 appendix A's, as in logic/ids.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "UUID Generator — UUID v4 and v7, ULID and Nano ID in Bulk, with a UUID Validator",
    description: `Generate UUID v4 (random) and v7 (time-ordered), ULIDs and Nano IDs, up to ${max} at once, made in your browser. Paste any UUID or ULID to see its version, variant and the time inside it.`,
    keywords: ["uuid generator", "guid generator", "uuid v4 generator", "uuid v7", "ulid generator", "nanoid generator", "bulk uuid", "uuid validator", "uuid decoder"],
    ogHeading: "UUID Generator",
  },
  intro: `Make random or time-ordered unique IDs — UUID v4, UUID v7, ULID or Nano ID — one or up to ${max} at a time, and copy or download them. Paste a UUID or ULID into the checker to see which version it is and, for time-based ones, when it was made. Everything is made in your browser with its cryptographic random generator.`,
  featureList: [
    "UUID version 4 (random) and version 7 (Unix time, sortable), RFC 9562",
    "ULID (Crockford's Base32, sortable) and Nano ID with your own length and alphabet",
    `1 to ${max} at once; copy all or download as a text file`,
    "Upper or lower case, with or without hyphens",
    "Several made in the same millisecond still sort in order (v7 and ULID)",
    "Validator: version, variant and, for versions 1, 6, 7 and ULIDs, the time and node inside",
    "Made in the browser from crypto.getRandomValues: nothing is sent or kept",
  ],
  features: {
    title: "IDs made right",
    items: [
      { title: "The current standard", body: "UUIDs follow RFC 9562 (2024), which added version 7. The validator is checked against every example in its appendix A.", icon: "ShieldCheck" },
      { title: "Sortable when you want it", body: "Version 7 UUIDs and ULIDs start with the time, so they sort by creation and keep database indexes compact; a batch made in one millisecond is still in order.", icon: "BarChart3" },
      { title: "Truly random", body: "Random bits come from your browser's cryptographic generator; a Nano ID's characters are drawn without modulo bias, so none comes up more often.", icon: "Sparkles" },
      { title: "In bulk, instantly", body: `Up to ${max} IDs at once, made on your device in a moment, ready to copy or download.`, icon: "Zap" },
    ],
  },
  howTo: {
    title: "How to generate UUIDs",
    items: [
      { title: "Choose the kind of ID", body: "UUID v4 for a plain unique ID, UUID v7 or ULID when IDs should sort by time, Nano ID for short IDs in URLs." },
      { title: "Say how many", body: `From 1 to ${max}. For UUIDs choose upper case or no hyphens; for a Nano ID its length and alphabet.` },
      { title: "Copy or download", body: "Copy all copies every ID, one per line; Download saves them as a text file. Generate new makes a fresh set." },
      { title: "Check an ID", body: "Paste a UUID (with or without hyphens, braces or urn:uuid:) or a ULID to see its version and variant, and the time inside a v1, v6, v7 or ULID." },
    ],
  },
  useCases: {
    title: "What people use UUIDs for",
    items: [
      { title: "Database keys", body: "Primary keys that can be made anywhere without asking the database. Version 7 keeps inserts in index order, unlike random v4." },
      { title: "Test data and fixtures", body: "Thousands of unique IDs for a seed file, a spreadsheet or a load test, downloaded as one file." },
      { title: "Debugging", body: "See which service made an ID and when: a v7 UUID or a ULID carries its creation time to the millisecond." },
    ],
  },
  examples: {
    title: "Worked examples (RFC 9562, appendix A)",
    items: [
      { term: "919108f7-52d1-4320-9bac-f847db4148a8", text: "Version 4: the 4 at the start of the third group is the version, the 9 at the start of the fourth the variant (10xx)." },
      { term: "017f22e2-79b0-7cc3-98c4-dc0c0c07398f", text: "Version 7: 017f22e279b0 is 1,645,557,742,000 Unix milliseconds, 2022-02-22 19:22:22 UTC." },
      { term: "c232ab00-9414-11ec-b3c8-9f6bdeced846", text: "Version 1: the same moment in 100-ns steps since 1582, clock sequence 13256, node 9F:6B:DE:CE:D8:46." },
      { term: "1ec9414c-232a-6b00-b3c8-9f6bdeced846", text: "Version 6: version 1's time with its parts in order, so it sorts." },
      { term: "01ARYZ6S41TSV4RRFFQ69G5FAV", text: "A ULID: 01ARYZ6S41 is 2016-07-30 22:36:16.385 UTC; the other 16 characters are random." },
    ],
  },
  faq: [
    {
      question: "UUID v4 or v7?",
      answer: "v4 when the ID only needs to be unique and should reveal nothing. v7 when it is a database key: it starts with the time, so new rows go at the end of the index instead of anywhere, which keeps inserts fast. A v7 does reveal when it was made.",
    },
    {
      question: "Can two UUIDs be the same?",
      answer: "In practice, no. A v4 has 122 random bits: you would need about 2.7 × 10^18 of them for a 50% chance of one repeat. A v7 has 74 random bits per millisecond, and IDs made in the same millisecond here are made in increasing order, so they never repeat.",
    },
    {
      question: "What is the difference between a UUID and a GUID?",
      answer: "None that matters: GUID is Microsoft's name for a UUID. Some Microsoft tools write them in upper case or in braces; the checker reads those forms too.",
    },
    {
      question: "What are ULID and Nano ID?",
      answer: "A ULID is like a UUID v7 — 48 bits of time and 80 random bits — written as 26 characters of Crockford's Base32, which avoids I, L, O and U. A Nano ID is a short random string from an alphabet you choose; the default 21 URL-safe characters hold 126 random bits.",
    },
    {
      question: "What do the version and variant mean?",
      answer: "The version (the first digit of the third group) says how the UUID was made: 1 and 6 from a clock and a node, 3 and 5 by hashing a name, 4 at random, 7 from Unix time, 8 in a custom way. The variant (the first bits of the fourth group) says which layout applies; standard UUIDs have 10, so that digit is 8, 9, a or b.",
    },
    {
      question: "Are the IDs sent to your server?",
      answer: "No. They are made in your browser with crypto.getRandomValues and are never sent or stored; the checker runs in the page too.",
    },
  ],
};
