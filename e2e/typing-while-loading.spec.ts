import { expect, test, type Page, type Route } from "@/e2e/support/test";
import { liveTools } from "@/tools/registry";
import { TYPING_CASES, WITHOUT_TYPED_INPUT, type TypingCase } from "./support/typing-cases";

/**
 * Every keystroke kept, whatever the moment: on a page whose scripts arrive late (a slow phone), a visitor types into
 * a tool's main field at a human pace and presses Enter or its main button before the scripts run or while React
 * hydrates. The field must hold every key in order, the tool's result must be for exactly what
 * was typed, nothing may be done twice, and no error may be shown for a field that was filled.
 * Cases live in e2e/support/typing-cases.ts, one per live tool with a text field (a test below makes sure of that).
 */

/** The visitor's pace: a key every 35 ms. */
const KEY_DELAY_MS = 35;

/**
 * When the scripts are let through, relative to the typing and the press: for every tool, the first half of the keys
 * before any script runs and the rest while React hydrates (all scripts let through at once, between two keys); for a
 * tool answered on request, also every key and the press before any script runs. (Typing after hydration is each
 * tool's own journey in tools/<id>/e2e/; a width changes no input path, so these run at 1440 px only.)
 */
const MOMENTS = ["across hydration", "before the scripts"] as const;
type Moment = (typeof MOMENTS)[number];

/** Holds every script of the build until `release()`; after it, each goes through `gapMs` after the one before. */
async function holdScripts(page: Page, gapMs: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let queue = Promise.resolve();
  await page.route("**/_next/static/**/*.js", async (route: Route) => {
    await released;
    // One after another, spaced: the framework's and the page's chunks land over a stretch of time.
    const turn = queue.then(() => new Promise<void>((resolve) => setTimeout(resolve, gapMs)));
    queue = turn;
    await turn;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.locator("[data-tool-area] > [data-hydrated]").first();
/** Waiting for hydration is waiting for a state, not a speed goal: on a loaded machine it can take a while. */
const HYDRATION_WAIT = { timeout: 45_000 };

async function visitorTypes(page: Page, c: TypingCase, moment: Moment): Promise<void> {
  const release = await holdScripts(page, moment === "across hydration" ? 0 : 120);
  // A kept draft is there when the first key lands, before the scripts run: what was typed must win over it.
  if (c.stored) {
    await page.addInitScript((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, c.stored);
  }
  await page.goto(c.path, { waitUntil: "commit" });
  for (const other of c.prepare ?? []) {
    await other.field(page).selectText();
    await other.field(page).pressSequentially(other.text, { delay: KEY_DELAY_MS });
  }
  const field = c.field(page);
  // Whatever the field holds (a preset), the visitor types over it.
  await field.selectText();
  switch (moment) {
    case "before the scripts":
      await field.pressSequentially(c.text, { delay: KEY_DELAY_MS });
      await c.submit?.(page);
      release();
      break;
    case "across hydration": {
      const half = Math.ceil(c.text.length / 2);
      await field.pressSequentially(c.text.slice(0, half), { delay: KEY_DELAY_MS });
      release();
      await field.pressSequentially(c.text.slice(half), { delay: KEY_DELAY_MS });
      await c.submit?.(page);
      break;
    }
  }
  await expect(hydrated(page)).toBeAttached(HYDRATION_WAIT);
}

for (const c of TYPING_CASES) {
  test.describe(`${c.path}: typed while the page loads`, () => {
    for (const moment of MOMENTS.filter((m) => m === "across hydration" || c.submit)) {
      test(`every key kept and worked out, typed ${moment}`, async ({ page }) => {
        test.setTimeout(120_000);
        const errors: string[] = [];
        // A client-only form submitted before the page's script ran runs the `javascript:` URL React gives such forms,
        // which throws this (nothing else happens: the press visibly does nothing). Any other page error fails.
        page.on("pageerror", (error) => {
          if (!error.message.startsWith("A React form was unexpectedly submitted")) errors.push(error.message);
        });
        // Every POST the page makes (a server action, a form the browser posts): a press that was carried out.
        const posts: Array<Promise<unknown>> = [];
        page.on("request", (request) => {
          if (request.method() === "POST") posts.push(request.response());
        });
        await visitorTypes(page, c, moment);
        // What a press before hydration did has landed (a form posted natively answers with a new page). Only a press
        // that posted can do that: a tool worked out in the page (the calculator) has nothing to wait for, and one that
        // works as you type may keep the network busy (the code editor's live preview).
        if (c.submit && posts.length > 0) await page.waitForLoadState("networkidle");
        await expect(hydrated(page)).toBeAttached(HYDRATION_WAIT);
        // A press made while React hydrated may still be on its way (its request starts once the tool has hydrated):
        // wait for the tool's signal a little before deciding it did nothing. A press that reached the server did
        // something: its answer is waited for however slow the server is, then the page shows it.
        const shownWithin = (timeout: number) =>
          expect
            .poll(() => c.shown(page), { timeout })
            .toBe(true)
            .then(
              () => true,
              () => false,
            );
        let carriedOut = c.submit ? await shownWithin(5_000) : true;
        if (!carriedOut && posts.length) {
          await Promise.all(posts);
          carriedOut = await shownWithin(15_000);
        }
        if (c.submit && !carriedOut) {
          // A press before the script ran visibly did nothing: the field still holds every key, and pressing again works.
          await expect(c.field(page)).toHaveValue(c.text);
          await c.submit(page);
        }
        if (c.keptIn) await expect(c.keptIn(page)).toContainText(c.text);
        else if (!c.submit) await expect(c.field(page)).toHaveValue(c.text);
        for (const other of c.prepare ?? []) await expect(other.field(page)).toHaveValue(other.text);
        await c.result(page);
        await c.once?.(page);
        await expect(page.getByText("Please fill in the required fields")).toHaveCount(0);
        expect(errors).toEqual([]);
      });
    }
  });
}

test("every live tool with a text field has a typing case", async ({ page }) => {
  test.setTimeout(120_000);
  const covered = new Set([...TYPING_CASES.map((c) => c.tool), ...Object.keys(WITHOUT_TYPED_INPUT)]);
  const missing: string[] = [];
  for (const tool of liveTools) {
    const { id, route } = tool.definition;
    if (covered.has(id)) continue;
    await page.goto(route);
    const fields = page.locator("[data-tool-area]").locator("input:not([type=file],[type=hidden],[type=checkbox],[type=radio],[type=range],[type=color]), textarea");
    if ((await fields.count()) > 0) missing.push(id);
  }
  expect(missing, "live tools with a text field but no typing case in e2e/support/typing-cases.ts").toEqual([]);
});

/**
 * The header search on home: what was typed while home loads filters home and stays in the box. Home reads `?q=` in a
 * part React renders only in the browser, after the shell: it must not write the address's query (here none, then
 * another one) over what the visitor has typed since.
 */
for (const path of ["/", "/?q=pdf"]) {
  test(`home ${path}: the search typed before the scripts is kept and filters home`, async ({ page }) => {
    const release = await holdScripts(page, 120);
    await page.goto(path, { waitUntil: "commit" });
    const search = page.locator('input[data-site-search="desktop"]');
    await search.click();
    await search.pressSequentially("qr", { delay: KEY_DELAY_MS });
    release();
    await expect(page.locator('input[data-site-search="desktop"][data-ready="true"]')).toBeAttached(HYDRATION_WAIT);
    await expect(page.getByText(/tools? match(es)? “qr”/)).toBeVisible();
    await expect(search).toHaveValue("qr");
    await expect(page.getByRole("heading", { name: "Popular tools" })).toBeHidden();
  });
}
