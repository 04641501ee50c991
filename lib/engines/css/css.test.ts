import type { Root } from "postcss";
import { describe, expect, it } from "vitest";
import { MODERN_CSS } from "./corpus.test-data";
import { duplicateProperties, formatCss, formatSelector, type CssFormatOptions } from "./format";
import { collapseWhitespace, minifyCss, shortNumber } from "./minify";
import { MAX_CSS_CHARS, MAX_CSS_DEPTH, parseCss } from "./parse";
import { formatBytes, percentSaved } from "./sizes";

function root(source: string): Root {
  const parsed = parseCss(source);
  if (!parsed?.ok) throw new Error(`does not parse: ${JSON.stringify(parsed)}`);
  return parsed.root;
}

const minify = (source: string) => minifyCss(root(source));
const TWO: CssFormatOptions = { indent: "2", sort: false };
const format = (source: string, options = TWO) => formatCss(root(source), options);

/**
 * Every declaration with the blocks it sits in, each part compared after the minifier's own normalisation of the
 * original (so "#ff0000" and "red" compare equal, and so do ".a, .b" and ".a,.b"), custom property values exactly.
 */
function declarations(source: string): string[] {
  const list: string[] = [];
  root(source).walkDecls((decl) => {
    const context: string[] = [];
    for (let parent = decl.parent; parent && parent.type !== "root"; parent = parent.parent) {
      const one = parent.clone({ nodes: [] });
      context.unshift(minifyCss(root(one.type === "rule" ? `${(one as { selector: string }).selector}{x:y}` : `${one.toString().replace(/\{\s*\}$/, "{}")}`)).css.replace(/\{.*\}$/, ""));
    }
    const value = decl.prop.startsWith("--") ? decl.value.trim() : minify(`a{${decl.prop}:${decl.value}}`).css.slice(2 + decl.prop.length + 1, -1);
    list.push(`${context.join(" » ")} | ${decl.prop}${decl.important ? " !important" : ""}: ${value}`);
  });
  return list;
}

describe("parseCss refuses what it cannot read, with line:column", () => {
  it.each([
    [".a { color: red", 1, 1, "Unclosed block"],
    [".a { color: red; }\n}", 2, 1, "Unexpected }"],
    [".b {\n  ; color\n}", 2, 5, "Unknown word"],
    ['.a { content: "x }', 1, 15, "Unclosed string"],
    [".a { color: red } /* note", 1, 19, "Unclosed comment"],
    [".a { color:: blue }", 1, 12, "Double colon"],
  ])("%j → %i:%i %s", (source, line, column, message) => {
    const parsed = parseCss(source);
    expect(parsed?.ok).toBe(false);
    if (parsed?.ok !== false) return;
    expect(parsed.problem).toMatchObject({ line, column });
    expect(parsed.problem.message).toContain(message);
  });

  it("shows nothing for empty input and refuses oversize input before parsing", () => {
    expect(parseCss("")).toBeNull();
    expect(parseCss(" \n\t")).toBeNull();
    const big = parseCss(`a{b:c}${" ".repeat(MAX_CSS_CHARS)}`);
    expect(big?.ok === false && big.problem.message).toContain("takes up to 500,000");
    const deep = parseCss(".a{".repeat(5000) + "}".repeat(5000));
    expect(deep?.ok === false && deep.problem).toEqual({
      message: `Blocks nest more than ${MAX_CSS_DEPTH} levels deep here; the tool stops there so your tab stays responsive`,
      line: 1,
      column: MAX_CSS_DEPTH * 3 + 3,
    });
    expect(parseCss('.a{content:"{{{"}/* {{ */' + ".b{".repeat(MAX_CSS_DEPTH) + "}".repeat(MAX_CSS_DEPTH))?.ok).toBe(true);
  });
});

describe("minifyCss", () => {
  it.each([
    ["margin:0px 0px 0px 0px", ".a{margin:0px 0px 0px 0px}", ".a{margin:0}"],
    ["#ff0000 → red", ".a{color:#ff0000}", ".a{color:red}"],
    ["#AABBCC → #abc", ".a{color:#AABBCC}", ".a{color:#abc}"],
    ["calc keeps its units", ".a{width:calc(100% - 0px)}", ".a{width:calc(100% - 0px)}"],
    ["flex-basis keeps 0px", ".a{flex:1 1 0px}", ".a{flex:1 1 0px}"],
    ["numbers", ".a{opacity:0.50;transition:opacity .30s;line-height:1.0}", ".a{opacity:.5;transition:opacity .3s;line-height:1}"],
    ["box shorthands", ".a{padding:1px 2px 1px 2px;margin:1px 2px 3px 2px}", ".a{padding:1px 2px;margin:1px 2px 3px}"],
    ["licence comment kept, others removed", "/*! MIT */\n/* note */\n.a { color: red }", "/*! MIT */.a{color:red}"],
    ["strings and data URIs untouched", '.a{content:"a  b";background:url(data:image/png;base64,iVBOR)}', '.a{content:"a  b";background:url(data:image/png;base64,iVBOR)}'],
    ["custom properties as written", ":root{--x: { a: b }; --y:  ;--z: 1px  2px}", ":root{--x:{ a: b };--y: ;--z:1px  2px}"],
    ["nesting", ".a{color:red;&:hover{color:blue}.c &{top:0}> .b{top:0}}", ".a{color:red;&:hover{color:blue}.c &{top:0}>.b{top:0}}"],
    ["@layer and @container", "@layer a , b;@container card (width > 400px){.a{color:red}}", "@layer a,b;@container card (width>400px){.a{color:red}}"],
    ["!important", ".a{color:red ! important}", ".a{color:red!important}"],
    ["empty at-rule block kept (it orders layers)", "@layer base {}", "@layer base{}"],
    ["escapes in strings kept", '.a{content:"\\2713"}[title="a\\"b"]{top:0}', '.a{content:"\\2713"}[title="a\\"b"]{top:0}'],
    ["colours and numbers inside functions, units kept in calc and var", ".a{background:linear-gradient(#ffffff 0.50%,rgba(0,0,0,0.50));width:calc(0px + 1em);margin:var(--m,0px)}", ".a{background:linear-gradient(#fff .5%,rgba(0,0,0,.5));width:calc(0px + 1em);margin:var(--m,0px)}"],
    ["unicode-range", "@font-face{unicode-range:U+0025-00FF, u+4??}", "@font-face{unicode-range:U+0025-00FF,u+4??}"],
    ["snapshot of the brief", ".a{color:red;margin:0}@media (min-width:600px){.c{x:y}}", ".a{color:red;margin:0}@media (min-width:600px){.c{x:y}}"],
  ])("%s", (_name, source, expected) => {
    expect(minify(source).css).toBe(expected);
  });

  it("reports every part it removes, with line:column", () => {
    const result = minify("/* a */\n.a { }\n.b{color:red}\n.c { /* only a comment */ }");
    expect(result.removed).toEqual([
      { line: 1, column: 1, text: "Comment /* a */" },
      { line: 2, column: 1, text: "Empty rule .a {}" },
      { line: 4, column: 6, text: "Comment /* only a comment */" },
      { line: 4, column: 1, text: "Empty rule .c {}" },
    ]);
    expect(result.css).toBe(".b{color:red}");
  });

  it("lists comments inside or beside a value, selector or prelude, and stray semicolons, as removed", () => {
    const result = minify("b{margin:0 /* note */ 1px;color:red;;}\n.a /* s */ {color: /* c */ blue !important /* i */}\n@media /* m */ screen{a{b:c}}");
    expect(result.css).toBe("b{margin:0 1px;color:red}.a{color:blue!important}@media screen{a{b:c}}");
    expect(result.removed.map((r) => r.text).sort()).toEqual(["Comment /* c */", "Comment /* i */", "Comment /* m */", "Comment /* note */", "Comment /* s */", "Stray semicolon ;"]);
    expect(minify("a{};;b{c:d}").removed.map((r) => r.text)).toEqual(["2 stray semicolons", "Empty rule a {}"]);
    // A comment-like string is not a comment; custom properties stay as written.
    expect(minify("a{content:'/* no */';--x:1 /* kept */;}")).toMatchObject({ css: "a{content:'/* no */';--x:1 /* kept */}", removed: [] });
  });

  it("writes #fa0 as #fa0: orange is #ffa500, another colour", () => {
    expect(minify("a{color:#ffaa00;background:#FA0;border-color:#ffa500}").css).toBe("a{color:#fa0;background:#fa0;border-color:orange}");
  });

  it("keeps and reports a part css-tree cannot read, instead of dropping it", () => {
    const result = minify("@supports (display:grid) and (not (display:inline-grid)) {\n  .a { display : grid }\n}");
    expect(result.css).toBe("@supports (display:grid) and (not (display:inline-grid)){.a{display:grid}}");
    expect(result.keptAsWritten).toEqual([{ line: 1, column: 1, text: "@supports prelude (display:grid) and (not (display:inline-grid))" }]);
    const value = minify(".a { color: red  !ie; width: 1px }");
    expect(value.css).toContain("width:1px");
  });

  it("counts licence comments", () => {
    expect(minify("/*! one */a{b:c}/*! two */").licenceComments).toBe(2);
  });

  it("loses no declaration on a corpus of modern CSS: the minified sheet declares exactly what the original does", () => {
    const minified = minify(MODERN_CSS).css;
    const before = declarations(MODERN_CSS);
    expect(before.length).toBeGreaterThan(30);
    // The comparison can fail: one declaration fewer, or one value changed, is caught.
    expect(declarations(MODERN_CSS.replace("flex: 1 1 0px;", ""))).not.toEqual(before);
    expect(declarations(MODERN_CSS.replace("flex: 1 1 0px;", "flex: 1 1 0;"))).not.toEqual(before);
    expect(declarations(minified)).toEqual(before);
    expect(minified).toContain("/*! Acme UI v2.1 | MIT licence */");
    expect(minify(minified).css).toBe(minified);
    expect(minified.length).toBeLessThan(MODERN_CSS.length * 0.85);
    expect(minified).toContain('content:"\\2713"');
  });
});

describe("formatCss", () => {
  it("prints the brief's snapshot as Prettier does", () => {
    expect(format(".a{color:red;margin:0}@media (min-width:600px){.c{x:y}}")).toBe(
      ".a {\n  color: red;\n  margin: 0;\n}\n@media (min-width: 600px) {\n  .c {\n    x: y;\n  }\n}\n",
    );
  });

  it.each([
    ["selectors one per line, combinators spaced", ".a,.b>.c , :is(.d, .e)~.f{top:0}", ".a,\n.b > .c,\n:is(.d, .e) ~ .f {\n  top: 0;\n}\n"],
    ["attribute and nth selectors untouched", "input[a~='x  y']+li:nth-child(2n+1){top:0}", "input[a~='x  y'] + li:nth-child(2n+1) {\n  top: 0;\n}\n"],
    ["strings and data URIs untouched", 'a{content:"a  b";background:url(data:image/png;base64,iVBOR  w0K)}', 'a {\n  content: "a  b";\n  background: url(data:image/png;base64,iVBOR  w0K);\n}\n'],
    ["custom properties as written", ":root{--x: { a: b };--z: 1px  2px}", ":root {\n  --x: { a: b };\n  --z: 1px  2px;\n}\n"],
    ["nesting", ".a{color:red;&:hover{color:blue}> .b{top:0}}", ".a {\n  color: red;\n  &:hover {\n    color: blue;\n  }\n  > .b {\n    top: 0;\n  }\n}\n"],
    ["comments kept, one blank line kept", "/*! MIT */\n.a{top:0}\n\n\n\n/* b */\n.b{top:0}", "/*! MIT */\n.a {\n  top: 0;\n}\n\n/* b */\n.b {\n  top: 0;\n}\n"],
    ["statement at-rules", "@import url(x.css) layer(base);@layer a,b;", "@import url(x.css) layer(base);\n@layer a,b;\n"],
    ["!important", ".a{color:red!important}", ".a {\n  color: red !important;\n}\n"],
  ])("%s", (_name, source, expected) => {
    expect(format(source)).toBe(expected);
  });

  it.each([
    ["4", ".a {\n    top: 0;\n}\n"],
    ["tab", ".a {\n\ttop: 0;\n}\n"],
  ] as const)("indents with %s", (indent, expected) => {
    expect(format(".a{top:0}", { indent, sort: false })).toBe(expected);
  });

  it("sorts properties without changing the cascade: shorthand/longhand and fallbacks keep their order", () => {
    expect(format(".a{z-index:1;margin-top:1px;margin:0;color:red;--v:1;display:-webkit-box;display:flex}", { indent: "2", sort: true })).toBe(
      ".a {\n  --v: 1;\n  color: red;\n  display: -webkit-box;\n  display: flex;\n  margin-top: 1px;\n  margin: 0;\n  z-index: 1;\n}\n",
    );
  });

  it("is idempotent and loses no declaration on the modern corpus", () => {
    for (const options of [TWO, { indent: "tab", sort: false } as const]) {
      const once = format(MODERN_CSS, options);
      expect(format(once, options)).toBe(once);
      expect(declarations(once)).toEqual(declarations(MODERN_CSS));
    }
    const sorted = format(MODERN_CSS, { indent: "2", sort: true });
    expect(declarations(sorted).sort()).toEqual(declarations(MODERN_CSS).sort());
  });

  it("keeps every comment where it was, inside values, selectors and preludes too", () => {
    expect(format("a /* s, t */ , b/*t*/{margin:0 /* note */ 1px;color: /*c*/ red;x:1 !important /* y */;}\n@media /* m */ screen{a{b:c}}")).toBe(
      "a /* s, t */,\nb /*t*/ {\n  margin: 0 /* note */ 1px;\n  color: /*c*/ red;\n  x: 1 !important /* y */;\n}\n@media /* m */ screen {\n  a {\n    b: c;\n  }\n}\n",
    );
    const once = format("a/*x*/>b{c:d /* e */;--f:g /* h */;}");
    expect(once).toBe("a/*x*/ > b {\n  c: d /* e */;\n  --f: g /* h */;\n}\n");
    expect(format(once)).toBe(once);
  });

  it("hints at properties set twice in one block", () => {
    expect(duplicateProperties(root(".a{color:red;\ncolor:blue;top:0}\n.b{display:-webkit-box;display:flex}"))).toEqual([
      { property: "color", selector: ".a", lines: [1, 2] },
      { property: "display", selector: ".b", lines: [3, 3] },
    ]);
  });
});

describe("helpers", () => {
  it.each([
    ["0.50", ".5"], ["1.0", "1"], ["-0.5", "-.5"], ["010", "10"], ["0", "0"], ["0.0", "0"], ["12", "12"], ["+1.50", "1.5"],
  ])("shortNumber(%s) = %s", (input, expected) => expect(shortNumber(input)).toBe(expected));

  it("collapseWhitespace keeps strings and unquoted url() as they are", () => {
    expect(collapseWhitespace('  a   "b   c"  url(x  y)   d ')).toBe('a "b   c" url(x  y) d');
    expect(formatSelector(".a>.b")).toBe(".a > .b");
  });

  it("formats sizes and savings", () => {
    expect(formatBytes(999)).toBe("999 B");
    expect(formatBytes(12_345)).toBe("12.3 kB");
    expect(percentSaved(1000, 250)).toBe("75.0%");
  });
});
