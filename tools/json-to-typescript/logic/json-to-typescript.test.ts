import { Validator } from "@cfworker/json-schema";
import { runInNewContext } from "node:vm";
import ts from "typescript";
import { describe, expect, it } from "vitest";
// The generated Zod code imports zod itself (`import * as z from "zod"`), so it is run against the package, not the app's configured copy.
import * as zod from "zod";
import { generate, handle, readSamples, type GenerateRequest } from "./json-to-typescript";
import { MAX_DEPTH, MAX_INPUT_CHARS, rootNameProblem } from "./limits";

/**
 * References, independent of quicktype: the TypeScript compiler (the `typescript` package's API) must accept every
 * sample as a value of the generated root type and reject a wrong one; the generated Zod schema, run against the zod
 * package, must parse every sample and refuse a wrong one; the generated JSON Schema must validate every sample under
 * @cfworker/json-schema (draft-07) and refuse a wrong one.
 */

const base: GenerateRequest = { text: "", rootName: "Root", arraySamples: true, style: "interface", detectStrings: false, target: "typescript" };

async function output(request: Partial<GenerateRequest>): Promise<string> {
  const result = await generate({ ...base, ...request });
  if (result.state !== "ok") throw new Error(`expected types, got ${JSON.stringify(result)}`);
  return result.output;
}

/** tsc's diagnostics for the generated declarations plus `const v<i>: <root> = <sample>;` for each sample. */
function typeErrors(declarations: string, root: string, samples: string[]): string[] {
  // A file beside this one (never written), so that the Zod module's `import "zod"` resolves to the package.
  const file = `${import.meta.dirname}/generated.ts`;
  const source = `${declarations}\n${samples.map((s, i) => `export const v${i}: ${root} = ${s};`).join("\n")}\n`;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts"],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language) => (name === file ? ts.createSourceFile(file, source, language) : read(name, language));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** The generated Zod module, transpiled and run; its exports. */
function zodModule(code: string): Record<string, zod.ZodType> {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, zod.ZodType> = {};
  const load = (name: string) => {
    if (name !== "zod") throw new Error(`unexpected import ${name}`);
    return zod;
  };
  runInNewContext(js, { require: load, exports });
  return exports;
}

function schemaValid(schemaText: string, value: unknown): boolean {
  return new Validator(JSON.parse(schemaText) as object, "7", false).validate(value).valid;
}

const ORDERS = `[
  {"id": 1, "customer": {"name": "Ann", "email": "ann@example.com"}, "items": [{"sku": "A-1", "qty": 2, "price": 9.5}], "note": null, "first-name": "Ann"},
  {"id": 2, "customer": {"name": "Bo"}, "items": [], "note": "leave at door", "gift": true, "first-name": "Bo"}
]`;
const samples = (text: string) => {
  const read = readSamples(text, true);
  if (!read.ok) throw new Error(read.message);
  return read.samples;
};

describe("json-to-typescript: reading samples", () => {
  it("cuts each item of a top-level array exactly as written", () => {
    expect(samples('[ {"a": 1.50} ,\n {"b": [1, 2]}\n]')).toEqual(['{"a": 1.50}', '{"b": [1, 2]}']);
    expect(readSamples('\uFEFF{"a":1}', false)).toEqual({ ok: true, samples: ['{"a":1}'], duplicates: 0 });
  });

  it.each([
    ['{"a": 1,}', false, { message: "Unexpected '}' — trailing comma at line 1, column 8?", line: 1, column: 9 }],
    ["[1, 2]", true, { message: "Item 1 of the array is a number, not an object: each item is one sample of the root type.", line: 1, column: 2 }],
    ['[{"a":1}]', false, { message: "This JSON is an array: turn on “Treat top-level array as samples” to get one root type that fits every item, or paste one object.", line: 0, column: 0 }],
    ["[]", true, { message: "The array is empty: there's no sample to read types from.", line: 0, column: 0 }],
    ['"text"', true, { message: "This JSON is a string, not an object: types are generated from an object, or from an array of sample objects.", line: 0, column: 0 }],
  ] as const)("%s is refused with its reason and place", (text, arraySamples, expected) => {
    expect(readSamples(text, arraySamples)).toEqual({ ok: false, ...expected });
  });

  it("refuses input over the size and nesting limits before inferring anything", () => {
    expect(readSamples(" ".repeat(MAX_INPUT_CHARS + 1), false)).toMatchObject({ ok: false, message: expect.stringContaining("the generator takes up to 1,000,000 at a time") });
    const deep = `${'{"a":'.repeat(MAX_DEPTH + 1)}1${"}".repeat(MAX_DEPTH + 1)}`;
    expect(readSamples(deep, false)).toMatchObject({ ok: false, message: `This JSON is nested ${MAX_DEPTH + 1} levels deep: the generator reads up to ${MAX_DEPTH} levels, each of which becomes a type.` });
    const fine = `${'{"a":'.repeat(MAX_DEPTH)}1${"}".repeat(MAX_DEPTH)}`;
    expect(readSamples(fine, false).ok).toBe(true);
  });

  it.each([
    ["Root", null],
    ["OrderItem", null],
    ["_Internal$", null],
    ["", "Give the root type a name, such as Root or Order."],
    ["2Fast", "A type name can't start with a digit: start it with a letter, like Order2."],
    ["my type", "A type name has only letters, digits, _ and $ (no spaces or dashes), like Root or OrderItem."],
    ["order-item", "A type name has only letters, digits, _ and $ (no spaces or dashes), like Root or OrderItem."],
  ])("root name %j", (name, problem) => {
    expect(rootNameProblem(name)).toBe(problem);
  });
});

// The first compile loads TypeScript's lib files, which takes seconds on a busy machine.
describe("json-to-typescript: generated types", { timeout: 60_000 }, () => {
  it("infers optional and nullable fields from two samples, and quotes names that are not identifiers", async () => {
    const code = await output({ text: ORDERS });
    expect(code).toContain("export interface Root {");
    expect(code).toMatch(/^\s+gift\?:\s+boolean;$/m);
    expect(code).toMatch(/^\s+note:\s+null \| string;$/m);
    expect(code).toMatch(/^\s+"first-name":\s+string;$/m);
    expect(code).toMatch(/^\s+email\?:\s+string;$/m);
    expect(typeErrors(code, "Root", samples(ORDERS))).toEqual([]);
    // A sample the types do not describe is refused by the compiler.
    expect(typeErrors(code, "Root", ['{"id": "1", "customer": {"name": "Ann"}, "items": [], "note": null, "first-name": "Ann"}']).join("\n")).toContain("Type 'string' is not assignable to type 'number'");
    expect(typeErrors(code, "Root", ['{"id": 1, "customer": {"name": "Ann"}, "items": [], "first-name": "Ann"}']).join("\n")).toContain("Property 'note' is missing");
  });

  it("writes type aliases when asked, still accepted by the compiler", async () => {
    const code = await output({ text: ORDERS, style: "type" });
    expect(code).toContain("export type Root = {");
    expect(code).not.toContain("interface");
    expect(typeErrors(code, "Root", samples(ORDERS))).toEqual([]);
  });

  it("keeps what JSON says unless string detection is on", async () => {
    const text = '{"when": "2024-05-01T10:00:00Z", "count": "42"}';
    const plain = await output({ text, arraySamples: false });
    expect(plain).toMatch(/when:\s+string;/);
    expect(plain).toMatch(/count:\s+string;/);
    expect(typeErrors(plain, "Root", [text])).toEqual([]);
    const detected = await output({ text, arraySamples: false, detectStrings: true });
    expect(detected).toMatch(/when:\s+Date;/);
    const schema = await output({ text, arraySamples: false, detectStrings: true, target: "schema" });
    expect(schema).toContain('"format": "date-time"');
    expect(schema).toContain('"format": "integer"');
  });

  it("the Zod schema parses every sample and refuses a wrong one", async () => {
    const code = await output({ text: ORDERS, target: "zod" });
    expect(code).toContain('import * as z from "zod";');
    expect(code).toContain('"gift": z.boolean().optional()');
    const { RootSchema } = zodModule(code);
    if (!RootSchema) throw new Error("no RootSchema exported");
    for (const sample of samples(ORDERS)) expect(RootSchema.safeParse(JSON.parse(sample)).success).toBe(true);
    expect(RootSchema.safeParse({ id: 1, customer: { name: 7 }, items: [], note: null, "first-name": "A" }).success).toBe(false);
    // And as TypeScript: the module compiles against zod's declarations, and its inferred Root type takes every sample.
    expect(typeErrors(code, "Root", samples(ORDERS))).toEqual([]);
  });

  it("the JSON Schema (draft-07) validates every sample and refuses a wrong one", async () => {
    const code = await output({ text: ORDERS, target: "schema" });
    expect(JSON.parse(code)).toMatchObject({ $schema: "http://json-schema.org/draft-07/schema#", $ref: "#/definitions/Root" });
    for (const sample of samples(ORDERS)) expect(schemaValid(code, JSON.parse(sample))).toBe(true);
    expect(schemaValid(code, { id: 1.5, customer: { name: "A" }, items: [], note: null, "first-name": "A" })).toBe(false);
    expect(schemaValid(code, { id: 1, customer: { name: "A" }, items: [], note: null, "first-name": "A", unknown: 1 })).toBe(false);
  });

  it("says when quicktype renames the root type, and counts duplicate keys", async () => {
    const result = await generate({ ...base, text: '{"a": 1, "a": 2}', rootName: "my_data", arraySamples: false });
    expect(result).toMatchObject({ state: "ok", samples: 1 });
    if (result.state !== "ok") return;
    expect(result.output).toContain("export interface MyData {");
    expect(result.notes).toEqual([
      "Type names are written in PascalCase: the root type is MyData.",
      "1 key appears twice in one object: as with JSON.parse, the last value of each is the one typed.",
    ]);
  });

  // JSON.parse makes "__proto__" an own key like any other; in a JS object literal or assignment it sets the prototype.
  const PROTO_SAMPLES = ['{"name": "x", "__proto__": {"k": 1}, "nested": {"__proto__": [1]}}', '{"name": "y", "nested": {"\\u005f_proto__": []}}'];
  const PROTO = `[${PROTO_SAMPLES.join(", ")}]`;
  const WRONG_PROTO = ['{"name": "x", "__proto__": {"k": "one"}, "nested": {"__proto__": [1]}}', '{"name": "x", "nested": {"__proto__": "one"}}', '{"name": "x", "nested": {}}'];

  it("a __proto__ key found in several samples is read from all of them", async () => {
    expect(samples(PROTO)).toEqual(['{"name": "x", "__proto__\\u0001": {"k": 1}, "nested": {"__proto__\\u0001": [1]}}', '{"name": "y", "nested": {"__proto__\\u0001": []}}']);
    const code = await output({ text: PROTO });
    // The types stay in line with each other.
    expect(code).toContain("export interface Root {\n    name:               string;\n    __proto__?:         Proto;\n    nested:             Nested;\n}");
    expect(code).toContain("export interface Nested {\n    __proto__:         number[];\n}");
    expect(typeErrors(code, "Root", PROTO_SAMPLES)).toEqual([]);
    expect(typeErrors(code, "Root", WRONG_PROTO.slice(0, 1)).join("\n")).toContain("Type 'string' is not assignable to type 'number'");
  });

  it("a __proto__ key is in the Zod shape, not its prototype, and the output says that Zod skips it", async () => {
    const result = await generate({ ...base, text: PROTO, target: "zod" });
    if (result.state !== "ok") throw new Error(JSON.stringify(result));
    const skipped = "// Zod skips this key: not checked, and left out of parsed values.";
    expect(result.output).toContain(`["__proto__"]: ProtoSchema.optional(), ${skipped}`);
    expect(result.output).toContain(`["__proto__"]: z.array(z.number()), ${skipped}`);
    expect(result.output).not.toContain("u0001");
    expect(result.notes).toEqual([
      "Zod skips a key named __proto__ when it parses (so that no parsed object gets a new prototype): the schema lists it, but doesn't check it, and parsed values leave it out.",
    ]);
    const { RootSchema, NestedSchema } = zodModule(result.output);
    if (!RootSchema || !NestedSchema) throw new Error("no RootSchema or NestedSchema exported");
    // An own key of the shape (a literal "__proto__": would have made the schema the shape's prototype).
    expect(Object.keys((NestedSchema as zod.ZodObject).shape)).toEqual(["__proto__"]);
    expect(Object.keys((RootSchema as zod.ZodObject).shape)).toEqual(["name", "__proto__", "nested"]);
    for (const sample of PROTO_SAMPLES) expect(RootSchema.safeParse(JSON.parse(sample)).success).toBe(true);
    expect(typeErrors(result.output, "Root", PROTO_SAMPLES)).toEqual([]);
    // No note where there is no such key.
    expect(await generate({ ...base, text: ORDERS, target: "zod" })).toMatchObject({ notes: [] });
  });

  it("a __proto__ key has its schema in the JSON Schema's properties, and is required when every sample has it", async () => {
    const code = await output({ text: PROTO, target: "schema" });
    expect(code).not.toContain("u0001");
    const { definitions } = JSON.parse(code) as { definitions: Record<string, { properties: object; required: string[] }> };
    expect(Object.keys(definitions.Root?.properties ?? {})).toEqual(["name", "__proto__", "nested"]);
    expect(definitions.Root?.required).toEqual(["name", "nested"]);
    expect(Object.keys(definitions.Nested?.properties ?? {})).toEqual(["__proto__"]);
    expect(definitions.Nested?.required).toEqual(["__proto__"]);
    for (const sample of PROTO_SAMPLES) expect(schemaValid(code, JSON.parse(sample))).toBe(true);
    for (const wrong of WRONG_PROTO) expect(schemaValid(code, JSON.parse(wrong))).toBe(false);
  });

  it.each([
    ["typescript", "Date", /^export interface PurpleDate \{$/m, "The root type is PurpleDate: Date is a built-in name in TypeScript, which a type of that name would hide."],
    ["zod", "Date", /^export const PurpleDateSchema = /m, "The root type is PurpleDate: Date is a built-in name in TypeScript, which a type of that name would hide."],
    ["typescript", "string", /^export interface PurpleString \{$/m, "The root type is PurpleString: String is a built-in name in TypeScript, which a type of that name would hide."],
    ["zod", "string", /^export const PurpleStringSchema = /m, "The root type is PurpleString: String is a built-in name in TypeScript, which a type of that name would hide."],
    ["typescript", "Promise", /^export interface PurplePromise \{$/m, "The root type is PurplePromise: Promise is a built-in name in TypeScript, which a type of that name would hide."],
    ["zod", "Record", /^export const PurpleRecordSchema = /m, "The root type is PurpleRecord: Record is a built-in name in TypeScript, which a type of that name would hide."],
    // JSON Schema has no built-in names: only the PascalCase is said.
    ["schema", "string", /"\$ref": "#\/definitions\/String"/, "Type names are written in PascalCase: the root type is String."],
  ] as const)("%s: a root named %j does not hide the built-in, and the note says why", async (target, rootName, declared, note) => {
    const result = await generate({ ...base, text: '{"when": "2024-05-01T10:00:00Z"}', rootName, target, detectStrings: true });
    expect(result).toMatchObject({ state: "ok", notes: [note] });
    if (result.state !== "ok") return;
    expect(result.output).toMatch(declared);
    if (target === "typescript") expect(typeErrors(result.output, result.output.match(/^export interface (\w+)/m)?.[1] ?? "", ['{"when": new Date()}'])).toEqual([]);
  });

  it("a nested type never takes a built-in name either", async () => {
    const code = await output({ text: '{"promise": {"a": 1}, "string": {"b": 2}}', arraySamples: false });
    expect(code).not.toMatch(/^export interface (Promise|String) /m);
    expect(typeErrors(code, "Root", ['{"promise": {"a": 1}, "string": {"b": 2}}'])).toEqual([]);
  });

  it("the worker's handler answers with the request it answered", async () => {
    const answer = await handle({ ...base, id: 4, text: '{"a": true}' });
    expect(answer).toMatchObject({ id: 4, request: { ...base, text: '{"a": true}' }, result: { state: "ok" } });
    expect(await handle({ ...base, id: 5, text: "{", rootName: "Root" })).toMatchObject({ id: 5, result: { state: "error", line: 1, column: 2 } });
    expect(await handle({ ...base, id: 6, text: "{}", rootName: "1x" })).toMatchObject({ result: { state: "error", line: 0 } });
  });
});
