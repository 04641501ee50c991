import type { ToolContent } from "@/tools/types";
import { MAX_PATTERN, MAX_TEXT, TIME_LIMIT_MS } from "./logic/regex";

const n = (value: number) => value.toLocaleString("en-US");

/** The Regex Tester page's words (tools/types.ts ToolContent). Worked examples are vectors of logic/regex.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Regex Tester — Test JavaScript Regular Expressions Online with Groups, Replace and Explanation",
    description:
      "Test a JavaScript regular expression as you type: every match highlighted, numbered and named groups with their positions, a replace preview with $1 and $<name>, and the pattern explained token by token. Runaway patterns are stopped, never freezing the page. Runs in your browser.",
    keywords: ["regex tester", "regular expression tester", "javascript regex tester", "regex online", "regex replace", "regex groups", "regex explain", "catastrophic backtracking"],
    ogHeading: "Regex Tester",
  },
  intro: "A JavaScript pattern against your text, live: matches, groups, a replace preview and the pattern in words.",
  featureList: [
    "JavaScript's own regex engine, in your browser: what matches here matches in your code",
    "All eight flags: g, i, m, s, u, v, y and d",
    "Matches highlighted in the text and listed with their index, numbered and named groups",
    "A replace preview with $1, $<name>, $&, $`, $' and $$, exactly as String.prototype.replace does it",
    "The pattern explained token by token: groups, classes, quantifiers, anchors, lookarounds, backreferences",
    `A time limit of ${TIME_LIMIT_MS / 1000} seconds: a catastrophic pattern such as (a+)+$ is stopped and named, the page stays usable`,
    "Empty matches (like ^ with g and m) never loop: the search moves on one character, as matchAll does",
    "Runs in the browser: nothing you type is sent or stored",
  ],
  features: {
    title: "A regex tester that can't hang",
    items: [
      { title: "The real engine", body: "Patterns run in your browser's own JavaScript engine, so lookbehind, named groups, \\p{…} and the v flag behave exactly as in your code.", icon: "Zap" },
      { title: "Stops runaway patterns", body: `The pattern runs in a Web Worker. If it is still running after ${TIME_LIMIT_MS / 1000} seconds — (a+)+$ on a long run of a's ending in ! can take minutes — the worker is ended and the page says why.`, icon: "ShieldCheck" },
      { title: "Explains what you wrote", body: "Each token in words: “One or more times”, “Group 1, named year”, “Not followed by”. Parsed by regexpp, the parser ESLint uses.", icon: "Sparkles" },
      { title: "Private by design", body: "Logs, customer data, keys: whatever you test against stays on your device. Nothing is sent anywhere.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to test a regular expression",
    items: [
      { title: "Type the pattern", body: "Without the slashes: (\\d{4})-(\\d{2}). Tick the flags you need; g (every match) is on to start." },
      { title: "Paste the test text", body: `Up to ${n(MAX_TEXT)} characters. Matches are highlighted and listed as you type, each with its position and groups.` },
      { title: "Try a replacement", body: "Type a replacement such as $2/$1 to see the text after String.prototype.replace, and copy it." },
      { title: "Read the explanation", body: "Check that the pattern says what you meant: every group, class and quantifier is spelled out." },
    ],
  },
  useCases: {
    title: "What people use the regex tester for",
    items: [
      { title: "Form validation", body: "Try an e-mail, postcode or phone pattern against the inputs you expect — and the ones you don't." },
      { title: "Search and replace", body: "Reorder dates, rename variables or clean up a CSV with groups and $1 before running it over a whole file." },
      { title: "Parsing logs", body: "Pull the timestamp, level and message out of each line with named groups." },
      { title: "Finding slow patterns", body: "A pattern that is stopped by the time limit would hang a browser tab or a Node server too: fix it here first." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "(\\d{4})-(\\d{2}) with g on “2026-03 and 2027-11”", text: "Two matches: 2026-03 at 0–7 (group 1 “2026”, group 2 “03”) and 2027-11 at 12–19." },
      { term: "Replace (\\w+)\\s(\\w+) with $2, $1 in “Maria Cruz”", text: "“Cruz, Maria” (MDN's example for String.prototype.replace)." },
      { term: "(?<year>\\d{4})-(?<month>\\d{2}) replaced with $<month>/$<year>", text: "2026-03 becomes 03/2026: named groups by name." },
      { term: "x* with g on “abc”", text: "Four empty matches, at 0, 1, 2 and 3: the search moves one character after each, so it never loops." },
      { term: "(a+)+$ on 28 a's and a !", text: `Stopped after ${TIME_LIMIT_MS / 1000} seconds: catastrophic backtracking. The nested + can split the a's in 2^27 ways, and every split fails at the !.` },
      { term: "(z)((a+)?(b+)?(c))* on “zaacbbbcac”", text: "The ECMAScript specification's own example: groups z, ac, a, undefined, c. Group 4 (b+) is undefined because each repeat of * resets the groups inside it, and the last repeat matched “ac” without a b." },
    ],
  },
  faq: [
    {
      question: "Which regex flavour is this?",
      answer: "JavaScript (ECMAScript), run by your browser's own engine. PCRE, Python and .NET differ in places: JavaScript has no possessive quantifiers or atomic groups, and \\A, \\Z and (?i) mid-pattern are not JavaScript (modifier groups (?i:…) are new and only in recent browsers).",
    },
    {
      question: "What do the flags do?",
      answer: "g finds every match, not just the first; i ignores case; m makes ^ and $ match at every line; s lets . match line breaks; u reads the pattern as Unicode code points and enables \\p{…}; v is u plus set operations in classes ([\\p{L}--[a-z]]); y matches only at lastIndex (here, one match after another from the start); d records where each group starts and ends (the tester always shows them).",
    },
    {
      question: "Why was my pattern stopped?",
      answer: `It was still running after ${TIME_LIMIT_MS / 1000} seconds. That is almost always catastrophic backtracking: a repeat inside a repeat (or two alternatives) that can match the same characters, so a failing match tries exponentially many ways to split them. Make the parts unable to overlap — (a+)+ becomes a+ — or anchor and narrow them. A pattern stopped here would freeze a page or a server in production too.`,
    },
    {
      question: "How do $1, $<name> and $& work in the replacement?",
      answer: "Exactly as String.prototype.replace: $1 to $99 insert a numbered group, $<name> a named group, $& the whole match, $` the text before the match, $' the text after it, and $$ a single $. A group that took no part inserts nothing. Without the g flag only the first match is replaced.",
    },
    {
      question: "Why do I get empty matches?",
      answer: "A pattern that can match nothing — x*, ^ with m, a lookahead alone — matches the empty string at each position where nothing else matches. With g they are all listed, and after each one the search moves on one character (one code point with u or v), as String.prototype.matchAll does.",
    },
    {
      question: "How long can the pattern and the text be?",
      answer: `The pattern up to ${n(MAX_PATTERN)} characters, the text up to ${n(MAX_TEXT)}; the first 1,000 matches are highlighted and all are counted. Longer input gets a message saying so before anything runs.`,
    },
    {
      question: "Is what I type sent anywhere?",
      answer: "No. The pattern runs in your browser, in a Web Worker; nothing you type leaves the page.",
    },
  ],
};
