import { describe, expect, it } from "vitest";
import { formatDoc, indentationChars } from "@/lib/engines/json/format";
import { parseJson } from "@/lib/engines/json/parse";
import { formatJson, handle, MAX_INPUT_CHARS } from "./json-formatter";

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
});
