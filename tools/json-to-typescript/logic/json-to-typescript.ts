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
import { Kind, LineIndex, parseJson } from "@/lib/engines/json/parse";
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

/** The samples the text holds (one, or each item of a top-level array), each cut from the text exactly as written. */
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
  const rootKind = doc.kind[0]!;
  if (rootKind === Kind.Object) return { ok: true, samples: [text.replace(/^\uFEFF/, "")], duplicates: parsed.duplicates.length };
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
    const item = text.slice(doc.offset[node], to).trimEnd();
    samples.push(item.endsWith(",") ? item.slice(0, -1).trimEnd() : item);
  }
  return { ok: true, samples, duplicates: parsed.duplicates.length };
}

const LANGUAGES = { typescript: "typescript", zod: "typescript-zod", schema: "schema" } as const satisfies Record<Target, string>;

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

/** The name quicktype gave the root type, when it is not the one asked for (it writes type names in PascalCase). */
function renamedRoot(output: string, target: Target, asked: string): string | null {
  const declared =
    target === "schema"
      ? /"\$ref": "#\/definitions\/([^"]+)"/.exec(output)?.[1]
      : target === "zod"
        ? [...output.matchAll(/^export const (\S+)Schema\b/gm)].at(-1)?.[1]
        : /^export (?:interface|type) ([^\s<=]+)/m.exec(output)?.[1];
  return declared && declared !== asked ? declared : null;
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

  const notes: string[] = [];
  const renamed = renamedRoot(output, request.target, request.rootName);
  if (renamed) notes.push(`Type names are written in PascalCase: the root type is ${renamed}.`);
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
