import { HowItWorksSection } from "@/components/code/how-it-works";

/** How the CSS Minifier shrinks a stylesheet safely, beside each rewrite it makes. */
export function CssMinifierHowItWorks() {
  return (
    <HowItWorksSection
      section={{
        id: "css-minify-how",
        title: "How it works",
        description: "Parse strictly, shorten only what is certain, list everything removed, then measure.",
        paragraphs: [
          "The stylesheet is parsed by postcss, which understands nesting, @layer, @container and custom properties and refuses broken structure with a line and column. Each selector, at-rule condition and value is then read by css-tree and written back without needless spaces, with the rewrites in the table. A part css-tree cannot read is kept as written and listed.",
          "Safe means: whitespace, ordinary comments, empty style rules and each block's last semicolon go; nothing else does. Declarations are never removed, merged or reordered, rules are never restructured, and custom property values are left alone. Units stay inside calc(), min(), max(), clamp() and var(), where a bare 0 is not allowed.",
          "The sizes are measured in your browser on the UTF-8 bytes: gzip with CompressionStream, brotli at quality 11 with the browser's own encoder or a WebAssembly build of Google's brotli loaded on first use.",
        ],
        table: {
          caption: "Rewrites the minifier makes",
          columns: ["Rewrite", "Before", "After"],
          rows: [
            ["Zero lengths", "margin: 0px", "margin:0"],
            ["Box shorthands", "padding: 1px 2px 1px 2px", "padding:1px 2px"],
            ["Numbers", "opacity: 0.50", "opacity:.5"],
            ["Colours", "#FF0000 / #aabbcc", "red / #abc"],
            ["Comments", "/* note */ and /*! MIT */", "removed (listed) / kept"],
            ["Empty rules", ".a {}", "removed (listed)"],
            ["Inside calc()", "calc(100% - 0px)", "unchanged"],
          ],
        },
      }}
    />
  );
}
