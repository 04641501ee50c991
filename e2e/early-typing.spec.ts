import { expect, test, type Locator, type Page } from "@/e2e/support/test";

/**
 * Typing (or choosing a file) before the page's script has run (a slow phone: the server HTML shows, the visitor types
 * at once) is never lost: once the code lands, the tool shows the result of what was typed, whatever the tool's
 * first-view pattern (docs/architecture.md "Page weight": server views swapped on first use, engines loaded on first
 * use, plain hydration).
 */

interface Case {
  path: string;
  type: (page: Page) => Promise<void>;
  /** The tool's answer to what was typed: a field's value or an element's text. */
  expected: (page: Page) => { value: Locator; is: string } | { text: Locator; is: string } | { attribute: string; of: Locator; is: string };
}

const CASES: Case[] = [
  {
    path: "/length-converter",
    type: async (page) => {
      await page.getByLabel("Value", { exact: true }).fill("2");
      await page.getByLabel("From", { exact: true }).selectOption("in");
      await page.getByLabel("To", { exact: true }).selectOption("cm");
    },
    expected: (page) => ({ text: page.getByTestId("statement"), is: "2 in = 5.08 cm" }),
  },
  {
    path: "/color-picker/hex-to-rgb",
    type: (page) => page.getByLabel("HEX", { exact: true }).fill("#abc"),
    expected: (page) => ({ value: page.getByLabel("RGB", { exact: true }), is: "rgb(170, 187, 204)" }),
  },
  {
    path: "/character-counter",
    type: (page) => page.getByLabel("Your text").fill("one two three"),
    expected: (page) => ({ text: page.getByTestId("count-words"), is: "3" }),
  },
  {
    path: "/unit-calculator",
    type: (page) => page.getByLabel("Calculation", { exact: true }).fill("5 ft 3 in + 20 cm to m"),
    expected: (page) => ({ text: page.getByTestId("unit-result"), is: "= 1.8002 m" }),
  },
  {
    path: "/bmi-calculator",
    type: async (page) => {
      await page.getByLabel("Height", { exact: true }).fill("175");
      await page.getByLabel("Weight", { exact: true }).fill("70");
    },
    expected: (page) => ({ text: page.getByTestId("bmi-value"), is: "22.9" }),
  },
  {
    path: "/area-calculator",
    type: async (page) => {
      await page.getByLabel("Length (l)").fill("10 ft 6 in");
      await page.getByLabel("Width (w)").fill("3.2 m");
    },
    expected: (page) => ({ text: page.getByTestId("area-result"), is: "= 10.24128 m²" }),
  },
  {
    path: "/json-formatter",
    type: (page) => page.getByLabel("JSON to format").fill('{"a":1}'),
    expected: (page) => ({ text: page.getByTestId("json-output"), is: '{\n  "a": 1\n}' }),
  },
  {
    path: "/mortgage-calculator",
    type: (page) => page.getByLabel("First payment").fill("2027-01"),
    expected: (page) => ({ text: page.getByTestId("payoff"), is: "Dec 2056" }),
  },
  {
    path: "/qrgenerator",
    type: (page) => page.getByLabel("Website URL").fill("example.com/early"),
    expected: (page) => ({ attribute: "data-payload", of: page.getByTestId("qr-preview"), is: "https://example.com/early" }),
  },
  {
    // A tool that sets its starting state in a mount effect (from the address, with a new seed): the typed count wins.
    path: "/lorem-generator",
    type: (page) => page.getByLabel("How many").fill("101"),
    expected: (page) => ({ text: page.locator("[data-tool-ui='lorem-generator']").getByText("Maximum is 100 paragraphs"), is: "Maximum is 100 paragraphs" }),
  },
  {
    // A file chosen before the script ran is read once it has (here a PDF named .png, which gets its own message).
    path: "/image-converter",
    type: (page) =>
      page.locator("input[type=file]").setInputFiles({ name: "report.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.7\n1 0 obj\n<< >>\nendobj\n%%EOF\n") }),
    expected: (page) => ({ text: page.locator("[data-tool-ui='image-converter']").getByRole("alert"), is: "This isn't an image (detected: PDF) — try PDF Converter" }),
  },
];

for (const c of CASES) {
  test(`${c.path}: what is typed before the script runs is kept and worked out`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(c.path, { waitUntil: "commit" });
    await c.type(page);
    release();
    const expected = c.expected(page);
    if ("value" in expected) await expect(expected.value).toHaveValue(expected.is);
    else if ("text" in expected) await expect(expected.text).toHaveText(expected.is);
    else await expect(expected.of).toHaveAttribute(expected.attribute, expected.is);
    expect(errors).toEqual([]);
  });
}
