import type { ToolContent } from "@/tools/types";
import { LANGUAGES, MAX_FILE_CHARS, MAX_FORMAT_CHARS } from "./logic/languages";
import { PREVIEW_LOOP_LIMIT_MS } from "./logic/preview-protocol";
import { MAX_LINK_CHARS } from "./logic/share";

const count = (n: number) => n.toLocaleString("en-US");
const formatted = LANGUAGES.filter((language) => "prettier" in language).map((language) => language.label);

/** The Code Editor page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/*.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Online Code Editor — HTML, CSS & JS Playground With Live Preview and Prettier",
    description: `A code editor in your browser for ${LANGUAGES.length} languages: highlighting, brackets, multiple cursors, search, Prettier formatting and a live HTML/CSS/JS preview that runs sandboxed. Share code in a link; nothing is uploaded.`,
    keywords: ["online code editor", "html css js playground", "live html preview", "prettier online", "code formatter", "codepen alternative", "javascript editor online"],
    ogHeading: "Code Editor",
  },
  intro: `Write HTML, CSS and JavaScript and watch the page run beside your code, or edit any of ${LANGUAGES.length} languages with real highlighting and one-click Prettier formatting. The preview runs in a locked-down frame, a share link carries your code inside itself, and nothing you type is sent to our server.`,
  featureList: [
    `Syntax highlighting for ${LANGUAGES.length} languages, each loaded when you pick it`,
    "Bracket matching, auto-closing, code folding, multiple cursors, search and replace",
    `Prettier formatting for ${formatted.join(", ")}`,
    "Live HTML, CSS and JavaScript preview with a console",
    "Sandboxed preview: no access to this site, its cookies, storage or the network",
    `Endless loops in the preview stopped after ${PREVIEW_LOOP_LIMIT_MS / 1000} second, so the editor never freezes`,
    "Share links that carry the code compressed in the link itself",
    "Open and download files, light and dark themes, font size",
  ],
  features: {
    title: "A playground that can't be turned against you",
    items: [
      { title: "A real editor, on phones too", body: "CodeMirror 6: highlighting, bracket matching, folding, autocomplete of words, Ctrl+F search with regex, Ctrl+D for the next match and Alt+click for more cursors. It works with touch keyboards, where heavier editors struggle.", icon: "Globe" },
      { title: "Preview in a sealed box", body: "Your page runs in a sandboxed frame with its own blank origin: it cannot read this site's cookies or storage, touch the editor, open pop-ups or load anything from the network.", icon: "ShieldCheck" },
      { title: "Loops that never end, ended", body: `Every loop in the preview carries a guard. A loop that runs for more than ${PREVIEW_LOOP_LIMIT_MS / 1000} second without a pause is stopped and reported in the console with its line — the editor stays yours.`, icon: "Zap" },
      { title: "Formatting that keeps your values", body: "Prettier lays the code out and never changes what it means. JSON numbers stay exactly as written: 12345678901234567890 and 0.10 are not rounded or trimmed.", icon: "Sparkles" },
    ],
  },
  howTo: {
    title: "How to use the Code Editor",
    items: [
      { title: "Pick a language", body: `Keep "Web page" to write index.html, style.css and script.js with a preview, or choose one of ${LANGUAGES.length} languages, from Python and Go to SQL and Rust. Opening a file picks its language from the extension.` },
      { title: "Write and format", body: `Type as in any editor; Format runs Prettier on the file you see (files up to ${count(MAX_FORMAT_CHARS)} characters) and can be undone with Ctrl+Z. If the code does not parse, nothing changes and you get the line and column.` },
      { title: "Watch it run", body: "In Web page mode the preview reloads a moment after you stop typing; console.log, warnings and errors appear under it with the file and line. Untick Run as I type to run only when you press Run; Stop ends the page." },
      { title: "Share or save", body: `Share link puts the code, compressed, after the # of the address (up to ${count(MAX_LINK_CHARS / 1000)} kB of link) and copies it. Download saves the file, or the whole page as one HTML file.` },
    ],
  },
  useCases: {
    title: "What people use the Code Editor for",
    items: [
      { title: "Trying an idea", body: "Sketch a layout, test a CSS trick or check how a DOM API behaves without setting up a project." },
      { title: "Teaching and asking for help", body: "Send a link that opens the exact code — no account, no paste site keeping a copy." },
      { title: "Cleaning up a snippet", body: "Paste code from a chat or an answer, format it with Prettier and download it with the right extension." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "Format JavaScript", text: "const a={b:1,c:[1,2]} becomes const a = { b: 1, c: [1, 2] }; with spaces and a semicolon — the same tokens, laid out." },
      { term: "JSON stays exact", text: 'Formatting {"id":12345678901234567890,"price":0.10} keeps 12345678901234567890 and 0.10 as typed; many formatters print 12345678901234567000 and 0.1.' },
      { term: "A syntax error", text: "Formatting const a = {; stops with \"Can't format: Unexpected token (line 1, column 12). Nothing was changed.\"" },
      { term: "An endless loop", text: `script.js containing while (true) {} is stopped after ${PREVIEW_LOOP_LIMIT_MS / 1000} s; the console says which line, and you can keep typing throughout.` },
      { term: "A long share link", text: "100 kB of code mixing accents, Japanese, emoji and tabs travels in a link and comes back identical, character for character." },
    ],
  },
  faq: [
    {
      question: "Is my code uploaded anywhere?",
      answer: "No. Editing, formatting and the preview all run in your browser. A share link holds the code after the # of the address, and browsers never send that part to a server, so we never see it.",
    },
    {
      question: "Can the preview read my cookies or this site's data?",
      answer: "No. The preview is an iframe with sandbox=\"allow-scripts\" and without allow-same-origin, so it runs with a blank, unique origin: no cookies, no localStorage, no access to the editor's page. Its content security policy also blocks every network request, so it cannot fetch our API either.",
    },
    {
      question: "What happens with an infinite loop?",
      answer: `Before the preview runs, every for, while and do loop in your script (and in inline <script> tags) gets a small guard. If loops keep the page busy for more than ${PREVIEW_LOOP_LIMIT_MS / 1000} second without a pause, the guard throws an error that names the line, shown in the console. Stop removes the page entirely.`,
    },
    {
      question: "Can I load libraries from a CDN in the preview?",
      answer: "No: the preview has no network access at all, which is what keeps shared code from phoning home. Paste a small library into script.js, or download the page and open it locally.",
    },
    {
      question: "Which languages can be formatted?",
      answer: `${formatted.join(", ")} — the languages Prettier supports. The other languages are highlighted but left as you wrote them.`,
    },
    {
      question: "How big can a file and a share link be?",
      answer: `A file holds up to ${count(MAX_FILE_CHARS)} characters. A share link holds up to ${count(MAX_LINK_CHARS / 1000)} kB after compression, enough for 100 kB of typical code; past that you get a message and can download the files instead.`,
    },
    {
      question: "Why does a shared page not run straight away?",
      answer: "Code from a link was written by someone else, so its preview waits for you to press Run. It would still be sandboxed, but you decide when it runs.",
    },
    {
      question: "Do alert() and prompt() work?",
      answer: "They don't open dialogs from the sandboxed preview: alert and prompt are written to the console instead (confirm answers false, prompt answers null), so a page cannot lock the editor behind a dialog.",
    },
  ],
};
