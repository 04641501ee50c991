import { describe, expect, it } from "vitest";
import { diffTexts, pathToPointer, pointedErrors, readSchema } from "./json-editor";

describe("json-editor logic", () => {
  it.each([
    [[], ""],
    [["items", 0, "price"], "/items/0/price"],
    [["a/b", "m~n", ""], "/a~1b/m~0n/"],
  ] as const)("path %j → pointer %j", (path, pointer) => {
    expect(pathToPointer(path)).toBe(pointer);
  });

  it("lists validation errors with their pointers", () => {
    expect(pointedErrors([{ path: ["items", 0, "price"], message: "must be number" }])).toEqual([{ pointer: "/items/0/price", message: "must be number" }]);
  });

  it.each([
    ["", { kind: "none" }],
    ["  \n", { kind: "none" }],
    ['{"type":"object"}', { kind: "ok", schema: { type: "object" } }],
    ["true", { kind: "ok", schema: true }],
    ['{"type":"object",}', { kind: "error", message: "Your schema isn't valid JSON: Unexpected '}' at line 1, column 18 — trailing comma at line 1, column 17?" }],
    ["[1]", { kind: "error", message: "Your schema isn't valid JSON Schema: a schema is an object (or true or false)." }],
  ])("schema %j", (text, expected) => {
    expect(readSchema(text)).toEqual(expected);
  });

  it("diffs two documents losslessly, and names the side that is broken", () => {
    expect(diffTexts('{"id":12345678901234567890,"p":0.10}', '{"id":12345678901234567890,"p":0.1,"n":null}')).toEqual({
      ok: true,
      total: 2,
      entries: [
        { kind: "changed", pointer: "/p", before: "0.10", after: "0.1" },
        { kind: "added", pointer: "/n", after: "null" },
      ],
    });
    expect(diffTexts("[1,]", "[]")).toEqual({ ok: false, message: "The document in the editor isn't valid JSON: Unexpected ']' at line 1, column 4 — trailing comma at line 1, column 3?" });
    expect(diffTexts("[]", "{")).toMatchObject({ ok: false, message: expect.stringContaining("The document to compare isn't valid JSON: The JSON ends too early") });
  });
});
