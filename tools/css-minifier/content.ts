import type { ToolContent } from "@/tools/types";
import { MAX_CSS_CHARS } from "@/lib/engines/css/parse";

/** The CSS Minifier page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of lib/engines/css/css.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "CSS Minifier — Safe Minification, Licence Comments Kept, Sizes With Gzip and Brotli",
    description:
      "Minify CSS without losing a declaration: /*! licence */ comments kept, every removed part listed with its line, broken CSS refused instead of dropped. See sizes before and after, gzip and brotli. Runs in your browser.",
    keywords: ["css minifier", "minify css", "css compressor", "compress css online", "css minify gzip", "brotli size", "reduce css size"],
    ogHeading: "CSS Minifier",
  },
  intro:
    "Paste a stylesheet and get it minified with safe defaults: whitespace, comments and empty rules go, numbers and colours get shorter, /*! licence */ comments stay. Every part that was removed is listed with its line and column, and the sizes before and after are measured raw, with gzip and with brotli.",
  featureList: [
    "Safe minification: no declaration removed, merged or reordered",
    "/*! licence */ comments kept",
    "Every removed comment and empty rule listed with line and column",
    "Parts the parser cannot read kept as written and listed",
    "Broken CSS (unclosed block, string or comment) refused with line and column",
    "Sizes before and after: raw, gzip (CompressionStream) and brotli, with % saved",
    "CSS nesting, @layer, @container, custom properties and unicode-range",
    "Download as .min.css; nothing leaves your browser",
  ],
  features: {
    title: "Smaller, and nothing lost",
    items: [
      { title: "Never silently drops", body: "csso and lightningcss drop an unclosed block without a word. Here broken CSS is refused with the place of the error, and every part the minifier does remove is listed.", icon: "ShieldCheck" },
      { title: "Licences kept", body: "Comments that start with /*! stay in the output, as licences such as MIT require.", icon: "Sparkles" },
      { title: "Real compressed sizes", body: "gzip is measured with your browser's CompressionStream and brotli at quality 11, the way servers precompress: the figures your visitors download.", icon: "BarChart3" },
      { title: "Private by design", body: "Minification and compression run on your device. Your stylesheet is never uploaded, logged or stored.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the CSS Minifier",
    items: [
      { title: "Add your CSS", body: `Paste it, drop a .css file or use Open file (up to ${MAX_CSS_CHARS.toLocaleString("en-US")} characters).` },
      { title: "Check the report", body: "The list under the output says what was removed — comments, empty rules — and which parts were kept as written, each with its line and column." },
      { title: "Compare the sizes", body: "Raw, gzip and brotli sizes before and after, with the percentage saved: gzip and brotli show what minifying is worth once your server compresses." },
      { title: "Copy or download", body: "Copy the result or download it as name.min.css." },
    ],
  },
  useCases: {
    title: "What people use the CSS Minifier for",
    items: [
      { title: "Shipping a small site", body: "No build step? Minify the stylesheet by hand before uploading it, with the licence header intact." },
      { title: "Checking what minifying saves", body: "After gzip or brotli the saving is often small; the size table shows whether a build step is worth it." },
      { title: "Auditing a minifier's output", body: "The report and the rule that no declaration is ever removed make it a reference to compare other tools against." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: ".a{margin:0px 0px 0px 0px}", text: ".a{margin:0}: zero lengths lose their unit and four equal sides become one." },
      { term: ".a{color:#ff0000}", text: ".a{color:red}: the shorter name. #AABBCC becomes #abc." },
      { term: "/*! MIT */ /* note */ .a { color: red }", text: "/*! MIT */.a{color:red}, and the report lists \"1:12 Comment /* note */\" as removed." },
      { term: ".a{width:calc(100% - 0px)}", text: "Kept as is: inside calc() a bare 0 would make the expression invalid, so the unit stays." },
      { term: ".a { color: red }\n.b { color: blue", text: "Refused: line 2, column 1, \"Unclosed block\". Nothing is minified, so .b is not lost." },
    ],
  },
  faq: [
    {
      question: "Can minifying break my CSS?",
      answer: "Not with these defaults. Only whitespace, comments (except /*! */), empty style rules and the last semicolon of each block are removed, and numbers, zero lengths, colours and box shorthands are shortened where the meaning is certain. No declaration is removed, merged or reordered; a test checks this on a corpus of modern CSS.",
    },
    {
      question: "Why does it refuse my stylesheet?",
      answer: "Because part of it cannot be read: an unclosed block, string or comment, or a stray }. Other minifiers often drop that part silently, and your page loses styles with no warning. The message shows the line and column; fix it and minify again.",
    },
    {
      question: "Which comments are kept?",
      answer: "Comments that start with /*!, the convention for licences and copyright notices. All other comments are removed, and each one is listed with its line and column.",
    },
    {
      question: "What does \"kept as written\" mean?",
      answer: "A selector, at-rule condition or value our parser could not read in full, such as some @supports conditions. It is kept exactly, with only its spaces collapsed, and listed so you know it was not minified.",
    },
    {
      question: "How are the gzip and brotli sizes measured?",
      answer: "In your browser: gzip with the built-in CompressionStream, brotli natively where the browser supports it or with a WebAssembly build of Google's brotli at quality 11, downloaded the first time you minify. Sizes are in bytes of UTF-8; 1 kB is 1,000 bytes.",
    },
    {
      question: "Is my CSS uploaded?",
      answer: "No. Minification and compression run in your browser; nothing you paste or open is sent anywhere, logged or stored.",
    },
  ],
};
