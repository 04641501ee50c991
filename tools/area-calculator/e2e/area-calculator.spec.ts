import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

async function open(page: Page, path = "/area-calculator") {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-tool-ui="area-calculator"][data-ready="true"]')).toBeVisible();
}

const tool = (page: Page) => page.locator('[data-tool-ui="area-calculator"]');
const areaResult = (page: Page) => page.getByTestId("area-result");
const perimeterResult = (page: Page) => page.getByTestId("perimeter-result");

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("area calculator", () => {
  test("works out shapes with mixed units, then a room with tiles and paint @phone", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await open(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Area Calculator");
    // The preset rectangle, 4 m × 7 m.
    await expect(areaResult(page)).toHaveText("= 28 m²");
    await expect(perimeterResult(page)).toHaveText("= 22 m");

    // Mixed units: 10 ft 6 in × 3.2 m = 3.2004 m × 3.2 m, exactly.
    await page.getByLabel("Length (l)").fill("10 ft 6 in");
    await page.getByLabel("Width (w)").fill("3.2 m");
    await expect(areaResult(page)).toHaveText("= 10.24128 m²");
    await page.getByLabel("Area in").selectOption("ft2");
    await expect(areaResult(page)).toHaveText(/^≈ 110\.23622\d* ft²$/);

    // A circle from its radius: π makes it ≈.
    await page.getByLabel("Area in").selectOption("m2");
    await page.getByLabel("Shape", { exact: true }).selectOption("circle");
    await page.getByLabel("Radius (r)").fill("5");
    await expect(areaResult(page)).toHaveText("≈ 78.539816 m²");
    await expect(page.getByTestId("working")).toContainText("A = π × (5 m)²");
    await expect(page.getByTestId("shape-diagram")).toBeVisible();

    // Heron: 3-4-5 is exactly 6.
    await page.getByLabel("Shape", { exact: true }).selectOption("triangle");
    await page.getByLabel("Calculate from").selectOption("three-sides");
    await page.getByLabel("Side a (a)").fill("3");
    await page.getByLabel("Side b (b)").fill("4");
    await page.getByLabel("Side c (c)").fill("5");
    await expect(areaResult(page)).toHaveText("= 6 m²");
    await noOverflow(page);

    // Room: 5 × 4 m floor minus a 1.2 × 0.6 m cut-out = 19.28 m²; 30 × 30 cm tiles with 10 % waste: 235.6 → 236.
    await page.getByRole("tab", { name: "Room: add and cut out" }).click();
    await expect(page.getByTestId("room-total")).toHaveText("= 19.28 m²");
    await expect(page.getByTestId("tile-estimate")).toContainText("236 tiles");
    await page.getByLabel("Tiles per box (optional)").fill("10");
    await expect(page.getByTestId("tile-estimate")).toContainText("(24 boxes)");
    // 19.28 m² × 2 coats ÷ 10 m²/L = 3.856 L.
    await expect(page.getByTestId("paint-estimate")).toContainText("= 3.856 L");
    await page.getByRole("button", { name: "Add a shape" }).click();
    await expect(page.getByTestId("room-part")).toHaveCount(3);
    await expect(page.getByTestId("room-part").nth(2)).toContainText("Not complete: left out of the total");
    await noOverflow(page);
    expect(errors).toEqual([]);
  });

  test("says what is wrong, in place: impossible triangle, negative length, crossing polygon", async ({ page }) => {
    await open(page);
    await page.getByLabel("Shape", { exact: true }).selectOption("triangle");
    await page.getByLabel("Calculate from").selectOption("three-sides");
    await page.getByLabel("Side a (a)").fill("1");
    await page.getByLabel("Side b (b)").fill("2");
    await page.getByLabel("Side c (c)").fill("5");
    await expect(tool(page).getByRole("alert")).toContainText("These sides can't form a triangle");
    await expect(areaResult(page)).toHaveCount(0);

    await page.getByLabel("Side a (a)").fill("-1");
    await expect(tool(page).getByRole("alert")).toHaveText("Side a can't be negative.");
    await expect(page.getByLabel("Side a (a)")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Shape", { exact: true }).selectOption("polygon");
    await page.getByLabel(/Corners \(x, y\)/).fill("0,0\n4,4\n4,0\n0,4");
    await expect(tool(page).getByRole("alert")).toContainText("The outline crosses itself: edge 1–2 meets edge 3–4");
  });

  test("a shape page is prerendered with its own title, formula, table and preset calculator", async ({ page }) => {
    await open(page, "/area-calculator/circle");
    await expect(page).toHaveTitle("Circle Area Calculator — From Radius, Diameter or Circumference | Utilify");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Circle Area Calculator");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/area-calculator\/circle$/);
    await expect(page.getByTestId("worked-example")).toContainText("A ≈ 78.539816 m²");
    const table = page.getByRole("table", { name: "Circle area table" });
    await expect(table.getByRole("row", { name: /^5 / })).toHaveText(/5\s*≈ 78\.539816\s*≈ 31\.415927/);
    await expect(areaResult(page)).toHaveText("≈ 78.539816 m²");

    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    for (const slug of ["circle", "triangle", "polygon", "regular-polygon"]) expect(sitemap).toContain(`/area-calculator/${slug}</loc>`);
    expect((await page.request.get("/area-calculator/hexagon-prism")).status()).toBe(404);
  });

  test("has no accessibility violations", async ({ page }) => {
    for (const path of ["/area-calculator", "/area-calculator/triangle"]) {
      await open(page, path);
      const { violations } = await axe(page).analyze();
      expect(violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    }
    // Room mode too, with its form.
    await page.getByRole("tab", { name: "Room: add and cut out" }).click();
    const { violations } = await axe(page).analyze();
    expect(violations.map((v) => `room: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  });
});
