import { readFileSync } from "node:fs";
import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The Markdown Editor (vectors from tools/markdown-editor/logic/*.test.ts). */

const isPhone = () => test.info().project.name === "phone";

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/markdown-editor");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Markdown Editor");
  await expect(page.locator("[data-tool-ui='markdown-editor']")).toBeVisible();
  return errors;
}

const editor = (page: Page) => page.getByLabel("Markdown", { exact: true });
const preview = (page: Page) => page.getByTestId("markdown-preview");

async function showPreview(page: Page) {
  if (isPhone()) await page.getByText("Preview", { exact: true }).first().click();
}
async function showEditor(page: Page) {
  if (isPhone()) await page.getByText("Write", { exact: true }).click();
}

const MARKER = "zq7marker";
const DOC = `# Release ${MARKER}

| Feature | Tests |
|:--|--:|
| Export | 42 |

- [x] done
- [ ] to do

Text with a note[^1] and ~~old~~.

\`\`\`js
const total = 1;
\`\`\`

<img src=x onerror="window.__xss = 1"> <script>window.__xss = 2</script>
[bad](javascript:window.__xss=3)

[^1]: The note.
`;

test("GFM preview, sanitised; toolbar and shortcuts; autosave; exports; nothing typed leaves the browser @phone", async ({ page }) => {
  const errors = await open(page);
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));

  await editor(page).fill(DOC);
  await showPreview(page);
  const view = preview(page);
  await expect(view.locator("table th").first()).toHaveText("Feature");
  await expect(view.locator("table td.align-right")).toHaveText("42");
  await expect(view.locator("input[type=checkbox]").first()).toBeChecked();
  await expect(view.locator("input[type=checkbox]").nth(1)).not.toBeChecked();
  await expect(view.locator("s")).toHaveText("old");
  await expect(view.locator("section.footnotes li")).toContainText("The note.");
  await expect(view.locator("code.language-js .hljs-keyword")).toHaveText("const");
  // markdown-it refuses the javascript: target, so the link stays text; a raw <a href="javascript:"> loses its href.
  await expect(view.getByText("[bad](javascript:window.__xss=3)")).toBeVisible();
  expect(await view.locator("a[href^='javascript' i]").count()).toBe(0);
  expect(await view.locator("script, [onerror]").count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // Toolbar and shortcut edits, undone with Ctrl+Z.
  await showEditor(page);
  await editor(page).fill("one word");
  await editor(page).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(4, 8));
  await page.getByRole("button", { name: "Bold", exact: true }).click();
  await expect(editor(page)).toHaveValue("one **word**");
  await page.keyboard.press("ControlOrMeta+b");
  await expect(editor(page)).toHaveValue("one word");
  await page.keyboard.press("ControlOrMeta+z");
  await expect(editor(page)).toHaveValue("one **word**");
  await editor(page).fill("- first");
  await editor(page).press("End");
  await editor(page).press("Enter");
  await editor(page).pressSequentially("second");
  await expect(editor(page)).toHaveValue("- first\n- second");

  // Autosave: once the typing stops, the document is in the browser's storage and back after a reload.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("utilify:markdown-editor:document"))).toBe("- first\n- second");
  await expect(page.locator("#markdown-status")).toContainText("saved in this browser");
  await page.reload();
  await expect(editor(page)).toHaveValue("- first\n- second");

  // Exports.
  await editor(page).fill(`# Release notes ${MARKER}\n\nBody`);
  await showPreview(page);
  await expect(preview(page).locator("h1")).toHaveText(`Release notes ${MARKER}`);
  const [md] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download .md" }).click()]);
  expect(md.suggestedFilename()).toBe(`release-notes-${MARKER}.md`);
  expect(readFileSync(await md.path(), "utf8")).toBe(`# Release notes ${MARKER}\n\nBody`);
  const [html] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download .html" }).click()]);
  expect(html.suggestedFilename()).toBe(`release-notes-${MARKER}.html`);
  const doc = readFileSync(await html.path(), "utf8");
  expect(doc).toContain(`<title>Release notes ${MARKER}</title>`);
  expect(doc).toContain(`<h1>Release notes ${MARKER}</h1>`);
  expect(doc).not.toContain("<script");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(sent.filter((line) => line.includes(MARKER) || line.includes("Release%20notes"))).toEqual([]);
  expect(errors).toEqual([]);
});

test("copy HTML and copy rich text put the rendered document on the clipboard", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await open(page);
  await editor(page).fill("**bold** text");
  await expect(preview(page).locator("strong")).toHaveText("bold");
  await page.getByRole("button", { name: "Copy HTML", exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('<p><strong>bold</strong> text</p>\n');
  await page.getByRole("button", { name: "Copy rich text", exact: true }).click();
  // The write is done once its toast shows; reading while it lands fails with "Clipboard data has changed", so read again.
  await expect(page.getByText("Paste into Gmail, Google Docs or Word to keep the formatting.")).toBeVisible();
  await expect(async () => {
    const parts = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return { types: item?.types ?? [], html: item ? await (await item.getType("text/html")).text() : "", text: item ? await (await item.getType("text/plain")).text() : "" };
    });
    expect(parts.types).toEqual(expect.arrayContaining(["text/html", "text/plain"]));
    expect(parts.html).toContain("<strong>bold</strong>");
    expect(parts.text).toBe("**bold** text");
  }).toPass({ timeout: 10_000 });
});

test("scroll sync: scrolling the editor brings the preview to the same block", async ({ page }) => {
  await open(page);
  // Short lines, so no line wraps and the editor's line N sits N line-heights down.
  const sections = Array.from({ length: 40 }, (_, i) => `## Section ${i + 1}\n\nA short paragraph.\nAnd its second line.`).join("\n\n");
  await editor(page).fill(sections);
  await expect(preview(page).locator("h2")).toHaveCount(40);
  // Put the line of "## Section 30" at the top of the editor.
  await editor(page).evaluate((el: HTMLTextAreaElement) => {
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    const line = el.value.split("\n").indexOf("## Section 30");
    el.scrollTop = line * lineHeight;
  });
  await expect
    .poll(() =>
      preview(page).evaluate((el) => {
        const heading = Array.from(el.querySelectorAll("h2")).find((h) => h.textContent === "Section 30")!;
        return Math.abs(heading.getBoundingClientRect().top - el.getBoundingClientRect().top);
      }),
    )
    .toBeLessThan(120);
});

test("a binary file and an oversized document get their own messages", async ({ page }) => {
  await open(page);
  await page.locator("input[type=file]").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) });
  const tool = page.locator("[data-tool-ui='markdown-editor']");
  await expect(tool.getByRole("alert")).toHaveText("photo.png is a PNG image, not Markdown text.");
  await expect(editor(page)).toHaveValue("");
  await page.locator("input[type=file]").setInputFiles({ name: "notes.md", mimeType: "text/markdown", buffer: Buffer.from("# From a file\n") });
  await expect(editor(page)).toHaveValue("# From a file\n");
  await expect(tool.getByRole("alert")).toHaveCount(0);
  await editor(page).fill("x".repeat(500_001));
  await expect(page.getByText("This document is 500,001 characters; the preview stops at 500,000.")).toBeVisible();
  await expect(editor(page)).toHaveAttribute("aria-invalid", "true");
  await expect(preview(page).locator(".markdown-body")).toHaveCount(0);
});

/** A document with no accessibility faults of its own (DOC's bare <img> has no alt: that is the writer's to fix). */
const CLEAN_DOC = DOC.replace('<img src=x onerror="window.__xss = 1">', "");

test("has no accessibility violations, empty and with a rendered document", async ({ page }) => {
  await open(page);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await editor(page).fill(CLEAN_DOC);
  await expect(preview(page).locator("table")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
