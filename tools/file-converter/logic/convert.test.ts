import { describe, expect, it } from "vitest";
import { convert, DEFAULT_OPTIONS, type ConvertOptions } from "./convert";
import { detectFormat } from "./detect";
import { flattenRow, unflattenRow } from "./flatten";
import type { FormatId } from "./formats";
import { isXmlName, xmlName } from "./formats/xml";
import { canonicalNumber, firstDifference, num, type Value } from "./value";

function run(text: string, from: FormatId | null, to: FormatId, options: Partial<ConvertOptions> = {}) {
  return convert({ text, from, to, options: { ...DEFAULT_OPTIONS, ...options } });
}
function ok(text: string, from: FormatId | null, to: FormatId, options: Partial<ConvertOptions> = {}) {
  const result = run(text, from, to, options);
  if (result.state !== "ok") throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result;
}
function error(text: string, from: FormatId | null, to: FormatId, options: Partial<ConvertOptions> = {}) {
  const result = run(text, from, to, options);
  if (result.state !== "error") throw new Error(`expected an error, got ${JSON.stringify(result)}`);
  return result;
}

describe("CSV (RFC 4180)", () => {
  it.each([
    ["a quote doubled and a line break inside quotes", 'q\r\n"He said ""hi""\nx"\r\n', "He said \"hi\"\nx"],
    ["a CRLF inside quotes is kept as CRLF", 'q\n"one\r\ntwo"\n', "one\r\ntwo"],
    ["a delimiter inside quotes", 'q\n"x,y"\n', "x,y"],
    ["spaces around a value are kept", 'q\n"  padded  "\n', "  padded  "],
    ["an escaped quote alone", 'q\n""""\n', '"'],
  ])("%s", (_name, csv, expected) => {
    const result = ok(csv, "csv", "json");
    expect(JSON.parse(result.output)).toEqual([{ q: expected }]);
    expect(result.roundTrip).toEqual({ identical: true });
  });

  it("writes RFC 4180: CRLF rows, quotes doubled, cells with commas, quotes or line breaks quoted", () => {
    const result = ok('[{"q":"He said \\"hi\\"\\nx","n":"x,y","p":"plain"}]', "json", "csv");
    expect(result.output).toBe('q,n,p\r\n"He said ""hi""\nx","x,y",plain\r\n');
    expect(result.roundTrip).toEqual({ identical: true });
  });

  it("the header is the union of all rows' keys in first-seen order, nested objects flattened", () => {
    const result = ok('[{"a":1,"b":{"c":2}},{"a":"x,y","d":3}]', "json", "csv");
    expect(result.output).toBe('a,b.c,d\r\n1,2,\r\n"x,y",,3\r\n');
    expect(result.roundTrip).toEqual({ identical: true });
  });

  it("keeps leading zeros and long digit strings as text, reads plain numbers and booleans", () => {
    const result = ok("zip,card,qty,price,ok,version\n007,4111111111111111,3,0.10,true,1.10\n", "csv", "json");
    expect(result.output).toBe('[\n  {\n    "zip": "007",\n    "card": "4111111111111111",\n    "qty": 3,\n    "price": 0.10,\n    "ok": true,\n    "version": 1.10\n  }\n]\n');
  });

  it("a string that reads back as a number is the first difference", () => {
    expect(ok('[{"zip":"10001"}]', "json", "csv").roundTrip).toEqual({ identical: false, difference: '$[0].zip: string "10001" came back as number 10001' });
  });

  it("reads every cell as text when types are off", () => {
    const result = ok("a,b\n1,true\n", "csv", "json", { types: false });
    expect(JSON.parse(result.output)).toEqual([{ a: "1", b: "true" }]);
  });

  it("flattens lists as a.0 and unflattens them back", () => {
    const json = '[{"id":1,"tags":["x","y"],"geo":{"lat":1.5,"lng":-2}}]';
    const csv = ok(json, "json", "csv");
    expect(csv.output).toBe("id,tags.0,tags.1,geo.lat,geo.lng\r\n1,x,y,1.5,-2\r\n");
    expect(csv.roundTrip).toEqual({ identical: true });
    expect(JSON.parse(ok(csv.output, "csv", "json").output)).toEqual(JSON.parse(json));
  });

  it("reads TSV and writes CSV", () => {
    const result = ok("name\tcity\nAda\tLondon, UK\n", "tsv", "csv");
    expect(result.output).toBe('name,city\r\nAda,"London, UK"\r\n');
  });

  it("uses the chosen delimiter and line ending", () => {
    expect(ok('[{"a":"1;2","b":2}]', "json", "csv", { delimiter: ";", lineEnding: "lf" }).output).toBe('a;b\n"1;2";2\n');
  });

  it("without a header row, rows are lists of cells", () => {
    expect(JSON.parse(ok("1,2\n3,4\n", "csv", "json", { header: false }).output)).toEqual([[1, 2], [3, 4]]);
  });

  it("says where null went (CSV has no null) and the round trip shows the difference", () => {
    const result = ok('[{"a":null,"b":1}]', "json", "csv");
    expect(result.output).toBe("a,b\r\n,1\r\n");
    expect(result.notes.map((n) => n.message)).toContain("CSV has no null; it is written as an empty cell.");
    expect(result.roundTrip).toEqual({ identical: false, difference: "$[0].a: null is missing after the round trip" });
  });

  it("an unclosed quote is a specific error", () => {
    const unclosed = error('a\n"open\n', "csv", "json");
    expect(unclosed.message).toMatch(/quoted cell on line 2 is never closed/);
    expect([unclosed.line, unclosed.column]).toEqual([2, 1]);
    // The line is where the record starts, past earlier records that span lines.
    expect(error('a\n"one\ntwo"\n"open\n', "csv", "json").message).toMatch(/quoted cell on line 4 is never closed/);
  });

  it("refuses data that is not rows", () => {
    expect(error("42", "json", "csv").message).toBe("CSV needs rows: a list of records (objects), and this data is the number 42.");
  });
});

describe("YAML 1.2", () => {
  it.each([
    ["NO stays a string (YAML 1.1 read false)", "country: NO", { country: "NO" }],
    ["on and yes stay strings", "a: on\nb: yes\nc: off", { a: "on", b: "yes", c: "off" }],
    ["true is a boolean", "a: true", { a: true }],
    ["0777 is decimal 777 (YAML 1.1 read octal 511)", "mode: 0777", { mode: 777 }],
    ["~ and null are null", "a: ~\nb: null", { a: null, b: null }],
    ["a quoted number stays text", 'v: "1.10"', { v: "1.10" }],
  ])("%s", (_name, yaml, expected) => {
    expect(JSON.parse(ok(yaml, "yaml", "json").output)).toEqual(expected);
  });

  it("version: 1.10 becomes 1.1, with a note", () => {
    const result = ok("version: 1.10", "yaml", "json");
    expect(result.output).toBe('{\n  "version": 1.1\n}\n');
    expect(result.notes).toEqual([{ path: "$.version", message: '1.10 is the number 1.1 in YAML; put it in quotes to keep it as the text "1.10".' }]);
  });

  it("big integers keep every digit", () => {
    expect(ok("id: 12345678901234567890", "yaml", "json").output).toBe('{\n  "id": 12345678901234567890\n}\n');
  });

  it.each([
    ['{"c":"yes"}', 'c: "yes"\n'],
    ['{"country":"NO"}', 'country: "NO"\n'],
    ['{"a":"on","b":"0777","c":"1.10","d":"true"}', 'a: "on"\nb: "0777"\nc: "1.10"\nd: "true"\n'],
    ['{"n":0.10,"big":12345678901234567890}', '"n": 0.10\nbig: 12345678901234567890\n'],
  ])("writes %s quoting what YAML 1.1 would misread", (json, yaml) => {
    const result = ok(json, "json", "yaml");
    expect(result.output).toBe(yaml);
    expect(result.roundTrip).toEqual({ identical: true });
  });

  it("an alias bomb stops at the node budget", () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]', ...Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)}]`)].join("\n");
    expect(error(bomb, "yaml", "json").message).toMatch(/repeat more than 100,000 values/);
  });

  it("a syntax error has its line and column", () => {
    const result = error("a: 1\nb: [1, 2\n", "yaml", "json");
    expect(result.message).toMatch(/^Not valid YAML/);
    expect(result.line).toBeGreaterThan(0);
  });
});

describe("TOML", () => {
  it.each([
    ['{"a":null}', "TOML has no null (at $.a). Remove the key or give it a value first."],
    ['{"a":{"b":[1,null]},"c":null}', "TOML has no null (at $.a.b[1], $.c). Remove the keys or give them values first."],
    ["[1,2]", 'TOML needs a table (key = value pairs) at the root, and this data is a list of 2. Wrap it in a key first, e.g. {"items": …}.'],
    ['{"n":12345678901234567890}', "TOML cannot hold 12345678901234567890 at $.n is outside TOML's 64-bit integer range; write it as a string to keep it."],
  ])("refuses %s with a specific message", (json, message) => {
    const result = error(json, "json", "toml");
    expect(result.stage).toBe("write");
    expect(result.message).toBe(message);
  });

  it("writes tables and arrays of tables, and reads them back identically", () => {
    const result = ok('{"title":"x","owner":{"name":"Tom"},"items":[{"id":1},{"id":2}],"big":9223372036854775807}', "json", "toml");
    expect(result.output).toContain('[owner]\nname = "Tom"');
    expect(result.output).toContain("[[items]]\nid = 1");
    expect(result.output).toContain("big = 9223372036854775807");
    expect(result.roundTrip).toEqual({ identical: true });
  });

  it("reads dates as text and says so", () => {
    const result = ok("released = 1979-05-27T07:32:00Z\nday = 1979-05-27", "toml", "json");
    expect(JSON.parse(result.output)).toEqual({ released: "1979-05-27T07:32:00Z", day: "1979-05-27" });
    expect(result.notes[0]!.message).toMatch(/2 dates and times are written as text/);
  });

  it("names what changed in the round trip in plain words", () => {
    expect(ok('{"a":{"b":1}}', "json", "csv").roundTrip).toEqual({ identical: false, difference: "$: an object came back as a list of 1" });
    expect(ok('{"a":{}}', "json", "xml").roundTrip).toEqual({ identical: false, difference: '$.a: an empty object came back as string ""' });
    expect(ok("[1,2]", "json", "csv").roundTrip).toEqual({ identical: false, difference: "$[0]: number 1 came back as an object" });
    expect(ok('"x"', "json", "jsonl").roundTrip).toEqual({ identical: false, difference: '$: string "x" came back as a list of 1' });
  });

  it("writes a date-time with the digits of a second it has, no more", () => {
    const text = "a = 1979-05-27T07:32:00-08:00\nb = 1979-05-27T07:32:00.5+05:30\nc = 07:32:00\nd = 1979-05-27T07:32:00.250\n";
    const result = ok(text, "toml", "json");
    expect(JSON.parse(result.output)).toEqual({ a: "1979-05-27T07:32:00-08:00", b: "1979-05-27T07:32:00.5+05:30", c: "07:32:00", d: "1979-05-27T07:32:00.25" });
    expect(ok(text, "toml", "yaml").output).toContain(`a: "1979-05-27T07:32:00-08:00"`);
    expect(ok("a = 1979-05-27T00:32:00.999999-07:00", "toml", "json").notes.map((n) => n.message)).toContain(
      "Times are read to the millisecond: digits of a second beyond the third are cut.",
    );
  });

  it("a syntax error has its line and column", () => {
    const result = error('a = 1\nb = "open\n', "toml", "json");
    expect(result.message).toMatch(/^Not valid TOML/);
    expect(result.line).toBe(2);
  });

  it("inf is refused on the way to JSON", () => {
    expect(error("x = inf", "toml", "json").message).toMatch(/\$\.x is inf/);
  });
});

describe("XML", () => {
  it("attributes become @ keys, repeated elements a list, and it converts back identically", () => {
    const xml = '<order id="7"><item sku="A">Pen</item><item sku="B">Ink</item><note/></order>';
    const result = ok(xml, "xml", "json");
    expect(JSON.parse(result.output)).toEqual({ order: { "@id": 7, item: [{ "@sku": "A", "#text": "Pen" }, { "@sku": "B", "#text": "Ink" }], note: "" } });
    expect(result.roundTrip).toEqual({ identical: true });
  });

  it("writes one root, renames invalid names with a note, escapes text", () => {
    const result = ok('{"1st name":"A & B","ok":true}', "json", "xml");
    expect(result.output).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <_1st_name>A &amp; B</_1st_name>\n  <ok>true</ok>\n</root>\n');
    expect(result.notes.map((n) => n.message)).toEqual(["XML needs one root element: the data is wrapped in <root>.", '"1st name" isn\'t a valid XML name — renamed to <_1st_name>.']);
  });

  it("a list at the root becomes repeated items in the chosen root", () => {
    const result = ok('[{"a":1},{"a":2}]', "json", "xml", { xmlRoot: "rows", xmlItem: "row" });
    expect(result.output).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<rows>\n  <row>\n    <a>1</a>\n  </row>\n  <row>\n    <a>2</a>\n  </row>\n</rows>\n');
  });

  it.each([
    ["<a><b></a>", /^Not well-formed XML: Unexpected close tag <\/a>: <b> opened at 1:4 is not closed\.$/, 1],
    ["<a/><b/>", /^Not well-formed XML: Only one root element is allowed/, 1],
    ["<a><br></a>", /<br> must be closed in XML: write <br\/>/, 1],
    ["<x:a/>", /Unbound namespace prefix "x"/, 1],
    ["<a>&#0;</a>", /^Not well-formed XML: Malformed character entity/, 1],
    ["<a>\u0001</a>", /^Not well-formed XML: Disallowed character/, 1],
  ])("refuses %s", (xml, message, line) => {
    const result = error(xml, "xml", "json");
    expect(result.message).toMatch(message);
    expect(result.line).toBe(line);
  });

  it("a control character cannot be written", () => {
    expect(error('{"a":"x\\u0001"}', "json", "xml").message).toBe("XML 1.0 cannot hold the control character U+0001 (at $.a), not even escaped.");
  });

  it.each([
    ["name", true],
    ["1st", false],
    ["first name", false],
    ["é-x.1", true],
  ])("isXmlName(%s) = %s", (name, valid) => {
    expect(isXmlName(name)).toBe(valid);
    expect(isXmlName(xmlName(name))).toBe(true);
  });
});

describe("JSON and JSON Lines", () => {
  it("keeps big integers and 0.10 exactly (lib/engines/json)", () => {
    expect(ok('{"id":12345678901234567890,"p":0.10}', "json", "json", { indent: "minify" }).output).toBe('{"id":12345678901234567890,"p":0.10}');
  });

  it("JSON Lines to JSON and back", () => {
    const jsonl = '{"a":1}\n{"a":2,"b":[true]}\n';
    const json = ok(jsonl, "jsonl", "json", { indent: "minify" });
    expect(json.output).toBe('[{"a":1},{"a":2,"b":[true]}]');
    expect(ok(json.output, "json", "jsonl").output).toBe(jsonl);
  });

  it("a bad JSON Lines line is named", () => {
    const result = error('{"a":1}\n{"a":}\n', "jsonl", "json");
    expect(result.line).toBe(2);
    expect(result.message).toMatch(/^Line 2 is not one JSON value/);
  });

  it("a JSON syntax error has line and column", () => {
    const result = error('{\n  "a": 1,\n}', "json", "yaml");
    expect([result.line, result.column]).toEqual([3, 1]);
  });

  it("refuses oversized input before parsing", () => {
    expect(error("[" + "1,".repeat(1_000_001) + "1]", "json", "yaml").message).toMatch(/reads up to 2,000,000/);
  });

  it("refuses nesting deeper than 200", () => {
    expect(error("[".repeat(300) + "]".repeat(300), "json", "yaml").message).toMatch(/nested more than 200 levels/);
  });
});

describe("detection", () => {
  it.each<[string, FormatId]>([
    ['{"a":1}', "json"],
    ["[1, 2]", "json"],
    ['{"a":1}\n{"a":2}', "jsonl"],
    ["<?xml version=\"1.0\"?><a/>", "xml"],
    ["title = \"x\"\n[owner]\nname = \"Tom\"", "toml"],
    ["[server]\nport = 8080", "toml"],
    ["name: Ada\nlangs:\n  - en", "yaml"],
    ["- a\n- b", "yaml"],
    ["---\na: 1", "yaml"],
    ["name,city\nAda,London", "csv"],
    ["name;city\nAda;London", "csv"],
    ["name\tcity\nAda\tLondon", "tsv"],
  ])("%j is %s", (text, format) => {
    expect(detectFormat(text)).toBe(format);
  });

  it("a detected conversion says so", () => {
    const result = ok("name,city\nAda,London", null, "json");
    expect(result.from).toBe("csv");
    expect(result.detected).toBe(true);
  });
});

describe("flatten and unflatten", () => {
  const cases: [string, Value][] = [
    ["flat", new Map<string, Value>([["a", "1"]])],
    ["nested", new Map<string, Value>([["a", new Map<string, Value>([["b", new Map<string, Value>([["c", num("1")]])]])]])],
    ["list of objects", new Map<string, Value>([["l", [new Map<string, Value>([["x", true]]), new Map<string, Value>([["x", false]])]]])],
    ["list in list", new Map<string, Value>([["m", [["a", "b"], ["c"]]]])],
  ];
  it.each(cases)("%s round-trips", (_name, value) => {
    const flat = flattenRow(value, "$", []);
    expect(firstDifference(value, unflattenRow(flat, "$", []))).toBeNull();
  });

  it("a clash keeps the column flat, with a note", () => {
    const notes: { message: string }[] = [];
    const row = unflattenRow(new Map<string, Value>([["a", "1"], ["a.b", "2"]]), "$", notes);
    expect([...row]).toEqual([["a", "1"], ["a.b", "2"]]);
    expect(notes).toHaveLength(1);
  });
});

describe("numbers compare by value", () => {
  it.each([
    ["1.10", "1.1", true],
    ["0.11e1", "1.1", true],
    ["100", "1e2", true],
    ["12345678901234567890", "12345678901234567891", false],
    ["-0", "0", true],
  ])("%s vs %s", (a, b, same) => {
    expect(canonicalNumber(a) === canonicalNumber(b)).toBe(same);
  });
});
