import { describe, expect, it } from "vitest";
import { detectBinary, decodeTextFile } from "@/lib/engines/text-files/binary";
import { formatDoc, type IndentChoice } from "./format";
import { parseJson, pointerOf, type JsonDoc } from "./parse";
import { describeChange, repairJson } from "./repair";

function doc(text: string): JsonDoc {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(`${parsed.error.message} at ${parsed.error.line}:${parsed.error.column}`);
  return parsed.doc;
}
const format = (text: string, indent: IndentChoice = "2", sortKeys = false) => formatDoc(doc(text), { indent, sortKeys });

describe("lossless numbers and strings (JSON.parse would change these)", () => {
  it.each([
    ["12345678901234567890", "12345678901234567890"],
    ["0.10", "0.10"],
    ["-0", "-0"],
    ["1E400", "1E400"],
    ["1e-400", "1e-400"],
    ["[9007199254740993, 0.1000000000000000055511151231257827]", "[9007199254740993,0.1000000000000000055511151231257827]"],
    ['{"id": 12345678901234567890, "price": 0.10}', '{"id":12345678901234567890,"price":0.10}'],
    ['"\\u00e9 \\/ \\ud83d\\ude00"', '"\\u00e9 \\/ \\ud83d\\ude00"'],
    ['"a\u2028b\u2029c"', '"a\u2028b\u2029c"'],
  ])("%s survives byte for byte", (input, minified) => {
    expect(format(input, "minify")).toBe(minified);
  });

  it("the differences from JSON.parse are real", () => {
    expect(JSON.stringify(JSON.parse("12345678901234567890"))).toBe("12345678901234567000");
    expect(JSON.stringify(JSON.parse("0.10"))).toBe("0.1");
  });
});

describe("format and minify", () => {
  const sample = '{"b":[1,{"c":null}],"a":{},"e":[],"d":"x"}';
  it.each([
    ["2", '{\n  "b": [\n    1,\n    {\n      "c": null\n    }\n  ],\n  "a": {},\n  "e": [],\n  "d": "x"\n}'],
    ["4", '{\n    "b": [\n        1,\n        {\n            "c": null\n        }\n    ],\n    "a": {},\n    "e": [],\n    "d": "x"\n}'],
    ["tab", '{\n\t"b": [\n\t\t1,\n\t\t{\n\t\t\t"c": null\n\t\t}\n\t],\n\t"a": {},\n\t"e": [],\n\t"d": "x"\n}'],
    ["minify", sample],
  ] as const)("indent %s", (indent, expected) => {
    expect(format(sample, indent)).toBe(expected);
  });

  it("matches JSON.stringify where JSON.parse is lossless", () => {
    const value = { z: [1, 2, { y: "ü\n", x: true, w: false }], v: null, u: -1.5e-7 };
    const text = JSON.stringify(value);
    expect(format(text, "2")).toBe(JSON.stringify(value, null, 2));
    expect(format(text, "tab")).toBe(JSON.stringify(value, null, "\t"));
  });

  it.each([
    ['{ "a" : [ 1 , 2 ] ,\n "b" : { "c" : "d" } }'],
    ["[[[[]]], {}, 0.10, 12345678901234567890]"],
    ['"just a string"'],
    [' \t\r\n true \n'],
  ])("minify(format(x)) = minify(x): %j", (input) => {
    expect(formatDoc(doc(format(input, "4")), { indent: "minify" })).toBe(format(input, "minify"));
  });

  it("sorts keys only when asked, recursively, by code unit, keeping duplicates in order", () => {
    const input = '{"b":1,"a":{"z":1,"B":2,"a":3},"é":0,"A":[{"d":1,"c":2}],"b":2}';
    expect(format(input, "minify")).toBe(input);
    expect(format(input, "minify", true)).toBe('{"A":[{"c":2,"d":1}],"a":{"B":2,"a":3,"z":1},"b":1,"b":2,"é":0}');
  });

  it("10,000 levels of nesting neither crash the parser nor the formatter", () => {
    const depth = 10_000;
    const input = "[".repeat(depth) + "0.10" + "]".repeat(depth);
    expect(format(input, "minify")).toBe(input);
    expect(format(input, "2").split("\n")).toHaveLength(2 * depth + 1);
    const objects = '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
    expect(format(objects, "minify")).toBe(objects);
  });

  it("accepts a leading byte order mark and says so", () => {
    const parsed = parseJson('\uFEFF{"a":1}');
    expect(parsed.ok && parsed.bom).toBe(true);
    expect(format('\uFEFF{"a":1}', "minify")).toBe('{"a":1}');
  });
});

describe("duplicate keys are reported with their JSON Pointer", () => {
  it.each([
    ['{"a":1,"a":2}', [{ key: "a", pointer: "/a", line: 1, column: 8, first: { line: 1, column: 2 } }]],
    ['{"x":{"a/b":1,\n"a\\/b":2}}', [{ key: "a/b", pointer: "/x/a~1b", line: 2, column: 1, first: { line: 1, column: 7 } }]],
    ['[{"m~":1},{"m~":1,"m~":2,"m~":3}]', [
      { key: "m~", pointer: "/1/m~0", line: 1, column: 19, first: { line: 1, column: 12 } },
      { key: "m~", pointer: "/1/m~0", line: 1, column: 26, first: { line: 1, column: 12 } },
    ]],
    ['{"a":1,"b":{"a":2}}', []],
  ])("%s", (input, expected) => {
    const parsed = parseJson(input);
    expect(parsed.ok).toBe(true);
    expect(parsed.duplicates.map(({ key, pointer, line, column, first }) => ({ key, pointer, line, column, first: { line: first.line, column: first.column } }))).toEqual(expected);
  });

  it("keeps both members in the output (nothing dropped)", () => {
    expect(format('{"a":1,"a":2}', "minify")).toBe('{"a":1,"a":2}');
  });
});

describe("syntax errors give line, column and a hint", () => {
  it.each([
    ['{"a":1,}', 1, 8, "Unexpected '}'", "trailing comma at line 1, column 7?"],
    ['{\n  "a": 1,\n  "b": 2,\n}', 4, 1, "Unexpected '}'", "trailing comma at line 3, column 9?"],
    ["[1,2,]", 1, 6, "Unexpected ']'", "trailing comma at line 1, column 5?"],
    ["{'a':1}", 1, 2, "Unexpected '''", 'JSON strings and keys use double quotes (")'],
    ['{"a":True}', 1, 6, "Unexpected 'True'", "JSON writes true in lower case"],
    ['{"a":None}', 1, 6, "Unexpected 'None'", "JSON writes null for no value (None is Python)"],
    ['[NaN]', 1, 2, "Unexpected 'NaN'", "JSON has no NaN: use null or a string"],
    ['{a:1}', 1, 2, "Unexpected 'a'", "property names must be in double quotes"],
    ['// note\n{}', 1, 1, "Unexpected comment", "JSON has no comments; remove it, or repair"],
    ['{"a":1 "b":2}', 1, 8, "Unexpected '\"'", "a comma is missing between two members"],
    ['[1 2]', 1, 4, "Unexpected '2'", "a comma is missing between two items"],
    ['{"a" 1}', 1, 6, "Unexpected '1'", "':' was expected after the property name \"a\""],
    ['{"a":}', 1, 6, "Unexpected '}'", "a value is missing after ':'"],
    ['{"a":[1,2}', 1, 10, "Unexpected '}'", "a comma is missing between two items"],
    ['{"a":1', 1, 7, "The JSON ends too early: ',' or '}' was expected", "the object opened at line 1, column 1 needs its closing '}'"],
    ['["abc', 1, 6, "The JSON ends inside a string", "the string opened at line 1, column 2 has no closing quote"],
    ['"a\nb"', 1, 3, "Line break inside a string", "write it as \\n, or close the string"],
    ['"\\x"', 1, 2, "Invalid escape '\\x' in a string", "a backslash must be written \\\\"],
    ['"\\u12"', 1, 2, "Invalid \\u escape in a string", "\\u needs four hexadecimal digits, like \\u00e9"],
    ["[01]", 1, 2, "Invalid number '01'", "numbers can't have leading zeros; write it as a string if the zeros matter"],
    ["[1.]", 1, 2, "Invalid number '1.'", "a decimal point must be followed by a digit"],
    ["[.5]", 1, 2, "Invalid number '.5'", "a number must start with a digit, like 0.5"],
    ["[+1]", 1, 2, "Invalid number '+1'", "JSON numbers have no plus sign"],
    ["[0x1F]", 1, 2, "Invalid number '0x1F'", "JSON has no hexadecimal numbers"],
    ['{"a":1}}', 1, 8, "Unexpected '}' after the end of the JSON", "there is one closing bracket too many"],
    ['{"a":1}\n{"a":2}', 2, 1, "Unexpected '{' after the end of the JSON", "a JSON text holds one value; wrap several in an array, or use one line per value (JSON Lines)"],
    ['{"a":\u00a01}', 1, 6, "Unexpected a non-breaking space", "a value was expected here"],
    ["\r\n\r\n  ]", 3, 3, "Unexpected ']'", "a value was expected here"],
  ])("%j → %i:%i", (input, line, column, message, hint) => {
    const parsed = parseJson(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect({ line: parsed.error.line, column: parsed.error.column, message: parsed.error.message, hint: parsed.error.hint }).toEqual({ line, column, message, hint });
  });

  it("accepts everything JSON.parse accepts, on a mixed sample", () => {
    const samples = ['{"a":[1,-2.5,1e-7,true,false,null,"\\"\\\\\\b\\f\\n\\r\\t\\u0000"]}', "  []  ", "0", '""', '{"":{"":[]}}'];
    for (const sample of samples) {
      expect(parseJson(sample).ok).toBe(true);
      expect(format(sample, "2")).toBe(JSON.stringify(JSON.parse(sample), null, 2));
    }
  });
});

describe("repair shows every change it made", () => {
  it.each([
    ['{"a":1,}', '{"a":1}', ["1:7 Removed ','"]],
    ["{'a':'b'}", '{"a":"b"}', ["1:2 Replaced ''' with '\"'", "1:4 Replaced ''' with '\"'", "1:6 Replaced ''' with '\"'", "1:8 Replaced ''' with '\"'"]],
    ['{"a":True,"b":None}', '{"a":true,"b":null}', ["1:6 Replaced 'True' with 'true'", "1:15 Replaced 'None' with 'null'"]],
    ['{a:1}', '{"a":1}', ["1:2 Added '\"'", "1:3 Added '\"'"]],
    ['{"a":1} // done', '{"a":1} ', ["1:9 Removed '// done'"]],
    ['{"big":12345678901234567890,"p":0.10,}', '{"big":12345678901234567890,"p":0.10}', ["1:37 Removed ','"]],
  ])("%j", (input, repaired, changes) => {
    const result = repairJson(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.text).toBe(repaired);
    expect(result.changes.map((c) => `${c.line}:${c.column} ${describeChange(c)}`)).toEqual(changes);
    expect(result.total).toBe(changes.length);
    expect(parseJson(result.text).ok).toBe(true);
  });

  it("says when it cannot repair", () => {
    const result = repairJson('{"a":1}}}}{{');
    expect(result.ok).toBe(false);
  });
});

describe("JSON Pointer of a node", () => {
  it("walks keys (escaped) and indexes", () => {
    const d = doc('{"a/b":[0,{"~c":1}]}');
    // Nodes in document order: 0 root, 1 "a/b" array, 2 item 0, 3 item 1 object, 4 "~c".
    expect(pointerOf(d, [0, 1, 3, 4])).toBe("/a~1b/1/~0c");
    expect(pointerOf(d, [0])).toBe("");
  });
});

describe("binary files are recognised", () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  it.each([
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), "a PNG image"],
    [bytes(0xff, 0xd8, 0xff, 0xe0), "a JPEG image"],
    [bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0xe2, 0xe3, 0xcf, 0xd3), "a PDF document"],
    [bytes(0x50, 0x4b, 0x03, 0x04, 0x14), "a ZIP archive (or an Office document)"],
    [bytes(0x1f, 0x8b, 0x08), "a gzip archive"],
    [bytes(0x7b, 0x22, 0x00, 0x22), "binary data"],
    [new TextEncoder().encode('{"a":1}'), undefined],
    [bytes(0xff, 0xfe, 0x7b, 0x00), undefined],
  ])("%#: %s", (head, expected) => {
    expect(detectBinary(head)).toBe(expected);
  });

  it("decodes UTF-8 and UTF-16, refuses what is neither", () => {
    expect(decodeTextFile(new TextEncoder().encode('{"é":1}'), "a.json")).toEqual({ ok: true, text: '{"é":1}' });
    expect(decodeTextFile(bytes(0xff, 0xfe, 0x5b, 0x00, 0x5d, 0x00), "a.json")).toEqual({ ok: true, text: "\uFEFF[]" });
    expect(decodeTextFile(bytes(0x5b, 0xe9, 0x5d), "latin.json")).toEqual({ ok: false, message: expect.stringContaining("latin.json is not valid UTF-8 text") });
    expect(decodeTextFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "cat.json")).toEqual({ ok: false, message: "cat.json is a PNG image, not a text file." });
  });
});
