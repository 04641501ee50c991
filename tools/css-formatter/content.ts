import type { ToolContent } from "@/tools/types";
import { MAX_CSS_CHARS } from "@/lib/engines/css/parse";

/** The CSS Formatter page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of lib/engines/css/css.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "CSS Formatter — Beautify CSS With Nesting, @layer and @container, Errors With Line and Column",
    description:
      "Format CSS with 2 spaces, 4 spaces or tabs: one declaration per line, comments kept, nesting, @layer, @container and custom properties understood. Syntax errors come with line and column; values are never rewritten. Runs in your browser.",
    keywords: ["css formatter", "css beautifier", "format css online", "prettify css", "css indent", "unminify css", "css nesting formatter"],
    ogHeading: "CSS Formatter",
  },
  intro:
    "Paste minified or messy CSS and get it back with one declaration per line, one selector per line and blocks indented the way you like. Nesting, @layer, @container, @supports and custom properties are understood; a syntax error is shown with its line, column and a caret instead of being guessed at.",
  featureList: [
    "Indent with 2 spaces, 4 spaces or tabs",
    "One declaration per line, one selector of a list per line",
    "CSS nesting, @layer, @container, @supports, @font-face and custom properties",
    "Comments kept where they were; one blank line kept where you had blank lines",
    "Values tidied, never rewritten: strings, url() and data URIs untouched",
    "Optional property sort that never changes the cascade",
    "Duplicate-property hints with line numbers",
    "Syntax errors with line, column and a caret; nothing leaves your browser",
  ],
  features: {
    title: "Formatting you can trust",
    items: [
      { title: "Errors, not guesses", body: "An unclosed block, an unclosed string or a stray } is reported with its line and column. The stylesheet is not formatted until it parses, so nothing is silently moved or dropped.", icon: "ShieldCheck" },
      { title: "Modern CSS", body: "Nested rules (&:hover, .dark &, > .child), @layer, @container queries, @supports conditions and unicode-range are read as they are written.", icon: "Sparkles" },
      { title: "Values left alone", body: "Only spaces are tidied. content: \"a  b\", data URIs, custom property values such as --x: { a: b } and colours keep their exact text.", icon: "Zap" },
      { title: "Private by design", body: "Parsing and formatting run on your device. Your stylesheet is never uploaded, logged or kept.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the CSS Formatter",
    items: [
      { title: "Add your CSS", body: `Paste it, drop a .css file or use Open file (up to ${MAX_CSS_CHARS.toLocaleString("en-US")} characters). Sample loads a small minified sheet.` },
      { title: "Pick the indent", body: "2 spaces, 4 spaces or a tab. Tick Sort properties to order declarations alphabetically by property family." },
      { title: "Fix any syntax error", body: "If the sheet cannot be read, the message gives the line and column and shows the line with a caret; the output waits until it is fixed." },
      { title: "Copy or download", body: "The formatted CSS updates as you type. Notes under it flag properties set twice in one block." },
    ],
  },
  useCases: {
    title: "What people use the CSS Formatter for",
    items: [
      { title: "Reading minified CSS", body: "Turn a one-line production stylesheet or a copied snippet back into something you can read and edit." },
      { title: "Tidying before a review", body: "Consistent indentation and one declaration per line make diffs small and reviews quick." },
      { title: "Finding the broken brace", body: "When a page's styles stop halfway, the line and column of the unclosed block show where." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: ".a{color:red;margin:0}@media (min-width:600px){.c{x:y}}", text: ".a { color: red; margin: 0; } on four lines, then @media (min-width: 600px) { .c { x: y; } } with .c indented once and x: y twice — as Prettier prints it." },
      { term: ".a,.b>.c{top:0}", text: "Two selectors, one per line: \".a,\" then \".b > .c {\" with the child combinator spaced, then \"top: 0;\"." },
      { term: ".a { color: red", text: "Refused: line 1, column 1, \"Unclosed block: this { has no matching }\"." },
      { term: "a{content:\"a  b\"}", text: "The two spaces inside the string stay: content: \"a  b\";." },
      { term: ".a{margin-top:1px;margin:0;color:red} with Sort", text: "color comes first; margin-top stays before margin, because swapping a longhand and its shorthand would change the result." },
    ],
  },
  faq: [
    {
      question: "Does it support CSS nesting, @layer and @container?",
      answer: "Yes. Nested rules (&:hover, .theme-dark &, > .title, nested @media), @layer statements and blocks, @container queries, @supports conditions and custom properties are all read and indented as written.",
    },
    {
      question: "Will formatting change my CSS?",
      answer: "Only its whitespace. Selectors get one per line and spaced combinators, declarations one per line with \"property: value;\", and runs of spaces inside a value become one — except inside strings and url(), and custom property values, which are kept exactly. Formatting twice gives the same result as formatting once.",
    },
    {
      question: "Why doesn't it format my stylesheet?",
      answer: "Because it has a syntax error that would make any formatter guess: an unclosed { or string, a stray }, or a word where a declaration should be (often a missing ; or :). The message gives the line and column with a caret under the spot.",
    },
    {
      question: "Is the property sort safe?",
      answer: "Yes. Declarations are ordered by property family, and inside a family they keep their order, so margin-top stays before margin and display: -webkit-box stays before display: flex. Comments and nested rules are fixed points the sort does not cross.",
    },
    {
      question: "What are the duplicate-property notes?",
      answer: "A property set twice in the same block. The later one wins, so the first is either a mistake or a deliberate fallback for older browsers; the note gives the lines so you can decide.",
    },
    {
      question: "Is my CSS uploaded?",
      answer: "No. The parser and the formatter run in your browser; what you paste or open never leaves your device and is not logged or stored.",
    },
  ],
};
