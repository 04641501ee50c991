import { describe, expect, it } from "vitest";
import { GUARD_NAME } from "./loop-guard";
import { PREVIEW_CSP, buildPreview, guardHtmlScripts } from "./preview";

const files = { html: "<h1>Hi</h1>\n<p>x</p>", css: "h1 { color: red }", js: "let i = 0;\nwhile (true) { i++; }" };

describe("buildPreview", () => {
  it("puts the CSP first in the head, before any of the user's code", () => {
    const { srcdoc } = buildPreview(files, "t1");
    const csp = srcdoc.indexOf(`<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`);
    expect(csp).toBeGreaterThan(0);
    expect(csp).toBeLessThan(srcdoc.indexOf("<script>"));
    expect(PREVIEW_CSP).toContain("connect-src 'none'");
    expect(PREVIEW_CSP).toContain("default-src 'none'");
    expect(PREVIEW_CSP).not.toContain("'self'");
  });

  it("guards the JS file's loops and tags messages with the run's token", () => {
    const { srcdoc } = buildPreview(files, "run-42");
    expect(srcdoc).toContain(`while (true) {${GUARD_NAME}("script.js, line 2"); i++; }`);
    expect(srcdoc).toContain('var token="run-42"');
  });

  it("maps lines of the document back to the file and line the user wrote", () => {
    const preview = buildPreview(files, "t");
    const lines = preview.srcdoc.split("\n");
    const h1 = lines.findIndex((line) => line === "<h1>Hi</h1>") + 1;
    const loop = lines.findIndex((line) => line.startsWith("while (true)")) + 1;
    expect(preview.locate(h1)).toBe("index.html, line 1");
    expect(preview.locate(h1 + 1)).toBe("index.html, line 2");
    expect(preview.locate(loop)).toBe("script.js, line 2");
    expect(preview.locate(1)).toBeNull();
  });

  it("keeps </script> and </style> in the user's code from closing our elements early", () => {
    const { srcdoc } = buildPreview({ html: "", css: "a::after { content: '</style>' }", js: "const s = '</SCRIPT>';" }, "t");
    expect(srcdoc).toContain("content: '<\\/style>'");
    expect(srcdoc).toContain("const s = '<\\/SCRIPT>';");
    expect(srcdoc.match(/<\/script>/g)).toHaveLength(2);
    expect(srcdoc.match(/<\/style>/g)).toHaveLength(1);
  });

  it("runs JS that does not parse as written, so the browser reports its own syntax error", () => {
    expect(buildPreview({ html: "", css: "", js: "while (" }, "t").srcdoc).toContain("<script>\nwhile (\n</script>");
  });
});

describe("guardHtmlScripts", () => {
  it.each([
    ["<script>for(;;){}</script>", `<script>for(;;){${GUARD_NAME}("index.html, line 1");}</script>`],
    ["<p>\n</p>\n<SCRIPT type='module'>\nwhile(1);</SCRIPT>", `<p>\n</p>\n<SCRIPT type='module'>\nwhile(1){${GUARD_NAME}("index.html, line 4");;}</SCRIPT>`],
    ['<script type="text/javascript">do{}while(1)</script>', `<script type="text/javascript">do{${GUARD_NAME}("index.html, line 1");}while(1)</script>`],
  ])("guards the inline script in %j", (html, expected) => {
    expect(guardHtmlScripts(html)).toBe(expected);
  });

  it.each([
    '<script src="x.js"></script>',
    '<script type="application/json">{"while": "(true)"}</script>',
    '<script type="importmap">{}</script>',
    "<script>while (</script>",
    "<p>no scripts, while (true) {}</p>",
    "<script>unclosed for(;;){}",
    "<script",
  ])("leaves %j as written", (html) => {
    expect(guardHtmlScripts(html)).toBe(html);
  });
});
