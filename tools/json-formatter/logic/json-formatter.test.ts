import { describe, expect, it } from "vitest";
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
});
