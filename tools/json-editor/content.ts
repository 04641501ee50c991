import type { ToolContent } from "@/tools/types";

/**
 * The JSON Editor page's words (tools/types.ts ToolContent). The worked examples use the editor's example document
 * and the vectors of logic/json-editor.test.ts.
 */
export const content: ToolContent = {
  seo: {
    title: "JSON Editor Online — Tree, Text and Table Views, Schema Validation, Query and Diff",
    description:
      "Edit JSON as a tree, as text or as a table, kept in sync. Validate against a JSON Schema with the JSON Pointer of each error, query with JMESPath or JSONPath, compare two documents. Big numbers stay exact; nothing leaves your browser.",
    keywords: ["json editor", "json editor online", "json tree editor", "json schema validator", "jmespath tester", "jsonpath tester", "json diff", "json table view"],
    ogHeading: "JSON Editor",
  },
  intro:
    "Open, paste or type a JSON document and edit it as a tree, as text or as a table — the three views stay in sync. Check it against a JSON Schema, pull values out with JMESPath or JSONPath, and compare it with another version. Numbers such as 12345678901234567890 and 0.10 keep every digit.",
  featureList: [
    "Tree, text and table views of one document, kept in sync",
    "Edit, add, duplicate, drag and delete nodes; change a value's type",
    "Search and replace; undo and redo",
    "JSON Schema validation with the JSON Pointer of each error",
    "JMESPath and JSONPath query panel",
    "Diff of two documents, by JSON Pointer",
    "Lossless numbers: big integers and trailing zeros kept",
    "Open and download files; runs in the browser, nothing uploaded",
  ],
  features: {
    title: "An editor that keeps your data exact",
    items: [
      { title: "Three views, one document", body: "Edit a value in the tree and the text view shows the same change; sort or filter rows in the table. Undo steps back through all of them.", icon: "Sparkles" },
      { title: "Errors you can find", body: "Schema errors are listed with their JSON Pointer, such as /items/1/price, and marked on the node in the tree, so you go straight to the value at fault.", icon: "MessageSquare" },
      { title: "Exact numbers", body: "The editor reads numbers losslessly: a 20-digit order number or a price of 0.10 is never rounded by a round trip through the editor.", icon: "ShieldCheck" },
      { title: "Query and compare", body: "Try a JMESPath or JSONPath expression against the live document, or paste a second version to see every value added, removed or changed.", icon: "BarChart3" },
    ],
  },
  howTo: {
    title: "How to use the JSON Editor",
    items: [
      { title: "Open your JSON", body: "Paste into the text view, open a file, or start from the example order. Broken JSON opens in the text view with the line and column of the problem and a Repair button." },
      { title: "Edit in any view", body: "In the tree, click a key or value to edit it, use the context menu to insert, duplicate, convert types or remove, and drag nodes to move them. The table view edits arrays of objects row by row." },
      { title: "Validate against a schema", body: "Paste a JSON Schema in the schema box. Every error is listed with its JSON Pointer and marked in the tree; the list updates as you edit." },
      { title: "Query, compare, download", body: "Run a JMESPath or JSONPath query to extract values, paste another version to compare, and download the document when you are done." },
    ],
  },
  useCases: {
    title: "What people use the JSON Editor for",
    items: [
      { title: "Fixing configuration", body: "Edit a settings or manifest file as a tree without breaking its syntax, and check it against the schema its tool publishes." },
      { title: "Exploring API data", body: "Browse a large response in the tree or table, and pull out the fields you need with a JMESPath query." },
      { title: "Reviewing changes", body: "Paste two versions of a document and see exactly which values were added, removed or changed, by JSON Pointer." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "Schema error", text: "In the example order the second item's price is the string \"4.50\" while the schema asks for a number: the list shows /items/1/price: Instance type \"string\" is invalid. Expected \"number\"." },
      { term: "JMESPath", text: "items[?price > `10`].name on the example order gives [\"Backpack\"]: only the backpack costs more than 10." },
      { term: "JSONPath", text: "$.items[*].price gives [0.10, \"4.50\", 39.00] — the numbers keep their trailing zeros." },
      { term: "Diff", text: "Comparing {\"id\":12345678901234567890,\"p\":0.10} with {\"id\":12345678901234567890,\"p\":0.1,\"n\":null} gives: changed /p 0.10 → 0.1, and added /n null." },
    ],
  },
  faq: [
    {
      question: "Is my JSON uploaded?",
      answer: "No. The editor, the schema validation, the queries and the diff all run in your browser. What you open or type is never sent to our server, logged or stored.",
    },
    {
      question: "Which JSON Schema versions are supported?",
      answer: "Drafts 4, 7, 2019-09 and 2020-12, chosen by the schema's $schema; a schema without $schema is read as draft-07. If your schema itself is broken, the page says so: \"Your schema isn't valid JSON\" with the line and column, or \"Your schema isn't valid JSON Schema\" with where in the schema the problem is.",
    },
    {
      question: "What is a JSON Pointer?",
      answer: "A path to one value, defined by RFC 6901: /items/1/price is the price of the second item (arrays count from 0). A ~ or / inside a key is written ~0 or ~1. Each schema error and each difference in a diff comes with one.",
    },
    {
      question: "What is the difference between JMESPath and JSONPath?",
      answer: "Both pick values out of a document. JMESPath (items[?price > `10`].name) has a formal specification and functions such as sort_by and length; JSONPath ($.items[*].name) is the older XPath-like syntax many tools accept. Use whichever your other tools speak.",
    },
    {
      question: "Does the editor change my numbers?",
      answer: "No. It reads numbers losslessly, so 12345678901234567890 stays 12345678901234567890 and 0.10 stays 0.10 in every view and in the download. Schema checks compare their values as numbers.",
    },
    {
      question: "How large a document can it edit?",
      answer: "Files up to 100 MB open. The whole document is read into the tree in your browser, which takes a few seconds for a large file (the page says so while it reads); after that the tree shows large arrays a section at a time. The diff and the schema box read documents up to 20 MB.",
    },
    {
      question: "How is the diff worked out?",
      answer: "Objects are matched by key, arrays by position, and values by their exact text, so 0.10 and 0.1 are reported as different. Each difference is listed as added, removed or changed with its JSON Pointer.",
    },
  ],
};
