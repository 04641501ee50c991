import type { ToolContent } from "@/tools/types";
import { MAX_INPUT_CHARS } from "./logic/formats";

/** The File Converter page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/convert.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "File Converter — JSON, YAML, TOML, CSV, TSV, XML and JSON Lines, Any to Any",
    description:
      "Convert data files between JSON, YAML 1.2, TOML, CSV/TSV (RFC 4180), XML and JSON Lines. Format detected, table preview, a converts-back-identically check, and a clear message for anything the target can't hold. In your browser.",
    keywords: ["file converter", "data converter", "json to yaml", "csv to json", "json to csv", "xml to json", "toml to json", "yaml converter", "online converter"],
    ogHeading: "File Converter",
  },
  intro:
    "Paste or drop a JSON, YAML, TOML, CSV, TSV, XML or JSON Lines file and pick what you want it in. The format is detected, the data is converted, then the result is read back and compared with what you gave — and anything the target format cannot hold is named with its place, never dropped without a word.",
  featureList: [
    "Any to any between JSON, YAML, TOML, CSV, TSV, XML and JSON Lines",
    "Input format detected from the text or the file name, and changeable",
    "A converts-back-identically check, with the first difference when there is one",
    "RFC 4180 CSV: quotes, line breaks inside cells, CRLF; a header that is every row's keys",
    "Leading zeros and long digit strings kept as text; nested data flattened to a.b columns and back",
    "YAML 1.2: NO, on and yes stay strings; output quotes what YAML 1.1 would misread",
    "Lossless numbers: 12345678901234567890 and 0.10 keep every digit",
    "A message with the path for each value a format can't hold (TOML null, XML names)",
    "Table preview of tabular data; options for indent, delimiter, header, line endings, XML names",
    "Runs in a background thread in your browser; nothing is uploaded",
  ],
  features: {
    title: "A converter that checks its own work",
    items: [
      { title: "Converts back identically ✓", body: "After each conversion the result is read back and compared with your data, value by value. A green badge means nothing changed; otherwise you see the first difference and where it is.", icon: "Sparkles" },
      { title: "Nothing dropped in silence", body: "TOML has no null, CSV no nesting of its own, XML needs one root and valid names. Each such value is named with its path (TOML has no null (at $.a)) instead of vanishing.", icon: "ShieldCheck" },
      { title: "Spec-correct CSV", body: "Quotes doubled, line breaks kept inside quoted cells, CRLF rows, and a header that is the union of every row's keys, so the column only the tenth row has is still there.", icon: "Zap" },
      { title: "Private by design", body: "Parsing and writing happen on your device in a background thread. What you paste or open is never uploaded, logged or stored.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the File Converter",
    items: [
      { title: "Add your data", body: `Paste it, drop a file on the box or use Open file (up to ${MAX_INPUT_CHARS.toLocaleString("en-US")} characters). The format is detected; change "From" if the guess is wrong.` },
      { title: "Pick the target", body: "Choose the format under \"To\". The options that apply appear: indent, CSV delimiter, header row, line endings, reading numbers, XML element names." },
      { title: "Check the result", body: "The badge says whether the output converts back to the same data, and the notes list anything the target format could not hold as it was." },
      { title: "Copy or download", body: "Copy the output or download it with the right extension. The swap button makes the output your new input." },
    ],
  },
  useCases: {
    title: "What people use the File Converter for",
    items: [
      { title: "Config files", body: "Moving settings between docker-compose YAML, pyproject.toml, package.json and XML configs without Norway turning into false." },
      { title: "Spreadsheets and APIs", body: "Turning an API's JSON into a CSV that Excel opens, or a spreadsheet paste into JSON for a script or a fixture." },
      { title: "Data pipelines", body: "JSON Lines for BigQuery and Elasticsearch loads, and back to a JSON array to read it." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "[{\"a\":1,\"b\":{\"c\":2}},{\"a\":\"x,y\",\"d\":3}] → CSV", text: "Header a,b.c,d (every row's keys); rows 1,2, and \"x,y\",,3 — the comma cell quoted. Converts back identically." },
      { term: "CSV cell \"He said \"\"hi\"\"⏎x\" → JSON", text: "The string He said \"hi\", a line break, then x: exactly what the cell holds." },
      { term: "country: NO (YAML) → JSON", text: "\"country\": \"NO\". Under YAML 1.1 it would have been false." },
      { term: "{\"c\":\"yes\"} → YAML", text: "c: \"yes\" — quoted, so a YAML 1.1 reader does not take it for true." },
      { term: "version: 1.10 (YAML) → JSON", text: "\"version\": 1.1, with a note: 1.10 is a number in YAML; quote it to keep \"1.10\"." },
      { term: "{\"a\":null} → TOML", text: "Refused: TOML has no null (at $.a). Remove the key or give it a value first." },
      { term: "{\"1st name\":\"A & B\"} → XML", text: "\"1st name\" isn't a valid XML name — renamed to <_1st_name>; the text is written A &amp; B inside <root>." },
      { term: "zip,card⏎007,4111111111111111 → JSON", text: "Both stay strings: \"007\" keeps its zeros and the 16-digit number is never rounded." },
    ],
  },
  faq: [
    {
      question: "Which formats can it convert?",
      answer: "JSON, YAML, TOML, CSV, TSV, XML and JSON Lines (NDJSON), each to any other. Excel files (XLSX) are not read yet: save the sheet as CSV, or copy the cells and paste them as TSV.",
    },
    {
      question: "What does \"converts back identically\" mean?",
      answer: "After converting, the output is read back in its own format and compared with the data you gave, value by value (numbers by value, so 1.10 and 1.1 are equal; key order does not count). If something changed — a null that CSV wrote as an empty cell, a number that became text in XML — the first difference is shown with its path.",
    },
    {
      question: "Why does my CSV keep 007 as text?",
      answer: "Because as a number it would be 7. Cells with a leading zero, or with more than 15 digits (card and account numbers, which a double would round), stay text. Other numbers and true/false are typed; untick \"Read numbers and true/false\" to keep every cell as text.",
    },
    {
      question: "Why do some CSV cells start with an apostrophe?",
      answer: "A cell that starts with =, +, -, @, a tab or a carriage return would run as a formula when the CSV is opened in a spreadsheet, and a formula in a shared file can fetch links or run commands (CSV injection). Such text is written with a leading ' so the spreadsheet shows it as text, and a note says so. Numbers, negative ones included, are written as they are.",
    },
    {
      question: "How are nested objects written to CSV?",
      answer: "As dotted columns: {\"address\": {\"city\": \"Oslo\"}} gives a column address.city, and a list tags gives tags.0, tags.1 and so on. Reading that CSV back with a header row nests the columns again.",
    },
    {
      question: "How does XML map to JSON?",
      answer: "The root element is the one top-level key; child elements are keys; attributes are keys starting with @; an element's text beside attributes or children is #text; an element that repeats becomes a list. JSON to XML uses the same mapping, so the two convert back and forth.",
    },
    {
      question: "Why won't it convert to TOML?",
      answer: "TOML cannot hold everything JSON and YAML can: there is no null, the root must be a table (key = value pairs), and integers are 64-bit. The message names each value and its path, rather than dropping it as some converters do.",
    },
    {
      question: "Is my file uploaded?",
      answer: "No. Reading, converting and the round-trip check all run in your browser, in a background thread. Nothing you paste or open is sent to a server, logged or stored.",
    },
  ],
};
