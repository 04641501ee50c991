import { FORMATS, type FormatId } from "./formats";

/**
 * The long-tail pages (TOOLS.md "(2) Long-tail pages"): the searched conversions, each prerendered under
 * /file-converter/<from>-to-<to> with its own H1, title, words, worked example and FAQ lines, the tool preset to the
 * pair, and a link to the reverse conversion. Any other slug is a 404 (app/(site)/file-converter/[page], dynamicParams
 * = false). Each worked example's output is what the converter gives (checked by logic/pairs.test.ts).
 */
export interface PairPage {
  from: FormatId;
  to: FormatId;
  title: string;
  description: string;
  keywords: string[];
  /** What the page explains, written for this pair. */
  explanation: readonly string[];
  example: { input: string; output: string };
  faq: readonly { question: string; answer: string }[];
}

export const PAIR_PAGES: readonly PairPage[] = [
  {
    from: "json",
    to: "yaml",
    title: "JSON to YAML Converter — YAML 1.2, Strings Like \"yes\" and \"NO\" Quoted",
    description: "Convert JSON to YAML that every parser reads the same way: strings such as yes, no, on and 0777 are quoted, big numbers keep every digit, and the result is read back to check it. In your browser.",
    keywords: ["json to yaml", "convert json to yaml", "json to yaml converter", "json2yaml"],
    explanation: [
      "YAML is a superset of JSON, so every JSON document can be YAML, but the reverse trip has traps. Older YAML 1.1 parsers (PyYAML, many CI tools) read an unquoted yes, no, on or off as a boolean and 0777 as an octal number. The YAML written here quotes every string an old parser would misread, so the file means the same to YAML 1.1 and 1.2 readers.",
      "Numbers are copied as written: 12345678901234567890 stays exact and 0.10 keeps its zero. Key order is kept, multi-line strings become block literals, and the output is read back as YAML and compared with your JSON before you download it.",
    ],
    example: { input: '{"country":"NO","c":"yes","mode":"0777","n":0.10}', output: 'country: "NO"\nc: "yes"\nmode: "0777"\n"n": 0.10\n' },
    faq: [
      { question: "Why are some strings quoted in the YAML?", answer: "Because a YAML 1.1 reader would take them for something else: yes, no, on, off, y and n become booleans there, and 0777 an octal number. Quoting them costs nothing in YAML 1.2 and keeps old parsers right." },
      { question: "Does it keep my key order?", answer: "Yes. Keys come out in the order they are in the JSON." },
    ],
  },
  {
    from: "yaml",
    to: "json",
    title: "YAML to JSON Converter — YAML 1.2, So \"NO\" Stays \"NO\"",
    description: "Convert YAML to JSON with the YAML 1.2 rules: NO, on and yes stay strings, 0777 is 777, anchors are expanded, and numbers that were probably meant as text are pointed out. Errors with line and column.",
    keywords: ["yaml to json", "convert yaml to json", "yml to json", "yaml2json", "yaml to json converter"],
    explanation: [
      "The Norway problem: under YAML 1.1, country: NO is the boolean false. This converter reads YAML 1.2 (the core schema), where only true and false are booleans, so NO, on and yes stay text.",
      "Some YAML values are numbers you may have meant as text. version: 1.10 is the number 1.1, and 0777 is 777; each such value is listed with its path and a hint to quote it. Anchors and aliases are expanded (with a bound, so an alias bomb is refused), and several documents separated by --- become a list.",
    ],
    example: { input: "country: NO\nremote: on\nversion: 1.10", output: '{\n  "country": "NO",\n  "remote": "on",\n  "version": 1.1\n}\n' },
    faq: [
      { question: "Why did version: 1.10 become 1.1?", answer: "In YAML an unquoted 1.10 is a number, and the number 1.10 is 1.1. The converter says so next to the result; write version: \"1.10\" to keep the text." },
      { question: "Is it YAML 1.1 or 1.2?", answer: "YAML 1.2, the current version. The only difference most people meet is that yes, no, on and off are no longer booleans." },
    ],
  },
  {
    from: "csv",
    to: "json",
    title: "CSV to JSON Converter — RFC 4180, Leading Zeros Kept, Dotted Columns Nested",
    description: "Convert CSV to JSON with real RFC 4180 parsing: quoted commas, \"\" quotes and line breaks inside cells. ZIP codes like 01234 and long card numbers stay text, a.b columns become nested objects. In your browser.",
    keywords: ["csv to json", "convert csv to json", "csv to json converter", "csv2json", "csv to json array"],
    explanation: [
      "Each row becomes an object keyed by the header row. Cells are read by RFC 4180: a quoted cell can hold the delimiter, a doubled quote and line breaks, and CRLF or LF line ends both work. The delimiter (comma, semicolon, tab or pipe) is detected, or you pick it.",
      "With \"Read numbers and true/false\" on, 42 and 4.5 become numbers and true a boolean, but 01234 stays the text \"01234\" and a 16-digit card number stays text, because a number would lose the zero or the last digits. Columns named like address.city or tags.0 are nested back into objects and lists; an empty cell leaves the key out.",
    ],
    example: { input: "id,zip,address.city\n1,01234,Oslo", output: '[\n  {\n    "id": 1,\n    "zip": "01234",\n    "address": {\n      "city": "Oslo"\n    }\n  }\n]\n' },
    faq: [
      { question: "Why is 01234 a string in the JSON?", answer: "As a number it would be 1234, and a ZIP code, phone number or ID would be broken. Cells with a leading zero, or more than 15 digits, stay text; everything else that looks like a number becomes one (turn that off to get only strings)." },
      { question: "What happens to empty cells?", answer: "The key is left out of that row's object, so rows keep only the columns they have. That is also how JSON with uneven rows converts to CSV and back." },
    ],
  },
  {
    from: "json",
    to: "csv",
    title: "JSON to CSV Converter — Every Column Kept, RFC 4180 Quoting",
    description: "Convert a JSON array to CSV with a header that is the union of all rows' keys (not just the first row's), nested objects flattened to a.b columns, and correct RFC 4180 quoting of commas, quotes and line breaks.",
    keywords: ["json to csv", "convert json to csv", "json to csv converter", "json2csv", "json array to csv", "json to excel"],
    explanation: [
      "Many converters take the columns from the first object only, so a key that appears in the tenth row silently disappears. Here the header is every key of every row, in the order each is first seen, and a row without a key gets an empty cell.",
      "Nested objects become dotted columns (address.city) and lists numbered ones (tags.0, tags.1), which this converter turns back into the same structure. Cells with a comma, quote or line break are quoted with quotes doubled as RFC 4180 says — never \\\" or a literal \\n. A list wrapped in one key ({\"users\": [...]}) is found and used as the rows.",
    ],
    example: { input: '[{"a":1,"b":{"c":2}},{"a":"x,y","d":3}]', output: 'a,b.c,d\r\n1,2,\r\n"x,y",,3\r\n' },
    faq: [
      { question: "Will it open in Excel?", answer: "Yes. Rows end with CRLF as RFC 4180 says, and the file is UTF-8. If your Excel expects semicolons (many European locales), choose the semicolon delimiter." },
      { question: "What happens to null?", answer: "CSV has no null, so it becomes an empty cell, and the page says where. Reading that CSV back leaves the key out, which the round-trip check points out." },
    ],
  },
  {
    from: "xml",
    to: "json",
    title: "XML to JSON Converter — Attributes, Repeated Elements and Text Mapped Clearly",
    description: "Convert XML to JSON after a well-formedness check: attributes become @name keys, repeated elements become arrays, text next to attributes is #text, and entities are decoded. Runs in your browser; nothing is uploaded.",
    keywords: ["xml to json", "convert xml to json", "xml to json converter", "xml2json", "parse xml to json"],
    explanation: [
      "The document is checked first; broken XML gets the line and column rather than a half conversion. The root element becomes the one top-level key, each child element a key inside it, and attributes keys starting with @. An element that also has attributes or children keeps its text under #text.",
      "An element that appears more than once becomes a list; once, a single value. Values are text unless \"Read numbers and true/false\" is on, and then leading zeros and long digit strings still stay text. Comments and the XML declaration are not data and are left out.",
    ],
    example: { input: '<order id="7"><item sku="A">Pen</item><item sku="B">Ink</item></order>', output: '{\n  "order": {\n    "@id": 7,\n    "item": [\n      {\n        "@sku": "A",\n        "#text": "Pen"\n      },\n      {\n        "@sku": "B",\n        "#text": "Ink"\n      }\n    ]\n  }\n}\n' },
    faq: [
      { question: "Why is one element a list and another not?", answer: "XML does not say whether an element may repeat, so the converter goes by what it sees: two or more <item> elements become a list, a single one a value." },
      { question: "What about mixed text and elements?", answer: "In <p>Hello <b>you</b>!</p> the text pieces are joined under #text and the converter says so: JSON has no way to keep text between child elements in place." },
    ],
  },
  {
    from: "json",
    to: "xml",
    title: "JSON to XML Converter — One Root, Valid Names, Attributes from @ Keys",
    description: "Convert JSON to well-formed XML: one root element (yours or <root>), keys that aren't valid XML names renamed with a note, @keys as attributes, lists as repeated elements, text escaped.",
    keywords: ["json to xml", "convert json to xml", "json to xml converter", "json2xml"],
    explanation: [
      "XML needs exactly one root element and element names that follow its rules. When your JSON has one top-level key, that key is the root; otherwise everything is wrapped in the root element you name. A key such as \"1st name\" isn't a valid XML name, so it becomes <_1st_name> and the page lists every rename.",
      "Keys starting with @ become attributes and #text the element's text, the same mapping the XML to JSON direction uses, so the two convert back and forth. A list repeats its element; null becomes an empty element and an empty list nothing, each with a note.",
    ],
    example: { input: '{"1st name":"A & B","ok":true}', output: '<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <_1st_name>A &amp; B</_1st_name>\n  <ok>true</ok>\n</root>\n' },
    faq: [
      { question: "How do I make attributes?", answer: "Prefix the key with @: {\"book\": {\"@id\": \"7\", \"title\": \"Dune\"}} gives <book id=\"7\"><title>Dune</title></book>." },
      { question: "What happens to a list at the top?", answer: "Each item becomes an element named by the \"List item element\" option (item by default) inside the root element." },
    ],
  },
  {
    from: "toml",
    to: "json",
    title: "TOML to JSON Converter — TOML 1.0, 64-Bit Integers Exact",
    description: "Convert TOML (Cargo.toml, pyproject.toml, config files) to JSON: tables become objects, arrays of tables lists, 64-bit integers keep every digit, and dates become ISO text. Errors with line and column.",
    keywords: ["toml to json", "convert toml to json", "toml to json converter", "pyproject toml to json", "cargo toml to json"],
    explanation: [
      "TOML 1.0 is read with smol-toml. [table] headers become nested objects, [[array]] headers lists of objects, and dotted keys nest as you would expect. Integers are read as 64-bit integers rather than doubles, so 9223372036854775807 comes out exact.",
      "JSON has no date type, so TOML dates and times become their ISO 8601 text, and the page says how many. inf and nan have no JSON form at all and are refused with their path rather than written as null.",
    ],
    example: { input: 'title = "x"\n[owner]\nname = "Tom"', output: '{\n  "title": "x",\n  "owner": {\n    "name": "Tom"\n  }\n}\n' },
    faq: [
      { question: "What happens to dates?", answer: "1979-05-27T07:32:00Z becomes the string \"1979-05-27T07:32:00.000Z\"; a local date such as 1979-05-27 stays \"1979-05-27\"." },
      { question: "Are comments kept?", answer: "No: comments are not data, and JSON has none." },
    ],
  },
  {
    from: "json",
    to: "toml",
    title: "JSON to TOML Converter — Told Where TOML Has No Null",
    description: "Convert JSON to TOML and get a clear message for what TOML cannot hold — null (with its path), a list at the root, integers beyond 64 bits — instead of keys silently dropped. Tables and arrays of tables written for you.",
    keywords: ["json to toml", "convert json to toml", "json to toml converter", "json2toml"],
    explanation: [
      "TOML has no null, and some converters drop a null key without a word. This one stops and names every null by its path (TOML has no null (at $.a)), so you can remove it or give it a value. A TOML file must also be a table at the root, so a JSON list needs a key around it first.",
      "Objects become [tables], lists of objects [[arrays of tables]], and integers are checked against TOML's 64-bit range. The TOML is then read back and compared with your JSON.",
    ],
    example: { input: '{"a":null}', output: "TOML has no null (at $.a). Remove the key or give it a value first." },
    faq: [
      { question: "Why won't it convert my JSON?", answer: "Because the JSON holds something TOML cannot: a null, a list or value at the root, or an integer beyond 64 bits. The message names it and where it is." },
      { question: "Will the key order change?", answer: "Plain keys come first and tables after, because TOML requires it; the data is the same, and the round-trip check compares it by value." },
    ],
  },
  {
    from: "yaml",
    to: "toml",
    title: "YAML to TOML Converter — Config Files Moved Safely",
    description: "Convert YAML config to TOML with YAML 1.2 reading (NO stays \"NO\") and a clear message for nulls, which TOML cannot hold. Checked by converting back. In your browser.",
    keywords: ["yaml to toml", "convert yaml to toml", "yml to toml", "yaml to toml converter"],
    explanation: [
      "Moving a config from YAML to TOML (for pyproject.toml, Cargo or Hugo) is mostly mechanical: maps become tables and lists arrays. The YAML is read by the 1.2 rules, so values like NO and on stay strings rather than turning into false and true on the way.",
      "YAML allows null (~ or an empty value) and TOML does not, so each null is named by its path instead of silently dropped; so is a YAML document that is a list rather than a map.",
    ],
    example: { input: "name: app\nport: 8080\ndebug: ~", output: "TOML has no null (at $.debug). Remove the key or give it a value first." },
    faq: [
      { question: "What happens to YAML anchors?", answer: "They are expanded: TOML has no aliases, so each use becomes a full copy." },
      { question: "Are comments kept?", answer: "No. Comments are not part of the data, so they do not carry over." },
    ],
  },
  {
    from: "tsv",
    to: "csv",
    title: "TSV to CSV Converter — Tabs to Commas With Correct Quoting",
    description: "Convert tab-separated values (pasted from a spreadsheet) to CSV: cells holding a comma, a quote or a line break are quoted as RFC 4180 says, so no cell splits in two. Nested columns and leading zeros untouched.",
    keywords: ["tsv to csv", "convert tsv to csv", "tab delimited to csv", "tsv to csv converter"],
    explanation: [
      "Cells copied from Excel or Google Sheets arrive tab-separated. Replacing tabs with commas breaks any cell that holds a comma; here each cell is read and written again, quoted when it needs to be, with quotes doubled.",
      "Values pass through as text: 01234 stays 01234 and long numbers keep their digits. Choose LF line ends if your tool prefers them; CRLF is the RFC 4180 default.",
    ],
    example: { input: "name\tcity\nAda\tLondon, UK", output: 'name,city\r\nAda,"London, UK"\r\n' },
    faq: [
      { question: "Can I get semicolons instead of commas?", answer: "Yes: pick the semicolon (or pipe) delimiter in the options." },
      { question: "My data has no header row.", answer: "Untick \"Header row\" and each line is converted as a plain row of cells." },
    ],
  },
  {
    from: "csv",
    to: "yaml",
    title: "CSV to YAML Converter — Rows to a YAML List",
    description: "Convert CSV rows to a YAML list of maps: RFC 4180 parsing, leading zeros kept as quoted text, numbers and booleans typed, dotted columns nested. In your browser; nothing is uploaded.",
    keywords: ["csv to yaml", "convert csv to yaml", "csv to yml", "csv to yaml converter"],
    explanation: [
      "Each CSV row becomes one item of a YAML list, keyed by the header. Quoted cells with commas and line breaks are read correctly, and multi-line cells come out as YAML block text.",
      "Text that YAML could misread is quoted: a ZIP code 01234 stays \"01234\" rather than the number 1234, and a cell reading NO stays \"NO\".",
    ],
    example: { input: "zip,country\n01234,NO", output: '- zip: "01234"\n  country: "NO"\n' },
    faq: [
      { question: "Can I keep every value as text?", answer: "Yes: untick \"Read numbers and true/false\" and every cell becomes a YAML string." },
      { question: "How are columns like a.b handled?", answer: "They become nested maps: a column address.city gives address: with city: under it." },
    ],
  },
  {
    from: "jsonl",
    to: "json",
    title: "JSON Lines to JSON Converter — NDJSON to a JSON Array",
    description: "Convert JSON Lines (NDJSON, .jsonl) to one JSON array: each line parsed losslessly, blank lines skipped, and a broken line named by its number. In your browser.",
    keywords: ["jsonl to json", "ndjson to json", "convert jsonl to json", "json lines to json", "jsonl to json array"],
    explanation: [
      "Logs, exports and machine-learning datasets often come as JSON Lines: one JSON value per line. Converting to JSON puts them in one array, in order, with blank lines skipped.",
      "Each line is parsed on its own, so an error names the line (Line 2 is not one JSON value) rather than a position in a huge file. Numbers keep every digit, as in the rest of the converter.",
    ],
    example: { input: '{"a":1}\n{"a":2,"b":[true]}', output: '[\n  {\n    "a": 1\n  },\n  {\n    "a": 2,\n    "b": [\n      true\n    ]\n  }\n]\n' },
    faq: [
      { question: "Is NDJSON the same as JSON Lines?", answer: "For conversion, yes: both are one JSON value per line in UTF-8." },
      { question: "How big a file can it take?", answer: "Up to 2,000,000 characters, converted in a background thread so the page stays responsive." },
    ],
  },
  {
    from: "json",
    to: "jsonl",
    title: "JSON to JSON Lines Converter — An Array to One Record per Line",
    description: "Convert a JSON array to JSON Lines (NDJSON): one compact record per line, numbers exact, ready for BigQuery, Elasticsearch bulk loads or ML datasets.",
    keywords: ["json to jsonl", "json to ndjson", "convert json to jsonl", "json array to jsonl"],
    explanation: [
      "Each item of the top-level array is written compactly on its own line, with a line break after the last. Strings with line breaks stay on one line, escaped as \\n, so every line is one record.",
      "If the JSON is not a list, it is written as a single line, and the page says so.",
    ],
    example: { input: '[{"a":1},{"a":2,"b":[true]}]', output: '{"a":1}\n{"a":2,"b":[true]}\n' },
    faq: [
      { question: "Does it keep big numbers?", answer: "Yes: 12345678901234567890 is copied digit for digit, never rounded through a double." },
      { question: "Can I go back?", answer: "Yes: the JSON Lines to JSON page (or swapping the formats) turns it back into an array." },
    ],
  },
  {
    from: "tsv",
    to: "json",
    title: "TSV to JSON Converter — Spreadsheet Paste to JSON",
    description: "Paste tab-separated rows from Excel or Google Sheets and get JSON objects keyed by the header: numbers typed, leading zeros kept, dotted columns nested. In your browser.",
    keywords: ["tsv to json", "convert tsv to json", "tab separated to json", "excel to json", "spreadsheet to json"],
    explanation: [
      "Copying cells from a spreadsheet gives tab-separated text. Paste it here and each row becomes an object keyed by the first row's headers.",
      "Numbers become JSON numbers and true/false booleans, while IDs with a leading zero or more than 15 digits stay text, so nothing is rounded or trimmed.",
    ],
    example: { input: "name\tqty\tsku\nPen\t3\t007", output: '[\n  {\n    "name": "Pen",\n    "qty": 3,\n    "sku": "007"\n  }\n]\n' },
    faq: [
      { question: "Do I need to save the spreadsheet as a file?", answer: "No: select the cells, copy, and paste them into the box." },
      { question: "Why is 007 still text?", answer: "As a number it would be 7. Leading zeros mean an identifier, so the cell stays a string." },
    ],
  },
  {
    from: "csv",
    to: "xml",
    title: "CSV to XML Converter — Rows to Elements, Names Made Valid",
    description: "Convert CSV to XML: each row an element under a root you name, each column a child element, headers that aren't valid XML names renamed with a note, text escaped.",
    keywords: ["csv to xml", "convert csv to xml", "csv to xml converter"],
    explanation: [
      "Each row becomes an element (item by default) inside a root element (root by default), and each column a child element holding the cell. Choose both names in the options.",
      "A header like \"unit price\" isn't a valid XML name, so it becomes <unit_price> and the page lists each rename. Ampersands and angle brackets in cells are escaped.",
    ],
    example: { input: "sku,unit price\nA-1,2.50", output: '<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <item>\n    <sku>A-1</sku>\n    <unit_price>2.50</unit_price>\n  </item>\n</root>\n' },
    faq: [
      { question: "Can columns become attributes?", answer: "Yes: name the column with an @ in front (@sku), and it becomes an attribute of the row element." },
      { question: "What about empty cells?", answer: "An empty cell is left out of its row, so no empty element is written for it." },
    ],
  },
];

export const pairSlug = (page: Pick<PairPage, "from" | "to">) => `${page.from}-to-${page.to}`;
export const pairPath = (page: Pick<PairPage, "from" | "to">) => `/file-converter/${pairSlug(page)}`;
export const pairName = (page: Pick<PairPage, "from" | "to">) => `${FORMATS[page.from].name} to ${FORMATS[page.to].name}`;
export const pairPage = (slug: string) => PAIR_PAGES.find((p) => pairSlug(p) === slug);
export const reversePair = (page: Pick<PairPage, "from" | "to">) => PAIR_PAGES.find((p) => p.from === page.to && p.to === page.from);
