import { HowItWorksSection } from "@/components/code/how-it-works";

/** How the CSS Formatter reads and prints a stylesheet, beside what it changes. */
export function CssFormatterHowItWorks() {
  return (
    <HowItWorksSection
      section={{
        id: "css-format-how",
        title: "How it works",
        description: "The stylesheet is parsed first, then printed from the parse tree with your indent; values keep their text.",
        paragraphs: [
          "Your CSS is read by postcss, the parser behind Prettier's and Stylelint's CSS support. It knows blocks, at-rules, nested rules and declarations without needing to know every property, so new syntax such as @container or CSS nesting is read as written. An unclosed block, string or comment, a stray } or a word where a declaration should be stops it, and you get the line and column.",
          "The tree is then printed: each rule's selectors one per line with the combinators >, + and ~ spaced, each declaration on its own line as \"property: value;\", each block indented one level. Inside values only runs of spaces are collapsed; strings, url() and custom property values are copied exactly, and a value you broke over several lines (grid-template-areas) keeps its lines.",
          "The property sort orders each run of declarations by property family and keeps the source order inside a family, so a shorthand and its longhands, or a vendor fallback and the standard property, never swap.",
        ],
        table: {
          caption: "What the formatter changes",
          columns: ["Part", "Before", "After"],
          rows: [
            ["Declarations", ".a{color:red;margin:0}", "one per line, 2 spaces in"],
            ["Selector lists", ".a,.b>.c", ".a, / .b > .c (one per line)"],
            ["Media features", "(min-width:600px)", "(min-width: 600px)"],
            ["Spaces in values", "margin : 0   auto", "margin: 0 auto"],
            ["Strings and url()", "\"a  b\"", "\"a  b\" (unchanged)"],
            ["Custom properties", "--x: { a: b }", "--x: { a: b } (unchanged)"],
            ["Comments", "/* note */", "kept in place"],
          ],
        },
      }}
    />
  );
}
