import { readFile } from "node:fs/promises";
import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The Quote Generator (vectors from tools/quote-generator/logic/quotes.test.ts and the data). */

// “Brevity is the soul of wit.” — its id is the SHA-256 of the normalised text (scripts/build-quotes.ts).
const BREVITY = "Brevity is the soul of wit.";

async function open(page: Page, query = "") {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(`/quote-generator${query}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote Generator");
  await expect(page.locator("[data-tool-ui='quote-generator']")).toBeVisible();
  return errors;
}

const quote = (page: Page) => page.getByTestId("quote");
/** The tool itself: the page's FAQ also names its buttons. */
const ui = (page: Page) => page.locator("[data-tool-ui='quote-generator']");

async function idOf(page: Page, text: string) {
  await ui(page).getByLabel("Search quotes").fill(text);
  const results = page.getByTestId("results").getByRole("button", { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
  await expect(results).toHaveCount(1);
  await results.click();
  await expect(quote(page)).toContainText(text);
  return (await quote(page).getAttribute("data-quote-id"))!;
}

test("today's quote, next without repeats, search, copy and a share link that renders the quote on the server @phone", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const errors = await open(page);
  await expect(quote(page).getByText(/^Quote of the day · \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  const today = await quote(page).getAttribute("data-quote-id");

  // Next quote: five presses, six different quotes.
  const seen = new Set([today]);
  for (let i = 0; i < 5; i++) {
    const before = await quote(page).getAttribute("data-quote-id");
    await ui(page).getByRole("button", { name: "Next quote" }).click();
    await expect(quote(page)).not.toHaveAttribute("data-quote-id", before!);
    seen.add(await quote(page).getAttribute("data-quote-id"));
  }
  expect(seen.size).toBe(6);
  await expect(page).toHaveURL(/\?q=[0-9a-f]{8}$/);

  // Topic filter + search, then copy with attribution.
  await ui(page).getByLabel("Topic", { exact: true }).selectOption("failure");
  await ui(page).getByLabel("Search quotes").fill("success");
  await expect(page.getByTestId("results")).toContainText("I failed my way to success.");
  await ui(page).getByLabel("Topic", { exact: true }).selectOption("");
  const id = await idOf(page, BREVITY);
  await expect(quote(page)).toContainText("Hamlet, Act 2, Scene 2");
  await expect(quote(page)).toContainText("Source checked");
  await ui(page).getByRole("button", { name: "Copy quote" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`“${BREVITY}” — William Shakespeare, Hamlet, Act 2, Scene 2`);
  await ui(page).getByRole("button", { name: "Copy link" }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).search).toBe(`?q=${id}`);

  // The share link's HTML already carries the quote and its preview, before any script runs.
  const html = await (await page.request.get(`/quote-generator?q=${id}`)).text();
  expect(html).toContain(BREVITY);
  expect(html).toMatch(/<meta property="og:title" content="“Brevity is the soul of wit\.” — William Shakespeare[^"]*"/);
  await open(page, `?q=${id}`);
  await expect(quote(page)).toContainText(BREVITY);
  await expect(quote(page)).toHaveAttribute("data-quote-id", id);

  // Pictures of the tool at this width, kept with the test results for a look at the layout.
  await ui(page).getByRole("button", { name: "Image card" }).click();
  await ui(page).getByLabel("Topic", { exact: true }).selectOption("humour");
  await ui(page).screenshot({ path: test.info().outputPath("tool.png") });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("the image card draws the quote and downloads a PNG", async ({ page }) => {
  await open(page);
  await ui(page).getByRole("button", { name: "Image card" }).click();
  await ui(page).getByLabel("Size").selectOption("wide");
  await ui(page).getByText("Dark", { exact: true }).click();
  const canvas = page.getByTestId("quote-canvas");
  await expect(canvas).toHaveAttribute("width", "1200");
  await expect(canvas).toHaveAttribute("height", "630");
  // The dark theme's background is in the corner pixel once drawn.
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => [...c.getContext("2d")!.getImageData(2, 2, 1, 1).data].join(","))).toBe("15,23,42,255");
  const [download] = await Promise.all([page.waitForEvent("download"), ui(page).getByRole("button", { name: "Download PNG" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^quote-[a-z0-9-]+\.png$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.readUInt32BE(16)).toBe(1200); // IHDR width
  expect(bytes.readUInt32BE(20)).toBe(630); // IHDR height
});

test("a link to a quote we don't have, and a search over the limit, each get their own message", async ({ page }) => {
  await open(page, "?q=deadbeef");
  await expect(ui(page).getByRole("alert")).toContainText("is not in our list");
  await expect(quote(page).getByText(/^Quote of the day/)).toBeVisible();
  const search = ui(page).getByLabel("Search quotes");
  await search.fill("x".repeat(201));
  await expect(ui(page).getByText("Search for at most 200 characters.")).toBeVisible();
  await expect(search).toHaveAttribute("aria-invalid", "true");
  await search.fill("zebra quantum xylophone");
  await expect(ui(page).getByText("No quote matches. Try fewer words, or another topic or author.")).toBeVisible();
  await expect(ui(page).getByRole("button", { name: "Next quote" })).toBeDisabled();
  await search.fill("");
  await expect(page.getByTestId("results")).toHaveCount(0);
});

test("has no accessibility violations, with results, the card and an error", async ({ page }) => {
  await open(page);
  await ui(page).getByLabel("Topic", { exact: true }).selectOption("humour");
  await expect(page.getByTestId("results")).toBeVisible();
  await ui(page).getByRole("button", { name: "Image card" }).click();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await open(page, "?q=00000000");
  await ui(page).getByLabel("Search quotes").fill("x".repeat(201));
  await expect(ui(page).getByText("Search for at most 200 characters.")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
