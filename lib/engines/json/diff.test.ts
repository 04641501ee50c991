import { describe, expect, it } from "vitest";
import { diffDocs } from "./diff";
import { parseJson, type JsonDoc } from "./parse";

const doc = (text: string): JsonDoc => {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.doc;
};

describe("diff of two documents, by JSON Pointer", () => {
  it.each([
    ['{"a":1}', '{"a":1}', []],
    ['{"a":1,"b":2}', '{"b":2,"a":1}', []],
    ['{"a":"\\u0061"}', '{"a":"a"}', []],
    ['{"id":12345678901234567890}', '{"id":12345678901234567000}', ["changed /id 12345678901234567890 → 12345678901234567000"]],
    ['{"p":0.10}', '{"p":0.1}', ["changed /p 0.10 → 0.1"]],
    ['{"a":1}', '{"a":1,"b":{"c":[1]}}', ['added /b {"c":[1]}']],
    ['{"a/b":1,"c":2}', '{"c":2}', ["removed /a~1b 1"]],
    ["[1,2,3]", "[1,5]", ["changed /1 2 → 5", "removed /2 3"]],
    ['{"x":[{"price":1}]}', '{"x":[{"price":"1"}]}', ['changed /x/0/price 1 → "1"']],
    ['{"a":{"b":1}}', '{"a":[1]}', ['changed /a {"b":1} → [1]']],
    ["1", "true", ["changed  1 → true"]],
  ])("%s vs %s", (a, b, expected) => {
    const { entries, total } = diffDocs(doc(a), doc(b));
    expect(entries.map((e) => `${e.kind} ${e.pointer} ${e.kind === "added" ? e.after : e.kind === "removed" ? e.before : `${e.before} → ${e.after}`}`)).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it("handles 10,000 levels of nesting", () => {
    const depth = 10_000;
    const a = doc("[".repeat(depth) + "1" + "]".repeat(depth));
    const b = doc("[".repeat(depth) + "2" + "]".repeat(depth));
    const { entries } = diffDocs(a, b);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.pointer === "/0".repeat(depth)).toBe(true);
  });
});
