import type { ToolContent } from "@/tools/types";
import { MAX_DIFF_CHARS, MAX_EDITS } from "./logic/limits";

const n = (x: number) => x.toLocaleString("en-US");

/** The Text Diff page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/diff.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Text Diff — Compare Two Texts Side by Side, by Line, Word or Character",
    description:
      "Find the differences between two texts: side by side or inline, by line, word or character, ignoring whitespace or case if you like, with counts and a unified diff (patch) to copy. Runs in your browser.",
    keywords: ["text diff", "diff checker", "compare two texts", "text compare", "find differences between two texts", "online diff", "unified diff", "diff tool"],
    ogHeading: "Text Diff",
  },
  intro:
    "Paste two versions of a text — a contract, an essay, a config file, a list — and see what changed: removed parts marked with − and struck through, added parts with + and underlined, side by side or inline. Compare by line, word or character, ignore whitespace or case, and copy the changes as a unified diff that patch and git apply accept. The comparison runs in your browser.",
  featureList: [
    "Side-by-side and inline views, with line numbers",
    "Compare by line, by word or by character",
    "Ignore whitespace and ignore case options",
    "Counts of lines, words or characters added and removed",
    "Unified diff (patch) in GNU diff -u and git format, to copy or download",
    "Long unchanged stretches folded to three lines of context",
    "Added and removed told apart by +/− markers and strike-through, not by colour alone",
    `Texts up to ${n(MAX_DIFF_CHARS)} characters each, compared in a Web Worker`,
    "Runs in the browser: nothing you paste is sent or stored",
  ],
  features: {
    title: "A diff that shows its work",
    items: [
      { title: "The algorithm git uses", body: "Myers' O(ND) difference algorithm finds the fewest additions and removals that turn one text into the other, the same method as GNU diff and git.", icon: "Sparkles" },
      { title: "Words and characters too", body: "Line diffs suit code and lists; word and character diffs suit prose, where one changed word should not mark the whole paragraph.", icon: "Zap" },
      { title: "A patch you can apply", body: "The Patch view is a standard unified diff with three lines of context. It always compares exactly, so it applies even when the view ignores whitespace.", icon: "Globe" },
      { title: "Private by design", body: "Both texts are compared on your device. They are never uploaded, logged or kept.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the Text Diff",
    items: [
      { title: "Paste both texts", body: `Put the original on the left and the changed version on the right — type, paste or open a file, up to ${n(MAX_DIFF_CHARS)} characters each. Sample loads the example of the GNU diff manual.` },
      { title: "Choose how to compare", body: "Lines for code, data and lists; Words for prose; Characters to find a single changed letter or digit. Tick Ignore whitespace or Ignore case to hide differences you do not care about." },
      { title: "Read the changes", body: "Side by side puts each changed line next to its replacement; Inline lists removed lines (−) above the added ones (+). The counts above say how much changed." },
      { title: "Copy the patch", body: "Show Patch for a unified diff of the two texts, and copy or download it to send, review or apply with patch or git apply." },
    ],
  },
  useCases: {
    title: "What people use the Text Diff for",
    items: [
      { title: "Checking edits to a document", body: "See exactly which words a co-author or a lawyer changed in a contract, essay or policy, word by word." },
      { title: "Comparing config and code", body: "Find the line that differs between two config files, SQL scripts or log outputs, ignoring indentation if it was only re-formatted." },
      { title: "Finding the one changed character", body: "Spot a changed digit in an ID, a swapped letter in a name or a stray space in a key with the character diff." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "The GNU diff manual's lao and tzu", text: "By line: 5 lines added, 3 removed; the patch has two hunks, @@ -1,7 +1,6 @@ and @@ -9,3 +8,6 @@, exactly as diff -u and git diff print them." },
      { term: "“The quick brown fox jumps” → “The quick red fox leaps”", text: "By word: brown and jumps removed, red and leaps added — 2 words added, 2 removed." },
      { term: "kitten → sitting", text: "By character: k and e removed, s, i and g added — 3 characters added, 2 removed, the classic edit distance of 3." },
      { term: "“Hello World” → “hello world”", text: "By line: one line removed and one added; with Ignore case ticked, no differences." },
      { term: "Re-indented code", text: "“  go();” against “⇥go();” with Windows line breaks: with Ignore whitespace, no differences; the patch still shows the change, since it compares exactly." },
      { term: "café 👨‍👩‍👧 → café 👨‍👩‍👦", text: "By character, the family emoji is one character, replaced whole; an é typed as e plus an accent is one character too." },
    ],
  },
  faq: [
    {
      question: "What is the difference between comparing by line, word and character?",
      answer: "By line, a line that changed at all is shown removed and its new version added — best for code, CSV and lists. By word, only the words that changed are marked, which suits prose. By character, every changed letter is marked, which finds a single typo or digit but can be noisy on text that was rewritten.",
    },
    {
      question: "What does Ignore whitespace do?",
      answer: "By line, all spaces and tabs inside a line and Windows line breaks are ignored, like diff -w, so re-indented code shows no change. By word, the spacing between words is ignored. By character, any run of spaces, tabs and line breaks matches any other run. The patch always compares exactly, so it still applies.",
    },
    {
      question: "Why does it say the texts are too different?",
      answer: `Finding the fewest changes takes work that grows with the number of changes, so the search stops after ${n(MAX_EDITS.line)} changed lines or words, or ${n(MAX_EDITS.char)} changed characters, rather than freeze your browser. Texts that different are usually better compared by line, or in smaller parts.`,
    },
    {
      question: "How large can the texts be?",
      answer: `Up to ${n(MAX_DIFF_CHARS)} characters each — about 100 pages of text, or a few thousand lines of code. Larger texts get a message saying which one is too long; compare them in parts.`,
    },
    {
      question: "Can I apply the patch?",
      answer: "Yes. The Patch view is a unified diff with three lines of context, the format of diff -u and git diff, named original.txt and changed.txt. Save it and run patch original.txt < changes.diff, or rename the file headers to your file's path for git apply.",
    },
    {
      question: "Why is a line shown as changed when it looks the same?",
      answer: "It differs in something you cannot see: a trailing space, a tab instead of spaces, a Windows line break, or a missing line break at the very end (noted under the counts). Tick Ignore whitespace to hide those, or compare by character to see them.",
    },
    {
      question: "Are my texts uploaded?",
      answer: "No. The comparison runs in your browser, in a Web Worker; neither text is sent to our server, logged or kept. Copy and Download work locally too.",
    },
  ],
};
