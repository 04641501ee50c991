import { describe, expect, it } from "vitest";
import { clipboardParts, fileName, standaloneHtml, titleOf } from "./export";

describe("title and file names", () => {
  it.each([
    ["# Release notes\n\ntext", "Release notes"],
    ["intro\n\n## **Bold** [link](x) heading ##", "Bold link heading"],
    ["Setext title\n===\n\n# Later", "Setext title"],
    ["- item\n---\n# Real", "Real"],
    ["no heading", "Document"],
    ["", "Document"],
  ])("%j → %j", (markdown, title) => {
    expect(titleOf(markdown)).toBe(title);
  });

  it.each([
    ["Release notes", "md", "release-notes.md"],
    ["Über: straße 2026!", "html", "über-straße-2026.html"],
    ["日本語のメモ", "md", "日本語のメモ.md"],
    ["***", "md", "document.md"],
  ] as const)("%j → %j", (title, ext, name) => {
    expect(fileName(title, ext)).toBe(name);
  });
});

describe("standalone HTML", () => {
  const doc = standaloneHtml('A <b>"title"</b>', '<h1 data-line="0">Hi</h1>\n<p data-line="2">x</p>\n');

  it("is a complete document with the styles inline and no script", () => {
    expect(doc.startsWith("<!doctype html>\n<html lang=\"en\">")).toBe(true);
    expect(doc).toContain("<title>A &lt;b&gt;&quot;title&quot;&lt;/b&gt;</title>");
    expect(doc).toContain(".markdown-body h1{");
    expect(doc).toContain('<main class="markdown-body">\n<h1>Hi</h1>\n<p>x</p>\n</main>');
    expect(doc).not.toMatch(/<script|data-line/);
  });

  it("gives the clipboard HTML and the Markdown as plain text", () => {
    expect(clipboardParts("# Hi", '<h1 data-line="0">Hi</h1>')).toEqual({ "text/html": "<h1>Hi</h1>", "text/plain": "# Hi" });
  });
});
