/**
 * JSON to TypeScript: reads the JSON (the shared lossless parser, for line:column errors and the bounds), cuts it into
 * samples, and has quicktype-core infer one set of types from all of them and write them as TypeScript, a Zod schema or
 * a JSON Schema. Runs in the tool's Web Worker (ui/generate.worker.ts) and in tests; the page never imports it.
 *
 * quicktype-core is imported by its module paths, not its index: the index also exports its Node file and URL readers
 * (fs, path, readable-stream), which a browser bundle cannot hold. Why quicktype and its settings: docs/product.md.
 */
import { quicktype } from "quicktype-core/dist/esm/Run.js";
import { InputData, jsonInputForTargetLanguage } from "quicktype-core/dist/esm/input/Inputs.js";
import { docStats } from "@/lib/engines/json/format";
import { decodeString, Kind, LineIndex, parseJson, type JsonDoc } from "@/lib/engines/json/parse";
import { BUILT_IN_NAMES, LANGUAGES } from "./languages";
import { MAX_DEPTH, rootNameProblem, sizeProblem, type Options, type Target } from "./limits";

export interface GenerateRequest extends Options {
  text: string;
}

export type GenerateResult =
  | { state: "ok"; output: string; samples: number; notes: string[] }
  /** line 0: a problem of the whole input, with no place to point at. */
  | { state: "error"; message: string; line: number; column: number }
  | { state: "stopped"; message: string };

/** One message to the worker and its answer; the answer repeats the request, so the page shows it only for that input. */
export type WorkerRequest = GenerateRequest & { id: number };
export type WorkerResponse = { id: number; request: GenerateRequest; result: GenerateResult };

const KIND_NAMES = ["an object", "an array", "a string", "a number", "true", "false", "null"] as const;

const count = (n: number) => n.toLocaleString("en-US");

type Samples = { ok: true; samples: string[]; duplicates: number } | { ok: false; message: string; line: number; column: number };

/**
 * quicktype collects each type's properties in a plain object, where `values["__proto__"] = …` sets the object's
 * prototype instead of adding the key (the same happens in its JSON Schema writer and in any object literal): a
 * "__proto__" key found in two samples kept only the last one's values and was made optional, and the JSON Schema listed
 * it in `required` with no schema. So the samples carry it as this stand-in (a key no real JSON has), which every output
 * writes as `"__proto__\u0001"`, and restoreProtoKeys writes it back.
 */
const PROTO_STAND_IN = '"__proto__\\u0001"';

/** A function that cuts text[from, to) with each "__proto__" key in it written as PROTO_STAND_IN (cuts come in order). */
function cutter(text: string, doc: JsonDoc): (from: number, to: number) => string {
  const keys: { start: number; end: number }[] = [];
  doc.key.forEach((key, node) => {
    if (key !== undefined && decodeString(key) === "__proto__") keys.push({ start: doc.offset[node]!, end: doc.offset[node]! + key.length });
  });
  let next = 0;
  return (from, to) => {
    let out = "";
    let at = from;
    for (; next < keys.length && keys[next]!.end <= to; next++) {
      out += text.slice(at, keys[next]!.start) + PROTO_STAND_IN;
      at = keys[next]!.end;
    }
    return out + text.slice(at, to);
  };
}

/**
 * The samples the text holds (one, or each item of a top-level array), each cut from the text exactly as written but
 * for its "__proto__" keys, which become PROTO_STAND_IN.
 */
export function readSamples(text: string, arraySamples: boolean): Samples {
  const size = sizeProblem(text);
  if (size) return { ok: false, message: size, line: 0, column: 0 };
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const { message, hint, line, column } = parsed.error;
    return { ok: false, message: hint ? `${message} — ${hint}` : message, line, column };
  }
  const { doc } = parsed;
  const { depth } = docStats(doc);
  if (depth > MAX_DEPTH) {
    return { ok: false, message: `This JSON is nested ${count(depth)} levels deep: the generator reads up to ${MAX_DEPTH} levels, each of which becomes a type.`, line: 0, column: 0 };
  }
  const lines = new LineIndex(text);
  const cut = cutter(text, doc);
  const rootKind = doc.kind[0]!;
  if (rootKind === Kind.Object) return { ok: true, samples: [cut(parsed.bom ? 1 : 0, text.length)], duplicates: parsed.duplicates.length };
  if (rootKind !== Kind.Array) {
    return { ok: false, message: `This JSON is ${KIND_NAMES[rootKind]}, not an object: types are generated from an object, or from an array of sample objects.`, line: 0, column: 0 };
  }
  if (!arraySamples) {
    return {
      ok: false,
      message: "This JSON is an array: turn on “Treat top-level array as samples” to get one root type that fits every item, or paste one object.",
      line: 0,
      column: 0,
    };
  }
  const start = doc.childStart[0]!;
  const items = doc.childCount[0]!;
  if (items === 0) return { ok: false, message: "The array is empty: there's no sample to read types from.", line: 0, column: 0 };
  const end = text.lastIndexOf("]");
  const samples: string[] = [];
  for (let i = 0; i < items; i++) {
    const node = doc.children[start + i]!;
    const kind = doc.kind[node]!;
    if (kind !== Kind.Object) {
      const at = lines.position(doc.offset[node]!);
      return { ok: false, message: `Item ${count(i + 1)} of the array is ${KIND_NAMES[kind]}, not an object: each item is one sample of the root type.`, line: at.line, column: at.column };
    }
    // Between two items there is only whitespace and one comma (RFC 8259), so each item's text is exact.
    const to = i + 1 < items ? doc.offset[doc.children[start + i + 1]!]! : end;
    const item = cut(doc.offset[node]!, to).trimEnd();
    samples.push(item.endsWith(",") ? item.slice(0, -1).trimEnd() : item);
  }
  return { ok: true, samples, duplicates: parsed.duplicates.length };
}

/**
 * quicktype's inference switches. Off by default, so every type is what the JSON says (a string stays a string);
 * `detectStrings` turns on its reading of dates, times, integers, booleans and UUIDs written as strings. Enums are never
 * inferred from a few repeated strings; maps (an object whose many keys are ids) and the merging of same-shaped
 * objects into one type are kept.
 */
function inferenceFlags(detectStrings: boolean) {
  return {
    inferMaps: true,
    inferEnums: false,
    inferUuids: detectStrings,
    inferDateTimes: detectStrings,
    inferIntegerStrings: detectStrings,
    inferBooleanStrings: detectStrings,
    combineClasses: true,
    ignoreJsonRefs: true,
  };
}

/** The name quicktype gave the root type, when it is not the one asked for. */
function renamedRoot(output: string, target: Target, asked: string): string | null {
  const declared =
    target === "schema"
      ? /"\$ref": "#\/definitions\/([^"]+)"/.exec(output)?.[1]
      : target === "zod"
        ? [...output.matchAll(/^export const (\S+)Schema\b/gm)].at(-1)?.[1]
        : /^export (?:interface|type) ([^\s<=]+)/m.exec(output)?.[1];
  return declared && declared !== asked ? declared : null;
}

/** Why the root type is not named as asked: a clash with a built-in (Date → PurpleDate), else PascalCase (my_data → MyData). */
function renameNote(renamed: string, asked: string): string {
  const plain = asked.replace(/[_$]/g, "").toLowerCase();
  const clash = BUILT_IN_NAMES.find((name) => name.toLowerCase() === plain && renamed.endsWith(name) && renamed !== name);
  if (clash) return `The root type is ${renamed}: ${clash} is a built-in name in TypeScript, which a type of that name would hide.`;
  return `Type names are written in PascalCase: the root type is ${renamed}.`;
}

const ZOD_PROTO_NOTE = "Zod skips a key named __proto__ when it parses (so that no parsed object gets a new prototype): the schema lists it, but doesn't check it, and parsed values leave it out.";

/**
 * Each output with PROTO_STAND_IN written back as "__proto__". TypeScript: as a plain property name, padded so its type
 * stays in line with the others. Zod: in an object literal `"__proto__": …` would set the shape's prototype, so it is a
 * computed key there (type literals need no change); and since Zod skips the key when it parses, the line says so.
 */
function restoreProtoKeys(output: string, target: Target): string {
  if (target === "typescript") return output.replace(/"__proto__\\u0001"(\??:)/g, `__proto__$1${" ".repeat(PROTO_STAND_IN.length - "__proto__".length)}`);
  if (target === "zod") output = output.replace(/^([ \t]+)"__proto__\\u0001": (.+),$/gm, '$1["__proto__"]: $2, // Zod skips this key: not checked, and left out of parsed values.');
  return output.replaceAll(PROTO_STAND_IN, '"__proto__"');
}

/** The types of the request's JSON, in its target language. */
export async function generate(request: GenerateRequest): Promise<GenerateResult> {
  const nameProblem = rootNameProblem(request.rootName);
  if (nameProblem) return { state: "error", message: nameProblem, line: 0, column: 0 };
  if (request.text.trim() === "") return { state: "error", message: "Paste some JSON to read types from.", line: 0, column: 0 };
  const read = readSamples(request.text, request.arraySamples);
  if (!read.ok) return { state: "error", message: read.message, line: read.line, column: read.column };

  const lang = LANGUAGES[request.target];
  const input = jsonInputForTargetLanguage(lang);
  await input.addSource({ name: request.rootName, samples: read.samples });
  const inputData = new InputData();
  inputData.addInput(input);
  const rendererOptions: Record<string, string> =
    request.target === "typescript" ? { "just-types": "true", "prefer-types": request.style === "type" ? "true" : "false", "acronym-style": "original" } : {};
  const result = await quicktype({ inputData, lang, rendererOptions, ...inferenceFlags(request.detectStrings) });
  let output = result.lines.join("\n").replace(/\n{3,}/g, "\n\n").trim() + "\n";
  // quicktype labels its schemas draft-06; every keyword it writes means the same in draft-07, which validators know.
  if (request.target === "schema") output = output.replace('"http://json-schema.org/draft-06/schema#"', '"http://json-schema.org/draft-07/schema#"');
  const hasProtoKey = output.includes(PROTO_STAND_IN);
  if (hasProtoKey) output = restoreProtoKeys(output, request.target);

  const notes: string[] = [];
  const renamed = renamedRoot(output, request.target, request.rootName);
  if (renamed) notes.push(renameNote(renamed, request.rootName));
  if (hasProtoKey && request.target === "zod") notes.push(ZOD_PROTO_NOTE);
  if (read.duplicates > 0) {
    notes.push(`${read.duplicates === 1 ? "1 key appears" : `${count(read.duplicates)} keys appear`} twice in one object: as with JSON.parse, the last value of each is the one typed.`);
  }
  return { state: "ok", output, samples: read.samples.length, notes };
}

/** Answers one worker message (the worker file only wires this to `onmessage`). */
export async function handle(message: WorkerRequest): Promise<WorkerResponse> {
  const { id, ...request } = message;
  try {
    return { id, request, result: await generate(request) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { id, request, result: { state: "stopped", message: `The type generator could not read this JSON (${reason}).` } };
  }
}
