import { describe, expect, it } from "vitest";
import { EXAMPLE_DOCUMENT, EXAMPLE_SCHEMA } from "./example";
import { pointerToPath, schemaProblem, validateAgainst } from "./schema";

describe("JSON Schema validation", () => {
  it("the example breaks its schema at /items/1/price, and only there", () => {
    const errors = validateAgainst(JSON.parse(EXAMPLE_SCHEMA), JSON.parse(EXAMPLE_DOCUMENT));
    expect(errors.map((e) => e.pointer)).toEqual(["/items/1/price"]);
    expect(errors[0]!.message).toContain("number");
  });

  it.each([
    [{ type: "object", required: ["a"] }, {}, [""]],
    [{ properties: { "a/b": { type: "integer" } } }, { "a/b": 1.5 }, ["/a~1b"]],
    [{ type: "array", items: { type: "string" } }, ["x", 1, "y", null], ["/1", "/3"]],
    [{ type: "object", additionalProperties: false }, { extra: 1 }, [""]],
    [true, { anything: 1 }, []],
    // Keys with non-ASCII letters, spaces, # and % come back as written (the library URI-encodes them).
    [{ properties: { "Zoë #1 %41": { type: "string" } } }, { "Zoë #1 %41": 2 }, ["/Zoë #1 %41"]],
  ])("%j on %j", (schema, instance, pointers) => {
    expect(validateAgainst(schema, instance).map((e) => e.pointer)).toEqual(pointers);
  });

  it.each([
    [{ type: "object" }, undefined],
    [{ type: "no-such-type" }, 'at the top/type: "no-such-type" is not a type (use string, number, integer, boolean, object, array or null)'],
    [{ properties: { price: { type: "numbr" } } }, 'at /properties/price/type: "numbr" is not a type (use string, number, integer, boolean, object, array or null)'],
    [{ required: "a" }, "at the top/required: required is a list of property names"],
    [{ anyOf: [] }, "at the top/anyOf: anyOf is a non-empty list of schemas"],
    [{ items: [{ type: "string" }, 3] }, "at /items/1: a schema is an object (or true or false)"],
    [{ minimum: "1" }, "at the top/minimum: minimum must be a number"],
  ])("schema %j → %s", (schema, problem) => {
    expect(schemaProblem(schema)).toBe(problem);
  });

  it("turns pointers into editor paths", () => {
    expect(pointerToPath("")).toEqual([]);
    expect(pointerToPath("/items/1/price")).toEqual(["items", "1", "price"]);
    expect(pointerToPath("/a~1b/m~0n")).toEqual(["a/b", "m~n"]);
    expect(pointerToPath("/Zoë %41")).toEqual(["Zoë %41"]);
  });
});
