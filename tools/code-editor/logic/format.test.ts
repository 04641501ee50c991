import { describe, expect, it } from "vitest";
import { formatCode } from "./format";
import { MAX_FORMAT_CHARS, type PrettierParser } from "./languages";

describe("formatCode", () => {
  it.each<[PrettierParser, string, string]>([
    ["babel", "const a={b:1,c:[1,2]}\nfunction f(x){return x*2}", "const a = { b: 1, c: [1, 2] };\nfunction f(x) {\n  return x * 2;\n}\n"],
    ["typescript", "let n:number=1;interface A{b:string}", "let n: number = 1;\ninterface A {\n  b: string;\n}\n"],
    ["css", "a{color:red;margin:0}", "a {\n  color: red;\n  margin: 0;\n}\n"],
    ["scss", ".a{&:hover{color:red}}", ".a {\n  &:hover {\n    color: red;\n  }\n}\n"],
    ["json-stringify", '{"a":1,"b":[true,null]}', '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}\n'],
    ["yaml", "a:   1\nb:\n    - x", "a: 1\nb:\n  - x\n"],
    ["markdown", "# Title\n* one\n* two", "# Title\n\n- one\n- two\n"],
    ["html", "<ul><li>a</li><li>b</li></ul>", "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n"],
  ])("formats %s", async (parser, input, expected) => {
    expect(await formatCode(input, parser)).toEqual({ ok: true, code: expected, changed: true });
  });

  it("keeps big integers, exact decimals, escapes and duplicate keys in JSON as written", async () => {
    const result = await formatCode('{"id":12345678901234567890,"price":0.10,"e":1E5,"s":"\\u00e9","s":2}', "json-stringify");
    expect(result).toEqual({ ok: true, code: '{\n  "id": 12345678901234567890,\n  "price": 0.10,\n  "e": 1E5,\n  "s": "\\u00e9",\n  "s": 2\n}\n', changed: true });
  });

  it("uses four spaces or tabs when asked", async () => {
    expect(await formatCode("if(a){b()}", "babel", { tabWidth: 4 })).toMatchObject({ code: "if (a) {\n    b();\n}\n" });
    expect(await formatCode("if(a){b()}", "babel", { useTabs: true })).toMatchObject({ code: "if (a) {\n\tb();\n}\n" });
  });

  it("says when the code is already formatted", async () => {
    expect(await formatCode("const a = 1;\n", "babel")).toEqual({ ok: true, code: "const a = 1;\n", changed: false });
  });

  it.each<[PrettierParser, string, string]>([
    ["babel", "const a = {;", "(line 1, column 12)"],
    ["css", "a {\n  color: red;\n", "(line 1, column 1)"],
    ["json-stringify", '{"a": 1,,}', "(line 1, column 9)"],
  ])("leaves unparsable %s untouched and says where", async (parser, input, where) => {
    const result = await formatCode(input, parser);
    expect(result.ok).toBe(false);
    const error = result.ok ? "" : result.error;
    expect(error).toMatch(/^Can't format: /);
    expect(error).toContain(where);
    expect(error).toMatch(/Nothing was changed\.$/);
    expect(error).not.toContain("\n");
  });

  it("refuses files over the formatting limit before loading Prettier", async () => {
    const result = await formatCode("a".repeat(MAX_FORMAT_CHARS + 1), "babel");
    expect(result).toEqual({ ok: false, error: "This file has 300,001 characters; formatting takes files up to 300,000 so the page stays responsive." });
  });
});
