import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@/e2e/support/test";
import { serverEnv } from "@/lib/platform/config/env";
import { signInViaApi } from "../../../e2e/support/auth";
import { createUserInDb, prisma } from "../../../e2e/support/db";
import { shot } from "../../../e2e/support/shots";
import { fakeAiRequests } from "../../../tests/support/fake-ai";
import { WRITER_DENIED, WRITER_SIGN_IN } from "../logic/plan";
import { AI_MONTHLY_CREDITS } from "@/lib/domain/plans";
import { renewalDay, renewsAt, utcMonth } from "@/lib/domain/ai/credits";

/**
 * The AI Writer against the fake OpenAI-compatible server that scripts/e2e.ts starts (tests/support/fake-ai.ts): its
 * answers quote the instructions' first line and the text it was sent, so each step shows which command ran on what.
 * Each test makes its own account and marks its texts with its own word.
 */

/** The fake provider the app server talks to (the same environment reaches this process). */
const AI_BASE_URL = serverEnv().AI_BASE_URL ?? "";

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/ai-writer");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Writer");
  return errors;
}

const writer = (page: Page) => page.locator("[data-tool-ui='ai-writer']");

test("a Basic account drafts an e-mail, edits it, translates it, stops a long answer and finds its history @phone", async ({ page }) => {
  const word = `w${randomUUID().slice(0, 8)}`;
  const user = await createUserInDb({ plan: "basic" });
  await signInViaApi(page, user.email, user.password);
  const errors = await open(page);
  const tool = writer(page);

  // Draft an e-mail from a brief, formal.
  await tool.getByLabel("Command").selectOption({ label: "Draft from a brief" });
  await tool.getByLabel("What to write").selectOption({ label: "E-mail" });
  await tool.getByText("Formal", { exact: true }).click();
  const brief = `Ask the landlord ${word} to fix the heating`;
  await tool.getByLabel("Brief", { exact: true }).fill(brief);
  await expect(tool.getByTestId("writer-count")).toHaveText(`${brief.length} / 4,000 characters`);
  await tool.getByRole("button", { name: "Draft from a brief" }).click();
  const result = tool.getByTestId("writer-result");
  await expect(result).toHaveValue(/Instructions: You are a careful writing assistant\. Write an e-mail from the brief/);
  await expect(result).toHaveValue(new RegExp(`You wrote: Brief:\\s+<<<TEXT\\s+${brief}\\s+TEXT>>>`));
  await expect(tool.getByRole("button", { name: "Download .md" })).toBeVisible();
  const [sent] = await fakeAiRequests(AI_BASE_URL, word);
  expect(JSON.stringify(sent?.body)).toContain("Tone: formal and professional");
  await shot(page, "ai-writer-result");

  // The download is the result as it is in the box, as Markdown.
  const drafted = await result.inputValue();
  const [download] = await Promise.all([page.waitForEvent("download"), tool.getByRole("button", { name: "Download .md" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^draft-fake-answer-from-fake-writer-1.*\.md$/);
  expect(await readFile(await download.path(), "utf8")).toBe(drafted);

  // Edit the result in place, then send it through Translate.
  await result.fill(`${drafted}\n\nEdited by hand ${word}.`);
  await tool.getByRole("button", { name: "Work on this result" }).click();
  await expect(tool.getByLabel("Text", { exact: true })).toHaveValue(`${drafted}\n\nEdited by hand ${word}.`);
  await tool.getByLabel("Command").selectOption({ label: "Translate" });
  await tool.getByLabel("Into").selectOption("French");
  await tool.getByRole("button", { name: "Translate" }).click();
  await expect(result).toHaveValue(/Instructions: You are a careful writing assistant\. Translate the text faithfully/);
  await expect(result).toHaveValue(new RegExp(`Edited by hand ${word}\\.`));

  // A slow answer: Stop ends it, keeps what came, and cancels the provider's call.
  await tool.getByRole("button", { name: "Work on this result" }).click();
  await tool.getByLabel("Command").selectOption({ label: "Lengthen" });
  const slowWord = `${word}slow`;
  await tool.getByLabel("Text", { exact: true }).fill(`A short note ${slowWord} [fake:drip=400]`);
  await tool.getByRole("button", { name: "Lengthen" }).click();
  await expect(tool.getByRole("button", { name: "Stop" })).toBeVisible();
  await expect(result).toHaveValue(/Fake answer/);
  await tool.getByRole("button", { name: "Stop" }).click();
  await expect(tool.getByText("Stopped", { exact: true })).toBeVisible();
  await expect(tool.getByRole("button", { name: "Lengthen" })).toBeEnabled();
  await expect.poll(async () => (await fakeAiRequests(AI_BASE_URL, slowWord))[0]?.cancelled).toBe(true);

  // The history holds the two finished results, newest first, not the stopped one; opening one brings it back.
  await page.reload();
  const history = tool.getByTestId("writer-history");
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Translate");
  await history.getByRole("listitem").nth(1).getByRole("button", { name: /Draft from a brief/ }).first().click();
  await expect(result).toHaveValue(drafted);
  await shot(page, "ai-writer-history");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("signed out and on Free, the page explains the plan and sends nothing", async ({ page }) => {
  await open(page);
  const tool = writer(page);
  await expect(tool.getByTestId("writer-upgrade")).toContainText(WRITER_SIGN_IN);
  await tool.getByLabel("Brief", { exact: true }).fill("A product description for a bamboo toothbrush");
  await expect(tool.getByRole("button", { name: "Draft from a brief" })).toBeDisabled();
  await shot(page, "ai-writer-signed-out");

  const user = await createUserInDb({ plan: "free" });
  await signInViaApi(page, user.email, user.password);
  await page.reload();
  await expect(tool.getByTestId("writer-upgrade")).toContainText(WRITER_DENIED);
  await expect(tool.getByRole("button", { name: "Draft from a brief" })).toBeDisabled();
});

test("a Basic account's meter counts an answer, and the page says when this month's credits are used up", async ({ page }) => {
  const word = `c${randomUUID().slice(0, 8)}`;
  const user = await createUserInDb({ plan: "basic" });
  await signInViaApi(page, user.email, user.password);
  const errors = await open(page);
  const tool = writer(page);
  const limit = AI_MONTHLY_CREDITS.basic.text;
  const renews = renewalDay(renewsAt("month", new Date()));
  const meter = tool.getByTestId("ai-credits-text");
  await expect(meter).toContainText(`0 of ${limit} AI texts used this month · ${limit} left · renew on ${renews}`);

  await tool.getByLabel("Command").selectOption({ label: "Fix spelling and grammar" });
  await tool.getByLabel("Text", { exact: true }).fill(`Teh cat sat on teh mat ${word}`);
  await tool.getByRole("button", { name: "Fix spelling and grammar", exact: true }).click();
  await expect(tool.getByTestId("writer-result")).toHaveValue(new RegExp(`You wrote: .*Teh cat sat on teh mat ${word}`, "s"));
  await expect(meter).toContainText(`1 of ${limit} AI texts used this month · ${limit - 1} left`);
  await expect(meter.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");

  // The month's credits used (seeded), the server refuses with its words and calls no provider.
  const period = utcMonth(new Date());
  await prisma.aiCreditUse.update({ where: { period_kind_subject: { period, kind: "text", subject: `user:${user.id}` } }, data: { used: limit } });
  await page.reload();
  await expect(meter).toContainText(`${limit} of ${limit} AI texts used this month · 0 left`);
  const spent = `${word}spent`;
  await tool.getByLabel("Command").selectOption({ label: "Fix spelling and grammar" });
  await tool.getByLabel("Text", { exact: true }).fill(`Teh dog ${spent}`);
  await tool.getByRole("button", { name: "Fix spelling and grammar", exact: true }).click();
  await expect(tool.getByTestId("writer-error")).toHaveText(`You've used this month's ${limit} AI texts. They renew on ${renews}.`);
  expect(await fakeAiRequests(AI_BASE_URL, spent)).toHaveLength(0);
  await shot(page, "ai-writer-credits-used");
  expect(errors).toEqual([]);
});
