import { expect, type Locator, type Page } from "@/e2e/support/test";

/**
 * One case per live tool with a text field (e2e/typing-while-loading.spec.ts): the field a visitor types into first,
 * what they type, how they ask for the result (nothing for tools that work as you type), and what the tool must then
 * show — computed for exactly that text.
 */
export interface TypingCase {
  tool: string;
  path: string;
  field: (page: Page) => Locator;
  text: string;
  /** What this browser kept from an earlier visit (localStorage): what is typed before the scripts run wins over it. */
  stored?: Record<string, string>;
  /** Other fields the visitor fills first, the same way (the tool needs them for a result). */
  prepare?: { field: (page: Page) => Locator; text: string }[];
  /** The main button or key, for tools that answer on request. */
  submit?: (page: Page) => Promise<void>;
  /** Whether the press was carried out (a press before the script ran does nothing): a signal the tool gives at once. */
  shown: (page: Page) => Promise<boolean>;
  /** For a field a richer editor replaces once the page runs (the Code Editor): where the typed text must be then. */
  keptIn?: (page: Page) => Locator;
  /** Asserts the tool's answer is for exactly `text`. */
  result: (page: Page) => Promise<void>;
  /** Asserts the request was carried out once (no doubled link, no doubled history line). */
  once?: (page: Page) => Promise<void>;
}

const label = (name: string) => (page: Page) => page.getByLabel(name, { exact: true });
const live = async () => true;

/** Unique per run, so a case's link or code is its own. */
const tag = `${process.pid.toString(36)}${Math.floor(performance.now()).toString(36)}`;

const SHORTEN_TARGET = `https://example.org/typed-early/${tag}?q=1`;
const QR_TEXT = `example.net/typed-early/${tag}`;

// Tools with two cases: typed into on their own, and opened from a shared link (which must not overwrite the typing).
const COLOR_PICKER_CASE: TypingCase = {
  tool: "color-picker",
  path: "/color-picker",
  field: label("HEX"),
  text: "#abc",
  shown: live,
  result: async (page) => {
    await expect(page.getByLabel("RGB", { exact: true })).toHaveValue("rgb(170, 187, 204)");
  },
};

const LOREM_CASE: TypingCase = {
  tool: "lorem-generator",
  path: "/lorem-generator",
  field: label("How many"),
  text: "101",
  shown: live,
  result: async (page) => {
    await expect(page.locator("[data-tool-ui='lorem-generator']").getByText("Maximum is 100 paragraphs")).toBeVisible();
  },
};

const NAME_CASE: TypingCase = {
  tool: "name-generator",
  path: "/name-generator",
  field: label("How many"),
  text: "7",
  submit: (page) => page.getByRole("button", { name: "Generate names" }).click(),
  shown: async (page) => (await page.getByTestId("name-list").locator("li").count()) > 0,
  result: async (page) => {
    await expect(page.getByTestId("name-list").locator("li")).toHaveCount(7);
  },
};

const CODE_EDITOR_CASE: TypingCase = {
  tool: "code-editor",
  path: "/code-editor",
  // The plain textarea until CodeMirror takes over (it loads on first use: a focus before hydration counts, so it
  // may take over before the first key), then CodeMirror's own editing surface, with the text and the caret.
  field: (page) => page.getByTestId("code-editor-host").locator("textarea, .cm-content"),
  text: "const typedEarly = 1;",
  keptIn: (page) => page.getByTestId("code-editor-host").locator(".cm-content"),
  shown: live,
  result: async (page) => {
    await expect(page.getByTestId("code-editor-host").locator(".cm-content")).toContainText("const typedEarly = 1;");
  },
};

export const TYPING_CASES: TypingCase[] = [
  {
    tool: "url-shortener",
    path: "/urlshortener",
    field: label("Enter a long URL"),
    text: SHORTEN_TARGET,
    submit: (page) => page.getByRole("button", { name: /^Shorten URL/ }).first().click(),
    // A shortened URL leaves the field empty for the next one.
    shown: async (page) => (await page.getByLabel("Enter a long URL", { exact: true }).inputValue()) === "",
    result: async (page) => {
      await expect(page.getByTestId("link-item").first().getByTestId("original-url")).toHaveText(SHORTEN_TARGET);
    },
    once: async (page) => {
      await expect(page.getByTestId("original-url").filter({ hasText: SHORTEN_TARGET })).toHaveCount(1);
    },
  },
  {
    tool: "qr-generator",
    path: "/qrgenerator",
    field: (page) => page.getByLabel(/^Website URL/),
    text: QR_TEXT,
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("qr-preview")).toHaveAttribute("data-payload", `https://${QR_TEXT}`);
    },
  },
  {
    tool: "calculator",
    path: "/calculator",
    field: label("Expression"),
    text: "12*3+0.1",
    submit: (page) => page.getByLabel("Expression", { exact: true }).press("Enter"),
    shown: async (page) => (await page.getByTestId("calc-result").textContent()) === "= 36.1",
    result: async (page) => {
      await expect(page.getByTestId("calc-result")).toHaveText("= 36.1");
      await expect(page.getByTestId("calc-parsed")).toHaveText("Read as: (12 × 3) + 0.1");
    },
  },
  {
    tool: "scientific-calculator",
    path: "/scientific-calculator",
    field: label("Expression"),
    text: "sqrt(16)*2",
    submit: (page) => page.getByLabel("Expression", { exact: true }).press("Enter"),
    shown: async (page) => (await page.getByTestId("calc-result").textContent()) === "= 8",
    result: async (page) => {
      await expect(page.getByTestId("calc-result")).toHaveText("= 8");
    },
  },
  {
    tool: "json-formatter",
    path: "/json-formatter",
    field: label("JSON to format"),
    text: '{"typed":[1,2.50]}',
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("json-output")).toHaveText('{\n  "typed": [\n    1,\n    2.50\n  ]\n}');
    },
  },
  {
    tool: "password-generator",
    path: "/password-generator",
    field: label("Length"),
    text: "37",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("secret").first()).toHaveText(/^.{37}$/);
    },
  },
  {
    tool: "length-converter",
    path: "/length-converter",
    field: label("Value"),
    text: "5 ft 3 in",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("statement")).toHaveText(/^5 ft 3 in = /);
      await expect(page.getByRole("row", { name: /Meters \(m\)/ })).toContainText("= 1.6002");
    },
  },
  {
    tool: "unit-calculator",
    path: "/unit-calculator",
    field: label("Calculation"),
    text: "5 ft 3 in + 20 cm to m",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("unit-result")).toHaveText("= 1.8002 m");
    },
  },
  {
    tool: "character-counter",
    path: "/character-counter",
    field: label("Your text"),
    text: "one two three four",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("count-words")).toHaveText("4");
    },
  },
  COLOR_PICKER_CASE,
  {
    // A shared colour link: what the visitor types while the page loads wins over the link's colour.
    ...COLOR_PICKER_CASE,
    path: "/color-picker?color=ff0000",
  },
  {
    tool: "css-formatter",
    path: "/css-formatter",
    field: label("Your CSS"),
    text: "a{color:red}",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("css-output")).toHaveText(/^a \{\n\s+color: red;\n\}\n?$/);
    },
  },
  {
    tool: "xml-formatter",
    path: "/xml-formatter",
    field: label("Your XML"),
    text: "<a><b>1</b></a>",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("xml-output")).toHaveText(/^<a>\n\s+<b>1<\/b>\n<\/a>\n?$/);
    },
  },
  LOREM_CASE,
  {
    // A shared link's settings fill the page, except the field the visitor typed in while it loaded.
    ...LOREM_CASE,
    path: "/lorem-generator?n=3&format=html&seed=shared",
    result: async (page) => {
      await LOREM_CASE.result(page);
      await expect(page.getByLabel("Format", { exact: true })).toHaveValue("html");
      await expect(page.getByLabel("Seed", { exact: true })).toHaveValue("shared");
    },
  },
  {
    tool: "bmi-calculator",
    path: "/bmi-calculator",
    prepare: [{ field: label("Weight"), text: "70" }],
    field: label("Height"),
    text: "175",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("bmi-value")).toHaveText("22.9");
    },
  },
  {
    tool: "mortgage-calculator",
    path: "/mortgage-calculator",
    field: label("Home price"),
    text: "300,000",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("monthly-payment")).toContainText("$1,288.38");
    },
  },
  {
    tool: "area-calculator",
    path: "/area-calculator",
    field: label("Length (l)"),
    text: "10",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("area-result")).toHaveText("= 70 m²");
    },
  },
  {
    tool: "weight-converter",
    path: "/weight-converter",
    field: label("Value"),
    text: "2.5",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("statement")).toHaveText("2.5 kg ≈ 5.511557 lb");
    },
  },
  {
    tool: "percentage-calculator",
    path: "/percentage-calculator",
    prepare: [{ field: (page) => page.getByTestId("percent-of").getByLabel("Of", { exact: true }), text: "19.99" }],
    field: (page) => page.getByTestId("percent-of").getByLabel("Percentage", { exact: true }),
    text: "17.5",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("percent-of").getByTestId("percent-value")).toHaveText("3.49825");
    },
  },
  {
    tool: "case-converter",
    path: "/case-converter",
    field: label("Your text"),
    text: "the lord of the rings",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("case-output")).toHaveValue("The Lord of the Rings");
    },
  },
  {
    tool: "text-diff",
    path: "/text-diff",
    prepare: [{ field: label("Changed text"), text: "one\n2\nthree" }],
    field: label("Original text"),
    text: "one\ntwo\nthree",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("diff-status")).toContainText("+1 line added−1 line removed");
      await expect(page.getByTestId("diff-view")).toContainText("Removed linetwo");
    },
  },
  {
    tool: "json-to-typescript",
    path: "/json-to-typescript",
    field: label("JSON samples"),
    text: '{"typed":[1,2.50]}',
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("types-output")).toHaveValue(/^export interface Root \{\n\s+typed: number\[\];\n\}/);
    },
  },
  {
    tool: "sql-formatter",
    path: "/sql-formatter",
    field: label("Your SQL"),
    text: "select a from t where b = 'x  y'",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("sql-output")).toHaveValue("SELECT\n  a\nFROM\n  t\nWHERE\n  b = 'x  y'");
    },
  },
  {
    tool: "url-encoder",
    path: "/url-encoder",
    field: label("Text to encode"),
    text: "Grüße & 100%",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("url-output")).toHaveValue("Gr%C3%BC%C3%9Fe%20%26%20100%25");
    },
  },
  {
    tool: "timestamp-converter",
    path: "/timestamp-converter",
    field: label("Unix timestamp or date"),
    text: "2147483647",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("timestamp-iso-utc")).toHaveText("2038-01-19T03:14:07Z");
    },
  },
  {
    tool: "date-calculator",
    path: "/date-calculator",
    prepare: [{ field: label("End date"), text: "2024-12-25" }],
    field: label("Start date"),
    text: "2024-03-10",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("date-days")).toHaveText("290 days");
    },
  },
  {
    // The pair page, whose zone is UTC whatever the device's is.
    tool: "time-zone-converter",
    path: "/time-zone-converter/utc-to-ist",
    prepare: [{ field: label("Date"), text: "2026-01-15" }],
    field: label("Time"),
    text: "20:00",
    shown: live,
    result: async (page) => {
      await expect(page.locator("[data-testid='tz-row'][data-zone='Asia/Kolkata'] [data-testid='tz-time']")).toHaveText("01:30");
    },
  },
  {
    tool: "regex-tester",
    path: "/regex-tester",
    prepare: [{ field: label("Test text"), text: "Due 2026-03 and 2027-11." }],
    field: label("Regular expression"),
    text: "(\\d{4})-(\\d{2})",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("regex-count")).toHaveText("2 matches.");
    },
  },
  {
    tool: "cron-expression",
    path: "/cron-expression",
    field: label("Cron expression"),
    text: "0 22 * * 1-5",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("cron-words")).toHaveText("At 22:00, Monday through Friday");
    },
  },
  {
    tool: "temperature-converter",
    path: "/temperature-converter",
    field: label("Value"),
    text: "100",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("statement")).toHaveText(/^100 /);
    },
  },
  {
    tool: "data-size-converter",
    path: "/data-size-converter",
    field: label("Value"),
    text: "1.5",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("statement")).toHaveText("1.5 GB = 1.3969838619232177734375 GiB");
    },
  },
  {
    tool: "volume-converter",
    path: "/volume-converter",
    field: label("Value"),
    text: "2 cups",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("statement")).toHaveText("2 cup = 0.125 gal");
    },
  },
  {
    tool: "speed-converter",
    path: "/speed-converter",
    field: label("Value"),
    text: "100",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("statement")).toHaveText("100 km/h ≈ 62.137119 mph");
    },
  },
  {
    tool: "css-minifier",
    path: "/css-minifier",
    field: label("Your CSS"),
    text: "a { color: red; }",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("css-output")).toHaveText("a{color:red}");
    },
  },
  {
    tool: "base64",
    path: "/base64",
    field: label("Text to encode"),
    text: "Grüße 👋",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("base64-output")).toHaveValue("R3LDvMOfZSDwn5GL");
    },
  },
  {
    tool: "hash-generator",
    path: "/hash-generator",
    field: label("Text to hash"),
    text: "abc",
    shown: live,
    result: async (page) => {
      // FIPS 180's first example.
      await expect(page.getByTestId("hash-sha256").getByTestId("hash-value")).toHaveText("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    },
  },
  {
    tool: "uuid-generator",
    path: "/uuid-generator",
    field: label("UUID or ULID to check"),
    text: "017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
    shown: live,
    result: async (page) => {
      // RFC 9562's version 7 example.
      await expect(page.getByTestId("uuid-check")).toContainText("2022-02-22T19:22:22.000Z");
    },
  },
  {
    tool: "jwt-decoder",
    path: "/jwt-decoder",
    field: label("JWT"),
    // RFC 7519 §3.1's example token.
    text: "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("jwt-exp")).toContainText("2011-03-22 18:43:00 UTC");
    },
  },
  {
    tool: "markdown-editor",
    path: "/markdown-editor",
    stored: { "utilify:markdown-editor:document": "# A draft from yesterday" },
    field: label("Markdown"),
    text: "# Typed early",
    shown: live,
    result: async (page) => {
      const preview = page.getByTestId("markdown-preview");
      // On a phone the preview is its own view, behind the Write / Preview switch.
      if (!(await preview.isVisible())) await page.getByText("Preview", { exact: true }).first().click();
      await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Typed early");
    },
  },
  {
    tool: "phone-extractor",
    path: "/phone-extractor",
    field: label("Text, CSV or HTML"),
    text: "Call +44 20 7946 0958 today",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("phone-summary")).toContainText("1");
    },
  },
  {
    tool: "random-name-picker",
    path: "/random-name-picker",
    stored: { "utilify:name-picker:list": "Yesterday\nList" },
    field: label("Names, one a line"),
    text: "Ada\nGrace\nLinus",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("list-summary")).toHaveText("3 names.");
    },
  },
  {
    tool: "quote-generator",
    path: "/quote-generator",
    field: label("Search quotes"),
    text: "success",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("results")).toContainText(/success/i);
    },
  },
  {
    tool: "one-time-link",
    path: "/one-time-link",
    field: label("Secret"),
    text: `early secret ${tag}`,
    submit: (page) => page.getByRole("button", { name: "Create link" }).click(),
    shown: async (page) => (await page.getByTestId("secret-link").count()) > 0,
    result: async (page) => {
      // The link opens the very text that was typed.
      const link = await page.getByTestId("secret-link").inputValue();
      const reader = await page.context().newPage();
      await reader.goto(link);
      await reader.getByRole("button", { name: "Reveal secret" }).click();
      await expect(reader.getByTestId("secret-text")).toHaveValue(`early secret ${tag}`);
      await reader.close();
    },
  },
  {
    tool: "area-converter",
    path: "/area-converter",
    field: label("Value"),
    text: "2.5",
    submit: (page) => page.getByRole("button", { name: "Convert", exact: true }).click(),
    shown: async (page) => (await page.getByTestId("quick-reference").getByText(/^2\.5 /).count()) > 0,
    result: async (page) => {
      // The quick reference states the conversion of exactly the typed value (in the page's default units).
      await expect(page.getByTestId("quick-reference").getByRole("listitem").first()).toHaveText(/^2\.5 \S+ [=≈] \d/);
    },
  },
  NAME_CASE,
  {
    // A shared batch (?seed=…) opens at once, for what the visitor typed while the page loaded.
    ...NAME_CASE,
    path: "/name-generator?count=3&seed=shared&locale=ja",
    result: async (page) => {
      await NAME_CASE.result(page);
      await expect(page.getByLabel("Language and country")).toHaveValue("ja");
    },
  },
  {
    tool: "random-generator",
    path: "/random-generator",
    field: label("Maximum"),
    text: "3",
    submit: (page) => page.getByRole("button", { name: "Generate", exact: true }).click(),
    shown: async (page) => (await page.getByTestId("result-value").count()) > 0,
    result: async (page) => {
      const values = await page.getByTestId("result-value").allTextContents();
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) expect(Number(value.replace(/[^\d.-]/g, ""))).toBeLessThanOrEqual(3);
    },
  },
  {
    tool: "team-name-generator",
    path: "/team-name-generator",
    field: label("Keyword (optional)"),
    text: "quiz",
    // After a first batch the button offers the next one ("20 more names").
    submit: (page) => page.getByRole("button", { name: /^(Generate names|\d+ more names)$/ }).click(),
    shown: async (page) => (await page.getByTestId("team-name").filter({ hasText: /quiz/i }).count()) > 0,
    result: async (page) => {
      await expect(page.getByTestId("team-name").filter({ hasText: /quiz/i }).first()).toBeVisible();
    },
  },
  {
    tool: "file-converter",
    path: "/file-converter/json-to-csv",
    field: (page) => page.getByLabel(/^Your /),
    text: '[{"a":1,"b":"x"}]',
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("convert-output")).toHaveValue("a,b\n1,x\n");
    },
  },
  {
    tool: "truth-or-dare",
    path: "/truth-or-dare",
    field: label("Players (optional)"),
    text: "Ann\nBo",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("turn")).toContainText("Ann goes first");
    },
  },
  {
    tool: "text-editor",
    path: "/text-editor",
    field: (page) => page.getByLabel(/^Text of /),
    text: "one two three",
    shown: live,
    result: async (page) => {
      await expect(page.getByTestId("text-counts")).toContainText("3 words");
    },
  },
  CODE_EDITOR_CASE,
  {
    // A shared code link (print('shared') in Python): what the visitor types before it opens stays theirs.
    ...CODE_EDITOR_CASE,
    path: "/code-editor#code=q1YqU7Iy1FHKVbJSSsvMSVXSUcpRslIqqCzJyM9T0lFKBnGKMvNKNNSLMxKLUlPUNZVqAQ",
    result: async (page) => {
      await expect(page.getByText("You typed before the link's code opened, so your text stays.", { exact: false })).toBeVisible();
      await expect(page.getByTestId("code-editor-host").locator(".cm-content")).toHaveText("const typedEarly = 1;");
    },
  },
  {
    tool: "ai-writer",
    path: "/ai-writer",
    field: label("Brief"),
    text: "A welcome e-mail for a climbing gym",
    shown: live,
    // Signed out, nothing is sent: the page keeps the brief and counts it against the limit.
    result: async (page) => {
      await expect(page.getByTestId("writer-count")).toHaveText("35 / 4,000 characters");
    },
  },
  {
    tool: "ai-image-generator",
    path: "/ai-image-generator",
    field: label("Prompt"),
    text: "A lighthouse at dawn",
    shown: live,
    // Signed out, nothing is sent: the page keeps the prompt and counts it against the limit.
    result: async (page) => {
      await expect(page.getByTestId("image-count")).toHaveText("20 / 4,000 characters");
    },
  },
  {
    tool: "ai-image-editor",
    path: "/ai-image-editor",
    field: label("Describe the change"),
    text: "A red sailing boat on the water",
    shown: live,
    // Signed out, nothing is sent: the page keeps the description and counts it against the limit.
    result: async (page) => {
      await expect(page.getByTestId("editor-count")).toHaveText("31 / 4,000 characters");
    },
  },
];

/** Live tools whose first field is not typed text, with the reason (the coverage test accepts them). */
export const WITHOUT_TYPED_INPUT: Record<string, string> = {
  "file-type-checker": "its input is a file",
  "image-converter": "its input is a file; its number fields are output options",
  "image-compressor": "its input is images; its one text field (the target size) is an option of them",
  "image-resizer": "its input is an image; its number fields are output options",
  "pdf-converter": "its input is a file; its page-range field is an option of the file",
  "merge-pdf": "its input is files; each file's page field appears once that file is read",
  "split-pdf": "its input is a file; its ranges field is an option of the file",
  "rotate-pdf": "its input is a file; it has no text field",
  "compress-pdf": "its input is a file; its one text field (Custom's longest side) is an option of it",
  "json-editor": "its document is edited in the JSON editor itself (no plain field); its query field needs that editor loaded",
};
