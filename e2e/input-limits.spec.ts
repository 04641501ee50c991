import { expect, test } from "@/e2e/support/test";
import { liveTools } from "@/tools/registry";
import type { ToolTextInput } from "@/tools/types";

/**
 * A tool never freezes the page (docs/architecture.md "Input bounds"): every live tool that declares the text it
 * reads (ToolModule.textInput) is fed at its stated limit and at ten times it, pasted into its text field and, when
 * it has one, opened as a file, on a CPU slowed four times. The page must stay usable — a script round trip and a
 * click elsewhere are handled — and answer: the text is taken whole at the limit, and past it the page says why.
 */

/**
 * Longest text fed past a limit. Ten times a limit of two million characters would be a 20 MB paste, minutes of CI
 * for nothing a text one character past the limit does not already show; a tool is fed ten times its limit, or this
 * much, and always at least one more than its limit.
 */
const FEED_CAP = 2_000_000;

/** `count` lines, or exactly `count` characters, of the tool's own kind of input. */
function inputOf(input: ToolTextInput, count: number): string {
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; input.of === "lines" ? lines.length < count : length < count; i++) {
    const line = input.sample(i);
    lines.push(line);
    length += line.length + 1;
  }
  const text = lines.join("\n");
  if (input.of === "lines") return text;
  const cut = text.slice(0, count);
  // Never end on half a surrogate pair: the text stays exactly `count` UTF-16 units, as the limits count.
  return /[\uD800-\uDBFF]$/.test(cut) ? `${cut.slice(0, -1)} ` : cut;
}

const tools = liveTools.filter((m) => m.textInput);

test("the tools that read text declare it", () => {
  // Guards the loop below against an empty registry filter (a renamed field would silently test nothing).
  expect(tools.map((m) => m.definition.id)).toEqual(expect.arrayContaining(["markdown-editor", "random-name-picker", "phone-extractor"]));
});

for (const tool of tools) {
  const input = tool.textInput!;
  const { id, route, name } = tool.definition;
  const sizes = [input.limit, Math.max(input.limit + 1, Math.min(input.limit * 10, FEED_CAP))];
  for (const size of sizes) {
    const past = size > input.limit;
    for (const via of input.file ? (["paste", "file"] as const) : (["paste"] as const)) {
      const what = `${size.toLocaleString("en-US")} ${input.of}`;
      test(`${name}: ${past ? `past its limit of ${input.limit.toLocaleString("en-US")}` : "at its limit"} (${what}), by ${via}`, async ({ page }) => {
        // Two million characters through a 4×-slowed CPU, beside other tests: a while, but an end (a freeze has none).
        test.setTimeout(240_000);
        await page.goto(route);
        const root = page.locator(`[data-tool-ui="${id}"]`);
        await expect(root).toBeVisible();
        await page.waitForLoadState("networkidle");
        const field = root.locator("textarea").first();
        await expect(field).toBeVisible();

        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

        const text = inputOf(input, size);
        if (via === "paste") {
          // A real paste (Ctrl+V from the clipboard). Input.insertText is not one: Chromium applies it line by line,
          // at a cost that grows with the square of the text in the browser itself, whatever the page does.
          await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
          await page.evaluate((t) => navigator.clipboard.writeText(t), text);
          await field.focus();
          await page.keyboard.press("ControlOrMeta+V");
        } else {
          await root.locator("input[type=file]").first().setInputFiles({ name: "input.md", mimeType: "text/plain", buffer: Buffer.from(text) });
        }

        // The page stays usable: a script round trip, then a click elsewhere that moves the focus. The wait is for a
        // state, not a speed: the browser's own handling of a two-million-character paste on a slowed CPU takes a while
        // on a loaded machine, while a page frozen by work that grows faster than its input never answers.
        expect(await page.evaluate(() => 1)).toBe(1);
        await field.focus();
        await page.locator("h1").first().click({ timeout: 120_000 });
        await expect(field).not.toBeFocused();

        // And it answers.
        const alerts = root.getByRole("alert");
        if (!past) {
          expect(await field.evaluate((el: HTMLTextAreaElement) => el.value.length)).toBe(text.length);
          await expect(alerts.filter({ hasText: input.limit.toLocaleString("en-US") })).toHaveCount(0);
        } else if (via === "paste") {
          await expect(alerts.filter({ hasText: input.limit.toLocaleString("en-US") }).first()).toBeVisible();
        } else {
          // A file past the limit is refused by the file's own limit or read and then refused by the text limit.
          await expect(alerts.first()).toBeVisible();
        }
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      });
    }
  }
}
