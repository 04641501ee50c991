import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import spec from "commonmark-spec";
import { describe, expect, it } from "vitest";
import { createEngine } from "./engine";
import { highlight } from "./highlight";

const window = new JSDOM("").window;
const purify = createDOMPurify(window);
const engine = createEngine(purify);
const withCode = createEngine(purify, highlight);

function dom(html: string): HTMLElement {
  const div = window.document.createElement("div");
  div.innerHTML = html;
  return div;
}

/** The HTML as a browser serialises it, without the attributes the editor adds (line numbers, new-tab links). */
function normalise(html: string): string {
  const div = dom(html);
  for (const element of div.querySelectorAll("*")) for (const name of ["data-line", "target", "rel"]) element.removeAttribute(name);
  return div.innerHTML.replace(/\n/g, "");
}

/** Fails with the offending markup when the HTML holds anything that can run code or leave the page unasked. */
function expectInert(html: string): void {
  const div = dom(html);
  expect(div.querySelectorAll("script, style, iframe, frame, object, embed, form, button, base, meta, link, svg, math, textarea, template").length, html).toBe(0);
  for (const element of div.querySelectorAll("*")) {
    for (const attr of Array.from(element.attributes)) {
      expect(attr.name.startsWith("on"), `${attr.name} on <${element.tagName}> in ${html}`).toBe(false);
      expect(["style", "formaction", "action", "srcdoc", "srcset"].includes(attr.name), `${attr.name} in ${html}`).toBe(false);
      if (["href", "src", "xlink:href", "poster", "cite"].includes(attr.name)) {
        const value = attr.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
        const scheme = /^([a-z][a-z0-9+.-]*):/.exec(value)?.[1];
        const allowed = !scheme || ["http", "https", "mailto", "tel"].includes(scheme) || (scheme === "data" && element.tagName === "IMG" && value.startsWith("data:image/"));
        expect(allowed, `${attr.name}="${attr.value}" on <${element.tagName}> in ${html}`).toBe(true);
      }
    }
    if (element.tagName === "INPUT") {
      expect(element.getAttribute("type")).toBe("checkbox");
      expect(element.hasAttribute("disabled")).toBe(true);
    }
  }
}

describe("CommonMark 0.31.2 spec examples", () => {
  /**
   * Where the editor differs from plain CommonMark on purpose: GitHub's autolink extension links bare URLs and
   * addresses (602, 608, 611, 612), and the sanitiser removes <textarea> (171). The expected HTML goes through the same
   * sanitiser, so raw HTML the sanitiser drops (comments, unknown tags) is compared after sanitising too.
   */
  const differs = new Set([171, 602, 608, 611, 612]);
  const tab = (s: string) => s.replace(/→/g, "\t");
  it.each(spec.tests.filter((t) => !differs.has(t.number)).map((t) => [t.number, t.section, t] as const))("example %i (%s)", (_n, _s, example) => {
    const expected = normalise(purify.sanitize(tab(example.html), { USE_PROFILES: { html: true } }));
    expect(normalise(engine.render(tab(example.markdown)))).toBe(expected);
  });

  it("the listed differences are the GitHub extensions and the sanitiser, nothing else", () => {
    expect(normalise(engine.render("https://example.com\n"))).toBe('<p><a href="https://example.com">https://example.com</a></p>');
    expect(normalise(engine.render("foo@bar.example.com\n"))).toBe('<p><a href="mailto:foo@bar.example.com">foo@bar.example.com</a></p>');
    expect(normalise(engine.render("<textarea>\n\n*foo*\n\n</textarea>\n"))).not.toContain("<textarea");
  });
});

describe("GitHub Flavored Markdown", () => {
  it.each([
    ["table", "| a | b |\n|---|---|\n| 1 | 2 |", "<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>"],
    ["strikethrough", "~~gone~~", "<p><s>gone</s></p>"],
    ["autolinked URL", "see https://utilify.example/x.", '<p>see <a href="https://utilify.example/x">https://utilify.example/x</a>.</p>'],
    ["file names and versions stay text", "edit README.md and v1.2", "<p>edit README.md and v1.2</p>"],
  ])("%s", (_name, markdown, expected) => {
    expect(normalise(engine.render(markdown))).toBe(expected);
  });

  it("keeps table alignment without allowing style attributes elsewhere", () => {
    const div = dom(engine.render("| a | b |\n|:--|--:|\n| 1 | 2 |"));
    // markdown-it writes alignment as style="text-align:…", which the sanitiser drops: it becomes a class.
    expect(Array.from(div.querySelectorAll("th, td")).map((cell) => cell.className)).toEqual(["align-left", "align-right", "align-left", "align-right"]);
    expect(div.querySelectorAll("td")[1]?.textContent).toBe("2");
    expect(dom(engine.render("| a |\n|---|\n| 1 |")).querySelector("th")?.hasAttribute("class")).toBe(false);
  });

  it("renders task lists as checkboxes with the item as their label", () => {
    const div = dom(engine.render("- [x] done\n- [ ] to do\n- plain"));
    const boxes = div.querySelectorAll("input");
    expect(boxes.length).toBe(2);
    expect((boxes[0] as HTMLInputElement).checked).toBe(true);
    expect((boxes[1] as HTMLInputElement).checked).toBe(false);
    expect(boxes[0]?.closest("label")?.textContent?.trim()).toBe("done");
    expect(div.querySelector("ul")?.className).toBe("contains-task-list");
    expectInert(div.innerHTML);
  });

  it("renders footnotes with links both ways", () => {
    const div = dom(engine.render("Text[^1] and more[^note].\n\n[^1]: First.\n[^note]: Second."));
    expect(div.querySelectorAll("sup.footnote-ref a").length).toBe(2);
    expect(div.querySelector("section.footnotes ol")?.children.length).toBe(2);
    expect(div.querySelector("sup.footnote-ref a")?.getAttribute("href")).toBe("#fn1");
    expect(div.querySelector("sup.footnote-ref a")?.hasAttribute("target")).toBe(false);
    expect(div.querySelector("#fn1 a.footnote-backref")?.getAttribute("href")).toBe("#fnref1");
  });

  it("marks each block with its first source line (0-based) for scroll sync", () => {
    const div = dom(engine.render("# Title\n\nPara one\nstill one\n\n- a\n- b\n\n```js\nx\n```\n"));
    expect(div.querySelector("h1")?.getAttribute("data-line")).toBe("0");
    expect(div.querySelector("p")?.getAttribute("data-line")).toBe("2");
    expect(div.querySelector("ul")?.getAttribute("data-line")).toBe("5");
    expect(div.querySelectorAll("li")[1]?.getAttribute("data-line")).toBe("6");
    expect(div.querySelector("[data-line='8']")?.tagName).toBe("CODE");
  });

  it("opens links out in a new tab without referrer or opener; in-page links stay", () => {
    const a = dom(engine.render("[x](https://example.com) [y](#top)")).querySelectorAll("a");
    expect(a[0]?.getAttribute("target")).toBe("_blank");
    expect(a[0]?.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(a[1]?.hasAttribute("target")).toBe(false);
  });
});

describe("a long document's preview in pieces", () => {
  it("gives the same HTML as one render, with references and footnotes across pieces", () => {
    const doc = [
      "# Title",
      ...Array.from({ length: 30 }, (_, i) => `Paragraph ${i} with a [link][ref] and a note.[^n]\n\n- item ${i}\n- second`),
      "> quote\n> more",
      "```js\nconst a = 1;\n```",
      "| a | b |\n|:--|--:|\n| 1 | 2 |",
      "[ref]: https://example.com",
      "[^n]: The note.",
    ].join("\n\n");
    const pieces = [...engine.renderInPieces(doc, 10)];
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join("")).toBe(engine.render(doc));
  });

  it("keeps raw HTML that spans blocks whole", () => {
    const doc = ["<details>", "", ...Array.from({ length: 30 }, (_, i) => `Paragraph ${i}`), "", "</details>"].join("\n\n");
    expect([...engine.renderInPieces(doc, 10)].join("")).toBe(engine.render(doc));
  });

  it("gives nothing for an empty document and one piece for a short one", () => {
    expect([...engine.renderInPieces("")]).toEqual([]);
    expect([...engine.renderInPieces("# hi\n\ntext")]).toEqual([engine.render("# hi\n\ntext")]);
  });
});

describe("code highlighting", () => {
  it.each([
    ["js", "const x = 1;", "hljs-keyword"],
    ["python", "def f():\n    return 1", "hljs-keyword"],
    ["json", '{"a": 1}', "hljs-attr"],
    ["html", "<b>x</b>", "hljs-tag"],
    ["sh", "echo hi", "hljs-built_in"],
  ])("colours a %s fence", (language, code, className) => {
    const html = withCode.render("```" + language + "\n" + code + "\n```");
    expect(html).toContain(`class="${className}"`);
    expect(html).toContain(`class="language-${language}"`);
    expectInert(html);
  });

  it("leaves an unknown language as escaped plain text", () => {
    const html = withCode.render("```klingon\n<b>qapla'</b>\n```");
    expect(normalise(html)).toBe('<pre><code class="language-klingon">&lt;b&gt;qapla\'&lt;/b&gt;</code></pre>');
  });

  it("escapes code even when the language is known", () => {
    expectInert(withCode.render("```html\n<script>alert(1)</script><img src=x onerror=alert(1)>\n```"));
    expect(dom(withCode.render("```html\n<script>alert(1)</script>\n```")).querySelector("code")?.textContent).toBe("<script>alert(1)</script>\n");
  });
});

describe("the preview is sanitised: the usual XSS payload classes", () => {
  it.each([
    ["script tag", "<script>alert(1)</script>"],
    ["script in a block", "<div>\n<script>alert(1)</script>\n</div>"],
    ["event handler on img", "<img src=x onerror=alert(1)>"],
    ["event handler on any tag", '<p onclick="alert(1)">hi</p>'],
    ["details ontoggle", "<details open ontoggle=alert(1)><summary>x</summary></details>"],
    ["svg onload", "<svg onload=alert(1)><circle r=5></circle></svg>"],
    ["svg script", "<svg><script>alert(1)</script></svg>"],
    ["markdown javascript: link", "[x](javascript:alert(1))"],
    ["mixed-case scheme", "[x](JaVaScRiPt:alert(1))"],
    ["entity-encoded scheme", "[x](&#106;avascript:alert(1))"],
    ["scheme with a tab", "[x](java\tscript:alert(1))"],
    ["raw javascript: link", '<a href="javascript:alert(1)">x</a>'],
    ["raw link with encoded colon", '<a href="javascript&colon;alert(1)">x</a>'],
    ["raw link with whitespace", '<a href=" &#14; javascript:alert(1)">x</a>'],
    ["vbscript link", '<a href="vbscript:msgbox(1)">x</a>'],
    ["data: link in markdown", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["data: link in HTML", '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ["javascript: autolink", "<javascript:alert(1)>"],
    ["javascript: image", "![x](javascript:alert(1))"],
    ["file: link", "[x](file:///etc/passwd)"],
    ["reference link", "[x][a]\n\n[a]: javascript:alert(1)"],
    ["iframe", '<iframe src="https://evil.example"></iframe>'],
    ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ["object", '<object data="evil.swf"></object>'],
    ["embed", '<embed src="evil.swf">'],
    ["form with button", '<form action="https://evil.example"><button formaction="javascript:alert(1)">go</button></form>'],
    ["text input", '<input type="text" autofocus onfocus="alert(1)">'],
    ["base tag", '<base href="https://evil.example/">'],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ["link import", '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ["style tag", "<style>body{display:none}</style>"],
    ["style attribute overlay", '<div style="position:fixed;inset:0;background:red">x</div>'],
    ["mutation XSS (math/style)", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
    ["mutation XSS (noscript)", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ["template", "<template><img src=x onerror=alert(1)></template>"],
    ["srcset", '<img src="a.png" srcset="https://evil.example/track.png 2x">'],
    ["xlink in svg", '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    ["unclosed tag across lines", '<img src=x\nonerror=alert(1)>'],
  ])("%s", (_name, markdown) => {
    expectInert(engine.render(markdown));
  });

  it.each([
    ["[x](javascript:alert(1))"],
    ['<a href="javascript:alert(1)">x</a>'],
    ["[x](data:text/html,hi)"],
  ])("%s gets no href", (markdown) => {
    const div = dom(engine.render(markdown));
    for (const a of div.querySelectorAll("a")) expect(a.hasAttribute("href")).toBe(false);
  });

  it("keeps the harmless HTML people write in Markdown", () => {
    const html = normalise(engine.render("<details><summary>More</summary>\n\nHidden *text*\n</details>\n\nPress <kbd>Ctrl</kbd>+<kbd>S</kbd>, H<sub>2</sub>O, x<sup>2</sup>"));
    expect(html).toContain("<details><summary>More</summary>");
    expect(html).toContain("<kbd>Ctrl</kbd>");
    expect(html).toContain("<sub>2</sub>");
    expect(normalise(engine.render("![dot](data:image/png;base64,iVBORw0KGgo=)"))).toBe('<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"></p>');
  });
});

describe("the page's claims", () => {
  it("colours the 19 languages the page names", async () => {
    const { content } = await import("../content");
    const hljs = (await import("highlight.js/lib/core")).default;
    expect(hljs.listLanguages()).toHaveLength(19);
    expect(content.featureList.join(" ")).toContain("19 languages");
  });
});
