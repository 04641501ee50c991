import { writeFile } from "node:fs/promises";
import { expect, test } from "@/e2e/support/test";
import { liveTools } from "@/tools/registry";
import type { ToolTextInput } from "@/tools/types";

/**
 * A tool never freezes the page (docs/architecture.md "Input bounds"): every live tool that declares the text it
 * reads (ToolModule.textInput) is fed at its stated limit and at ten times it, on a CPU slowed four times: opened as a
 * file where the tool has a file picker, pasted into each large text field. The page must stay usable — a script round trip and a
 * click elsewhere are handled — and answer: the text is taken whole at the limit, and past it the page says why.
 */

/**
 * Longest text fed past a limit. Ten times a limit of two hundred thousand characters is a two-million-character
 * paste: about a minute of a loaded CI machine's time, for nothing that half a million characters do not show as well
 * (work that grows faster than its input freezes at either size). A tool is fed ten times its limit, or this much,
 * and always at least one more than its limit.
 */
const FEED_CAP = 500_000;

/**
 * Longest paste. Past this, the time goes to Chromium's own paste into a text area, not to the page: 50 MB pasted
 * into the JSON Formatter on the 4×-slowed CPU did not finish within four minutes. A limit above it is reached by file
 * (at the limit and one past it), and by a paste of this size.
 */
const PASTE_CAP = 4_000_000;

/** A whole document of exactly `count` characters: as many samples as fit, then spaces (whitespace in JSON). */
function documentOf(input: ToolTextInput, { open, separator, close }: NonNullable<ToolTextInput["document"]>, count: number): string {
  const items: string[] = [];
  let length = open.length + close.length;
  for (let i = 0; ; i++) {
    const item = input.sample(i);
    const added = item.length + (items.length > 0 ? separator.length : 0);
    if (length + added > count) break;
    items.push(item);
    length += added;
  }
  return `${open}${items.join(separator)}${close}${" ".repeat(count - length)}`;
}

/** `count` lines, or exactly `count` characters, of the tool's own kind of input. */
function inputOf(input: ToolTextInput, count: number): string {
  if (input.document) return documentOf(input, input.document, count);
  const lines: string[] = [];
  let length = 0;
  for (
    let i = 0;
    input.of === "lines" ? lines.length < count : length < count;
    i++
  ) {
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

/** Every declared text field of every live tool, with the tool it belongs to. */
const fields = liveTools.flatMap((tool) => {
  const declared = tool.textInput;
  const inputs: readonly ToolTextInput[] = declared === undefined ? [] : Array.isArray(declared) ? declared : [declared as ToolTextInput];
  return inputs.map((input) => ({ tool, input }));
});

test("the tools that read text declare it", () => {
  // Guards the loop below against an empty registry filter (a renamed field would silently test nothing).
  expect(fields.map((f) => f.tool.definition.id)).toEqual(expect.arrayContaining(["markdown-editor", "random-name-picker", "phone-extractor", "code-editor", "json-formatter", "json-editor"]));
});

const count = (n: number) => n.toLocaleString("en-US");

for (const { tool, input } of fields) {
  const { id, route, name } = tool.definition;
  const stated = input.stated ?? count(input.limit);
  const pastSize = Math.max(input.limit + 1, Math.min(input.limit * 10, FEED_CAP));
  const pastes = input.paste !== false;
  // Each way in once: the text at its limit through the file picker where the tool has one (else pasted, or as much
  // as a paste can take), and ten times it pasted where a paste can hold it (else as a file).
  const cases = [
    input.file ? { size: input.limit, via: "file" as const } : { size: Math.min(input.limit, PASTE_CAP), via: "paste" as const },
    pastes && pastSize <= PASTE_CAP ? { size: pastSize, via: "paste" as const } : { size: pastSize, via: "file" as const },
  ];
  for (const { size, via } of cases) {
    const past = size > input.limit;
    const at = past ? `past its limit of ${stated}` : size < input.limit ? `within its limit of ${stated}` : "at its limit";
    const into = input.field ? ` into “${input.field}”` : "";
    test(`${name}: ${at} (${count(size)} ${input.of})${into}, by ${via}`, async ({ page }) => {
      // Two million characters through a 4×-slowed CPU, beside other tests: a while, but an end (a freeze has none).
      // A file the tool holds whole (the JSON Editor's 100 MB: read, checked in a worker, then read into its tree)
      // takes minutes there: its answer is awaited for as long as the test may run.
      const heldWhole = Boolean(input.held) && !past && via === "file";
      test.setTimeout(heldWhole ? 600_000 : 360_000);
      await page.goto(route);
      const root = page.locator(`[data-tool-ui="${id}"]`);
      await expect(root).toBeVisible();
      await page.waitForLoadState("networkidle");
      if (input.choose) {
        // The choice's label is what a person presses (the radio inside it is visually hidden).
        await root.getByText(input.choose, { exact: true }).click();
        await expect(root.getByLabel(input.choose, { exact: true })).toBeChecked();
      }
      // A named field is found by its name: the same locator finds a code editor's text area and, once the editor
      // has taken over, its editing surface.
      const field = input.field ? root.getByRole("textbox", { name: input.field, exact: true }) : root.locator("textarea").first();
      await expect(field).toBeVisible();

      // The CPU is slowed for the page's handling of the text only: putting it on the clipboard or on disk is the
      // test's own setup, not what a visitor's phone does.
      const cdp = await page.context().newCDPSession(page);
      const slowCpu = () => cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

      const text = inputOf(input, size);
      if (via === "paste") {
        // A real paste (Ctrl+V from the clipboard). Input.insertText is not one: Chromium applies it line by line,
        // at a cost that grows with the square of the text in the browser itself, whatever the page does.
        await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
        await page.evaluate((t) => navigator.clipboard.writeText(t), text);
        await field.focus();
        await slowCpu();
        await page.keyboard.press("ControlOrMeta+V");
      } else {
        // Through a file on disk: Playwright takes buffers only up to 50 MB.
        const file = test.info().outputPath("input.md");
        await writeFile(file, text);
        await slowCpu();
        await root.locator("input[type=file]").first().setInputFiles(file);
      }
      if (input.run) await root.getByRole("button", { name: input.run, exact: true }).click({ timeout: 120_000 });

      // The page stays usable: a script round trip, then a click elsewhere that moves the focus. The wait is for a
      // state, not a speed: the browser's own handling of a two-million-character paste on a slowed CPU takes a while
      // on a loaded machine, while a page frozen by work that grows faster than its input never answers.
      expect(await page.evaluate(() => 1)).toBe(1);
      // After a file, its text may not be in that field any more (a code editor renames the field after the file; a
      // file too large to show is held, not shown): then any of the tool's controls.
      const editable = via === "file" ? root.getByRole("button").first() : field;
      await editable.focus();
      await page.locator("h1").first().click({ timeout: 120_000 });
      await expect(editable).not.toBeFocused();

      // And it answers.
      const alerts = root.getByRole("alert");
      if (!past) {
        if (input.held) {
          // A state, not a speed, as above: the JSON Editor checks a 100 MB file in a worker, then its tree reads it.
          await expect(root.getByTestId(input.held)).toContainText(`${count(text.length)} characters`, { timeout: heldWhole ? 400_000 : 150_000 });
        } else {
          // A file is read after the click (its checks load on first use, then the file itself): its text arrives when
          // that is done, which on a loaded machine is a while after the click.
          await expect.poll(() => field.evaluate((el: HTMLTextAreaElement) => el.value.length), { timeout: 150_000 }).toBe(text.length);
        }
        await expect(alerts.filter({ hasText: stated })).toHaveCount(0);
      } else if (via === "paste") {
        await expect(alerts.filter({ hasText: stated }).first()).toBeVisible();
      } else {
        // A file past the limit is refused by the file's own limit or read and then refused by the text limit.
        await expect(alerts.first()).toBeVisible();
      }
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    });
  }
}
