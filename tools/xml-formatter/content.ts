import type { ToolContent } from "@/tools/types";
import { MAX_XML_CHARS } from "./logic/check";

/** The XML Formatter page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/xml.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "XML Formatter and Validator — Pretty-Print or Minify XML, Errors With Line and Column",
    description:
      "Format or minify XML after a strict well-formedness check: broken XML is shown with its line, column and a caret, never rewritten. CDATA, comments, DOCTYPE, entities and xml:space=\"preserve\" are kept. Runs in your browser.",
    keywords: ["xml formatter", "xml beautifier", "xml pretty print", "xml validator", "minify xml", "format xml online", "xml viewer"],
    ogHeading: "XML Formatter",
  },
  intro:
    "Paste or drop an XML document. It is checked for well-formedness first; if it passes you get it indented (or minified) with every comment, CDATA section, entity and DOCTYPE as you wrote them. If it fails you get the line, the column and a caret — we never guess at a fix.",
  featureList: [
    "Strict XML 1.0 well-formedness check, with namespaces, before anything is formatted",
    "Errors with line, column and a caret under the spot",
    "Pretty-print with 2 spaces, 4 spaces or tabs, or minify",
    "One attribute per line, as an option",
    "Comments, CDATA, processing instructions, DOCTYPE and byte order mark kept",
    "Text, mixed content and xml:space=\"preserve\" left exactly as written",
    "Entities never expanded and external entities never fetched (no XXE, no billion laughs)",
    "Open a file, copy or download the result; nothing leaves your browser",
  ],
  features: {
    title: "A formatter that checks first",
    items: [
      { title: "Validate, then format", body: "Many formatters indent whatever they are given, so <root><a></root> comes back looking valid. Here a document that is not well-formed is refused with the reason and the place.", icon: "Sparkles" },
      { title: "Your text stays yours", body: "Only whitespace between tags is changed. Text, CDATA, character references such as &#65; and the quotes around attribute values come out byte for byte.", icon: "Sparkles" },
      { title: "Safe with hostile input", body: "Entity declarations are read only to know the names exist. A SYSTEM entity is never fetched and a nested entity bomb is never expanded, so the output is as small as the input.", icon: "Zap" },
      { title: "Private by design", body: "The check and the formatting run on your device. What you paste or open is never uploaded, logged or stored.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the XML Formatter",
    items: [
      { title: "Add your XML", body: `Paste it, drop a file on the box or use Open file (up to ${MAX_XML_CHARS.toLocaleString("en-US")} characters). Sample loads a small order document to try.` },
      { title: "Fix what it points at", body: "If the document is not well-formed, the message names the problem with its line and column and shows the line with a caret. Nothing is formatted until it is fixed." },
      { title: "Choose the output", body: "Format indents with 2 spaces, 4 spaces or a tab, optionally with one attribute per line; Minify removes the whitespace between tags." },
      { title: "Copy or download", body: "The result updates as you type. Copy it, or download it as a file; the notes under it say what was kept as written." },
    ],
  },
  useCases: {
    title: "What people use the XML Formatter for",
    items: [
      { title: "Reading API and feed responses", body: "SOAP envelopes, RSS and Atom feeds, sitemaps and config files arrive on one line; indenting them makes them readable." },
      { title: "Finding why a file won't load", body: "A parser that says only \"invalid XML\" is no help: the line, column and caret here show the unclosed tag or stray & at once." },
      { title: "Shrinking XML for transport", body: "Minify strips indentation between tags without touching text, CDATA or attributes, so the data stays the same." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "<root>⏎<a></root>", text: "Refused: line 2, column 10, \"Unexpected close tag </root>: <a> opened at 2:1 is not closed\". Nothing is formatted." },
      { term: "<a/><b/>", text: "Refused at 1:7: only one root element is allowed. Wrap both in one element." },
      { term: "<p>a<br>b</p>", text: "Refused at 1:5: <br> must be closed in XML — write <br/>. This is HTML, not XML." },
      { term: "<a><b><c>1</c></b><d/></a>", text: "Formatted with 2 spaces: <a>, then <b> indented once, <c>1</c> twice, </b> once, <d/> once, and </a>." },
      { term: "<doc><p>Hello <b>big</b>  <i>world</i> !</p></doc>", text: "<p> has mixed content, so its line keeps both spaces before <i>: only <doc> gets indented." },
      { term: "<!ENTITY xxe SYSTEM \"file:///etc/passwd\">", text: "The declaration is kept, and &xxe; stays &xxe; in the output: nothing is read from your disk or the network." },
    ],
  },
  faq: [
    {
      question: "Why won't it format my XML?",
      answer: "Because it is not well-formed, and formatting it would hide the problem. The message gives the line and column and shows a caret: common causes are a tag closed in the wrong order, a bare & (write &amp;), an unquoted attribute, two root elements, or HTML habits such as <br> (write <br/>).",
    },
    {
      question: "Does it validate against a DTD or XML Schema?",
      answer: "No. It checks well-formedness — the rules every XML document must follow — with namespaces. Validity against a DTD or XSD is a separate check that needs the schema, which this tool never fetches.",
    },
    {
      question: "Is it safe to paste XML with external entities?",
      answer: "Yes. Entity declarations are read only to learn their names; no entity is ever expanded and no SYSTEM or PUBLIC identifier is ever fetched. An XXE payload such as <!ENTITY xxe SYSTEM \"file:///etc/passwd\"> comes out unchanged, and a billion-laughs bomb stays the size you pasted.",
    },
    {
      question: "Will formatting change my data?",
      answer: "No. Only whitespace between tags is changed, and only where an element holds other elements and no text. Text, mixed content, CDATA, attribute values and references are copied from your input character for character, and formatting twice gives the same result as formatting once.",
    },
    {
      question: "What does xml:space=\"preserve\" do here?",
      answer: "It tells XML tools that whitespace inside the element matters, so the formatter leaves that element's content — children included — exactly as it is, in Format and in Minify.",
    },
    {
      question: "Is my XML uploaded?",
      answer: "No. The check and the formatting run in your browser. The document is never sent to a server, logged or stored; Copy and Download work locally too.",
    },
  ],
};
