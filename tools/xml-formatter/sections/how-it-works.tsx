import { HowItWorksSection } from "@/components/code/how-it-works";

/** How the XML Formatter checks and prints, beside what it changes and what it never does. */
export function XmlHowItWorks() {
  return (
    <HowItWorksSection
      section={{
        id: "xml-how",
        title: "How it works",
        description: "Well-formedness is checked first, by a strict parser; only then is the document printed, from your own text.",
        paragraphs: [
          "The document is first read by saxes, a strict streaming XML parser, with namespace checks: one root element, every tag closed in order, quoted attributes, no duplicate attribute, and only the five predefined entities or ones declared in the DOCTYPE. The first error stops everything and is reported where it was found.",
          "Only a well-formed document is printed, and the printer works on your source text rather than on parsed values, so nothing is decoded and re-encoded. Whitespace-only text between child elements is layout and is redone; an element with any text in it keeps its content exactly, which protects mixed content such as <p>Hello <b>world</b></p>. Inside xml:space=\"preserve\" nothing changes at all.",
          "Entity declarations are read only for their names. No entity is expanded and no SYSTEM or PUBLIC identifier is fetched, so an XXE payload or a billion-laughs bomb comes out exactly as it went in.",
        ],
        table: {
          caption: "What changes and what never does",
          columns: ["Part of the document", "Format", "Minify"],
          rows: [
            ["Whitespace between child elements", "Re-indented", "Removed"],
            ["Text, and elements with mixed content", "Kept as written", "Kept as written"],
            ["xml:space=\"preserve\" elements", "Kept as written", "Kept as written"],
            ["CDATA sections, comments, PIs", "Kept, one per line", "Kept"],
            ["Entity and character references", "Kept as written", "Kept as written"],
            ["Spaces inside tags", "One between attributes", "One between attributes"],
            ["DOCTYPE and byte order mark", "Kept", "Kept"],
          ],
        },
      }}
    />
  );
}
