import { randomUUID } from "node:crypto";
import { expect, test } from "@/e2e/support/test";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { shot } from "@/e2e/support/shots";

/** Links people manage: edit a destination and see its history; an expired link's page. */

const code = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

test.describe("managing a link", () => {
  test("edit the destination from the recent links, see it redirect there and in the history @phone", async ({ page, baseURL }) => {
    const user = await createUserInDb({ plan: "basic" });
    const link = await prisma.link.create({ data: { code: code("edit"), target: "https://example.com/before", ownerUserId: user.id } });
    await signInViaApi(page, user.email, user.password);

    await page.goto("/urlshortener");
    const item = page.getByTestId("link-item").filter({ hasText: link.code });
    await item.getByRole("button", { name: /^More actions for/ }).click();
    await page.getByRole("menuitem", { name: "Edit link" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit link" });
    await dialog.getByLabel("Destination").fill("example.com/after");
    await dialog.getByLabel("Redirect status").selectOption("307");
    await shot(page, "edit-link-dialog");
    await dialog.getByRole("button", { name: "Save link" }).click();
    await expect(page.getByText("Link saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(item.getByTestId("original-url")).toHaveText("https://example.com/after");

    const redirect = await page.request.get(`${baseURL}/s/${link.code}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(redirect.headers().location).toBe("https://example.com/after");

    await page.goto(`/links/${link.id}`);
    const history = page.getByTestId("destination-history");
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await expect(history.locator("del")).toHaveText("https://example.com/before");
    await expect(history.getByRole("listitem")).toContainText("https://example.com/after");
    await expect(page.getByTestId("link-expiry")).toContainText("Redirects with 307");
    await shot(page, "link-page-history");
  });

  test("on the link page, a saved setting stays as saved in the form: the next save of something else keeps it @phone", async ({ page }) => {
    const user = await createUserInDb({ plan: "basic" });
    const link = await prisma.link.create({ data: { code: code("again"), target: "https://example.com/one", ownerUserId: user.id } });
    await signInViaApi(page, user.email, user.password);
    await page.goto(`/links/${link.id}`);
    const form = page.getByTestId("link-settings-form");
    await form.getByLabel("Redirect status").selectOption("301");
    await form.getByRole("button", { name: "Save link" }).click();
    await expect(page.getByText("Link saved").first()).toBeVisible();
    await expect(form.getByLabel("Redirect status")).toHaveValue("301");
    // Then only the click limit: the 301 is sent again as it shows, not the page's first 302.
    await form.getByLabel("Expire after this many clicks").fill("50");
    await form.getByRole("button", { name: "Save link" }).click();
    await expect.poll(async () => (await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).maxClicks).toBe(50);
    expect(await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ redirectStatus: 301, maxClicks: 50, target: "https://example.com/one" });
    await expect(form.getByLabel("Redirect status")).toHaveValue("301");
    await expect(form.getByLabel("Expire after this many clicks")).toHaveValue("50");
  });

  test("a free account edits on the link page; a click limit is offered as a Basic feature @phone", async ({ page }) => {
    const user = await createUserInDb({ plan: "free" });
    const link = await prisma.link.create({ data: { code: code("free"), target: "https://example.com/one", ownerUserId: user.id } });
    await signInViaApi(page, user.email, user.password);
    await page.goto(`/links/${link.id}`);
    const form = page.getByTestId("link-settings-form");
    await expect(form.getByLabel("Expire after this many clicks")).toBeDisabled();
    await expect(page.getByTestId("link-settings-upgrade")).toContainText("Basic");
    await form.getByLabel("Destination").fill("localhost:3000/admin");
    await form.getByRole("button", { name: "Save link" }).click();
    await expect(form.getByText("Links to localhost or private network addresses can't be shortened")).toBeVisible();
    await form.getByLabel("Destination").fill("https://example.com/two");
    await form.getByRole("button", { name: "Save link" }).click();
    await expect(page.getByTestId("destination-history").getByRole("listitem")).toContainText("https://example.com/two");
  });
});

test("an expired link shows its page with 410, and one with a fallback redirects there @phone", async ({ page, baseURL }) => {
  const user = await createUserInDb({ plan: "basic" });
  const past = new Date(Date.now() - 60_000);
  const expired = await prisma.link.create({ data: { code: code("gone"), target: "https://example.com/secret-sale", ownerUserId: user.id, expiresAt: past } });
  const fallback = await prisma.link.create({
    data: { code: code("fb"), target: "https://example.com/secret-sale", ownerUserId: user.id, maxClicks: 1, clicksServed: 1, expiredUrl: `${baseURL}/pricing` },
  });

  const response = await page.goto(`/s/${expired.code}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  expect(await page.content()).not.toContain("secret-sale");
  await shot(page, "expired-link");

  await page.goto(`/s/${fallback.code}`);
  expect(page.url()).toBe(`${baseURL}/pricing`);
});
