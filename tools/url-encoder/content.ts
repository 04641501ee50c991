import type { ToolContent } from "@/tools/types";
import { MAX_URL_TEXT } from "./logic/url";

/** The URL Encoder page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/url.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "URL Encoder and Decoder — Percent-Encoding, URL Parser, Query String to JSON",
    description:
      "Percent-encode or decode text as a URL part (encodeURIComponent), a whole URL (encodeURI) or form data. Split a URL into its parts and its query into a table, and turn a query string into JSON and back. Runs in your browser.",
    keywords: ["url encoder", "url decoder", "url encode online", "percent encoding", "encodeuricomponent vs encodeuri", "url parser", "query string to json", "json to query string"],
    ogHeading: "URL Encoder & Decoder",
  },
  intro:
    "Encode text so it can sit safely in a URL, or decode an escaped URL back into words. Choose whether you are encoding one part of a URL or a whole one — they differ in what they escape — or form data. Paste a URL to see its scheme, host, path and every query pair in a table, or turn a query string into JSON and back. Nothing leaves your browser.",
  featureList: [
    "Encode and decode a URL part (encodeURIComponent), a whole URL (encodeURI) or form data (+ for spaces)",
    "UTF-8 throughout: ü is %C3%BC, 😀 is %F0%9F%98%80",
    "Optional strict RFC 3986 escaping of ! ' ( ) *",
    "Malformed escapes and invalid UTF-8 named by position",
    "URL parser: scheme, user, host, port, path, query, fragment and origin",
    "The query as a table, decoded, repeated keys kept in order",
    "Query string → JSON and JSON → query string",
    "Runs in the browser: nothing you paste is sent or stored",
  ],
  features: {
    title: "Percent-encoding without surprises",
    items: [
      { title: "Part or whole, explained", body: "Encoding a query value escapes / ? & = # so they can't break the URL; encoding a whole URL keeps them, because they are its structure. Pick the one you mean and the page says what it does.", icon: "Sparkles" },
      { title: "Errors with a position", body: "“100% sure” can't be decoded: the page says the escape at position 4 is not % and two hex digits, instead of a bare “URI malformed”. Bytes that aren't UTF-8 are named too.", icon: "Zap" },
      { title: "Queries you can read", body: "Every query pair in a table, decoded, in order, with repeated keys (tag=red&tag=blue) kept — and the same as JSON, where a repeated key becomes a list.", icon: "BarChart3" },
      { title: "Private by design", body: "Encoding, decoding and parsing run on your device. URLs often carry tokens and personal data; here they are never sent anywhere.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the URL Encoder",
    items: [
      { title: "Pick a task", body: "Encode/decode for escaping text, Parse URL to split a URL into its parts, Query ↔ JSON to convert a query string." },
      { title: "Choose what you are encoding", body: "Part of a URL for a single value (most of the time), Whole URL for a complete address, Form data for what an HTML form sends." },
      { title: "Paste your text", body: `Up to ${MAX_URL_TEXT.toLocaleString("en-US")} characters. The result appears as you type; a problem is named with its position.` },
      { title: "Copy the result", body: "The Copy button puts the encoded, decoded or converted text on your clipboard." },
    ],
  },
  useCases: {
    title: "What people use the URL Encoder for",
    items: [
      { title: "Building links and API calls", body: "Escape a search term, an e-mail address or a redirect URL before putting it into a query string." },
      { title: "Reading tracking and redirect links", body: "Decode a long escaped link to see where it really goes, and list its utm_ and other query parameters." },
      { title: "Debugging web apps", body: "Check how a form encoded its data, spot a double-encoded %2520, or turn a query into JSON for a test." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "À and ア (RFC 3986 §2.5)", text: "À is the UTF-8 bytes C3 80, so %C3%80; KATAKANA LETTER A is %E3%82%A2." },
      { term: "A URL part vs a whole URL", text: "“a b/c?d=1” as a part is a%20b%2Fc%3Fd%3D1; as a whole URL it is a%20b/c?d=1, its / ? and = kept." },
      { term: "Form data", text: "“a b+c&d” is a+b%2Bc%26d: the space is +, so a real + must be %2B." },
      { term: "Decoding “100% sure”", text: "Refused: the % at position 4 is not followed by two hex digits. A literal % is written %25." },
      { term: "foo://example.com:8042/over/there?name=ferret#nose (RFC 3986 §3)", text: "Scheme foo:, host example.com, port 8042, path /over/there, query name=ferret, fragment nose." },
      { term: "?tag=red&tag=blue&q=summer+dress as JSON", text: "{\"tag\": [\"red\", \"blue\"], \"q\": \"summer dress\"}." },
    ],
  },
  faq: [
    {
      question: "What is the difference between encodeURIComponent and encodeURI?",
      answer: "encodeURIComponent is for one piece of a URL, such as a query value: it escapes everything except letters, digits and - _ . ! ~ * ' ( ), including / ? & = #. encodeURI is for a whole URL: it leaves those structural characters alone and escapes only what can never appear in a URL, like spaces and non-ASCII letters. Using encodeURI on a value lets an & or # in it break the URL.",
    },
    {
      question: "Why is a space sometimes %20 and sometimes +?",
      answer: "In URLs in general (RFC 3986) a space is %20. HTML forms send data as application/x-www-form-urlencoded, where a space is + and a + is %2B. Choose Form data to encode or decode that way.",
    },
    {
      question: "What does “Malformed escape at position N” mean?",
      answer: "Every % in encoded text must be followed by two hexadecimal digits (0–9, A–F). A lone % — as in “100% sure” — or %zz can't be decoded. The position counts characters from 1. If the % is meant literally, encode it as %25.",
    },
    {
      question: "What does “Invalid UTF-8” mean?",
      answer: "Escapes stand for bytes, and the bytes must spell UTF-8 characters. %FF can never start one, and %E3%82 is a three-byte character cut short. Such text was usually encoded in another character set (like Latin-1) or cut in the middle.",
    },
    {
      question: "Why are ! ' ( ) * not encoded?",
      answer: "encodeURIComponent follows an older rule that treats them as safe. RFC 3986 reserves them, and some servers (OAuth signatures, for one) expect them escaped: tick “Also escape ! ' ( ) *” for strict RFC 3986 output.",
    },
    {
      question: "How are repeated query keys handled?",
      answer: "They are kept: the table lists every pair in order, and the JSON turns a repeated key into a list (tag=red&tag=blue → {\"tag\": [\"red\", \"blue\"]}). Converting JSON back repeats the key for each item in a list.",
    },
    {
      question: "Is my data sent anywhere?",
      answer: "No. Encoding, decoding, parsing and conversion all run in your browser; nothing you paste is sent to our server, logged or kept.",
    },
  ],
};
