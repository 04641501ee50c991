import { MAX_REPAIR_CHARS } from "@/lib/engines/json/repair";
import type { ToolContent } from "@/tools/types";
import { MAX_INPUT_CHARS } from "./logic/json-formatter";

const MB = MAX_INPUT_CHARS / (1024 * 1024);
const REPAIR_MILLIONS = MAX_REPAIR_CHARS / 1_000_000;

/**
 * The JSON Formatter page's words (tools/types.ts ToolContent). The worked examples are vectors of
 * lib/engines/json/json.test.ts and logic/json-formatter.test.ts.
 */
export const content: ToolContent = {
  seo: {
    title: "JSON Formatter & Validator — Lossless Pretty Print, Minify and Repair",
    description:
      "Format, minify and validate JSON in your browser. Big integers and 0.10 stay exactly as written, errors show the line and column with a caret, duplicate keys are flagged and broken JSON is repaired with every change listed.",
    keywords: ["json formatter", "json beautifier", "json validator", "json pretty print", "json minify", "json repair", "format json online", "json viewer"],
    ogHeading: "JSON Formatter",
  },
  intro:
    "Paste or drop JSON to indent it with 2 or 4 spaces or tabs, minify it, or browse it as a tree. Every number and string comes out exactly as it went in — 12345678901234567890 stays 12345678901234567890 — and when the JSON is broken you get the line, the column and what to do about it.",
  featureList: [
    "Format with 2 spaces, 4 spaces or tabs, or minify",
    "Lossless: big integers, trailing zeros and string escapes kept byte for byte",
    "Errors with line, column, a caret under the spot and a hint",
    "Duplicate keys flagged with their JSON Pointer",
    "Optional A–Z key sort",
    "Tree view with the JSON Pointer of each value",
    "Repair of trailing commas, single quotes, comments and Python literals, with every change listed",
    `Open or drop files up to ${MB} MB, formatted in a Web Worker; download the result`,
    "Runs in the browser: nothing you paste is uploaded",
  ],
  features: {
    title: "A formatter that doesn't touch your data",
    items: [
      { title: "Numbers stay as written", body: "Most formatters run your text through JSON.parse, which turns 12345678901234567890 into 12345678901234567000 and 0.10 into 0.1. This one never converts a number: only whitespace changes.", icon: "ShieldCheck" },
      { title: "Errors you can act on", body: "\"Unexpected '}' at line 4, column 1 — trailing comma at line 3, column 9?\" with the line shown and a caret under the spot, instead of \"Invalid JSON\".", icon: "MessageSquare" },
      { title: "Repairs you can see", body: "Trailing commas, single quotes, comments, unquoted keys, True and None are fixed on request, and each change is listed with its line and column before you accept it.", icon: "Sparkles" },
      { title: "Big files, no freeze", body: `Files up to ${MB} MB are parsed and formatted in a background worker, so the page keeps scrolling and typing while it works.`, icon: "Zap" },
    ],
  },
  howTo: {
    title: "How to use the JSON Formatter",
    items: [
      { title: "Paste, open or drop your JSON", body: `Type or paste into the box, use Open file, or drop a .json file on it (up to ${MB} MB). Images, archives and other binary files are recognised and refused by type.` },
      { title: "Pick the indentation", body: "2 spaces, 4 spaces or a tab per level, or Minify for the smallest text. Tick Sort keys A–Z to order every object's members; it is off by default, so your order is kept." },
      { title: "Fix what it reports", body: "An error names the line and column and draws a caret under the spot. Press Repair to have it fixed for you: the list of changes appears first, and nothing changes until you choose Use the repaired JSON." },
      { title: "Copy, download or explore", body: "Copy or download the result, or switch to Tree to open objects and arrays one level at a time; choosing a value shows its JSON Pointer." },
    ],
  },
  useCases: {
    title: "What people use the JSON Formatter for",
    items: [
      { title: "Reading API responses", body: "Turn a one-line response from curl or the browser's network tab into indented JSON, and find the field you need in the tree." },
      { title: "Checking config and data files", body: "Find the stray comma in package.json, a settings file or a fixture, with the exact line and column, before a build fails on it." },
      { title: "Handling IDs and money safely", body: "Format payloads with 64-bit IDs, order numbers or prices like 0.10 without a tool quietly rounding them." },
      { title: "Shrinking JSON", body: "Minify a file before embedding or sending it, and see the size before and after." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "{\"id\":12345678901234567890,\"price\":0.10}", text: "Formatted with 2 spaces it keeps both numbers exactly: \"id\": 12345678901234567890 and \"price\": 0.10. JSON.parse would print 12345678901234567000 and 0.1." },
      { term: "{\"a\":1,}", text: "Unexpected '}' at line 1, column 8 — trailing comma at line 1, column 7? Repair lists one change: line 1, column 7: Removed ','." },
      { term: "{\"a\":1,\"a\":2}", text: "Valid JSON with a warning: duplicate key \"a\" at line 1, column 8 (/a); first at line 1, column 2. Both members are kept in the output." },
      { term: "{\"a\":True,\"b\":None}", text: "Unexpected 'True' at line 1, column 6 — JSON writes true in lower case. Repair: line 1, column 6: Replaced 'True' with 'true'; line 1, column 15: Replaced 'None' with 'null'." },
      { term: "{\"b\":1,\"a\":{\"z\":1,\"B\":2}}", text: "With Sort keys A–Z: {\"a\":{\"B\":2,\"z\":1},\"b\":1}. Keys are ordered by character code, as RFC 8785 does, so capitals come before small letters." },
    ],
  },
  faq: [
    {
      question: "Why do other formatters change my numbers?",
      answer: "They parse the text with JavaScript's JSON.parse, which stores every number as a 64-bit float. Integers above 9,007,199,254,740,991 lose digits (12345678901234567890 becomes 12345678901234567000) and trailing zeros disappear (0.10 becomes 0.1). This formatter reads the JSON itself and writes each number back exactly as it was typed.",
    },
    {
      question: "What does a duplicate key warning mean?",
      answer: "The same name appears twice in one object, as in {\"a\":1,\"a\":2}. RFC 8259 says names should be unique, and programs disagree about which value wins — most keep the last. The formatter keeps both in its output, so nothing is lost, and lists each repeat with its line, column and JSON Pointer so you can decide.",
    },
    {
      question: "What can Repair fix?",
      answer: `Trailing commas, single-quoted strings, unquoted keys, comments, Python's True, False and None, missing commas, unclosed brackets and other near-JSON, on texts up to ${REPAIR_MILLIONS} million characters. Every change is listed with its line and column before you accept it; if the text is too damaged to repair, it says so.`,
    },
    {
      question: "Is my JSON uploaded anywhere?",
      answer: "No. Formatting, validation and repair run in your browser, in a Web Worker on your device. What you paste or open is never sent to our server, logged or stored.",
    },
    {
      question: "How large a file can it format?",
      answer: `Up to ${MB} MB. Large files are handled in a background worker so the page stays responsive; the page shows the first 400,000 characters of a very long result, and Copy and Download always give all of it.`,
    },
    {
      question: "Does it change anything besides whitespace?",
      answer: "No, unless you tick Sort keys A–Z, which reorders object members. Strings keep their escapes (\\u00e9 stays \\u00e9), numbers keep their digits, duplicate members are kept. The only thing left out is a byte order mark at the very start, and the page tells you when it does that.",
    },
    {
      question: "What is a JSON Pointer?",
      answer: "A path to one value in a document, defined by RFC 6901: /items/0/price is the price of the first item. ~ and / inside a key are written ~0 and ~1. Choose a value in the tree view to see its pointer, and duplicate keys are reported with theirs.",
    },
  ],
};
