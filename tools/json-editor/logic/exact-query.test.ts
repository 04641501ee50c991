import { parse, stringify } from "lossless-json";
import { jmespathQueryLanguage } from "vanilla-jsoneditor";
import { describe, expect, it } from "vitest";
import { exactJmespath } from "./exact-query";

const DOC = '{"id":9007199254740993,"items":[{"name":"Pen","price":0.10,"qty":3},{"name":"Ink","price":39.00,"qty":1},{"name":"Big","price":1e400,"qty":2}]}';

/** The query's result as the panel shows it (lossless-json's stringify). */
function run(query: string): string | undefined {
  const value = parse(DOC);
  return stringify(exactJmespath(jmespathQueryLanguage, value, query, JSON.parse(stringify(value)!)));
}

describe("JMESPath on the exact numbers", () => {
  it("keeps the numbers it selects as written", () => {
    expect(run("id")).toBe("9007199254740993");
    expect(run("items[*].price")).toBe("[0.10,39.00,1e400]");
    expect(run("items[?qty > `1`].price")).toBe("[0.10,1e400]");
    expect(run("sort_by(items, &qty)[0].price")).toBe("39.00");
    expect(run("items[0]")).toBe('{"name":"Pen","price":0.10,"qty":3}');
  });

  it("computes with the numbers' values", () => {
    expect(run("sum(items[0:2].qty)")).toBe("4");
    expect(run("length(items)")).toBe("3");
    expect(run("items[?qty == `3`].name")).toBe('["Pen"]');
    expect(run("items[?price == `0.1`].name")).toBe('["Pen"]');
  });
});
