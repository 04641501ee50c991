import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The Random Name Picker (figures from tools/random-name-picker/logic/*.test.ts). */

const NAMES = ["Ada", "Grace", "Alan", "Katherine", "Linus"];

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/random-name-picker");
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-tool-ui='random-name-picker']")).toBeVisible();
  return errors;
}

const namesBox = (page: Page) => page.getByLabel("Names, one a line");
const winners = (page: Page) => page.getByTestId("winner");

test("spins to a winner inside its slice, removes it, picks several, makes teams, goes round a class @phone", async ({ page }) => {
  const errors = await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Random Name Picker");
  await namesBox(page).fill(NAMES.join("\n"));
  await expect(page.getByTestId("list-summary")).toHaveText("5 names.");

  // The wheel stops inside the winner's slice: the pointer's angle names the winner.
  await page.getByRole("button", { name: "Spin" }).click();
  await expect(winners(page)).toHaveCount(1, { timeout: 10_000 });
  const winner = (await winners(page).textContent())!;
  expect(NAMES).toContain(winner);
  const rotation = Number(await page.locator("[data-rotation]").getAttribute("data-rotation"));
  const angle = (((360 - (rotation % 360)) % 360) + 360) % 360;
  expect(NAMES[Math.floor(angle / 72)]).toBe(winner);
  await page.locator("[data-tool-ui]").screenshot({ path: test.info().outputPath("wheel.png") });
  // Where the wheel stops, every name reads left to right: none upside down on the left half.
  const directions = await page.getByTestId("wheel").locator("text").evaluateAll((labels) =>
    labels.map((label) => {
      const m = (label as SVGGraphicsElement).getScreenCTM()!;
      return { name: label.textContent, rightwards: m.a > -1e-6 };
    }),
  );
  expect(directions).toHaveLength(NAMES.length);
  expect(directions.filter((d) => !d.rightwards)).toEqual([]);

  // Remove the winner: the list loses that line.
  await page.getByRole("button", { name: "Remove the winner from the list" }).click();
  await expect(namesBox(page)).not.toHaveValue(new RegExp(`^${winner}$`, "m"));
  await expect(page.getByTestId("list-summary")).toHaveText("4 names.");
  const left = NAMES.filter((n) => n !== winner);

  // Instant: 3 different winners.
  await page.getByText("Instant", { exact: true }).click();
  await page.getByLabel("Winners").fill("3");
  await page.getByRole("button", { name: "Pick", exact: true }).click();
  await expect(winners(page)).toHaveCount(3);
  const three = await winners(page).allTextContents();
  expect(new Set(three).size).toBe(3);
  for (const w of three) expect(left).toContain(w);

  // Classroom: four picks give the four names, then a new round.
  await page.getByLabel("Classroom mode: nobody twice until everyone has been").check();
  const seen: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.getByRole("button", { name: "Pick", exact: true }).click();
    await expect(page.getByTestId("classroom-status")).toContainText(`${i + 1} of 4 had a turn`);
    seen.push((await winners(page).textContent())!);
  }
  expect([...seen].sort()).toEqual([...left].sort());
  await page.getByLabel("Classroom mode: nobody twice until everyone has been").uncheck();

  // Teams: 4 names in 2 teams of 2.
  await page.getByText("Teams", { exact: true }).click();
  await page.getByLabel("Number of teams").fill("2");
  await page.getByRole("button", { name: "Make teams" }).click();
  await expect(page.getByTestId("team")).toHaveCount(2);
  await expect(page.getByTestId("team").first()).toContainText("(2)");

  await page.screenshot({ path: test.info().outputPath("page.png"), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("too many winners, too few names and weights get their own message; the record verifies; axe finds nothing", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page);
  await namesBox(page).fill("Ada");
  await expect(page.getByRole("alert").filter({ hasText: "Add at least 2 names." })).toBeVisible();
  await namesBox(page).fill("Ada\nGrace x3\nalan\nAlan");
  await expect(page.getByTestId("list-summary")).toContainText("3 names, 6 tickets in all. Written more than once, so counted once with the weights added: alan (2×).");
  await page.getByLabel("Winners").fill("5");
  await expect(page.getByRole("alert").filter({ hasText: "You asked for 5 winners but have 3 names." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Spin" })).toBeDisabled();
  expect((await axe(page).analyze()).violations).toEqual([]);

  // A committed draw: the wheel shows the record's winner at once (reduced motion), and the record verifies.
  await page.getByLabel("Winners").fill("1");
  await page.getByRole("button", { name: "1. Commit to these settings" }).click();
  await page.getByRole("button", { name: "2. Draw on the committed seed" }).click();
  const record = await page.getByTestId("record-text").inputValue();
  const parsed = JSON.parse(record) as { result: string[] };
  await expect(winners(page)).toHaveText(parsed.result);
  await page.getByLabel("Check a draw record").fill(record);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("verify-ok")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
