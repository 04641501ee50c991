import { readFile } from "node:fs/promises";
import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { utcDay, userSubject } from "@/lib/domain/limits/usage";
import { FREE_DAILY_LIMITS } from "@/lib/domain/plans";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";

const LIMIT = FREE_DAILY_LIMITS.area;

async function openConverter(page: Page, path = "/area-converter") {
  await page.goto(path);
  // The meter appears once today's usage is loaded: from then on the page is hydrated and interactive.
  await expect(page.getByTestId("usage-meter")).toBeVisible();
}

async function setUserUsage(userId: string, count: number) {
  const day = utcDay();
  await prisma.dailyUsage.upsert({
    where: { day_tool_subject: { day, tool: "area", subject: userSubject(userId) } },
    create: { day, tool: "area", subject: userSubject(userId), count },
    update: { count },
  });
}

const value = (page: Page) => page.getByLabel("Value", { exact: true });
const result = (page: Page) => page.getByLabel("Result", { exact: true });
const convertButton = (page: Page) => page.getByRole("button", { name: "Convert", exact: true });

test.describe("area converter", () => {
  test("converts exactly, shows the quick reference, swaps and clears", async ({ page }) => {
    await openConverter(page);
    await expect(page.getByRole("heading", { level: 1, name: "Area Converter" })).toBeVisible();
    await expect(value(page)).toHaveValue("1");
    await expect(page.getByTestId("usage-meter")).toContainText(`0/${LIMIT} used`);

    await page.getByLabel("From", { exact: true }).selectOption("ac");
    await page.getByLabel("To", { exact: true }).selectOption("ft2");
    await value(page).fill("2.5");
    await convertButton(page).click();
    await expect(result(page)).toHaveValue("108900");
    const quick = page.getByTestId("quick-reference");
    await expect(quick).toContainText("Quick Reference");
    await expect(quick.getByRole("listitem")).toHaveText(["2.5 ac = 108900 ft²", "1 ac = 43560 ft²", "1 ft² ≈ 0.0000229568 ac"]);
    await expect(page.getByTestId("usage-meter")).toContainText(`1/${LIMIT} used`);

    await page.getByRole("button", { name: "Swap Units" }).click();
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("ft2");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("ac");
    await expect(value(page)).toHaveValue("108900");
    await expect(result(page)).toHaveValue("2.5");

    // Converting the swapped value gives the original back, exactly.
    await convertButton(page).click();
    await expect(page.getByTestId("usage-meter")).toContainText(`2/${LIMIT} used`);
    await expect(result(page)).toHaveValue("2.5");
    await expect(quick.getByRole("listitem").first()).toHaveText("108900 ft² = 2.5 ac");

    await page.getByRole("button", { name: "Clear All" }).click();
    await expect(value(page)).toHaveValue("1");
    await expect(result(page)).toHaveValue("");
    await expect(quick).toHaveCount(0);
  });

  test("marks rounded results: 6 significant digits, ≈ in the Quick Reference and after Swap Units", async ({ page }) => {
    await openConverter(page);
    await page.getByLabel("To", { exact: true }).selectOption("ch2");
    await convertButton(page).click();
    // 1 m² = 0.00247105381… ch²: at least 6 significant digits (it used to be 0.002471), marked as rounded.
    await expect(result(page)).toHaveValue("0.00247105");
    await expect(page.getByTestId("result-rounded")).toContainText("Rounded");
    const quick = page.getByTestId("quick-reference");
    // A value of 1: the conversion is the forward factor, listed once.
    await expect(quick.getByRole("listitem")).toHaveText(["1 m² ≈ 0.00247105 ch²", "1 ch² ≈ 404.685642 m²"]);

    // Swap carries the rounded number as a rounded value: never "0.00247105 ch² = 1 m²".
    await page.getByRole("button", { name: "Swap Units" }).click();
    await expect(value(page)).toHaveValue("0.00247105");
    await expect(result(page)).toHaveValue("1");
    await expect(page.getByTestId("value-rounded")).toContainText("Rounded result of the last conversion");
    await expect(page.getByTestId("result-rounded")).toHaveCount(0);
    await expect(quick.getByRole("listitem").first()).toHaveText("0.00247105 ch² ≈ 1 m²");
    await expect(quick).not.toContainText("0.00247105 ch² = 1 m²");

    // Swapping back restores the original marks.
    await page.getByRole("button", { name: "Swap Units" }).click();
    await expect(quick.getByRole("listitem").first()).toHaveText("1 m² ≈ 0.00247105 ch²");
    await expect(page.getByTestId("result-rounded")).toBeVisible();
    await expect(page.getByTestId("value-rounded")).toHaveCount(0);

    // An exact result has no mark and "=".
    await page.getByLabel("From", { exact: true }).selectOption("ac");
    await page.getByLabel("To", { exact: true }).selectOption("ft2");
    await convertButton(page).click();
    await expect(result(page)).toHaveValue("43560");
    await expect(page.getByTestId("result-rounded")).toHaveCount(0);
    await expect(quick.getByRole("listitem")).toHaveText(["1 ac = 43560 ft²", "1 ft² ≈ 0.0000229568 ac"]);
  });

  test("an invalid value clears the Quick Reference of the previous conversion", async ({ page }) => {
    await openConverter(page);
    await convertButton(page).click();
    await expect(result(page)).toHaveValue("10.76391");
    await expect(page.getByTestId("quick-reference")).toBeVisible();
    await value(page).fill("abc");
    await convertButton(page).click();
    await expect(page.getByText("Please enter a valid number").first()).toBeVisible();
    await expect(page.getByTestId("quick-reference")).toHaveCount(0);
    await expect(result(page)).toHaveValue("");
  });

  test("refuses invalid numbers under the field and counts nothing", async ({ page }) => {
    await openConverter(page);
    await value(page).fill("abc");
    await convertButton(page).click();
    await expect(page.getByText("Please enter a valid number").first()).toBeVisible();
    await expect(value(page)).toHaveAttribute("aria-invalid", "true");
    await value(page).fill("-5");
    await convertButton(page).click();
    await expect(page.getByText("Areas can't be negative. Please enter 0 or a positive number.").first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("usage-meter")).toContainText(`0/${LIMIT} used`);
  });

  test("copies the result to the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openConverter(page);
    await page.getByLabel("From", { exact: true }).selectOption("mi2");
    await page.getByLabel("To", { exact: true }).selectOption("ac");
    await convertButton(page).click();
    await expect(result(page)).toHaveValue("640");
    await page.getByRole("button", { name: "Copy result" }).click();
    await expect(page.getByText("Copied!")).toBeVisible();
    await expect(page.getByText("Value copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("640");
  });

  test("at the limit the Convert button is disabled and the warning card shows", async ({ page }) => {
    const user = await createUserInDb({ plan: "free" });
    await signInViaApi(page, user.email, user.password);
    await setUserUsage(user.id, LIMIT - 1);
    await openConverter(page);
    await expect(page.getByTestId("usage-meter")).toContainText(`${LIMIT - 1}/${LIMIT} used`);
    await convertButton(page).click();
    await expect(result(page)).toHaveValue("10.76391");
    await expect(page.getByTestId("usage-meter")).toContainText(`${LIMIT}/${LIMIT} used`);
    await expect(convertButton(page)).toBeDisabled();
    const card = page.getByRole("alert").filter({ hasText: "Free limit reached" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Upgrade to Pro for unlimited area conversions");
    await expect(card.getByRole("button", { name: /Upgrade to Pro/ })).toHaveAttribute("data-upgrade-plan", "basic");
    const row = await prisma.dailyUsage.findUniqueOrThrow({
      where: { day_tool_subject: { day: utcDay(), tool: "area", subject: userSubject(user.id) } },
    });
    expect(row.count).toBe(LIMIT);

    // A reload keeps the state: the server, not the page, holds the count.
    await page.reload();
    await expect(page.getByTestId("usage-meter")).toContainText(`${LIMIT}/${LIMIT} used`);
    await expect(convertButton(page)).toBeDisabled();
  });

  test("free users see the paid tools locked with an upgrade prompt", async ({ page }) => {
    await openConverter(page);
    await expect(page.getByTestId("locked-history")).toContainText("Available on Basic and above");
    // The prompt's button checks out the plan the feature needs.
    const bulkUpgrade = page.getByTestId("locked-bulk").getByRole("button");
    await expect(bulkUpgrade).toHaveText("Upgrade to Premium — $19.99/month");
    await expect(bulkUpgrade).toHaveAttribute("data-upgrade-plan", "premium");
    await expect(page.getByRole("button", { name: "Add unit" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Convert all" })).toBeDisabled();
  });

  test("Basic: history and custom units", async ({ page }) => {
    const user = await createUserInDb({ plan: "basic" });
    await signInViaApi(page, user.email, user.password);
    await openConverter(page);
    await expect(page.getByTestId("usage-meter")).toContainText("Unlimited");

    await page.getByLabel("Name", { exact: true }).fill("Bigha");
    await page.getByLabel("Symbol").fill("bigha");
    await page.getByLabel("Square meters in one unit").fill("1337.8");
    await page.getByRole("button", { name: "Add unit" }).click();
    await expect(page.getByTestId("custom-units")).toContainText("1 bigha = 1337.8 m²");

    await page.getByLabel("From", { exact: true }).selectOption({ label: "Bigha (bigha)" });
    await page.getByLabel("To", { exact: true }).selectOption("m2");
    await value(page).fill("3");
    await convertButton(page).click();
    await expect(result(page)).toHaveValue("4013.4");
    await expect(page.getByTestId("history-list")).toContainText("3 bigha = 4013.4 m²");

    // A duplicate symbol is refused with a clear message.
    await page.getByLabel("Name", { exact: true }).fill("Other bigha");
    await page.getByLabel("Symbol").fill("BIGHA");
    await page.getByLabel("Square meters in one unit").fill("2529");
    await page.getByRole("button", { name: "Add unit" }).click();
    await expect(page.getByText("You already have a unit with the symbol “BIGHA”.").first()).toBeVisible();

    expect(await prisma.conversion.count({ where: { userId: user.id } })).toBe(1);
    await page.getByRole("button", { name: "Clear history" }).click();
    await page.getByRole("button", { name: "Yes, clear history" }).click();
    await expect(page.getByText("Your conversions will appear here.")).toBeVisible();
    expect(await prisma.conversion.count({ where: { userId: user.id } })).toBe(0);
  });

  test("Premium: bulk conversion with mixed lines and CSV download", async ({ page }) => {
    const user = await createUserInDb({ plan: "premium" });
    await signInViaApi(page, user.email, user.password);
    await openConverter(page);
    const bulk = page.getByRole("form", { name: "Bulk conversion" });
    await bulk.getByLabel("Values", { exact: true }).fill("1\nabc\n2.5\n-1");
    await bulk.getByLabel("Values are in").selectOption("ac");
    await bulk.getByLabel("Convert to").selectOption("ft2");
    await page.getByRole("button", { name: "Convert all" }).click();
    const output = page.getByTestId("bulk-result");
    await expect(output).toContainText("2 converted, 2 skipped");
    await expect(output.getByRole("row")).toHaveCount(3);
    await expect(output.getByRole("row").nth(2)).toContainText("108900");
    await expect(output).toContainText("Line 2: abc — Please enter a valid number");
    await expect(output).toContainText("Line 4: -1 — Areas can't be negative");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("area-conversions.csv");
    const csv = await readFile((await download.path()), "utf8");
    expect(csv).toBe("\uFEFFLine,Value (ac),Square Feet (ft²)\r\n1,1,43560\r\n3,2.5,108900\r\n");
  });

  test("a pair page is prerendered with its own title, table and preset converter", async ({ page }) => {
    const response = await page.goto("/area-converter/acres-to-square-feet");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Acres to Square Feet Converter (ac to ft²) | Utilify");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acres to Square Feet Converter");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/area-converter\/acres-to-square-feet$/);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = ld.flatMap((t) => [JSON.parse(t)].flat().map((o: { "@type": string }) => o["@type"]));
    expect(types).toEqual(expect.arrayContaining(["WebApplication", "BreadcrumbList"]));
    const table = page.getByRole("table", { name: /Acres to Square Feet table/ });
    await expect(table.getByRole("row").nth(1)).toHaveText(/1\s*43,560/);
    await expect(table.getByRole("row").last()).toHaveText(/100\s*4,356,000/);

    await expect(page.getByTestId("usage-meter")).toBeVisible();
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("ac");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("ft2");
    await convertButton(page).click();
    await expect(result(page)).toHaveValue("43560");

    expect((await page.request.get("/area-converter/acres-to-parsecs")).status()).toBe(404);
  });

  test("the units reference is readable without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/area-converter");
    const furlongs = page.getByRole("row", { name: /Square Furlongs/ });
    await expect(furlongs).toBeVisible();
    await expect(furlongs).toContainText("40,468.564224 m²");
    await expect(page.getByText("How many square feet are in an acre?")).toBeVisible();
    await context.close();
  });

  test("has no serious accessibility violations", async ({ page }) => {
    for (const path of ["/area-converter", "/area-converter/hectares-to-acres"]) {
      await openConverter(page, path);
      const { violations } = await axe(page).analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    }
  });

  test("converts on a phone @phone", async ({ page }) => {
    await openConverter(page);
    await page.getByLabel("From", { exact: true }).selectOption("ha");
    await page.getByLabel("To", { exact: true }).selectOption("ac");
    await convertButton(page).click();
    await expect(result(page)).toHaveValue("2.471054");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
