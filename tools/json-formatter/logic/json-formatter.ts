/**
 * The JSON Formatter's pure logic: no React, no DOM; it runs in the tool's Web Worker and in tests. The parsing,
 * formatting and repair are the shared lossless ones of lib/engines/json/.
 */
import { docStats, formatDoc, indentationChars, withSortedKeys, type IndentChoice } from "@/lib/engines/json/format";
import { parseJson, type DuplicateKey, type JsonDoc, type JsonSyntaxError } from "@/lib/engines/json/parse";
import { repairJson, type RepairResult } from "@/lib/engines/json/repair";
import { sourceExcerpt } from "@/lib/engines/text/source-excerpt";

import { MAX_INPUT_CHARS, MAX_OUTPUT_CHARS } from "./limits";

export { MAX_INPUT_CHARS } from "./limits";

export interface FormatRequest {
  text: string;
  indent: IndentChoice;
  sortKeys: boolean;
}

export type FormatResult =
  | { kind: "empty" }
  /** `minify`: the text is fine, only its indented form is too large; Minify writes it. */
  | { kind: "too-large"; message: string; minify?: boolean }
  | {
      kind: "error";
      error: JsonSyntaxError;
      snippet: { line: string; caret: string };
      duplicates: DuplicateKey[];
      /** Set when the text is clearly another format, with the tool to use instead. */
      otherFormat?: { name: string; tool: string; route: string };
    }
  | {
      kind: "ok";
      output: string;
      duplicates: DuplicateKey[];
      bom: boolean;
      stats: { nodes: number; depth: number; objects: number; arrays: number; inputChars: number; outputChars: number };
      /** The document in output order (members sorted when asked): the text is written from it and the tree draws it. */
      doc: JsonDoc;
    };

function megabytes(chars: number): string {
  return (chars / (1024 * 1024)).toLocaleString("en-US", { maximumFractionDigits: 1 });
}

/** What other format the text is, when it is not JSON but plainly something else. */
function otherFormat(text: string): { name: string; tool: string; route: string } | undefined {
  const head = text.replace(/^\uFEFF/, "").trimStart();
  if (/^<(\?xml|[A-Za-z_][\w.:-]*[\s/>]|!--|!DOCTYPE)/i.test(head)) {
    return /^<!DOCTYPE html|^<html/i.test(head)
      ? { name: "HTML", tool: "Code Editor", route: "/code-editor" }
      : { name: "XML", tool: "XML Formatter", route: "/xml-formatter" };
  }
  return undefined;
}

/** The error's line with a caret under its column (the same excerpt the other code tools show). */
function snippetOf(text: string, error: JsonSyntaxError): { line: string; caret: string } {
  const excerpt = sourceExcerpt(text, error.line, error.column);
  return { line: excerpt.text, caret: excerpt.caret };
}

export function formatJson(request: FormatRequest): FormatResult {
  const { text } = request;
  if (text.length > MAX_INPUT_CHARS) {
    return {
      kind: "too-large",
      message: `This is ${megabytes(text.length)} MB of text; the formatter takes up to ${megabytes(MAX_INPUT_CHARS)} MB. Split the file, or format it with a command-line tool such as jq.`,
    };
  }
  if (text.trim() === "") return { kind: "empty" };
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const other = otherFormat(text);
    return {
      kind: "error",
      error: parsed.error,
      snippet: snippetOf(text, parsed.error),
      duplicates: parsed.duplicates,
      ...(other ? { otherFormat: other } : {}),
    };
  }
  const padding = indentationChars(parsed.doc, request.indent);
  if (text.length + padding > MAX_OUTPUT_CHARS) {
    const { depth } = docStats(parsed.doc);
    return {
      kind: "too-large",
      minify: true,
      message: `Indented, this JSON would be about ${megabytes(text.length + padding)} MB, more than the formatter writes (${megabytes(MAX_OUTPUT_CHARS)} MB): it is nested ${depth.toLocaleString("en-US")} levels deep, and each level indents every line inside it once more. Minify writes it on one line.`,
    };
  }
  // Sorted once, here (in the worker for large text): the text and the tree both read this document.
  const doc = request.sortKeys ? withSortedKeys(parsed.doc) : parsed.doc;
  const output = formatDoc(doc, { indent: request.indent });
  return {
    kind: "ok",
    output,
    duplicates: parsed.duplicates,
    bom: parsed.bom,
    stats: { ...docStats(parsed.doc), inputChars: text.length, outputChars: output.length },
    doc,
  };
}

export function repairText(text: string): RepairResult {
  return repairJson(text);
}

/** One message to the worker, and its answer (matched by id: only the latest answer is shown). */
export type WorkerRequest = { id: number; op: "format"; request: FormatRequest } | { id: number; op: "repair"; text: string };
export type WorkerResponse = { id: number; op: "format"; result: FormatResult } | { id: number; op: "repair"; result: RepairResult };

/** Answers one worker message (the worker file only wires this to `onmessage`). */
export function handle(message: WorkerRequest): WorkerResponse {
  if (message.op === "format") return { id: message.id, op: "format", result: formatJson(message.request) };
  return { id: message.id, op: "repair", result: repairText(message.text) };
}
