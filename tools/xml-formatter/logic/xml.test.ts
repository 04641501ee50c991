import { describe, expect, it } from "vitest";
import { checkXmlInput as checkXml, MAX_XML_CHARS, MAX_XML_DEPTH } from "./check";
import { formatXml, type XmlFormatOptions } from "./format";

const PRETTY: XmlFormatOptions = { mode: "pretty", indent: "2", attributesPerLine: false };
const MINIFY: XmlFormatOptions = { mode: "minify", indent: "2", attributesPerLine: false };

/** Check, then format: what the tool does. Throws when the check fails, so a test cannot format broken XML. */
function format(source: string, options: XmlFormatOptions = PRETTY): string {
  const check = checkXml(source);
  if (!check?.ok) throw new Error(`not well-formed: ${JSON.stringify(check)}`);
  return formatXml(source, options).output;
}

describe("checkXml refuses what is not well-formed, with line:column", () => {
  it.each([
    ["<root>\n<a></root>", 2, 10, "Unexpected close tag </root>: <a> opened at 2:1 is not closed"],
    ["<a/><b/>", 1, 7, "Only one root element is allowed"],
    ["<a>&foo;</a>", 1, 8, "Undefined entity &foo;"],
    ['<a x="1" x="2"/>', 1, 16, "Duplicate attribute x"],
    ["<p>a<br>b</p>", 1, 5, "<br> must be closed in XML: write <br/>"],
    ["<p>\n  <img src='x'>\n</p>", 2, 3, "<img> must be closed in XML"],
    ["<r>", 1, 1, "<r> opened here is never closed"],
    ["<r>\n  <a>\n</r>", 3, 4, "<a> opened at 2:3 is not closed"],
    ["<r a=1/>", 1, 6, "Attribute values must be in quotes in XML"],
    ["<x:r/>", 1, 6, "Unbound namespace prefix"],
    ["<r>]]></r>", 1, 6, 'The string "]]>" is disallowed in char data'],
    ["<r>a & b</r>", 1, 6, "write a literal & as &amp;"],
    ["text<r/>", 1, 5, "Text outside the root element"],
    ["<r/>trailing", 1, 12, "Text outside the root element"],
    ['<?xml version="1.0"?><!DOCTYPE r SYSTEM "r.dtd" [<!ENTITY a "x">]><r>&b;&a;</r>', 0, 0, ""],
  ])("%j → %i:%i %s", (source, line, column, message) => {
    const result = checkXml(source);
    if (line === 0) {
      // An external DTD may declare &b;: accepted, never fetched.
      expect(result?.ok).toBe(true);
      return;
    }
    expect(result?.ok).toBe(false);
    if (result?.ok !== false) return;
    expect(result.problem.line).toBe(line);
    if (column) expect(result.problem.column).toBe(column);
    expect(result.problem.message).toContain(message);
  });

  it("shows nothing for empty input and refuses input over the size limit before parsing", () => {
    expect(checkXml("")).toBeNull();
    expect(checkXml("  \n ")).toBeNull();
    const big = checkXml(`<r>${"a".repeat(MAX_XML_CHARS)}</r>`);
    expect(big?.ok).toBe(false);
    expect(big?.ok === false && big.problem.message).toContain("takes up to 1,000,000 (1 MB)");
  });
});

describe("external entities are never resolved or expanded", () => {
  it("keeps an XXE SYSTEM entity as a reference: nothing fetched, nothing read", () => {
    const xxe = '<?xml version="1.0"?>\n<!DOCTYPE r [\n  <!ENTITY xxe SYSTEM "file:///etc/passwd">\n]>\n<r><v>&xxe;</v></r>';
    const check = checkXml(xxe);
    expect(check).toMatchObject({ ok: true, entityRefs: 1, declaredEntities: ["xxe"] });
    const out = format(xxe);
    expect(out).toContain("<v>&xxe;</v>");
    expect(out).not.toContain("root:");
    expect(out).toContain('<!ENTITY xxe SYSTEM "file:///etc/passwd">');
  });

  it("keeps a billion-laughs document bounded: the references stay unexpanded", () => {
    const lols = ['<!ENTITY lol "lol">'];
    for (let n = 1; n <= 9; n += 1) lols.push(`<!ENTITY lol${n} "${`&lol${n === 1 ? "" : n - 1};`.repeat(10)}">`);
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n${lols.join("\n")}\n]>\n<lolz>&lol9;</lolz>`;
    const check = checkXml(bomb);
    expect(check?.ok).toBe(true);
    const out = format(bomb);
    expect(out.length).toBeLessThan(bomb.length * 2);
    expect(out).toContain("<lolz>&lol9;</lolz>");
    expect(format(bomb, MINIFY).length).toBeLessThanOrEqual(bomb.length);
  });
});

describe("formatXml", () => {
  it.each([
    ["nested elements", "<a><b><c>1</c></b><d/></a>", "<a>\n  <b>\n    <c>1</c>\n  </b>\n  <d/>\n</a>"],
    ["attributes tidied, values untouched", "<a   x = 'it''s'  y=\"1  >  2\"  />".replace("'it''s'", "'it&apos;s'"), "<a x='it&apos;s' y=\"1  >  2\"/>"],
    ["text only stays inline, spaces kept", "<a>\n  <b>  two  spaces  </b>\n</a>", "<a>\n  <b>  two  spaces  </b>\n</a>"],
    ["mixed content kept as written", "<doc><p>Hello <b>big</b>  <i>world</i> !</p></doc>", "<doc>\n  <p>Hello <b>big</b>  <i>world</i> !</p>\n</doc>"],
    ["references kept as typed", "<a><b>&lt;&#65;&#x42;&amp;</b></a>", "<a>\n  <b>&lt;&#65;&#x42;&amp;</b>\n</a>"],
    ["CDATA byte-exact", "<a><b><![CDATA[ <x>  & ]] > \n y ]]></b></a>", "<a>\n  <b><![CDATA[ <x>  & ]] > \n y ]]></b>\n</a>"],
    ["comments and PIs kept", "<?xml version=\"1.0\"?><!-- top --><a><!-- in --><?pi x?><b/></a>", "<?xml version=\"1.0\"?>\n<!-- top -->\n<a>\n  <!-- in -->\n  <?pi x?>\n  <b/>\n</a>"],
    ["doctype with an internal subset kept", "<!DOCTYPE a [\n <!ELEMENT a (#PCDATA)>\n <!-- c > -->\n]><a>x</a>", "<!DOCTYPE a [\n <!ELEMENT a (#PCDATA)>\n <!-- c > -->\n]>\n<a>x</a>"],
    ["xml:space=preserve keeps everything inside", "<a><pre xml:space=\"preserve\">\n  <b>  x  </b>\n</pre></a>", "<a>\n  <pre xml:space=\"preserve\">\n  <b>  x  </b>\n</pre>\n</a>"],
    ["empty element as written", "<a><b></b><c/></a>", "<a>\n  <b></b>\n  <c/>\n</a>"],
    ["end tags tidied", "<a><b>x</b ></a  >", "<a>\n  <b>x</b>\n</a>"],
  ])("%s", (_name, source, expected) => {
    expect(format(source)).toBe(expected);
  });

  it("keeps the byte order mark", () => {
    const result = formatXml("\uFEFF<a><b/></a>", PRETTY);
    expect(result.bom).toBe(true);
    expect(result.output).toBe("\uFEFF<a>\n  <b/>\n</a>");
  });

  it.each([
    ["4", "<a>\n    <b/>\n</a>"],
    ["tab", "<a>\n\t<b/>\n</a>"],
  ] as const)("indents with %s", (indent, expected) => {
    expect(format("<a><b/></a>", { ...PRETTY, indent })).toBe(expected);
  });

  it("puts each attribute on its own line when asked (two or more)", () => {
    expect(format('<a><b x="1" y="2"/><c z="3"/></a>', { ...PRETTY, attributesPerLine: true })).toBe(
      '<a>\n  <b\n    x="1"\n    y="2"/>\n  <c z="3"/>\n</a>',
    );
  });

  it("minifies element content but never text, mixed content or preserved content", () => {
    const source = '<?xml version="1.0"?>\n<!-- c -->\n<a>\n  <b> x </b>\n  <p>one <i>two</i> three</p>\n  <s xml:space="preserve"> <t/> </s>\n</a>\n';
    expect(format(source, MINIFY)).toBe('<?xml version="1.0"?><!-- c --><a><b> x </b><p>one <i>two</i> three</p><s xml:space="preserve"> <t/> </s></a>');
  });

  it("reports what it kept as written", () => {
    const result = formatXml('<a><p>x <b>y</b></p><s xml:space="preserve"><t/></s></a>', PRETTY);
    expect(result.keptMixed).toBe(1);
    expect(result.keptPreserve).toBe(1);
  });

  it.each([
    "<a><b><c>1</c></b><d/></a>",
    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE r [<!ENTITY e "v">]>\n<r a="1" b="2"><!-- c --><x>&e;</x><p>mixed <i>x</i>\n  text</p><![CDATA[z]]></r>',
    '<r><s xml:space="preserve">\n <t> </t>\n</s><u>\n\n</u></r>',
  ])("is idempotent, and the output is still well-formed: %j", (source) => {
    for (const options of [PRETTY, MINIFY, { ...PRETTY, indent: "tab", attributesPerLine: true } as const]) {
      const once = format(source, options);
      expect(checkXml(once)?.ok).toBe(true);
      expect(format(once, options)).toBe(once);
    }
  });
});

describe("deep nesting is bounded", () => {
  it("refuses nesting past the depth limit, before saxes's per-level cost adds up", () => {
    const deep = "<a>".repeat(100_000) + "</a>".repeat(100_000);
    const check = checkXml(deep);
    expect(check?.ok).toBe(false);
    expect(check?.ok === false && check.problem).toEqual({
      message: `Elements nest more than ${MAX_XML_DEPTH} levels deep here; XML is read only that deep so your tab stays responsive`,
      line: 1,
      column: MAX_XML_DEPTH * 3 + 1,
    });
    const ok = "<a>".repeat(MAX_XML_DEPTH) + "</a>".repeat(MAX_XML_DEPTH);
    expect(checkXml(ok)?.ok).toBe(true);
    expect(format(ok, MINIFY)).toBe(ok);
  });
});
