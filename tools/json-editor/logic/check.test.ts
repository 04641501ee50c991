import { describe, expect, it } from "vitest";
import { checkJson } from "./check";

describe("checkJson", () => {
  it("accepts JSON and names the line and column where a text stops being JSON", () => {
    expect(checkJson('{"a": [1, 2]}')).toEqual({ ok: true });
    expect(checkJson('[\n  {"id": 1},\n  {"id": 2},\n]')).toMatchObject({ ok: false, line: 4, column: 1 });
    expect(checkJson('{"a": 1}\n{"b": 2}')).toMatchObject({ ok: false, line: 2, column: 1 });
    expect(checkJson('{"a": tru}')).toMatchObject({ ok: false, line: 1, column: 7 });
  });
});
