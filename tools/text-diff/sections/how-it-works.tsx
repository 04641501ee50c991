import { HowItWorksSection } from "@/components/code/how-it-works";
import { MAX_DIFF_CHARS, MAX_EDITS } from "../logic/limits";

const n = (x: number) => x.toLocaleString("en-US");

/** How the Text Diff compares, beside what each setting treats as the same. */
export function TextDiffHowItWorks() {
  return (
    <HowItWorksSection
      section={{
        id: "diff-how",
        title: "How it works",
        description: "The texts are cut into lines, words or characters, and the shortest set of additions and removals that turns one into the other is found.",
        paragraphs: [
          "Each text is cut into tokens: lines (with their line breaks), words (Intl.Segmenter's word boundaries, so Chinese and Japanese split into words too, each word carrying the spaces after it) or characters (what a reader sees as one character: an accented letter or an emoji family is one). The two lists are compared with Eugene Myers' O(ND) difference algorithm, the one GNU diff and git use, through the jsdiff library.",
          `The work grows with the number of changes, so the search stops at ${n(MAX_EDITS.line)} changed lines or words, or ${n(MAX_EDITS.char)} changed characters, and each text may be up to ${n(MAX_DIFF_CHARS)} characters. Texts that differ more get a message instead of a frozen page; comparing by line is the way through for big files.`,
          "The comparison runs in a Web Worker in your browser, so typing stays smooth. The patch is GNU diff -u / git diff format with three lines of context, always computed on the exact texts so it applies cleanly.",
        ],
        table: {
          caption: "What each option treats as the same",
          columns: ["Option", "Lines", "Words", "Characters"],
          rows: [
            ["Ignore whitespace", "All spaces, tabs and CR ignored within a line (like diff -w)", "Spaces between words ignored", "Any run of spaces, tabs and line breaks matches any other"],
            ["Ignore case", "Upper and lower case equal", "Upper and lower case equal", "Upper and lower case equal"],
            ["Neither", "Lines equal only character for character", "Words and the spaces after them", "Every character"],
          ],
        },
      }}
    />
  );
}
