import type { ToolContent } from "@/tools/types";
import { MAX_DEPTH, MAX_INPUT_CHARS, TIME_LIMIT_MS } from "./logic/limits";

const limit = MAX_INPUT_CHARS.toLocaleString("en-US");

/** The JSON to TypeScript page's words (tools/types.ts ToolContent). Worked examples are the cases of logic/json-to-typescript.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "JSON to TypeScript — Interfaces, Zod Schemas and JSON Schema from JSON Samples",
    description:
      "Paste JSON and get TypeScript interfaces or type aliases, a Zod schema or a draft-07 JSON Schema. Give several samples and fields missing from some become optional, fields null in some get | null. Runs in your browser with quicktype.",
    keywords: ["json to typescript", "json to ts", "json to interface", "json to zod", "json to json schema", "typescript type generator", "infer types from json", "quicktype online"],
    ogHeading: "JSON to TypeScript",
  },
  intro:
    "Paste an API response, a config file or a few records, and get the types that describe them: TypeScript interfaces (or type aliases), a Zod schema that checks data at run time, or a JSON Schema. Give several samples and the types fit all of them — a field missing from one is optional, a field that is sometimes null says so.",
  featureList: [
    "TypeScript interfaces or type aliases, exported and ready to paste",
    "Zod schema with the inferred type (z.infer), for checking data at run time",
    "JSON Schema, draft-07, with required fields and no unknown properties",
    "Several samples: a top-level array's items read as samples of one root type",
    "Optional fields (?) for keys missing from some samples, | null for fields null in some",
    "Property names that aren't identifiers kept and quoted, never renamed",
    "Dates and integers written as strings detected only when you ask",
    `JSON up to ${limit} characters, errors with line and column`,
    "Copy or download as .ts or .json; nothing leaves your browser",
  ],
  features: {
    title: "Types that fit every sample",
    items: [
      { title: "Several samples, one type", body: "Real data varies. Paste an array of records and each one is a sample: the generated type accepts all of them, with optional and nullable fields where they differ.", icon: "Sparkles" },
      { title: "What the JSON says", body: "A string is a string and a number is a number. Reading dates, integers and UUIDs inside strings is an option, off until you turn it on, so the types describe what JSON.parse gives you.", icon: "ShieldCheck" },
      { title: "Three outputs", body: "TypeScript for the compiler, Zod for checking untrusted input at run time, JSON Schema (draft-07) for validators, OpenAPI and editors — from the same inference.", icon: "Zap" },
      { title: "Private by design", body: "quicktype, the open-source engine, runs in a Web Worker on your device. API responses with customer data or tokens are never uploaded, logged or stored.", icon: "Globe" },
    ],
  },
  howTo: {
    title: "How to use JSON to TypeScript",
    items: [
      { title: "Paste your JSON", body: `Type, paste or open a .json file, up to ${limit} characters: one object, or an array of sample objects. Sample loads two orders to try.` },
      { title: "Name the root type", body: "Root by default; any TypeScript identifier. Nested objects get names from their property names (customer → Customer)." },
      { title: "Pick the output", body: "TypeScript (as interfaces or type aliases), Zod or JSON Schema. The result updates as you type." },
      { title: "Copy or download", body: "Copy the code, or download it as a .ts file (TypeScript and Zod) or a .schema.json file." },
    ],
  },
  useCases: {
    title: "What people use JSON to TypeScript for",
    items: [
      { title: "Typing an API response", body: "Paste a few responses from an endpoint with no published types and get interfaces for your fetch calls, with the fields that come and go marked optional." },
      { title: "Validating input at run time", body: "Generate a Zod schema from example payloads and parse webhooks, form posts or config files with it, so bad data fails loudly at the edge." },
      { title: "Documenting a format", body: "Turn example documents into a JSON Schema to put in an OpenAPI spec, hand to another team, or use for autocompletion in an editor." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: '[{"id": 1, "note": null}, {"id": 2, "note": "hi", "gift": true}]', text: "Two samples: interface Root { id: number; note: null | string; gift?: boolean } — gift is missing from the first, note is null in it." },
      { term: '{"first-name": "Ann", "class": "A"}', text: 'Names that aren\'t plain identifiers are quoted and kept: "first-name": string; class: string.' },
      { term: '{"customer": {"name": "Ann"}}', text: "Nested objects become their own named types: customer: Customer, with interface Customer { name: string }." },
      { term: '{"when": "2026-11-02T09:30:00Z"}', text: "when: string. With “Detect dates and integers-as-strings” on: when: Date in TypeScript, z.coerce.date() in Zod, format: date-time in JSON Schema." },
      { term: "Zod output", text: 'export const RootSchema = z.object({ "id": z.number(), "gift": z.boolean().optional(), … }); export type Root = z.infer<typeof RootSchema>;' },
      { term: '{"a": 1,}', text: "Refused at line 1, column 9: Unexpected '}' — trailing comma at line 1, column 8?" },
    ],
  },
  faq: [
    {
      question: "How are optional fields decided?",
      answer: "From the samples. With “Treat top-level array as samples” on, each item of the array is one sample of the root type; a property present in some items and missing from others becomes optional (name?: type), and one that is null in some items becomes type | null. The same holds for nested objects, which are merged across samples.",
    },
    {
      question: "What if my JSON is an array I want typed as an array?",
      answer: "Keep “Treat top-level array as samples” on: the root type describes one item, so the whole value is Root[] — write const orders: Root[] = await res.json(). A single object is read as the one sample.",
    },
    {
      question: "Does it rename my properties?",
      answer: "No. Property names are written exactly as in the JSON, quoted when they are not valid identifiers (\"first-name\", \"2x\"). Type names are made from property names in PascalCase (line_items → LineItem), and the page tells you when your root type name was changed the same way, or renamed because it would hide a built-in type (a root named Date or string becomes PurpleDate or PurpleString in TypeScript and Zod).",
    },
    {
      question: "Which JSON Schema version is it?",
      answer: "Draft-07: the $schema says http://json-schema.org/draft-07/schema#. Object types list their required properties and set additionalProperties to false, integers are typed integer, and nested types are in definitions, referenced with $ref.",
    },
    {
      question: "Which Zod version does the schema need?",
      answer: "It imports * as z from \"zod\" and uses z.object, z.array, z.union, .optional() and z.lazy for recursive types, which work the same in Zod 3 and Zod 4.",
    },
    {
      question: "Why is a date typed as string?",
      answer: "Because JSON has no dates: JSON.parse gives you the string. Turn on “Detect dates and integers-as-strings” to have date-time strings typed as Date (with z.coerce.date() in Zod, which turns the string into one) and integer strings marked format: integer in the JSON Schema.",
    },
    {
      question: "How much JSON can it read?",
      answer: `Up to ${limit} characters, nested up to ${MAX_DEPTH} levels; a run taking more than ${TIME_LIMIT_MS / 1000} seconds is stopped. A few representative records give the same types as thousands, so trim a large array before pasting.`,
    },
    {
      question: "Is my JSON uploaded?",
      answer: "No. The types are generated in your browser, in a Web Worker running quicktype (Apache-2.0). Nothing you paste or open is sent to our server, logged or stored.",
    },
  ],
};
