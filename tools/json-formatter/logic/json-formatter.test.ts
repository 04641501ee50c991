import { describe, expect, it } from "vitest";
import { formatDoc, indentationChars, withSortedKeys } from "@/lib/engines/json/format";
import { decodeString, Kind, parseJson, type JsonDoc } from "@/lib/engines/json/parse";
import { formatJson, handle, MAX_INPUT_CHARS } from "./json-formatter";

/** The document as the tree view reads it: each container's children in `children` order, keys decoded. */
function asTree(doc: JsonDoc, node = 0): unknown {
  const kind = doc.kind[node];
  if (kind !== Kind.Object && kind !== Kind.Array) return doc.raw[node];
  const start = doc.childStart[node]!;
  const ids = Array.from(doc.children.subarray(start, start + doc.childCount[node]!));
  return kind === Kind.Object ? ids.map((id) => [decodeString(doc.key[id]!), asTree(doc, id)]) : ids.map((id) => asTree(doc, id));
}

function parsed(text: string): JsonDoc {
  const result = parseJson(text);
  if (!result.ok) throw new Error("test document");
  return result.doc;
}

describe("json-formatter", () => {
  it.each(["", "   ", "\n\t\r\n"])("empty input %j shows nothing", (text) => {
    expect(formatJson({ text, indent: "2", sortKeys: false })).toEqual({ kind: "empty" });
  });

  it("refuses input over the limit before reading it", () => {
    const result = formatJson({ text: " ".repeat(MAX_INPUT_CHARS + 1), indent: "2", sortKeys: false });
    expect(result).toEqual({ kind: "too-large", message: "This is 50 MB of text; the formatter takes up to 50 MB. Split the file, or format it with a command-line tool such as jq." });
  });

  it("formats losslessly and counts what it read", () => {
    const result = formatJson({ text: '{"id":12345678901234567890,"price":0.10,"tags":["a","b"]}', indent: "2", sortKeys: false });
    expect(result.kind).toBe("ok");
    if (result.kind !== "ok") return;
    expect(result.output).toBe('{\n  "id": 12345678901234567890,\n  "price": 0.10,\n  "tags": [\n    "a",\n    "b"\n  ]\n}');
    expect(result.stats).toMatchObject({ nodes: 6, depth: 2, objects: 1, arrays: 1 });
  });

  it("an error carries its line, column and caret, and duplicates found before it", () => {
    const result = formatJson({ text: '{"a":1,\n "a":2,}', indent: "2", sortKeys: false });
    expect(result.kind).toBe("error");
    if (result.kind !== "error") return;
    expect(result.error).toMatchObject({ line: 2, column: 8, message: "Unexpected '}'", hint: "trailing comma at line 2, column 7?" });
    expect(result.snippet).toEqual({ line: ' "a":2,}', caret: "       ^" });
    expect(result.duplicates.map((d) => d.pointer)).toEqual(["/a"]);
  });

  it.each([
    ['<?xml version="1.0"?><a/>', "XML Formatter"],
    ["<note><to>Tove</to></note>", "XML Formatter"],
    ["<!DOCTYPE html><html></html>", "Code Editor"],
  ])("%s is recognised as another format", (text, tool) => {
    const result = formatJson({ text, indent: "2", sortKeys: false });
    expect(result.kind === "error" && result.otherFormat?.tool).toBe(tool);
  });

  it("the worker's handler answers format and repair with the request's id", () => {
    expect(handle({ id: 7, op: "format", request: { text: "[1]", indent: "minify", sortKeys: false } })).toMatchObject({ id: 7, op: "format", result: { kind: "ok", output: "[1]" } });
    expect(handle({ id: 8, op: "repair", text: "[1,]" })).toMatchObject({ id: 8, op: "repair", result: { ok: true, text: "[1]" } });
  });

  it("names the depth of a document too deep to indent, and offers Minify", () => {
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    const result = formatJson({ text: deep, indent: "2", sortKeys: false });
    expect(result).toEqual({
      kind: "too-large",
      minify: true,
      message:
        "Indented, this JSON would be about 762.9 MB, more than the formatter writes (100 MB): it is nested 20,000 levels deep, and each level indents every line inside it once more. Minify writes it on one line.",
    });
    const minified = formatJson({ text: deep, indent: "minify", sortKeys: false });
    expect(minified.kind === "ok" && minified.output).toBe(deep);
    // The count is the indentation formatDoc writes: output = minified + line breaks + indentation (+ spaces after colons).
    for (const text of [`${"[".repeat(50)}${"]".repeat(50)}`, '{"a":[1,{"b":[]},[2,3]],"c":{}}', "[1,[2,[3,[4]]],{}]"]) {
      const parsed = parseJson(text);
      if (!parsed.ok) throw new Error("test document");
      const pretty = formatDoc(parsed.doc, { indent: "4" });
      const plain = formatDoc(parsed.doc, { indent: "minify" });
      const colons = (plain.match(/":/g) ?? []).length;
      expect(pretty.length - plain.length - (pretty.match(/\n/g) ?? []).length - colons).toBe(indentationChars(parsed.doc, "4"));
    }
    const fine = formatJson({ text: `${"[".repeat(2_000)}${"]".repeat(2_000)}`, indent: "2", sortKeys: false });
    expect(fine.kind === "ok" && fine.stats.depth).toBe(2_000);
  });

  describe("the tree follows the text's options", () => {
    it("sorts the tree's keys at every level when Sort keys is on, and leaves the source order when it is off", () => {
      const text = '{"zeta":1,"alpha":{"y":2,"b":3}}';
      const sorted = formatJson({ text, indent: "2", sortKeys: true });
      if (sorted.kind !== "ok") throw new Error("expected ok");
      expect(sorted.output).toBe('{\n  "alpha": {\n    "b": 3,\n    "y": 2\n  },\n  "zeta": 1\n}');
      expect(asTree(sorted.doc)).toEqual([
        ["alpha", [["b", "3"], ["y", "2"]]],
        ["zeta", "1"],
      ]);
      const unsorted = formatJson({ text, indent: "2", sortKeys: false });
      if (unsorted.kind !== "ok") throw new Error("expected ok");
      expect(asTree(unsorted.doc)).toEqual([
        ["zeta", "1"],
        ["alpha", [["y", "2"], ["b", "3"]]],
      ]);
    });

    // Keys where code unit, code point and locale orders differ; escaped keys; duplicates; objects inside arrays;
    // numbers that JSON.parse would change.
    const TRICKY = [
      '{"b":1,"B":2,"a":3,"_":4,"":5,"10":6,"9":7}',
      '{"\\uffff":1,"😀":2,"\\u00e9":3,"f":4,"e\\u0301":5,"\\ud83d\\ude00x":6}',
      '{"m":1,"a":1.0e+2,"m":2,"a":12345678901234567890,"m":3}',
      '[{"z":[{"y":0.10,"x":-0}],"a":{}},[],{"q":{"p":{"o":null,"n":true}}}]',
      '"just a string"',
    ];

    it.each(TRICKY)("%s: the tree reads the same document the text is written from, in the formatter's own key order", (text) => {
      for (const indent of ["2", "tab", "minify"] as const) {
        const result = formatJson({ text, indent, sortKeys: true });
        if (result.kind !== "ok") throw new Error("expected ok");
        // The text is exactly lib/engines/json/format's sortKeys output (its comparison, its handling of duplicates)…
        expect(result.output).toBe(formatDoc(parsed(text), { indent, sortKeys: true }));
        // …and the tree, walking result.doc in order as json-tree.tsx does, sees that same order.
        expect(formatDoc(result.doc, { indent })).toBe(result.output);
      }
    });

    it("keeps duplicates, in their order, with their warnings, and exact numbers", () => {
      const text = '{"m":1,"a":1.0e+2,"m":2,"a":12345678901234567890}';
      const result = formatJson({ text, indent: "minify", sortKeys: true });
      if (result.kind !== "ok") throw new Error("expected ok");
      expect(result.output).toBe('{"a":1.0e+2,"a":12345678901234567890,"m":1,"m":2}');
      expect(asTree(result.doc)).toEqual([
        ["a", "1.0e+2"],
        ["a", "12345678901234567890"],
        ["m", "1"],
        ["m", "2"],
      ]);
      expect(result.duplicates.map((d) => d.pointer)).toEqual(["/m", "/a"]);
      expect(result.stats).toMatchObject({ nodes: 5, depth: 1, objects: 1 });
    });

    it("does not change the parsed document, and copies nothing when there is nothing to sort", () => {
      const doc = parsed('{"b":{"d":1,"c":2},"a":[{"f":1,"e":2}]}');
      const before = Array.from(doc.children);
      const sorted = withSortedKeys(doc);
      expect(Array.from(doc.children)).toEqual(before);
      expect(sorted.children).not.toBe(doc.children);
      expect(sorted.raw).toBe(doc.raw);
      const flat = parsed('[1,{"only":2},{"a":1,"b":2}]');
      expect(withSortedKeys(flat).children).toBe(flat.children);
    });

    it("the worker's answer carries the sorted tree (it crosses to the page by structured clone)", () => {
      const answer = handle({ id: 1, op: "format", request: { text: '{"zeta":1,"alpha":{"y":2,"b":3}}', indent: "2", sortKeys: true } });
      if (answer.op !== "format" || answer.result.kind !== "ok") throw new Error("expected ok");
      const copy = structuredClone(answer.result.doc);
      expect(asTree(copy)).toEqual([
        ["alpha", [["b", "3"], ["y", "2"]]],
        ["zeta", "1"],
      ]);
    });
  });
});
