import { axe } from "@/e2e/support/axe";
import { shot } from "@/e2e/support/shots";
import { expect, test, type Page } from "@/e2e/support/test";
import { GUARD_NAME } from "../logic/loop-guard";
import { PREVIEW_UNRESPONSIVE_MS } from "../logic/preview-protocol";
import { encodeShare, type Snapshot } from "../logic/share";

/** The Code Editor (vectors from tools/code-editor/logic/*.test.ts). */

async function open(page: Page, hash = "") {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(`/code-editor${hash}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Code Editor");
  // The server renders a textarea; CodeMirror takes its place on first use (here: a click into it), or at once for a
  // share link.
  if (!hash) {
    await expect(page.locator("[data-tool-ui='code-editor'] textarea")).toBeVisible();
    await page.locator("[data-tool-ui='code-editor'] textarea").click();
  }
  await expect(page.locator(".cm-content")).toBeVisible();
  return errors;
}

async function link(snapshot: Snapshot): Promise<string> {
  const result = await encodeShare(snapshot);
  if (!result.ok) throw new Error(result.error);
  return `#${result.fragment}`;
}

const editor = (page: Page) => page.locator(".cm-content");
const consoleLog = (page: Page) => page.getByTestId("code-console");
const preview = (page: Page) => page.frameLocator("[data-testid='code-preview']");

async function type(page: Page, text: string) {
  await editor(page).click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText(text);
}

test("web page: live preview, console, Prettier, and nothing typed leaves the browser @phone", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));
  const errors = await open(page);
  await expect(page.getByText("Write some HTML, CSS or JavaScript to see it here.")).toBeVisible();

  await type(page, '<h1 id="title">Hello zebra-4711</h1>');
  await expect(preview(page).locator("#title")).toHaveText("Hello zebra-4711");

  await page.getByText("style.css", { exact: true }).click();
  await type(page, "h1 { color: rgb(200, 0, 0) }");
  await expect(preview(page).locator("#title")).toHaveCSS("color", "rgb(200, 0, 0)");

  await page.getByText("script.js", { exact: true }).click();
  await type(page, 'const a={b:1,c:[1,2]}\nconsole.log("sum", a.c[0] + a.c[1], a)');
  await expect(consoleLog(page)).toContainText('sum 3 {b: 1, c: [1, 2]}');
  await page.getByRole("button", { name: "Format", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Formatted. Undo (Ctrl+Z) brings back what you had.");
  await expect(editor(page)).toContainText("const a = { b: 1, c: [1, 2] };");

  // A runtime error is reported with the file and line it came from.
  await type(page, "let x = 1;\nnotDefined();");
  await expect(consoleLog(page)).toContainText("notDefined is not defined (script.js, line 2)");

  expect((await axe(page).exclude("iframe").analyze()).violations).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(sent.filter((entry) => entry.includes("zebra-4711") || entry.includes("notDefined"))).toEqual([]);
  // Playwright reports the preview frame's own uncaught error too; the page itself has none.
  expect(errors.filter((message) => message !== "notDefined is not defined")).toEqual([]);
});

test("the preview cannot reach our page, cookies, storage or API", async ({ page, context }) => {
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/links")) apiCalls.push(request.url());
  });
  const js = [
    "const out = [];",
    'try { out.push("cookie: " + document.cookie); } catch (e) { out.push("cookie blocked: " + e.name); }',
    'try { localStorage.setItem("k", "v"); out.push("storage open"); } catch (e) { out.push("storage blocked: " + e.name); }',
    'try { out.push("parent: " + window.parent.document.title); } catch (e) { out.push("parent blocked: " + e.name); }',
    "console.log(out.join(' | '));",
    'fetch("/api/v1/links", { credentials: "include" }).then((r) => console.log("fetch status " + r.status), (e) => console.log("fetch blocked: " + e.name));',
  ].join("\n");
  await open(page, await link({ mode: "web", html: "<p>probe</p>", css: "", js }));
  const origin = new URL(page.url()).origin;
  await context.addCookies([{ name: "probe", value: "secret-cookie", url: origin }]);
  await page.evaluate(() => localStorage.setItem("probe", "secret-storage"));
  // Shared code waits for Run.
  await expect(page.getByRole("status")).toHaveText("Opened the code from the link. Press Run to see its preview.");
  await expect(page.getByTestId("code-preview")).toHaveCount(0);
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(preview(page).locator("p")).toHaveText("probe");
  await expect(consoleLog(page)).toContainText("cookie blocked: SecurityError | storage blocked: SecurityError | parent blocked: SecurityError");
  await expect(consoleLog(page)).toContainText("fetch blocked: TypeError");
  await expect(consoleLog(page)).not.toContainText("secret");
  expect(apiCalls).toEqual([]);
  await expect(page.getByTestId("code-preview")).toHaveAttribute("sandbox", "allow-scripts");
});

test("an endless loop in the preview is stopped, the editor keeps working, and Stop ends the page @phone", async ({ page }) => {
  await open(page, await link({ mode: "web", html: "<p>loop</p>", css: "", js: "let n = 0;\nwhile (true) { n++; }" }));
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(consoleLog(page)).toContainText("Stopped a loop that ran for more than 1 s without a pause (script.js, line 2).");
  await page.getByText("script.js", { exact: true }).click();
  await editor(page).click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText("\n// still typing");
  await expect(editor(page)).toContainText("// still typing");

  // Stop is the kill switch: the frame goes away with whatever it was running.
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(page.getByTestId("code-preview")).toHaveCount(0);
  await expect(page.getByText("Preview stopped. Press Run to start it again.")).toBeVisible();
  await shot(page, "code-editor-stopped");
});

test("code that gets past the loop guard is torn down once the preview stops answering; assigning to the guard does nothing", async ({ page }) => {
  // The first script tries to switch the guard off by assignment (the guard stays and stops its loop); the second hides
  // it behind a local function of the same name, which the guard cannot see: the watchdog ends that frame.
  const html = `<script>window.${GUARD_NAME} = function () {}; while (true) {}</script>`;
  const js = `(function () {\n  function ${GUARD_NAME}() {}\n  for (;;) {}\n})();`;
  await open(page, await link({ mode: "web", html, css: "", js }));
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(consoleLog(page)).toContainText("Stopped a loop that ran for more than 1 s without a pause (index.html, line 1).");
  await expect(page.getByText(`The preview stopped answering for ${PREVIEW_UNRESPONSIVE_MS / 1000} s and was stopped`)).toBeVisible();
  await expect(page.getByTestId("code-preview")).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Run as I type" })).not.toBeChecked();
  await shot(page, "code-editor-unresponsive");
  await editor(page).click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText("\n// still typing");
  await expect(editor(page)).toContainText("// still typing");
});

test("a shared link round-trips the code and language; a damaged one and a syntax error get their messages", async ({ page, browser }) => {
  await open(page);
  await page.getByLabel("Language").selectOption("python");
  const code = "def greet(name):\n    return f\"Grüße, {name} 👋\"\n";
  await type(page, code);
  await page.getByRole("button", { name: "Share link", exact: true }).click();
  const shared = await page.getByLabel("Share link").inputValue();
  expect(shared).toMatch(/\/code-editor#code=[A-Za-z0-9_-]+$/);
  expect(page.url()).toBe(shared);

  const other = await browser.newPage();
  await other.goto(shared);
  await expect(other.getByLabel("Language")).toHaveValue("python");
  await expect(other.locator(".cm-content")).toContainText("Grüße, {name} 👋");
  await other.close();

  // A damaged link leaves the plain textarea in place (nothing to load CodeMirror for) and says what is wrong.
  await page.goto("about:blank");
  await page.goto("/code-editor#code=AAAA");
  await expect(page.getByRole("alert").filter({ hasText: "share link" })).toHaveText("This share link is damaged: part of it is missing or was changed. Ask for the link again, copied whole.");

  await page.getByLabel("Language").selectOption("javascript");
  await type(page, "const a = {;");
  await page.getByRole("button", { name: "Format", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "format" })).toHaveText(/^Can't format: .+ \(line 1, column 12\)\. Nothing was changed\.$/);
  await expect(editor(page)).toHaveText("const a = {;");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
